/**
 * The comparison of several run reports as data: per rule, each implementation's status; per
 * implementation, scores by tier and by category, speed; and the interop score (the share of must rules
 * every compared implementation passes). Calibration runs are scored alongside, never in the interop score.
 */
import { speedOf as runSpeed } from '../runner/speed.js';
import type { RuleResult, RunReport, Speed as RunSpeed } from '../report/model/index.js';

export type Cell = 'pass' | 'fail' | 'not run' | 'reported';

export interface Implementation {
  readonly name: string;
  readonly report: RunReport;
  /** A trivial implementation run to calibrate the scale (always valid, ...). */
  readonly calibration: boolean;
  /** Where its page is, relative to the site root (none for calibration rows). */
  readonly page?: string;
}

export interface Score {
  readonly passing: number;
  readonly total: number;
}

export type Speed = RunSpeed;

export interface ComparisonRow {
  readonly rule: string;
  readonly tier: string;
  readonly category: string;
  readonly cells: readonly Cell[];
  /** The first failing case of each implementation for this rule, to link to. */
  readonly firstFailures: readonly (string | undefined)[];
  /** The real implementations do not all agree on this rule. */
  readonly disagreement: boolean;
}

export interface Comparison {
  readonly implementations: readonly Implementation[];
  readonly rows: readonly ComparisonRow[];
  readonly byTier: readonly Readonly<Record<string, Score>>[];
  readonly byCategory: readonly Readonly<Record<string, Score>>[];
  readonly speed: readonly Speed[];
  /** Must rules every real implementation passes, of the must rules any of them was tested on. */
  readonly interop: Score;
}

const FAILED = new Set(['false-accept', 'false-reject', 'error', 'timeout', 'unexpected-pass']);

function cellOf(rule: RuleResult | undefined): Cell {
  if (rule === undefined || rule.status === 'untested') return 'not run';
  if (rule.status === 'reported') return 'reported';
  return rule.status;
}

/** Throughput and latency as the report recorded them (summary.speed); a report from before that, from its case durations. */
export function speedOf(report: RunReport): Speed {
  return report.summary.speed ?? runSpeed(report.cases, report.header.durationMs);
}

export function compare(implementations: readonly Implementation[]): Comparison {
  const ruleMaps = implementations.map((impl) => new Map(impl.report.rules.map((rule) => [rule.id, rule])));
  const failures = implementations.map((impl) => {
    const first = new Map<string, string>();
    for (const result of impl.report.cases)
      if (FAILED.has(result.outcome) && !first.has(result.rule)) first.set(result.rule, result.id);
    return first;
  });
  const ids = [...new Set(implementations.flatMap((impl) => impl.report.rules.map((rule) => rule.id)))].sort();
  const real = implementations.map((impl, i) => (impl.calibration ? -1 : i)).filter((i) => i >= 0);
  const rows = ids.map((id): ComparisonRow => {
    const known = ruleMaps.map((map) => map.get(id)).find((rule) => rule !== undefined)!;
    const cells = ruleMaps.map((map) => cellOf(map.get(id)));
    const realCells = real.map((i) => cells[i]!).filter((cell) => cell !== 'not run');
    return {
      rule: id,
      tier: known.tier,
      category: known.category,
      cells,
      firstFailures: failures.map((map) => map.get(id)),
      disagreement: new Set(realCells).size > 1,
    };
  });
  const tally = (pick: (rule: RuleResult) => string | null) =>
    implementations.map((impl) => {
      const scores: Record<string, { passing: number; total: number }> = {};
      for (const rule of impl.report.rules) {
        const key = pick(rule);
        if (key === null || rule.status === 'untested' || rule.status === 'reported') continue;
        const score = (scores[key] ??= { passing: 0, total: 0 });
        score.total++;
        if (rule.status === 'pass') score.passing++;
      }
      return scores;
    });
  const mustRows = rows.filter(
    (row) => row.tier === 'must' && real.some((i) => row.cells[i] === 'pass' || row.cells[i] === 'fail'),
  );
  return {
    implementations,
    rows,
    byTier: tally((rule) => rule.tier),
    byCategory: tally((rule) => (rule.tier === 'must' ? rule.category : null)),
    speed: implementations.map((impl) => speedOf(impl.report)),
    interop: {
      passing: mustRows.filter((row) => real.every((i) => row.cells[i] === 'pass')).length,
      total: mustRows.length,
    },
  };
}
