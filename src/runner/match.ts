/**
 * Matching: what a subject said about a case against what the case expects, at three levels.
 *
 * - verdict: the subject's valid/invalid equals the expectation;
 * - rule:    it also reports every expected rule id (after --rule-map translation); extra errors are allowed,
 *            up to SPRAY_LIMIT distinct rule ids beyond the expected ones (an answer naming every rule is sprayed);
 * - path:    it also reports every expected (rule, JSON Pointer) pair.
 *
 * Accepting a valid case is right at every level. A level that cannot be judged because the subject gave no
 * rule ids (or no paths) is null, and null never passes. The outcome is judged at the run's chosen level: a
 * right refusal for the wrong reason is `wrong-rule` (the expected rule not reported) or `wrong-path` (the
 * rule reported, not at the expected place), never a false accept.
 */
import { kindOfCase } from './caseKind.js';
import { mapErrors, type RuleMap } from './ruleMap.js';
import type {
  Case,
  CaseResult,
  ExpectedError,
  Level,
  Outcome,
  SubjectError,
  SubjectVerdict,
} from '../report/model/index.js';

export { mapErrors, type RuleMap };

export interface Levels {
  readonly verdict: boolean;
  readonly rule: boolean | null;
  readonly path: boolean | null;
}

/**
 * Distinct rule ids an answer may name beyond the ones its case expects, at rule and path level. Past it
 * the answer is sprayed (naming every rule would pass every case: issue 27, docs/decisions.md "Sprayed
 * answers"); an honest subject's extra errors (a union's branches, a cascade) stay well under it.
 */
export const SPRAY_LIMIT = 16;

/** Distinct rule ids named in `errors`, and whether that is more than `expected` allows. */
export function sprayed(
  expected: Case['expect'],
  errors: readonly SubjectError[],
): { named: number; limit: number } | undefined {
  const named = new Set(errors.flatMap((error) => (typeof error.rule === 'string' ? [error.rule] : []))).size;
  const limit = new Set(expected.errors.map((want) => want.rule)).size + SPRAY_LIMIT;
  return named > limit ? { named, limit } : undefined;
}

export function judgeLevels(expected: Case['expect'], valid: boolean, errors: readonly SubjectError[]): Levels {
  const verdict = valid === expected.valid;
  if (!verdict) return { verdict, rule: false, path: false };
  if (expected.valid) return { verdict, rule: true, path: true };
  const reportedRules = new Set(errors.flatMap((error) => (typeof error.rule === 'string' ? [error.rule] : [])));
  if (sprayed(expected, errors) !== undefined) return { verdict, rule: false, path: false };
  const rule = reportedRules.size === 0 ? null : expected.errors.every((want) => reportedRules.has(want.rule));
  const hasPaths = errors.some((error) => typeof error.path === 'string');
  // Path level is "right rule at the right place": it needs rule ids and paths both.
  if (rule === null || !hasPaths) return { verdict, rule, path: null };
  if (!rule) return { verdict, rule, path: false };
  const reportedPairs = new Set(errors.map((error) => `${error.rule ?? ''}\u0000${error.path ?? ''}`));
  return { verdict, rule, path: expected.errors.every((want) => reportedPairs.has(`${want.rule}\u0000${want.path}`)) };
}

/** The outcome at `level`, before any baseline is applied. */
export function outcomeAt(expected: Case['expect'], verdict: SubjectVerdict, levels: Levels, level: Level): Outcome {
  if (verdict.status === 'error') return 'error';
  if (verdict.status === 'timeout') return 'timeout';
  if (verdict.status === 'skipped') return 'skipped';
  if (!levels.verdict) return expected.valid ? 'false-reject' : 'false-accept';
  if (levels[level] === true) return 'pass';
  // Rejected, but not for the expected rule (or not at the expected place): the rule itself went undetected.
  return levels.rule === true ? 'wrong-path' : 'wrong-rule';
}

export interface MatchOptions {
  readonly level: Level;
  readonly ruleMap?: RuleMap;
}

/** Errors kept per case in the report (the rest are counted): a subject's answer is not ours to keep whole. */
export const KEPT_ERRORS = 50;
/** Characters kept of each text a subject controls: an error's message, rule and path; a case's message. */
export const KEPT_CHARS = 1000;

const clip = (text: string): string => (text.length > KEPT_CHARS ? `${text.slice(0, KEPT_CHARS - 1)}…` : text);
/** A stderr's end is kept, not its start: a traceback names its cause last. */
const clipStart = (text: string): string => (text.length > KEPT_CHARS ? `…${text.slice(-(KEPT_CHARS - 1))}` : text);

function clipError(error: SubjectError): SubjectError {
  return {
    ...error, // every field kept (the subject's own code beside a mapped rule); its strings clipped below
    ...(error.path === undefined ? {} : { path: clip(error.path) }),
    ...(error.rule === undefined ? {} : { rule: clip(error.rule) }),
    ...(error.message === undefined ? {} : { message: clip(error.message) }),
    ...(typeof error.code === 'string' ? { code: clip(error.code) } : {}),
  };
}

/**
 * What is kept of an answer's errors once it is judged: the first error matching each expected one, then
 * the others in order, KEPT_ERRORS in all, each text clipped; `omitted` counts the rest. Memory per case is
 * bounded whatever the subject sends (issue 27: 2 MB answers were kept whole, 21 MB each).
 */
export function keptErrors(
  expected: readonly ExpectedError[],
  errors: readonly SubjectError[],
): { kept: SubjectError[]; omitted: number } {
  if (errors.length <= KEPT_ERRORS) return { kept: errors.map(clipError), omitted: 0 };
  const wanted = new Set(expected.map((want) => `${want.rule}\u0000${want.path}`));
  const chosen = new Set<number>();
  errors.forEach((error, index) => {
    const key = `${error.rule ?? ''}\u0000${error.path ?? ''}`;
    if (chosen.size < KEPT_ERRORS && wanted.delete(key)) chosen.add(index);
  });
  for (let index = 0; index < errors.length && chosen.size < KEPT_ERRORS; index++) chosen.add(index);
  const kept = [...chosen].sort((a, b) => a - b).map((index) => clipError(errors[index]!));
  return { kept, omitted: errors.length - kept.length };
}
/** A failing case's text is kept in the report up to this length (hostile fixtures can be megabytes). */
export const MAX_SHOWN_TEXT = 64 * 1024;

/** Turn one case and the subject's verdict into a CaseResult. */
export function matchCase(testCase: Case, verdict: SubjectVerdict, options: MatchOptions): CaseResult {
  const answered = verdict.status === 'answered';
  const all = answered
    ? mapErrors(verdict.errors ?? [], options.ruleMap, kindOfCase({ kind: testCase.kind, id: testCase.id }))
    : [];
  const levels: Levels = answered
    ? judgeLevels(testCase.expect, verdict.valid, all)
    : { verdict: false, rule: null, path: null };
  const { kept: errors, omitted } = keptErrors(testCase.expect.errors, all);
  const said =
    verdict.status === 'answered'
      ? undefined
      : verdict.status === 'timeout'
        ? (verdict.message ?? 'no answer in time')
        : verdict.message;
  const spray = answered && !testCase.expect.valid ? sprayed(testCase.expect, all) : undefined;
  const message =
    said !== undefined
      ? clip(said)
      : spray === undefined
        ? undefined
        : `the answer names ${spray.named} distinct rules, more than the ${spray.limit} a rule-level match allows (the expected rules + ${SPRAY_LIMIT}): not a match at rule or path level`;
  const stderr = verdict.status !== 'skipped' && verdict.stderr ? clipStart(verdict.stderr) : undefined;
  const outcome = outcomeAt(testCase.expect, verdict, levels, options.level);
  // What a reader of a failing case needs to see it: what it is about and the object that was sent.
  const shown = outcome !== 'pass' && outcome !== 'skipped';
  return {
    id: testCase.id,
    rule: primaryRule(testCase),
    rules: testCase.rules,
    tier: testCase.tier,
    kind: testCase.kind,
    origin: testCase.origin,
    ...(shown && testCase.description !== '' ? { description: testCase.description } : {}),
    expected: testCase.expect,
    actual: {
      valid: answered ? verdict.valid : null,
      errors,
      ...(omitted === 0 ? {} : { omittedErrors: omitted }),
      ...(message === undefined ? {} : { message }),
      ...(stderr === undefined ? {} : { stderr }),
    },
    levels,
    outcome,
    durationMs: verdict.durationMs,
    ...(shown && testCase.text.length <= MAX_SHOWN_TEXT ? { text: testCase.text } : {}),
  };
}

/** Pseudo-rules for cases about no catalogue rule: valid showcase objects and valid generated objects. */
export const SHOWCASE_RULE = 'showcase';
export const GENERATED_VALID_RULE = 'generated.valid';

/** The rule a case is scored under: its first rule, or a pseudo-rule for valid objects about no rule. */
export function primaryRule(testCase: Pick<Case, 'rules' | 'origin'>): string {
  return testCase.rules[0] ?? (testCase.origin === 'generated' ? GENERATED_VALID_RULE : SHOWCASE_RULE);
}

/** Outcomes that count as a failure of the subject (skipped and the baseline's own outcomes aside). */
export function isFailure(outcome: Outcome): boolean {
  return (
    outcome === 'false-accept' ||
    outcome === 'false-reject' ||
    outcome === 'wrong-rule' ||
    outcome === 'wrong-path' ||
    outcome === 'error' ||
    outcome === 'timeout'
  );
}
