/**
 * What a --baseline gate found, case by case: every new failure, unexpected pass and stale entry with its
 * rule and expected-versus-actual, so an adapter team sees which case broke without opening report.json.
 * The console writes these lines to stderr; summary.md puts the same list at the top, under the gate's
 * verdict ("Gate: holds" / "Gate: regressed"). Nothing here suggests rewriting the baseline: a regression is
 * fixed, or listed on purpose by whoever reviews it.
 */
import type { CaseResult, RunReport } from './model/index.js';
import { printable, verdictWord } from './text.js';

export type RegressionKind = 'new failure' | 'unexpected pass' | 'stale entry' | 'expired entry';

export interface Regression {
  readonly kind: RegressionKind;
  /** The case id, or the baseline entry (a case or rule id) for a rule-wide unexpected pass or a stale entry. */
  readonly id: string;
  readonly rule: string | null;
  /** "expected invalid (Rule at /path)" or null when the entry names no case. */
  readonly expected: string | null;
  readonly actual: string | null;
}

function expectedText(result: CaseResult): string {
  const errors = result.expected.errors.map((error) => `${error.rule} at ${error.path === '' ? '""' : error.path}`);
  return `${verdictWord(result.expected.valid)}${errors.length === 0 ? '' : ` (${errors.join(', ')})`}`;
}

function actualText(result: CaseResult): string {
  if (result.actual.valid === null)
    return `${result.outcome}${result.actual.message === undefined ? '' : `: ${result.actual.message}`}`;
  const rules = [
    ...new Set(result.actual.errors.map((error) => (typeof error.rule === 'string' ? error.rule : '(no rule)'))),
  ];
  return `${verdictWord(result.actual.valid)}${rules.length === 0 ? '' : ` (${rules.join(', ')})`}${result.outcome === 'pass' || result.outcome === 'unexpected-pass' ? '' : `: ${result.outcome}`}`;
}

/** Every way the run differs from its baseline, in the order: new failures, unexpected passes, stale entries. */
export function regressions(report: RunReport): Regression[] {
  const baseline = report.summary.baseline;
  if (baseline === undefined) return [];
  const byId = new Map(report.cases.map((result) => [result.id, result]));
  const ofCase = (kind: RegressionKind, id: string): Regression => {
    const result = byId.get(id);
    if (result === undefined) return { kind, id, rule: null, expected: null, actual: null };
    return { kind, id, rule: result.rule, expected: expectedText(result), actual: actualText(result) };
  };
  return [
    ...baseline.newFailures.map((id) => ofCase('new failure', id)),
    ...baseline.unexpectedPasses.map((id) =>
      byId.has(id)
        ? ofCase('unexpected pass', id)
        : {
            kind: 'unexpected pass' as const,
            id,
            rule: id,
            expected: 'a failure (the baseline lists the rule)',
            actual: 'every case of the rule passes',
          },
    ),
    ...baseline.stale.map((id) => ({
      kind: 'stale entry' as const,
      id,
      rule: null,
      expected: null,
      actual: 'names no case or rule of the corpus',
    })),
    ...(baseline.expired ?? []).map((id) => ({
      kind: 'expired entry' as const,
      id,
      rule: null,
      expected: null,
      actual: `expired after ${baseline.triage?.find((entry) => entry.id === id)?.expires ?? '?'}: fix it or give a new "expires" day`,
    })),
  ];
}

/** The gate's verdict: the run is exactly as the baseline says, or it is not. */
export function gateHolds(report: RunReport): boolean {
  return report.summary.baseline !== undefined && regressions(report).length === 0;
}

/** One line per regression, escaped for a terminal: `new failure: <id> [<rule>] expected ..., got ...`. */
export function regressionLines(report: RunReport): string[] {
  return regressions(report).map((entry) => {
    const rule = entry.rule === null || entry.rule === entry.id ? '' : ` [${printable(entry.rule)}]`;
    const detail =
      entry.expected === null
        ? entry.actual === null
          ? ''
          : `: ${printable(entry.actual)}`
        : `: expected ${printable(entry.expected)}, got ${printable(entry.actual ?? '?')}`;
    return `${entry.kind}: ${printable(entry.id)}${rule}${detail}`;
  });
}
