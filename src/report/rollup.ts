/**
 * The aggregations every human-facing report shares: roll-ups by Errors-table category and by kind, failing
 * rules, the may behaviour matrix and the worst cases. Kept in one place so the console and summary.md can
 * never disagree about what "failed" means.
 */
import { categories, ruleById } from '../rules/index.js';
import { OUTCOMES, rollUp, VALID_OBJECT_CATEGORY } from '../runner/score.js';
import type { CaseResult, Outcome, Rollup, RuleResult, RunReport } from './model/index.js';
import { diffDistance, diffErrors } from './errorDiff.js';

export { OUTCOMES };

/** may cases are reported, never scored: the worst cases look at must and lint only. */
export const isScored = (result: CaseResult): boolean => result.tier !== 'may';

/** Labels for the categories the catalogue does not define (the runner's pseudo-rules for valid objects). */
const EXTRA_LABELS: Readonly<Record<string, string>> = {
  [VALID_OBJECT_CATEGORY]: 'Valid objects about no one rule (showcases, generated valid objects)',
};

/** The Errors-table condition (the row's left cell) a category stands for, or its description. */
export function categoryLabel(category: string): string {
  const text: string | undefined = (categories as Readonly<Record<string, string>>)[category] ?? EXTRA_LABELS[category];
  return text === undefined ? category : text.split(' | ')[0]!;
}

/**
 * The runner's roll-ups when the report carries them (one definition of the numbers), else the same
 * computation here, for reports written by older runners or built by hand. Categories come in the
 * contract's Errors-table order, so the roll-up reads like the contract.
 */
export function rollupsOf(report: RunReport): {
  readonly byCategory: readonly Rollup[];
  readonly byKind: readonly Rollup[];
} {
  const rollups = report.rollups ?? rollUp(report.rules, report.cases);
  const known = Object.keys(categories);
  const position = (key: string): number => (known.includes(key) ? known.indexOf(key) : known.length);
  const byCategory = [...rollups.byCategory].sort(
    (a, b) => position(a.key) - position(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return { byCategory, byKind: rollups.byKind };
}

/** Share of a roll-up's tested rules that pass; null when none was tested. */
export function rollupPercent(row: Rollup): number | null {
  const tested = row.passing + row.failing;
  return tested === 0 ? null : Math.floor((1000 * row.passing) / tested) / 10;
}

/** Failing rules of one tier, most failing cases first. */
export function failingRules(report: RunReport, tier: RuleResult['tier']): RuleResult[] {
  const misses = (rule: RuleResult): number =>
    rule.falseAccepts + rule.falseRejects + (rule.wrongReasons ?? 0) + rule.errors;
  return report.rules
    .filter((rule) => rule.tier === tier && rule.status === 'fail')
    .sort((a, b) => misses(b) - misses(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export type Behaviour = 'accepts' | 'rejects' | 'mixed' | 'no answer' | 'untested';

export interface MayRow {
  readonly rule: string;
  /** The decision id in docs/decisions.md, when the catalogue knows the rule. */
  readonly decision: string | null;
  /** What the reference decided (the catalogue), or what its verdicts on the cases show. */
  readonly reference: Behaviour;
  /**
   * The subject, relative to the reference: the reference's own word when they agree on every case;
   * `accepts` when it accepts cases the reference rejects, `rejects` when it rejects cases the reference
   * accepts, `mixed` when both; `no answer` when it judged none of them.
   */
  readonly subject: Behaviour;
  readonly cases: number;
  /** Cases where the subject's verdict equals the reference's. */
  readonly agree: number;
  /** Cases the subject answered with no verdict: an error, a timeout, or a protocol refusal of the request. */
  readonly errors: number;
}

/**
 * No verdict on the object: no answer, or an answer refusing the request itself (a `protocol.*` or
 * `internal.*` error, as a subject answers a line it could not read, `"id": null`). An error in every table,
 * never a rejection.
 */
export const isProtocolError = (result: CaseResult): boolean =>
  result.actual.valid === null ||
  (result.actual.valid === false &&
    result.actual.errors.length > 0 &&
    result.actual.errors.every((error) => /^(protocol|internal)\./.test(error.rule ?? '')));

function verdictsBehaviour(verdicts: readonly boolean[]): Behaviour {
  if (verdicts.length === 0) return 'untested';
  if (verdicts.every((verdict) => verdict)) return 'accepts';
  return verdicts.every((verdict) => !verdict) ? 'rejects' : 'mixed';
}

function subjectBehaviour(cases: readonly CaseResult[], reference: Behaviour): Behaviour {
  if (cases.length === 0) return 'untested';
  const answered = cases.filter((result) => !isProtocolError(result));
  if (answered.length === 0) return 'no answer';
  // Described by where it differs: a may rule's cases can hold both verdicts (a leap second is fine at 23:59:60 only).
  const acceptsMore = answered.some((result) => !result.expected.valid && result.actual.valid === true);
  const rejectsMore = answered.some((result) => result.expected.valid && result.actual.valid === false);
  if (acceptsMore && rejectsMore) return 'mixed';
  return acceptsMore ? 'accepts' : rejectsMore ? 'rejects' : reference;
}

/** Per may rule: what the subject does where the contract is silent, next to what the reference decided. */
export function mayMatrix(report: RunReport): MayRow[] {
  const ids = [
    ...new Set([
      ...report.rules.filter((rule) => rule.tier === 'may').map((rule) => rule.id),
      ...report.cases.filter((c) => c.tier === 'may').map((c) => c.rule),
    ]),
  ];
  return ids.sort().map((id) => {
    const cases = report.cases.filter((result) => result.tier === 'may' && result.rule === id);
    const decided = ruleById.get(id)?.decision;
    const reference = decided?.reference ?? verdictsBehaviour(cases.map((result) => result.expected.valid));
    return {
      rule: id,
      decision: decided?.id ?? null,
      reference,
      subject: subjectBehaviour(cases, reference),
      cases: cases.length,
      agree: cases.filter((result) => !isProtocolError(result) && result.actual.valid === result.expected.valid).length,
      errors: cases.filter(isProtocolError).length,
    };
  });
}

const OUTCOME_SEVERITY: Readonly<Partial<Record<Outcome, number>>> = {
  'false-accept': 0,
  'false-reject': 1,
  'wrong-rule': 2,
  'wrong-path': 3,
  error: 4,
  timeout: 5,
};

/**
 * The n cases most worth reading first: scored failures, must before lint, false accepts (invalid data let
 * through) before false rejects before subject errors, the furthest off first; one per rule while possible,
 * so five cases show five problems rather than one rule five times.
 */
export function worstCases(report: RunReport, n: number): CaseResult[] {
  const candidates = report.cases
    .filter((result) => isScored(result) && OUTCOME_SEVERITY[result.outcome] !== undefined)
    .map((result) => ({
      result,
      distance: diffDistance(diffErrors(result.expected.errors, result.actual.errors ?? [])),
    }))
    .sort(
      (a, b) =>
        (a.result.tier === 'must' ? 0 : 1) - (b.result.tier === 'must' ? 0 : 1) ||
        OUTCOME_SEVERITY[a.result.outcome]! - OUTCOME_SEVERITY[b.result.outcome]! ||
        b.distance - a.distance ||
        (a.result.id < b.result.id ? -1 : a.result.id > b.result.id ? 1 : 0),
    )
    .map((entry) => entry.result);
  const picked: CaseResult[] = [];
  const rules = new Set<string>();
  for (const result of candidates) {
    if (picked.length >= n) break;
    if (rules.has(result.rule)) continue;
    rules.add(result.rule);
    picked.push(result);
  }
  for (const result of candidates) {
    if (picked.length >= n) break;
    if (!picked.includes(result)) picked.push(result);
  }
  return picked;
}
