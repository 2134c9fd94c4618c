/**
 * --rule-map FILE: a subject's own error codes translated to catalogue rule ids before rule- and path-level
 * matching. A code maps to one rule id, or, when the subject uses one generic code for several rules (an
 * "undeclared key" reported everywhere), to a list of patterns tried in order: the first whose JSON Pointer
 * place pattern (and kind, when given) fits the error's path picks the rule. docs/runner.md shows the format.
 */
import { ruleById } from '../rules/catalogue/index.js';
import { matchesPlace, parsePointer } from '../json/pointer.js';
import type { Kind, SubjectError } from '../report/model/index.js';
import { kindNames } from '../contract/canonicalObject.js';

export interface RuleMapPattern {
  /** A place pattern as in corpus/rules.json: `*` any array index, `{key}` any member name. */
  readonly path: string;
  readonly rule: string;
  /** Only for cases of this kind (the case's --kind, or the kind its fixture is filed under). */
  readonly kind?: Kind;
}

export type RuleMapTarget = string | readonly RuleMapPattern[];

/** Subject rule code -> catalogue rule id, or patterns; codes not in the map are kept as they are. */
export type RuleMap = ReadonlyMap<string, RuleMapTarget>;

const KINDS: readonly string[] = kindNames;

/** Whether a JSON Pointer fits a place pattern; a subject's path may be anything, so this never throws. */
function fits(path: unknown, pattern: string): boolean {
  if (typeof path !== 'string') return false;
  try {
    return matchesPlace(path, pattern);
  } catch {
    return false;
  }
}

/** The catalogue id for one subject error, or its own code when the map says nothing about it. */
export function translateRule(error: SubjectError, ruleMap: RuleMap, kind: Kind | 'stream'): string | undefined {
  const code = error.rule;
  if (typeof code !== 'string' || !ruleMap.has(code)) return code;
  const target = ruleMap.get(code)!;
  if (typeof target === 'string') return target;
  const hit = target.find(
    (pattern) => (pattern.kind === undefined || pattern.kind === kind) && fits(error.path, pattern.path),
  );
  return hit === undefined ? code : hit.rule;
}

/** The subject's errors with its rule codes translated to catalogue ids. */
export function mapErrors(
  errors: readonly SubjectError[],
  ruleMap: RuleMap | undefined,
  kind: Kind | 'stream' = 'stream',
): SubjectError[] {
  if (ruleMap === undefined || ruleMap.size === 0) return [...errors];
  return errors.map((error) => {
    const rule = translateRule(error, ruleMap, kind);
    // The subject's own code stays beside the catalogue id it was mapped to (report.json, report.html).
    return rule === error.rule ? error : { ...error, rule, ...(error.rule === undefined ? {} : { code: error.rule }) };
  });
}

/** What is wrong with a parsed --rule-map file, one line; null when it is a rule map. */
function problemOf(code: string, target: unknown): string | null {
  const notRule = (id: unknown): boolean => typeof id !== 'string' || !ruleById.has(id);
  if (typeof target === 'string')
    return notRule(target)
      ? `${JSON.stringify(code)} maps to ${JSON.stringify(target)}, which is not a catalogue rule id (corpus/rules.json)`
      : null;
  if (!Array.isArray(target) || target.length === 0)
    return `${JSON.stringify(code)} must map to a catalogue rule id or a non-empty array of { "path", "rule" } patterns`;
  for (const [index, pattern] of target.entries()) {
    const at = `${JSON.stringify(code)} pattern ${index + 1}`;
    if (typeof pattern !== 'object' || pattern === null || Array.isArray(pattern))
      return `${at} must be an object { "path", "rule", "kind"? }`;
    const { path, rule, kind, ...rest } = pattern as Record<string, unknown>;
    const extra = Object.keys(rest);
    if (extra.length > 0)
      return `${at} has an unknown member ${JSON.stringify(extra[0])} (path, rule and kind are allowed)`;
    if (typeof path !== 'string')
      return `${at} needs "path", a JSON Pointer pattern ("" for the root, * any index, {key} any member)`;
    try {
      parsePointer(path);
    } catch {
      return `${at}: "path" ${JSON.stringify(path)} is not a JSON Pointer pattern (it starts with "/" or is "")`;
    }
    if (notRule(rule))
      return `${at} maps to ${JSON.stringify(rule)}, which is not a catalogue rule id (corpus/rules.json)`;
    if (kind !== undefined && !KINDS.includes(kind as string))
      return `${at}: "kind" must be one of ${KINDS.join(', ')}`;
  }
  return null;
}

/** A rule map from the parsed JSON of a --rule-map file; throws an Error with one line saying what is wrong. */
export function parseRuleMap(parsed: unknown): RuleMap {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(
      'expected a JSON object { "subject code": "catalogue rule id" or [{ "path", "rule", "kind"? }, ...] }',
    );
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  for (const [code, target] of entries) {
    const problem = problemOf(code, target);
    if (problem !== null) throw new Error(problem);
  }
  return new Map(entries as [string, RuleMapTarget][]);
}
