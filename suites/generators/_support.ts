/**
 * Settings shared by the generator property suites.
 *
 * CDM_FC_RUNS   runs per property for valid objects (default 100); violators run a tenth of it per
 *               place (at least 3). `npm run test:deep` sets 2000.
 * CDM_FC_SEED   replay: the seed a failure printed ...
 * CDM_FC_PATH   ... and its path (set both, and pick the failing test with -t).
 */
import { isDeepStrictEqual } from 'node:util';
import type fc from 'fast-check';
import { expect } from 'vitest';

const integer = (name: string, fallback: number): number => {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer; got ${JSON.stringify(text)}`);
  return value;
};

export const RUNS = Math.max(1, integer('CDM_FC_RUNS', 100));
export const VIOLATOR_RUNS = Math.max(3, Math.round(RUNS / 10));

const seed = process.env.CDM_FC_SEED;
const path = process.env.CDM_FC_PATH;

/** fast-check parameters: a random seed unless one is replayed; failures print seed and path. */
export function params<T>(numRuns: number): fc.Parameters<T> {
  return {
    numRuns,
    ...(seed === undefined || seed === '' ? {} : { seed: integer('CDM_FC_SEED', 0) }),
    ...(path === undefined || path === '' ? {} : { path }),
    // Objects are large: print the shrunk counterexample, not every failing value on the way.
    verbose: 0,
  };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A plain JSON value: objects with Object.prototype whose members are own enumerable data properties
 * (`__proto__` included), dense arrays, well-formed strings, finite numbers that are neither -0 nor an
 * integer beyond 2^53 - 1; nothing undefined. Returns the pointer of the first offence, or undefined.
 */
export function impurity(value: unknown, pointer = ''): string | undefined {
  switch (typeof value) {
    case 'string':
      return LONE_SURROGATE.test(value) ? `${pointer}: lone surrogate` : undefined;
    case 'number':
      if (!Number.isFinite(value)) return `${pointer}: ${value}`;
      if (Object.is(value, -0)) return `${pointer}: -0`;
      if (Number.isInteger(value) && !Number.isSafeInteger(value)) return `${pointer}: unsafe integer ${value}`;
      return undefined;
    case 'boolean':
      return undefined;
    case 'object': {
      if (value === null) return undefined;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) {
          if (!Object.hasOwn(value, index)) return `${pointer}/${index}: hole`;
          const found = impurity(value[index], `${pointer}/${index}`);
          if (found !== undefined) return found;
        }
        return undefined;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return `${pointer}: not a plain object`;
      if (Object.getOwnPropertySymbols(value).length > 0) return `${pointer}: symbol keys`;
      for (const key of Object.getOwnPropertyNames(value)) {
        const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
        if (!descriptor.enumerable || !('value' in descriptor))
          return `${pointer}/${key}: not an enumerable data property`;
        if (LONE_SURROGATE.test(key)) return `${pointer}/${key}: lone surrogate in a key`;
        const found = impurity(descriptor.value, `${pointer}/${key}`);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    default:
      return `${pointer}: ${typeof value}`;
  }
}

/** Deep equality that treats `constructor` and `__proto__` members as the data they are. */
export const sameJson = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a, b);

/** Clean JSON that survives a round trip through text unchanged. */
export function expectCleanJson(value: unknown): void {
  expect(impurity(value)).toBeUndefined();
  const text = JSON.stringify(value);
  const again = JSON.parse(text) as unknown;
  // vitest's equality reads an own `constructor` member as the class: compare as Node does, by prototype.
  expect(sameJson(again, value)).toBe(true);
  expect(JSON.stringify(again)).toBe(text);
}
