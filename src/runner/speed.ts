/**
 * Throughput and latency of one run (report.json summary.speed), so a comparison shows speed beside
 * correctness without guessing it from durations. Only answered cases count: an error or a timeout says
 * nothing about how fast the subject judges.
 */
import type { CaseResult, Speed } from '../report/model/index.js';

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** The nearest-rank percentile of ascending numbers (null when there are none). */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * `wallMs`: how long the cases took, first request to last answer (start-up included, shrinking and report
 * writing not); throughput is answered cases per second of it.
 */
export function speedOf(results: readonly CaseResult[], wallMs: number): Speed {
  const durations = results
    .filter((result) => result.actual.valid !== null)
    .map((result) => result.durationMs)
    .sort((a, b) => a - b);
  const wall = round3(Math.max(0, wallMs));
  return {
    cases: durations.length,
    wallMs: wall,
    casesPerSecond: wall > 0 && durations.length > 0 ? round3(durations.length / (wall / 1000)) : null,
    p50Ms: percentile(durations, 50),
    p99Ms: percentile(durations, 99),
  };
}
