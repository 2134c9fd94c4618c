/**
 * Rule ids a subject reported that the catalogue does not know, after --rule-map. A subject with its own
 * codes scores nothing at rule and path level; saying how many of its ids are foreign, and which, points
 * its authors to --rule-map instead of leaving them with an unexplained 0. Only ids that cost a score count:
 * those of scored cases judged wrong-rule or wrong-path. Foreign ids on a passing case, or on may-tier cases
 * (never scored), change nothing a rule map could fix, so they raise no hint.
 */
import { ruleById } from '../rules/catalogue/index.js';
import { isScored } from './score.js';
import type { CaseResult, Outcome } from '../report/model/index.js';

/** The outcomes a translated rule id could turn into a pass. */
const COSTLY: ReadonlySet<Outcome> = new Set(['wrong-rule', 'wrong-path']);

/** Ids the protocol itself defines (docs/protocol.md): not catalogue rules, but not the subject's own either. */
const PROTOCOL_IDS: ReadonlySet<string> = new Set(['json.syntax', 'protocol.envelope', 'internal.error']);

/** How many distinct unknown ids the costly cases carry, and the commonest few (most cases first). */
export function unknownRuleIds(
  results: readonly CaseResult[],
  examples = 5,
): { count: number; examples: string[] } | undefined {
  const seen = new Map<string, number>();
  for (const result of results) {
    if (result.actual.valid === null || !isScored(result.tier) || !COSTLY.has(result.outcome)) continue;
    for (const id of new Set(result.actual.errors.map((error) => error.rule))) {
      if (typeof id !== 'string' || ruleById.has(id) || PROTOCOL_IDS.has(id)) continue;
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
  }
  if (seen.size === 0) return undefined;
  const commonest = [...seen.entries()]
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, examples)
    .map(([id]) => id);
  return { count: seen.size, examples: commonest };
}
