/**
 * A rule's tier, without the catalogue: index.ts derives every rule from the codecs when it loads (~5 ms),
 * and `validate` needs nothing of it but the tier of the rules it counts (--stats). A rule a decision states
 * is `may`, a lint rule `lint`, any other `must`; index.ts gives every rule of the catalogue its tier from
 * here. An id the catalogue does not know is `must`, as validate counted it.
 */
import { lintRules } from '../lint/index.js';
import { decisions } from './decisions.js';
import type { Tier } from './types.js';

let tiers: ReadonlyMap<string, Tier> | undefined;

export function tierOf(id: string): Tier {
  tiers ??= new Map<string, Tier>([
    ...decisions.flatMap((decision) => decision.rules.map((entry) => [entry.id, 'may'] as const)),
    ...lintRules.map((rule) => [rule.id, 'lint'] as const),
  ]);
  return tiers.get(id) ?? 'must';
}
