/**
 * JSON values for open bags: plain objects (Object.prototype, awkward keys as own data properties),
 * arrays, strings, safe numbers without -0, booleans and null.
 */
import fc from 'fast-check';
import { anyNumber } from './numbers.js';
import { once } from './once.js';
import { fromEntries } from './record.js';
import { bagKey, text } from './text.js';

/** A JSON copy: generated objects are JSON values, and `__proto__` members stay own data properties. */
export const copyJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Entries with distinct keys, turned into an object in order. */
export const objectOf = <V>(
  key: fc.Arbitrary<string>,
  value: fc.Arbitrary<V>,
  maxLength = 4,
): fc.Arbitrary<Record<string, V>> =>
  fc
    .uniqueArray(fc.tuple(key, value), { selector: (entry) => entry[0], maxLength })
    .map((entries) => fromEntries(entries) as Record<string, V>);

const leaf = (): fc.Arbitrary<Json> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
    anyNumber(),
    text(),
  );

const tree = once(() =>
  fc.letrec<{ value: Json; array: Json[]; object: { [key: string]: Json } }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', maxDepth: 3, withCrossShrink: true }, leaf(), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 3 }),
    object: objectOf(bagKey(), tie('value'), 3) as fc.Arbitrary<{ [key: string]: Json }>,
  })),
);

/** Any JSON value, nested up to a few levels. */
export const jsonValue = (): fc.Arbitrary<Json> => tree().value;

/** A declared open bag: any members, kept exactly as given. */
export const bag = once((): fc.Arbitrary<Record<string, Json>> => objectOf(bagKey(), jsonValue()));
