/**
 * Violators: for every must rule of the catalogue, objects that break exactly that rule, in every place
 * it applies. `violator(rule)` draws a valid object that holds the place, then changes a copy of it at a
 * concrete path; shrinking shrinks the valid object and re-applies the change, so a shrunk example still
 * breaks the rule.
 */
import fc from 'fast-check';
import { kindNames as KINDS, type Kind } from '../../contract/canonicalObject.js';
import { catalogue, ruleById } from '../../rules/catalogue/index.js';
import { toPointer } from '../../json/pointer.js';
import { objectOfKindWith } from '../canonicalObject.js';
import { applyEdits } from './paths.js';
import { planFor, rootPlan, type Plan } from './plans.js';
import { nearMiss, oneOf } from './values.js';
import type { Need } from '../_internals/need.js';

/** Where a rule applies: a kind, or `stream` for the mixed stream (validated without a kind). */
export type Scope = Kind | 'stream';

export interface Violation {
  readonly rule: string;
  /** Validate `value` against this kind (`validate(value, { kind })`), or without one for `stream`. */
  readonly scope: Scope;
  /** The place pattern of the catalogue this violation is an instance of. */
  readonly place: string;
  /** The JSON Pointer where the rule must be reported. */
  readonly path: string;
  readonly value: unknown;
}

/** Mixed-stream rules: a canonical object that is not an object, or whose object_kind names no shape. */
const streamPlans: Readonly<Record<string, Plan>> = {
  'CanonicalObject.type': rootPlan,
  'CanonicalObject.object_kind.unknown': {
    need: () => ({ at: {} }),
    change: (object) => {
      const kind = String((object as { object_kind: string }).object_kind);
      const names = fc.oneof(
        nearMiss(kind, KINDS),
        oneOf<unknown>(['entities', 'plan-object', 'PlanObject', '__proto__', 'toString', null, 1, true, {}]),
      );
      return names.map((value) => ({ edits: [{ set: ['object_kind'], value }], path: ['object_kind'] }));
    },
  },
};

/**
 * Must rules that no object can break alone, with the reason. Empty today: every must rule has a
 * violator. A rule added to the catalogue needs one, or an entry here saying why it cannot have one.
 */
export const unviolatable: Readonly<Record<string, string>> = {};

const plans = new Map<string, Plan>();
for (const rule of catalogue) {
  if (rule.tier !== 'must') continue;
  const found = streamPlans[rule.id] ?? planFor(rule.id);
  if (found !== undefined) plans.set(rule.id, found);
}

/** Must rules with a violator, in catalogue order. */
export const violatorRules: readonly string[] = [...plans.keys()];

/** Whether `rule` has a violator. */
export const hasViolator = (rule: string): boolean => plans.has(rule);

/** The (scope, place) pairs of a rule, as the catalogue lists them. */
export function placesOf(rule: string): Array<{ scope: Scope; place: string }> {
  const entry = ruleById.get(rule);
  if (entry === undefined) throw new Error(`unknown rule ${rule}`);
  return Object.entries(entry.places).flatMap(([scope, places]) =>
    (places ?? []).map((place) => ({ scope: scope as Scope, place })),
  );
}

function base(scope: Scope, need: Need): fc.Arbitrary<unknown> {
  return scope === 'stream'
    ? fc.constantFrom(...KINDS).chain((kind) => objectOfKindWith(kind, need))
    : objectOfKindWith(scope, need);
}

export interface ViolatorOptions {
  /** Only places of this kind (or `stream`). */
  readonly scope?: Scope;
  /** Only this place pattern. */
  readonly place?: string;
}

/**
 * Objects that break `rule` and no other rule, at every place the catalogue lists for it (or the
 * chosen scope / place). Throws for a rule without a violator (see `hasViolator`, `unviolatable`).
 */
export function violator(rule: string, options: ViolatorOptions = {}): fc.Arbitrary<Violation> {
  const found = plans.get(rule);
  if (found === undefined)
    throw new Error(
      ruleById.has(rule)
        ? `rule ${rule} has no violator${unviolatable[rule] === undefined ? '' : `: ${unviolatable[rule]}`}`
        : `unknown rule ${rule}`,
    );
  const places = placesOf(rule).filter(
    (entry) =>
      (options.scope === undefined || entry.scope === options.scope) &&
      (options.place === undefined || entry.place === options.place),
  );
  if (places.length === 0)
    throw new Error(
      `rule ${rule} has no place${options.scope === undefined ? '' : ` in ${options.scope}`}${options.place === undefined ? '' : ` at ${options.place}`}`,
    );
  const arbitraries = places.map(({ scope, place }) =>
    base(scope, found.need(place)).chain((object) =>
      found.change(object, place).map(
        (change): Violation => ({
          rule,
          scope,
          place,
          path: toPointer(change.path),
          value: applyEdits(object, change.edits),
        }),
      ),
    ),
  );
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}
