/**
 * The contract's shared primitive formats and the other string formats it states: Timestamp, UUID,
 * Semver, the 20-digit symbol code, absolute identifiers, extension keys and closed vocabulary members.
 */
import fc from 'fast-check';
import { once } from './_internals/once.js';

/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: the instants a four-digit year can write. */
export const MIN_INSTANT = Date.parse('0000-01-01T00:00:00.000Z');
export const MAX_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const DAY = 86_400_000;

/** An instant (ms since the epoch) written as a Timestamp: <YYYY>-<MM>-<DD>T<hh>:<mm>:<ss>.<mmm>Z. */
export const formatTimestamp = (instant: number): string => new Date(instant).toISOString();

const utc = (year: number, month: number, day: number): number => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
};

const LEAP_YEARS = [1600, 1904, 1996, 2000, 2004, 2016, 2020, 2024, 2028, 2400];
const withinDay = fc.oneof(fc.constantFrom(0, DAY - 1, DAY - 1000, 43_200_000), fc.integer({ min: 0, max: DAY - 1 }));

/**
 * Instants where date code goes wrong: leap days (29 February, and the days either side), year ends
 * (the last millisecond of 31 December and the first of 1 January), and the ends of the range.
 */
const awkwardInstant: fc.Arbitrary<number> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...LEAP_YEARS), fc.constantFrom(28, 29), withinDay)
    .map(([year, day, ms]) => utc(year, 2, day) + ms),
  fc.tuple(fc.constantFrom(...LEAP_YEARS), withinDay).map(([year, ms]) => utc(year, 3, 1) + ms),
  fc
    .tuple(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: -60_000, max: 59_999 }))
    .map(([year, offset]) => utc(year, 1, 1) + offset),
  fc.constantFrom(
    MIN_INSTANT,
    MAX_INSTANT,
    Date.parse('1970-01-01T00:00:00.000Z'),
    Date.parse('2038-01-19T03:14:07.999Z'),
  ),
);

/** Instants as ms since the epoch: mostly 2000..2040, often awkward ones, sometimes any four-digit year. */
export const instant = once(
  (): fc.Arbitrary<number> =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.integer({
          min: Date.parse('2000-01-01T00:00:00.000Z'),
          max: Date.parse('2040-12-31T23:59:59.999Z'),
        }),
      },
      { weight: 3, arbitrary: awkwardInstant },
      { weight: 1, arbitrary: fc.integer({ min: MIN_INSTANT, max: MAX_INSTANT }) },
    ),
);

/** Timestamp: RFC 3339 UTC, exactly three decimal places, always Z (never a leap second). */
export const timestamp = once((): fc.Arbitrary<string> => instant().map(formatTimestamp));

/** A non-negative step between two instants: often 0 (equal timestamps), seconds, or days. */
export const step = (): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 60_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 * DAY }) },
  );

/** UUID: lower-case 8-4-4-4-12 hex, RFC 9562 variant, versions 1 to 8. */
export const uuid = (): fc.Arbitrary<string> => fc.uuid();

/** An entity_id: "derived deterministically, never random", so a name-based (v3, v5) or custom (v8) UUID. */
export const derivedUuid = (): fc.Arbitrary<string> => fc.uuid({ version: [3, 5, 8] });

const semverNumber = fc.oneof(
  { weight: 5, arbitrary: fc.nat(12) },
  { weight: 2, arbitrary: fc.nat(10_000) },
  { weight: 1, arbitrary: fc.constant(Number.MAX_SAFE_INTEGER) },
);

/** Semver: MAJOR.MINOR.PATCH, no leading zeros, nothing else. */
export const semver = (): fc.Arbitrary<string> =>
  fc.tuple(semverNumber, semverNumber, semverNumber).map((parts) => parts.join('.'));

/** schema_version: mostly the contract's own 3.0.0. */
export const schemaVersion = (): fc.Arbitrary<string> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant('3.0.0') }, { weight: 1, arbitrary: semver() });

const DIGIT = fc.constantFrom(...'0123456789');

const HEX = fc.constantFrom(...'0123456789abcdef');

/** Lower-case hexadecimal text of `length` digits (digests as producers write them). */
export const hex = (length: number): fc.Arbitrary<string> =>
  fc.string({ unit: HEX, minLength: length, maxLength: length });

/** Entity.symbol: exactly 20 ASCII digits. */
export const symbolCode = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom('10031000001211000000', '10061000001101000000', '00000000000000000000'),
    fc.string({ unit: DIGIT, minLength: 20, maxLength: 20 }),
  );

const URL_CHARS = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-._~');
const urlPart = (minLength: number) => fc.string({ unit: URL_CHARS, minLength, maxLength: 8 });

/**
 * http(s) URLs: host labels, a path, now and then a query and a fragment. (fc.webUrl costs about a
 * second to build; these are built in microseconds.)
 */
export const webUrl = once(
  (): fc.Arbitrary<string> =>
    fc
      .tuple(
        fc.constantFrom('https', 'http'),
        fc.array(urlPart(1), { minLength: 1, maxLength: 3 }),
        fc.constantFrom('org', 'com', 'int', 'example'),
        fc.array(urlPart(0), { maxLength: 3 }),
        fc.option(urlPart(1), { nil: undefined }),
        fc.option(urlPart(0), { nil: undefined }),
      )
      .map(
        ([scheme, labels, top, path, query, fragment]) =>
          `${scheme}://${labels.join('.')}.${top}/${path.join('/')}${query === undefined ? '' : `?q=${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
      ),
);

const noWhiteSpace = (value: string): string => value.replace(/\s/g, '');
const schemeStart = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const schemeRest = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789+.-'), maxLength: 6 });

/**
 * An absolute identifier: a URI scheme, a colon, then at least one character, no white space
 * (https://..., urn:..., or a registered prefix such as cdm:role).
 */
export const absoluteIdentifier = once(
  (): fc.Arbitrary<string> =>
    fc.oneof(
      fc.constantFrom(
        'https://ontology.example.org/role#observer',
        'urn:x-oes:type:detection',
        'cdm:role',
        'http://www.w3.org/ns/sosa/Sensor',
        'urn:uuid:6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d',
      ),
      webUrl(),
      fc
        .tuple(schemeStart, schemeRest, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }))
        .map(([start, rest, tail]) => `${start}${rest}:${noWhiteSpace(tail) || 'x'}`),
    ),
);

const namespaceText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 6 })
  .map((value) => noWhiteSpace(value).replace(/\./g, '') || 'ns');

/** OesMetadata.extensions key: x.<namespace>.<name>, never the reserved namespace (oes, any case). */
export const extensionKey = once(
  (): fc.Arbitrary<string> =>
    fc
      .tuple(
        fc.oneof(fc.constantFrom('acme', 'nato', 'ais', 'x', 'oes2', 'Ω'), namespaceText),
        fc.oneof(
          fc.constantFrom('gain_db', 'a.b.c', 'name', '~/'),
          fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
        ),
      )
      .map(
        ([namespace, name]) =>
          `x.${namespace.toLowerCase() === 'oes' ? 'oes-ext' : namespace}.${noWhiteSpace(name) || 'n'}`,
      ),
);

/** A member of a closed vocabulary, spelled exactly. */
export const member = <V extends string>(vocabulary: { readonly members: readonly V[] }): fc.Arbitrary<V> =>
  fc.constantFrom(...vocabulary.members);
