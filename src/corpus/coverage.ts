/**
 * How well the corpus covers the catalogue: for every rule and every place (kind + JSON Pointer
 * pattern) it lists, which fixtures exercise it. A fixture exercises a place when it is about the rule
 * and something it changes or reports (a patch path, a value that differs from its base, an expected
 * error or warning) is at the place or inside it. For must rules, an invalid fixture must report the
 * rule at the place itself, alone, and in every kind the rule applies to a valid must-tier fixture must
 * name the rule: a validator that wrongly refuses a valid value in one kind only is caught there.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Rule } from '../rules/catalogue/types.js';
import { matchesPlace, parsePointer, toPointer } from '../json/pointer.js';
import { splitId, type Fixture } from './types.js';

export interface PlaceCoverage {
  readonly scope: string;
  readonly pattern: string;
  /** Fixtures that exercise the place. */
  readonly fixtures: readonly string[];
  /** Must rules: invalid fixtures reporting exactly this rule, once, at the place. */
  readonly isolatedInvalid: readonly string[];
}

export interface RuleCoverage {
  readonly rule: string;
  readonly tier: string;
  readonly fixtures: number;
  readonly valid: number;
  readonly invalid: number;
  /** Must rules: a valid must-tier fixture names the rule. */
  readonly boundaryValid: boolean;
  /** Per kind (scope) the rule applies to: the valid must-tier fixtures there that name the rule. */
  readonly boundaryValidByScope: Readonly<Record<string, readonly string[]>>;
  readonly places: readonly PlaceCoverage[];
}

/** Pointers whose values differ between a and b (a changed container counts itself, not its ancestors). */
function differences(a: unknown, b: unknown, segments: string[], out: string[]): void {
  if (isDeepStrictEqual(a, b)) return;
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects =
    !bothArrays &&
    a !== null &&
    b !== null &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    !Array.isArray(a) &&
    !Array.isArray(b);
  if (!bothArrays && !bothObjects) {
    out.push(toPointer(segments));
    return;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  const sameShape = bothArrays
    ? (a as unknown[]).length === (b as unknown[]).length
    : Object.keys(left).length === Object.keys(right).length &&
      Object.keys(left).every((key) => Object.hasOwn(right, key));
  if (!sameShape) out.push(toPointer(segments));
  for (const key of keys) {
    const inLeft = Object.hasOwn(left, key);
    const inRight = Object.hasOwn(right, key);
    if (inLeft && inRight) differences(left[key], right[key], [...segments, key], out);
    else everyPointer(inRight ? right[key] : left[key], [...segments, key], out);
  }
}

function everyPointer(value: unknown, segments: string[], out: string[]): void {
  out.push(toPointer(segments));
  if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) everyPointer(item, [...segments, key], out);
}

export function touchedPointers(fixture: Fixture, byId: ReadonlyMap<string, Fixture>): string[] {
  const touched: string[] = [];
  if (!fixture.expect.valid) touched.push(...fixture.expect.errors.map((error) => error.path));
  else touched.push(...(fixture.expect.warnings ?? []).map((warning) => warning.path));
  if (fixture.derived !== undefined) {
    touched.push(...fixture.derived.patch.map((operation) => operation.path));
    const base = byId.get(fixture.derived.base);
    if (base !== undefined && fixture.object !== undefined) differences(base.object, fixture.object, [], touched);
  }
  return touched;
}

/** The pointer is at the place, or inside a value the place names. */
function withinPlace(pointer: string, pattern: string): boolean {
  const segments = parsePointer(pointer);
  const depth = parsePointer(pattern).length;
  return segments.length >= depth && matchesPlace(toPointer(segments.slice(0, depth)), pattern);
}

export function corpusCoverage(fixtures: readonly Fixture[], rules: readonly Rule[]): RuleCoverage[] {
  const byId = new Map(fixtures.map((fixture) => [fixture.id, fixture]));
  const byRule = new Map<string, Fixture[]>();
  for (const fixture of fixtures)
    for (const rule of fixture.rules) (byRule.get(rule) ?? byRule.set(rule, []).get(rule)!).push(fixture);
  const touched = new Map(fixtures.map((fixture) => [fixture.id, touchedPointers(fixture, byId)]));
  return rules.map((rule) => {
    const about = byRule.get(rule.id) ?? [];
    const places: PlaceCoverage[] = Object.entries(rule.places).flatMap(([scope, patterns]) =>
      patterns.map((pattern) => {
        const inScope = about.filter((fixture) => splitId(fixture.id).scope === scope);
        const exercising = inScope.filter(
          (fixture) => pattern === '' || touched.get(fixture.id)!.some((pointer) => withinPlace(pointer, pattern)),
        );
        const isolated = inScope.filter(
          (fixture) =>
            !fixture.expect.valid &&
            fixture.expect.errors.length === 1 &&
            fixture.expect.errors[0]!.rule === rule.id &&
            matchesPlace(fixture.expect.errors[0]!.path, pattern),
        );
        return {
          scope,
          pattern,
          fixtures: exercising.map((fixture) => fixture.id),
          isolatedInvalid: isolated.map((fixture) => fixture.id),
        };
      }),
    );
    return {
      rule: rule.id,
      tier: rule.tier,
      fixtures: about.length,
      valid: about.filter((fixture) => fixture.expect.valid).length,
      invalid: about.filter((fixture) => !fixture.expect.valid).length,
      boundaryValid: about.some((fixture) => fixture.expect.valid && fixture.tier === 'must'),
      boundaryValidByScope: Object.fromEntries(
        Object.keys(rule.places).map((scope) => [
          scope,
          about
            .filter((fixture) => fixture.expect.valid && fixture.tier === 'must' && splitId(fixture.id).scope === scope)
            .map((fixture) => fixture.id),
        ]),
      ),
      places,
    };
  });
}

/** What is missing, one line each: the coverage test expects none. */
export function coverageGaps(coverage: readonly RuleCoverage[]): string[] {
  const gaps: string[] = [];
  for (const rule of coverage) {
    if (rule.tier === 'must' && !rule.boundaryValid) gaps.push(`${rule.rule}: no valid boundary fixture`);
    if (rule.tier === 'must') {
      for (const [scope, valid] of Object.entries(rule.boundaryValidByScope))
        if (valid.length === 0) gaps.push(`${rule.rule}: no valid boundary fixture in ${scope}`);
    }
    for (const place of rule.places) {
      if (place.fixtures.length === 0)
        gaps.push(`${rule.rule}: no fixture at ${place.scope} ${place.pattern === '' ? '(root)' : place.pattern}`);
      if (rule.tier === 'must' && place.isolatedInvalid.length === 0)
        gaps.push(
          `${rule.rule}: no invalid fixture reporting it alone at ${place.scope} ${place.pattern === '' ? '(root)' : place.pattern}`,
        );
    }
  }
  return gaps;
}
