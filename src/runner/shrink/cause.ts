/**
 * The cause of a disagreement, so one cause gives one shrunk fixture however many generated objects
 * show it: the rule the case is scored under, the outcome, and what was expected against what the subject
 * said (each finding as rule + pointer, array indices normalised to `*` and member names the contract does
 * not spell to `{key}`, as the catalogue's places are).
 * A subject that names no rule or pointer can only be told apart by verdict: all its false rejects of
 * valid objects share one cause.
 */
import { ANY_INDEX, ANY_KEY, parsePointer, toPointer } from '../../json/pointer.js';
import { catalogue } from '../../rules/catalogue/index.js';
import { isScored } from '../score.js';
import type { CaseResult, Outcome, RunReport } from '../../report/model/index.js';

export interface Cause {
  readonly rule: string;
  readonly outcome: Outcome;
  /** Expected findings, `rule at pointer`, sorted and unique. */
  readonly expected: readonly string[];
  /** The subject's findings, `rule at pointer` (`?` for a missing rule), sorted and unique. */
  readonly actual: readonly string[];
  /** The normalised pointers the disagreement is about: the subject's for a false reject, the expected ones otherwise. */
  readonly pointers: readonly string[];
}

const INDEX = /^(0|[1-9][0-9]*)$/;

/** The catalogue's bags and maps (places ending in `{key}`, by their container) and every member name it spells out. */
let names: { readonly containers: ReadonlySet<string>; readonly fields: ReadonlySet<string> } | undefined;
function contractNames(): NonNullable<typeof names> {
  if (names !== undefined) return names;
  const containers = new Set<string>();
  const fields = new Set<string>();
  for (const rule of catalogue)
    for (const pattern of Object.values(rule.places).flat()) {
      const segments = parsePointer(pattern);
      segments.forEach((segment, index) => {
        if (segment === ANY_KEY) containers.add(toPointer(segments.slice(0, index)));
        else if (segment !== ANY_INDEX) fields.add(segment);
      });
    }
  return (names = { containers, fields });
}

/**
 * `/samples/3/kinematics/speed_mps` → `/samples/*\/kinematics/speed_mps`, and a member of a bag or map whose
 * name the contract does not spell (an extension key, an unknown member) → `{key}`: generated objects draw
 * such names at random, and one mistake about them must not take a shrink slot per name.
 */
export function normalisePointer(pointer: string): string {
  if (pointer !== '' && !pointer.startsWith('/')) return pointer;
  const { containers, fields } = contractNames();
  const out: string[] = [];
  for (const segment of parsePointer(pointer)) {
    const container = toPointer(out);
    out.push(INDEX.test(segment) ? ANY_INDEX : containers.has(container) && !fields.has(segment) ? ANY_KEY : segment);
  }
  return toPointer(out);
}

const unique = (items: readonly string[]): string[] => [...new Set(items)].sort();
const finding = (rule: string, pointer: string): string => `${rule} at ${pointer === '' ? '(root)' : pointer}`;

export function causeOf(result: Pick<CaseResult, 'rule' | 'outcome' | 'expected' | 'actual'>): Cause {
  const expectedPointers = unique(result.expected.errors.map((error) => normalisePointer(error.path)));
  const actualPointers = unique(
    result.actual.errors.flatMap((error) => (error.path === undefined ? [] : [normalisePointer(error.path)])),
  );
  return {
    rule: result.rule,
    outcome: result.outcome,
    expected: unique(result.expected.errors.map((error) => finding(error.rule, normalisePointer(error.path)))),
    actual: unique(
      result.actual.errors.map((error) =>
        finding(error.rule ?? '?', error.path === undefined ? '?' : normalisePointer(error.path)),
      ),
    ),
    pointers: result.outcome === 'false-reject' ? actualPointers : expectedPointers,
  };
}

export const causeKey = (cause: Cause): string =>
  JSON.stringify([cause.rule, cause.outcome, cause.expected, cause.actual]);

export interface CauseGroup {
  readonly cause: Cause;
  readonly key: string;
  /** Every disagreement with this cause, in run order; the first is the one shrunk. */
  readonly results: readonly CaseResult[];
}

const SHRINKABLE = new Set<Outcome>(['false-accept', 'false-reject']);

/**
 * The generated, scored, wrong-verdict cases grouped by cause, in run order, with one group per rule and
 * outcome first (so a limit spreads over rules before it spends on a second cause of the same rule).
 */
export function groupDisagreements(results: readonly CaseResult[]): CauseGroup[] {
  const groups = new Map<string, { cause: Cause; key: string; results: CaseResult[] }>();
  for (const result of results) {
    if (result.origin !== 'generated' || !isScored(result.tier) || !SHRINKABLE.has(result.outcome)) continue;
    const cause = causeOf(result);
    const key = causeKey(cause);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, { cause, key, results: [result] });
    else group.results.push(result);
  }
  const all = [...groups.values()];
  const seen = new Set<string>();
  const first = all.filter((group) => {
    const key = `${group.cause.rule}\u0000${group.cause.outcome}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...first, ...all.filter((group) => !first.includes(group))];
}

/** The disagreements a run's shrunk fixtures leave out (causes past --shrink-max, or not reproduced): how many, of how many causes. */
export function notShrunk(report: Pick<RunReport, 'cases' | 'shrunk'>): { disagreements: number; causes: number } {
  const shrunk = new Set((report.shrunk ?? []).flatMap((entry) => entry.cases));
  const left = groupDisagreements(report.cases).filter(
    (group) => !group.results.some((result) => shrunk.has(result.id)),
  );
  return { disagreements: left.reduce((sum, group) => sum + group.results.length, 0), causes: left.length };
}
