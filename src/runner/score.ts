/**
 * Scoring: case results -> per-rule results, roll-ups by Errors-table category and by kind, and the summary.
 *
 * Every case is scored under its primary rule (match.ts `primaryRule`). must rules are scored; lint fixtures
 * are valid objects and are scored as such (a subject that rejects them fails that row), as are the pseudo
 * rules of valid showcase and generated objects; may rules are reported (a behaviour matrix), never scored.
 * Conformant: no scored row fails at the chosen level. A rule whose cases were all skipped is untested.
 */
import { ruleById } from '../rules/catalogue/index.js';
import { CATALOGUE_MUST_RULES } from './completeness.js';
import type { Tier } from '../rules/catalogue/types.js';
import { kindOfCase } from './caseKind.js';
import { GENERATED_VALID_RULE, isFailure, SHOWCASE_RULE } from './match.js';
import type {
  CaseResult,
  Kind,
  Level,
  LevelScore,
  Outcome,
  Rollup,
  RuleResult,
  RunReport,
} from '../report/model/index.js';
import { headlineOfMustRules } from '../report/model/index.js';
import { kindNames } from '../contract/canonicalObject.js';

export { kindOfCase };

export const OUTCOMES: readonly Outcome[] = [
  'pass',
  'false-accept',
  'false-reject',
  'wrong-rule',
  'wrong-path',
  'error',
  'timeout',
  'skipped',
  'expected-failure',
  'unexpected-pass',
];

const KINDS: readonly Kind[] = kindNames;

/** Category of the pseudo-rules (valid objects about no catalogue rule). */
export const VALID_OBJECT_CATEGORY = 'valid-object';

/** A failure hidden behind the baseline's expected-failure, told apart again for the counters. */
export function underlyingOutcome(result: CaseResult): Outcome {
  if (result.outcome !== 'expected-failure') return result.outcome === 'unexpected-pass' ? 'pass' : result.outcome;
  // error and timeout count alike (as errors), so an unanswered known failure need not say which it was.
  if (result.actual.valid === null) return 'error';
  if (result.expected.valid) return 'false-reject';
  if (result.actual.valid) return 'false-accept';
  // Refused as expected, but a known failure: the rule (or the place) was wrong.
  return result.levels.rule === true ? 'wrong-path' : 'wrong-rule';
}

export const isScored = (tier: Tier): boolean => tier !== 'may';

interface Tally {
  cases: number;
  passed: number;
  falseAccepts: number;
  falseRejects: number;
  wrongReasons: number;
  errors: number;
  skipped: number;
  failed: number;
}

const emptyTally = (): Tally => ({
  cases: 0,
  passed: 0,
  falseAccepts: 0,
  falseRejects: 0,
  wrongReasons: 0,
  errors: 0,
  skipped: 0,
  failed: 0,
});

function add(tally: Tally, result: CaseResult): void {
  tally.cases += 1;
  const outcome = underlyingOutcome(result);
  if (outcome === 'pass') tally.passed += 1;
  else if (outcome === 'false-accept') tally.falseAccepts += 1;
  else if (outcome === 'false-reject') tally.falseRejects += 1;
  else if (outcome === 'wrong-rule' || outcome === 'wrong-path') tally.wrongReasons += 1;
  else if (outcome === 'error' || outcome === 'timeout') tally.errors += 1;
  else if (outcome === 'skipped') tally.skipped += 1;
  if (isFailure(outcome)) tally.failed += 1;
}

function tierOf(ruleId: string, fallback: Tier): Tier {
  if (ruleId === SHOWCASE_RULE || ruleId === GENERATED_VALID_RULE) return 'must';
  return ruleById.get(ruleId)?.tier ?? fallback;
}

/**
 * One row per rule in `scope` (the catalogue rules the run selected; untested ones show as such) and per
 * rule any case is scored under. Rows are sorted by rule id.
 */
export function scoreRules(results: readonly CaseResult[], scope: readonly string[]): RuleResult[] {
  const tallies = new Map<string, { tally: Tally; tier: Tier }>();
  for (const id of scope) tallies.set(id, { tally: emptyTally(), tier: tierOf(id, 'must') });
  for (const result of results) {
    let entry = tallies.get(result.rule);
    if (entry === undefined)
      tallies.set(result.rule, (entry = { tally: emptyTally(), tier: tierOf(result.rule, result.tier) }));
    add(entry.tally, result);
  }
  return [...tallies.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, { tally, tier }]) => ({
      id,
      tier,
      category: ruleById.get(id)?.category ?? VALID_OBJECT_CATEGORY,
      cases: tally.cases,
      passed: tally.passed,
      falseAccepts: tally.falseAccepts,
      falseRejects: tally.falseRejects,
      wrongReasons: tally.wrongReasons,
      errors: tally.errors,
      status:
        tier === 'may' ? 'reported' : tally.cases === tally.skipped ? 'untested' : tally.failed > 0 ? 'fail' : 'pass',
    }));
}

function rollup(key: string, rows: readonly RuleResult[]): Rollup {
  const sum = (pick: (row: RuleResult) => number): number => rows.reduce((total, row) => total + pick(row), 0);
  return {
    key,
    rules: rows.length,
    passing: rows.filter((row) => row.status === 'pass').length,
    failing: rows.filter((row) => row.status === 'fail').length,
    cases: sum((row) => row.cases),
    passed: sum((row) => row.passed),
    falseAccepts: sum((row) => row.falseAccepts),
    falseRejects: sum((row) => row.falseRejects),
    wrongReasons: sum((row) => row.wrongReasons),
    errors: sum((row) => row.errors),
  };
}

/** Scored rows grouped by Errors-table category; scored cases grouped by kind (rules: those with a case there). */
export function rollUp(
  rules: readonly RuleResult[],
  results: readonly CaseResult[],
): NonNullable<RunReport['rollups']> {
  const scoredRows = rules.filter((row) => isScored(row.tier));
  const categories = [...new Set(scoredRows.map((row) => row.category))].sort();
  const byCategory = categories.map((category) =>
    rollup(
      category,
      scoredRows.filter((row) => row.category === category),
    ),
  );
  const byKind: Rollup[] = [];
  for (const kind of [...KINDS, 'stream'] as const) {
    const cases = results.filter((result) => isScored(result.tier) && kindOfCase(result) === kind);
    if (cases.length === 0) continue;
    // Per-kind rows: the same rules, counting only this kind's cases.
    const rows = scoreRules(cases, []).filter((row) => isScored(row.tier));
    byKind.push(rollup(kind, rows));
  }
  return { byCategory, byKind };
}

export function tallyOutcomes(results: readonly CaseResult[]): Record<Outcome, number> {
  const outcomes = Object.fromEntries(OUTCOMES.map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  for (const result of results) if (isScored(result.tier)) outcomes[result.outcome] += 1;
  return outcomes;
}

const percentOf = (passing: number, total: number): number =>
  total === 0 ? 0 : Math.floor((passing / total) * 1000) / 10;

export const LEVELS: readonly Level[] = ['verdict', 'rule', 'path'];

/**
 * Must rules passing at each level, side by side. Cases are judged as they were answered, before any
 * baseline; skipped cases do not count, and an error or timeout fails its rule at every level.
 */
export function scoreLevels(results: readonly CaseResult[]): Record<Level, LevelScore> {
  const rightAt = new Map<string, Record<Level, boolean>>();
  for (const result of results) {
    if (result.outcome === 'skipped' || ruleById.get(result.rule)?.tier !== 'must') continue;
    const row = rightAt.get(result.rule) ?? { verdict: true, rule: true, path: true };
    for (const level of LEVELS) row[level] &&= result.actual.valid !== null && result.levels[level] === true;
    rightAt.set(result.rule, row);
  }
  const rows = [...rightAt.values()];
  const score = (level: Level): LevelScore => {
    const passing = rows.filter((row) => row[level]).length;
    return { passing, total: rows.length, percent: percentOf(passing, rows.length) };
  };
  return { verdict: score('verdict'), rule: score('rule'), path: score('path') };
}

/**
 * The summary before completeness is judged (run.ts): conformant when no scored row fails at `level`.
 * `percent` counts every scored row (must, lint, valid objects), so it reads 100 only when nothing failed;
 * `mustRules` counts the catalogue's must rules. Outcomes count scored cases only.
 */
export function summarise(
  rules: readonly RuleResult[],
  results: readonly CaseResult[],
  level: Level,
): RunReport['summary'] {
  const must = rules.filter((row) => row.tier === 'must' && ruleById.has(row.id));
  const tested = must.filter((row) => row.status === 'pass' || row.status === 'fail');
  const passing = tested.filter((row) => row.status === 'pass').length;
  const scored = rules.filter((row) => isScored(row.tier) && (row.status === 'pass' || row.status === 'fail'));
  const scoredPassing = scored.filter((row) => row.status === 'pass').length;
  return {
    level,
    conformant: !scored.some((row) => row.status === 'fail'),
    complete: true,
    outcomes: tallyOutcomes(results),
    mustRules: {
      total: tested.length,
      passing,
      untested: must.length - tested.length,
      catalogue: CATALOGUE_MUST_RULES,
    },
    headline: headlineOfMustRules({ total: tested.length, passing, catalogue: CATALOGUE_MUST_RULES }),
    scoredRules: { total: scored.length, passing: scoredPassing },
    percent: percentOf(scoredPassing, scored.length),
    levels: scoreLevels(results),
  };
}

/** The rules that fail (scored ones only): what a mutant must change and nothing else. */
export const failingRules = (rules: readonly RuleResult[]): string[] =>
  rules.filter((row) => isScored(row.tier) && row.status === 'fail').map((row) => row.id);
