/**
 * Plain JSON objects from field specifications, in the contract's key order. fast-check 4's fc.record
 * makes null-prototype objects unless told otherwise; every object here has Object.prototype.
 */
import fc from 'fast-check';
import { needAt, NO_NEED, type Need } from './need.js';

export type Presence = 'required' | 'optional' | 'nullable';

export interface FieldSpec {
  readonly presence: Presence;
  readonly make: (need: Need) => fc.Arbitrary<unknown>;
}

/** Req = yes: always present. */
export const req = (make: (need: Need) => fc.Arbitrary<unknown>): FieldSpec => ({ presence: 'required', make });
/** Optional, never null ("array of string", "object"): absent or a value. */
export const opt = (make: (need: Need) => fc.Arbitrary<unknown>): FieldSpec => ({ presence: 'optional', make });
/** "X or null", optional: absent, null, or a value. */
export const nul = (make: (need: Need) => fc.Arbitrary<unknown>): FieldSpec => ({ presence: 'nullable', make });
/** A fixed value, always present. */
export const fixed = (value: unknown): FieldSpec => ({ presence: 'required', make: () => fc.constant(value) });

/**
 * An object of the declared fields. A needed field is always present and never null; other optional
 * fields are absent about half the time and nullable ones null about a fifth of the time when present,
 * and shrinking removes them first.
 */
export function closed<T>(fields: Readonly<Record<string, FieldSpec>>, need: Need = NO_NEED): fc.Arbitrary<T> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    const needed = needAt(need, key);
    const arbitrary = spec.make(needed ?? NO_NEED);
    if (spec.presence === 'required' || needed !== undefined) requiredKeys.push(key);
    model[key] =
      spec.presence === 'nullable' && needed === undefined ? fc.option(arbitrary, { nil: null, freq: 5 }) : arbitrary;
  }
  return fc.record(model, { requiredKeys, noNullPrototype: true }) as unknown as fc.Arbitrary<T>;
}

/** Defines an own, enumerable data property: `__proto__` included, never through a setter. */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object from entries, in order; `__proto__` stays an own data property. */
export function fromEntries(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) defineOwn(object, key, value);
  return object;
}

/** Joins parts into one object in the order the contract's codec declares its fields, leaving out keys no part has. */
export function assemble<T>(codec: { readonly fields: object }, ...parts: readonly object[]): T {
  const object: Record<string, unknown> = {};
  for (const key of Object.keys(codec.fields)) {
    const part = parts.find((candidate) => Object.hasOwn(candidate, key));
    if (part !== undefined) defineOwn(object, key, (part as Record<string, unknown>)[key]);
  }
  return object as T;
}

/** Absent, null or the value, as an optional nullable field would be; `needed` forces the value. */
export function nullableChoice<T>(arbitrary: fc.Arbitrary<T>, needed: boolean): fc.Arbitrary<T | null | undefined> {
  if (needed) return arbitrary;
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 4, arbitrary },
  );
}

/** `{ key: value }` when value is not undefined, `{}` otherwise. */
export const present = (key: string, value: unknown): Record<string, unknown> =>
  value === undefined ? {} : fromEntries([[key, value]]);
