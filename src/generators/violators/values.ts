/**
 * Invalid values, rule by rule, as producers get them wrong: bounds just outside and far outside, the
 * empty string, wrong JSON types, near-miss vocabulary members, timestamps without milliseconds or with
 * an offset, impossible dates, UUIDs in braces, semver with a pre-release part. Each list starts with
 * its plainest member, which is where shrinking goes.
 */
import fc from 'fast-check';
import { nextDown, nextUp } from '../_internals/numbers.js';
import { copyJson } from '../_internals/json.js';

/** Picks one of `values`; shrinks towards the first. */
export const oneOf = <T>(values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** Mutations of a valid value, keeping only results that differ from every valid one. */
const mutate = (
  valid: string,
  mutations: readonly ((value: string) => string)[],
  isValid: (value: string) => boolean = () => false,
): fc.Arbitrary<string> =>
  oneOf(
    [...new Set(mutations.map((mutation) => mutation(valid)))].filter((value) => value !== valid && !isValid(value)),
  );

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export const jsonTypeOf = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (typeof value as 'string' | 'number' | 'boolean' | 'object');

const WRONG_TYPES: Record<JsonType, readonly unknown[]> = {
  string: [1, true, {}, [], ['x'], 0],
  number: ['1', true, {}, [], '', [1], false],
  boolean: ['true', 1, 0, {}, [], 'false'],
  object: [[], 'object', 1, true, [{}], ''],
  array: [{}, 'a', 1, true, { 0: 'x' }, ''],
  null: [1, 'null', {}, []],
};

/** Values of another JSON type than `expected`; null too when the field is not "or null". */
export function wrongType(expected: JsonType, nullable: boolean): fc.Arbitrary<unknown> {
  const values = WRONG_TYPES[expected].map((value) =>
    typeof value === 'object' && value !== null ? copyJson(value) : value,
  );
  return oneOf(nullable || expected === 'null' ? values : [null, ...values]);
}

/** A geometry type member naming no allowed shape: near misses and GeoJSON types the contract lacks. */
export function unknownShape(allowed: readonly string[]): fc.Arbitrary<unknown> {
  const candidates = [
    'GeometryCollection',
    'point',
    'Feature',
    'LINESTRING',
    'Polygon ',
    '',
    'Circle',
    'Point',
    'LineString',
    'MultiPoint',
    'MultiLineString',
    null,
    1,
    true,
  ];
  return oneOf(candidates.filter((candidate) => typeof candidate !== 'string' || !allowed.includes(candidate)));
}

export interface Bounds {
  readonly min: number;
  readonly max?: number;
  readonly maxExcluded?: boolean;
  readonly integer?: boolean;
}

/** Just outside the bounds (the neighbouring double, or the bound itself when excluded) and far outside. */
export function outOfRange({ min, max, maxExcluded = false, integer = false }: Bounds): fc.Arbitrary<number> {
  const below = integer
    ? [min - 1, min - 2, min - 1000, -Number.MAX_SAFE_INTEGER]
    : [nextDown(min), min - 0.5, min - 1, min - 1_000_000];
  const above =
    max === undefined
      ? []
      : integer
        ? [max + 1, max + 1000]
        : [...(maxExcluded ? [max] : []), nextUp(max), max + 0.001, max + 1, max + 1_000_000];
  return oneOf([...above.slice(0, 1), ...below, ...above.slice(1)]);
}

/** A number within the bounds that is not an integer. */
export const nonInteger = (): fc.Arbitrary<number> => oneOf([0.5, 1.5, 2.25, 1e-7, 1_000_000.5]);

const NON_LEAP = ['2023', '1900', '2100', '2019'];

/** Strings that are not a Timestamp, made from a valid one: the profile and the calendar broken. */
export const badTimestamp = (valid: string): fc.Arbitrary<string> =>
  mutate(valid, [
    (v) => `${v.slice(0, 19)}Z`,
    (v) => `${v.slice(0, 23)}z`,
    (v) => `${v.slice(0, 23)}+00:00`,
    (v) => `${v.slice(0, 22)}Z`,
    (v) => `${v.slice(0, 23)}0Z`,
    (v) => `${v.slice(0, 10)}t${v.slice(11)}`,
    (v) => `${v.slice(0, 10)} ${v.slice(11)}`,
    (v) => v.slice(0, 23),
    (v) => v.slice(0, 10),
    (v) => `${v.slice(0, 4)}-02-30${v.slice(10)}`,
    (v) => `${v.slice(0, 4)}-04-31${v.slice(10)}`,
    (v) => `${NON_LEAP[Number(v.slice(2, 4)) % NON_LEAP.length]}-02-29${v.slice(10)}`,
    (v) => `${v.slice(0, 5)}13${v.slice(7)}`,
    (v) => `${v.slice(0, 5)}00${v.slice(7)}`,
    (v) => `${v.slice(0, 8)}00${v.slice(10)}`,
    (v) => `${v.slice(0, 11)}24${v.slice(13)}`,
    (v) => `${v.slice(0, 14)}60${v.slice(16)}`,
    (v) => `${v.slice(0, 17)}61${v.slice(19)}`,
    (v) => `+0${v}`,
    (v) => `\u0662${v.slice(1)}`,
    (v) => String(Date.parse(v)),
    (v) => `${v} `,
    () => '',
  ]);

/** Strings that are not the 8-4-4-4-12 hexadecimal form, made from a valid UUID. */
export const badUuid = (valid: string): fc.Arbitrary<string> =>
  mutate(valid, [
    (u) => `{${u}}`,
    (u) => `urn:uuid:${u}`,
    (u) => u.replace(/-/g, ''),
    (u) => `${u} `,
    (u) => `g${u.slice(1)}`,
    (u) => u.slice(0, 35),
    (u) => `${u}0`,
    (u) => `${u.slice(0, 7)}-${u.slice(7, 8)}${u.slice(9)}`,
    (u) => `\uff10${u.slice(1)}`,
    () => '',
  ]);

/** Strings that are not MAJOR.MINOR.PATCH, made from a valid Semver. */
export const badSemver = (valid: string): fc.Arbitrary<string> =>
  mutate(valid, [
    (s) => `${s}-beta.1`,
    (s) => `v${s}`,
    (s) => `${s}+build.5`,
    (s) => `0${s}`,
    (s) => s.split('.').slice(0, 2).join('.'),
    (s) => `${s}.0`,
    (s) => ` ${s}`,
    (s) => s.replace('.', '..'),
    (s) => s.replace(/\./g, ','),
    (s) => `\uff11${s.slice(1)}`,
    () => '',
  ]);

/** Not exactly 20 ASCII digits: one short, one long, a letter, a space, other scripts' digits. */
export const badSymbol = (valid: string): fc.Arbitrary<string> =>
  mutate(valid, [
    (d) => d.slice(1),
    (d) => `${d}0`,
    (d) => `${d.slice(0, 19)}A`,
    (d) => `${d.slice(0, 10)} ${d.slice(11)}`,
    () => '',
    (d) => `\u0660${d.slice(1)}`,
    (d) => `\uff10${d.slice(1)}`,
    (d) => `-${d.slice(1)}`,
    (d) => `${d}\n`,
  ]);

/** A scheme is what the contract's "absolute" demands; the rest of URI syntax is a may rule, not violated here. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** No scheme at all: bare words, fragments, relative paths, text in front of a scheme. */
export const notAbsolute = (allowEmpty: boolean): fc.Arbitrary<string> =>
  oneOf(
    [
      'commander',
      '#commander',
      './role',
      '/role',
      ':role',
      '1cdm:role',
      ' urn:x',
      '-x:y',
      'ex ample:role',
      ...(allowEmpty ? [''] : []),
    ].filter((value) => !SCHEME.test(value)),
  );

const HOMOGLYPHS: Record<string, string> = {
  A: '\u0410',
  E: '\u0415',
  O: '\u041e',
  C: '\u0421',
  T: '\u0422',
  m: '\u043c',
};

/** Near misses of a vocabulary member: case, white space, spelling, look-alike letters. */
export function nearMiss(valid: string, members: readonly string[]): fc.Arbitrary<string> {
  const homoglyph = (v: string) => {
    const index = [...v].findIndex((char) => char in HOMOGLYPHS);
    return index === -1 ? `${v}\u200b` : `${v.slice(0, index)}${HOMOGLYPHS[v[index]!]}${v.slice(index + 1)}`;
  };
  return mutate(
    valid,
    [
      (v) => v.toLowerCase(),
      (v) => `${v} `,
      (v) => ` ${v}`,
      (v) => v.toUpperCase(),
      (v) => `${v.slice(0, 1)}${v.slice(1).toLowerCase()}`,
      (v) => v.slice(0, -1),
      (v) => `${v}S`,
      (v) => v.replace(/_/g, '-'),
      (v) => v.replace(/_/g, ' '),
      homoglyph,
      (v) => `${v}\u200b`,
      () => '',
      () => 'OTHER',
      () => 'null',
    ],
    (value) => members.includes(value),
  );
}

/** Keys that are not x.<namespace>.<name> (and never in the reserved namespace, a separate decision). */
/** Keys not of the form x.<namespace>.<name> (white space inside that form is a may rule, not violated here). */
export const badExtensionKey = (): fc.Arbitrary<string> =>
  oneOf([
    'gain',
    '',
    'x',
    'x.',
    'x.acme',
    'x.acme.',
    'x..name',
    'X.acme.name',
    'y.acme.name',
    '__proto__',
    'constructor',
    ' x.acme.name',
    '\tx.acme.name',
  ]);

/** Member names an object does not declare: prototype names, near misses of declared ones, Unicode. */
export function undeclaredKey(declared: readonly string[]): fc.Arbitrary<string> {
  const nearMisses = declared.flatMap((key) => [
    key.toUpperCase(),
    `${key} `,
    key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
  ]);
  const candidates = [
    '__proto__',
    'extra',
    'constructor',
    '',
    'id',
    'toString',
    'bbox',
    'x.acme.key',
    '\u00fcn\u00efc\u00f8d\u00e9',
    '\u{1F600}',
    ' ',
    ...nearMisses,
  ];
  return oneOf([...new Set(candidates)].filter((key) => !declared.includes(key)));
}

/** Any small JSON value to put under a new key. */
export const someValue = (): fc.Arbitrary<unknown> =>
  oneOf<unknown>([1, 'x', null, true, {}, [], { nested: [1, 'a'] }]).map((value) =>
    typeof value === 'object' && value !== null ? copyJson(value) : value,
  );
