/**
 * What the fast check (fastCheck.ts) counts besides the members it walks: the colons of string formats that
 * always hold as many, and every member inside an open bag, so that its total can be held to the colons of
 * the text JSON.parse built the value from (json/colonCount.ts).
 */
import { hasOwn } from '../contract/_internals/failure.js';
import type { Described } from '../contract/_internals/meta.js';
import { Semver, SymbolCode, Timestamp, UUID } from '../contract/formats.js';
import { countColons } from '../json/colonCount.js';

/** String formats whose every accepted value holds the same number of colons: counted without a search. */
export const FIXED_COLONS = new Map<Described, number>([
  [Timestamp, 2],
  [UUID, 0],
  [Semver, 0],
  [SymbolCode, 0],
]);

/** The colons every one of `values` holds, when they all hold as many. */
export function sameColons(values: readonly string[]): number | undefined {
  const counts = new Set(values.map(countColons));
  return counts.size === 1 ? [...counts][0] : undefined;
}

/** Finite and within the safe integers: what the text mode's numbers must be (json/colonCount.ts). */
export const SAFE_NUMBER = (v: string): string =>
  `${v} <= ${Number.MAX_SAFE_INTEGER} && ${v} >= -${Number.MAX_SAFE_INTEGER}`;

/** Every member inside an open bag's value (objects in arrays included): bags are counted, not judged. */
export function bagMembers(u: unknown): number {
  if (typeof u !== 'object' || u === null) return 0;
  let count = 0;
  if (Array.isArray(u)) {
    for (let index = 0; index < u.length; index++) count += bagMembers(u[index]);
    return count;
  }
  for (const key in u) if (hasOwn(u, key)) count += 1 + bagMembers((u as Record<string, unknown>)[key]);
  return count;
}
