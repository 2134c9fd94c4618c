/** Fixtures at every place a rule lists: the rule's places in the bases, and one fixture per value target. */
import type { Kind } from '../../../contract/canonicalObject.js';
import { ruleById } from '../../../rules/catalogue/index.js';
import { finding, fromBase, invalid, makeFixture, slug, valid, type Intent } from '../make.js';
import { reconcile } from '../reconcile.js';
import { firstValueTarget, where, type ValueTarget } from '../targets.js';
import type { ExpectedFinding, Fixture, PatchOperation } from '../../types.js';
import { replace } from './build.js';

/** Each place of a rule as [kind, pattern, index of the pattern within its kind]. */
export const placesOf = (rule: string): Array<[Kind, string, number]> =>
  Object.entries(ruleById.get(rule)!.places).flatMap(([scope, patterns]) =>
    patterns.map((pattern, index) => [scope as Kind, pattern, index] as [Kind, string, number]),
  );

/** The first value of codec `codec` at the pattern; a place without one stops the build. */
export function target(kind: Kind, pattern: string, codec: string): ValueTarget {
  const found = firstValueTarget(kind, pattern, (slot) => slot.codec.name === codec);
  if (found === undefined) throw new Error(`decisions: no ${codec} at ${kind} ${pattern}`);
  return found;
}

/** One fixture from a value target; a valid one's patch is reconciled so only the decision is in question. */
export function at(
  found: ValueTarget,
  rule: string,
  name: string,
  phrase: string,
  ops: PatchOperation[],
  intent: Intent,
  warnings: (ops: PatchOperation[]) => ExpectedFinding[] = () => [],
): Fixture {
  // Only a valid fixture's other fields follow; an invalid one changes exactly one thing.
  const { ops: reconciled, note } = intent.valid ? reconcile(found.base.object, ops) : { ops, note: '' };
  const finalIntent = intent.valid ? valid(...warnings(reconciled)) : intent;
  return makeFixture(
    fromBase(found.base, reconciled, {
      rule,
      name: `${slug(found.slot.pointer)}--${name}`,
      description: `${where(found.base, found.slot.pointer)}: ${phrase}${note}.`,
      intent: finalIntent,
    }),
  );
}

/** The target's value replaced by `value`: rejected there by the rule, or accepted. */
export const replaced = (
  found: ValueTarget,
  rule: string,
  name: string,
  phrase: string,
  value: unknown,
  verdict: 'accepted' | 'rejected',
): Fixture =>
  at(
    found,
    rule,
    name,
    phrase,
    [replace(found.slot.pointer, value)],
    verdict === 'accepted' ? valid() : invalid(finding(rule, found.slot.pointer)),
  );
