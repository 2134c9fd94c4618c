/**
 * What every corpus must keep true, checked at build time and again by the tests on the committed
 * files: unique ids (also ignoring case, for case-insensitive file systems), no retired id reused,
 * descriptions unique within each rule, one line each, every derived base a fixture whose object
 * plus the patch gives this fixture's object.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyPatch } from './jsonPatch.js';
import { RETIRED_IDS } from '../retired.js';
import { splitId, type Fixture } from '../types.js';

export function checkCorpus(fixtures: readonly Fixture[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, Fixture>();
  const lowerIds = new Set<string>();
  const descriptions = new Map<string, string>();
  for (const fixture of fixtures) {
    if (byId.has(fixture.id)) problems.push(`${fixture.id}: the id repeats`);
    byId.set(fixture.id, fixture);
    const lower = fixture.id.toLowerCase();
    if (lowerIds.has(lower)) problems.push(`${fixture.id}: the id repeats when case is ignored`);
    lowerIds.add(lower);
    if (RETIRED_IDS.has(fixture.id)) problems.push(`${fixture.id}: the id was retired and is never reused`);
    const { rule } = splitId(fixture.id);
    if (rule !== 'showcase' && fixture.rules[0] !== rule)
      problems.push(`${fixture.id}: its directory is ${rule} but its first rule is ${fixture.rules[0]}`);
    if (/[\r\n]/.test(fixture.description)) problems.push(`${fixture.id}: the description is not one line`);
    for (const rule of fixture.rules.length === 0 ? ['showcase'] : fixture.rules) {
      const key = `${rule}\u0000${fixture.description}`;
      const other = descriptions.get(key);
      if (other !== undefined) problems.push(`${fixture.id}: same description as ${other} within rule ${rule}`);
      descriptions.set(key, fixture.id);
    }
  }
  for (const fixture of fixtures) {
    if (fixture.derived === undefined) continue;
    const base = byId.get(fixture.derived.base);
    if (base === undefined) {
      problems.push(`${fixture.id}: derived from ${fixture.derived.base}, which is not a fixture`);
      continue;
    }
    if (fixture.object === undefined) continue;
    try {
      if (!isDeepStrictEqual(applyPatch(base.object, fixture.derived.patch), fixture.object))
        problems.push(`${fixture.id}: base + patch is not the object`);
    } catch (error) {
      problems.push(`${fixture.id}: the patch does not apply to its base (${(error as Error).message})`);
    }
  }
  return problems;
}
