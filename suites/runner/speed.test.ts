/** summary.speed: throughput and per-case latency recorded in the report (docs/report.md). */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { speedOf } from '../../src/runner/speed.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import type { CaseResult } from '../../src/report/model/index.js';
import { sixCases } from './_support.js';

const answered = (durationMs: number, valid: boolean | null = true): CaseResult =>
  ({
    id: `c${durationMs}`,
    rule: 'r',
    rules: ['r'],
    tier: 'must',
    kind: 'entity',
    origin: 'corpus',
    expected: { valid: true, errors: [] },
    actual: { valid, errors: [] },
    levels: { verdict: true, rule: null, path: null },
    outcome: valid === null ? 'error' : 'pass',
    durationMs,
  }) as CaseResult;

describe('speedOf', () => {
  it('gives nearest-rank p50 / p99 over answered cases and cases per second of the cases phase', () => {
    const results = [...Array.from({ length: 100 }, (_, i) => answered(i + 1)), answered(5000, null)];
    expect(speedOf(results, 2000)).toEqual({ cases: 100, wallMs: 2000, casesPerSecond: 50, p50Ms: 50, p99Ms: 99 });
  });

  it('is null where nothing was measured', () => {
    expect(speedOf([answered(3, null)], 0)).toEqual({
      cases: 0,
      wallMs: 0,
      casesPerSecond: null,
      p50Ms: null,
      p99Ms: null,
    });
  });
});

describe('a run records its speed', () => {
  it('summary.speed counts the answered cases, and its latencies are the nearest ranks of their durations', async () => {
    const { report } = await runConformance({
      subject: ModuleSubject.fromValue(async () => true),
      cases: sixCases(8),
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
    });
    const speed = report.summary.speed!;
    const durations = report.cases.map((result) => result.durationMs).sort((a, b) => a - b);
    expect(durations).toHaveLength(8);
    expect(speed.cases).toBe(8);
    // Of 8 durations, nearest rank puts p50 at the 4th and p99 at the 8th: no clock is read here.
    expect(speed.p50Ms).toBe(durations[3]);
    expect(speed.p99Ms).toBe(durations[7]);
    expect(speed.wallMs).toBeGreaterThanOrEqual(durations[7]!);
    expect(speed.casesPerSecond).toBeCloseTo(8 / (speed.wallMs / 1000), 2);
  });
});
