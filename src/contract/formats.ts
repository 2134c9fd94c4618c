/**
 * The contract's "Shared primitive formats" and the other string formats it states.
 * Every regular expression here is ASCII-only on purpose: `\d` without the `u` flag matches 0-9 alone,
 * and the character classes are spelled out so a Unicode digit is never a digit.
 */
import { LeafType } from './_internals/leaf.js';
import { WHITE_SPACE_CLASS, compile, wholeStringPattern } from './_internals/patterns.js';

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** The number written by the ASCII digits value[start..end), or -1 when one of them is not 0-9. */
function digitsAt(value: string, start: number, end: number): number {
  let number = 0;
  for (let index = start; index < end; index++) {
    const digit = value.charCodeAt(index) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/**
 * The profile <YYYY>-<MM>-<DD>T<hh>:<mm>:<ss>.<mmm>Z and a real calendar instant. RFC 3339 lets a UTC second
 * of 60 fall only at 23:59:60 (a leap second); accepting it there on any date is a decision
 * (Timestamp.leap-second, may: docs/decisions.md). Read on character codes: it runs for every timestamp.
 */
export function isTimestampProfile(value: string): boolean {
  if (value.length !== 24) return false;
  if (value.charCodeAt(4) !== 0x2d || value.charCodeAt(7) !== 0x2d || value.charCodeAt(10) !== 0x54) return false;
  if (
    value.charCodeAt(13) !== 0x3a ||
    value.charCodeAt(16) !== 0x3a ||
    value.charCodeAt(19) !== 0x2e ||
    value.charCodeAt(23) !== 0x5a
  )
    return false;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  const hour = digitsAt(value, 11, 13);
  const minute = digitsAt(value, 14, 16);
  const second = digitsAt(value, 17, 19);
  if (year < 0 || day < 0 || hour < 0 || minute < 0 || second < 0 || digitsAt(value, 20, 23) < 0) return false;
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    (second <= 59 || (second === 60 && hour === 23 && minute === 59))
  );
}

/**
 * The same profile and calendar as one regular expression, for JSON Schema (corpus/schema/): days per
 * month, February 29 in leap years only (divisible by 4, centuries only when divisible by 400), and
 * 23:59:60. suites/contract/formats.test.ts holds it equal to isTimestampProfile.
 */
const DAY_OF_YEAR = [
  '[0-9]{4}-(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])',
  '[0-9]{4}-(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)',
  '[0-9]{4}-02-(?:0[1-9]|1[0-9]|2[0-8])',
  '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29',
].join('|');
export const TIMESTAMP_CALENDAR_PATTERN = `^(?:${DAY_OF_YEAR})T(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]|23:59:60)\\.[0-9]{3}Z$`;

/** Timestamp: RFC 3339 UTC, exactly three decimal places, always the letter Z. */
export const Timestamp = new LeafType<string>('Timestamp', 'a Timestamp string (YYYY-MM-DDThh:mm:ss.mmmZ)', 'string', [
  {
    info: {
      rule: 'Timestamp.format',
      demands: 'a Timestamp: <YYYY>-<MM>-<DD>T<hh>:<mm>:<ss>.<mmm>Z, a real calendar date and clock time',
      jsonSchema: { keywords: wholeStringPattern(TIMESTAMP_CALENDAR_PATTERN) },
    },
    test: isTimestampProfile,
    message: (value) =>
      `${JSON.stringify(value)} is not a Timestamp (<YYYY>-<MM>-<DD>T<hh>:<mm>:<ss>.<mmm>Z in UTC, a real date and time)`,
  },
]);

const UUID_SOURCE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const UUID_PATTERN = compile(UUID_SOURCE);

/** UUID: "string, format uuid": the hyphenated 8-4-4-4-12 hex form; any version, variant and case (decisions). */
export const UUID = new LeafType<string>('UUID', 'a UUID string', 'string', [
  {
    info: {
      rule: 'UUID.format',
      demands: 'a UUID: 8-4-4-4-12 hexadecimal digits with hyphens',
      jsonSchema: { keywords: wholeStringPattern(UUID_SOURCE) },
    },
    test: (value) => UUID_PATTERN.test(value),
    message: (value) => `${JSON.stringify(value)} is not a UUID (8-4-4-4-12 hexadecimal digits with hyphens)`,
  },
]);

const SEMVER_SOURCE = '^(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)\\.(?:0|[1-9][0-9]*)$';
const SEMVER_PATTERN = compile(SEMVER_SOURCE);

/** Semver: three dot-separated non-negative integers, no leading zeros, nothing else. */
export const Semver = new LeafType<string>('Semver', 'a Semver string', 'string', [
  {
    info: {
      rule: 'Semver.format',
      demands: 'MAJOR.MINOR.PATCH: three non-negative integers, no leading zeros, nothing else',
      jsonSchema: { keywords: wholeStringPattern(SEMVER_SOURCE) },
    },
    test: (value) => SEMVER_PATTERN.test(value),
    message: (value) =>
      `${JSON.stringify(value)} is not a Semver (MAJOR.MINOR.PATCH, no leading zeros, no pre-release or build part)`,
  },
]);

/** Entity.symbol: exactly 20 ASCII digits. */
const SYMBOL_SOURCE = '^[0-9]{20}$';
const SYMBOL_PATTERN = compile(SYMBOL_SOURCE);

export const SymbolCode = new LeafType<string>('SymbolCode', 'a string', 'string', [
  {
    info: {
      check: 'format',
      demands: 'exactly 20 ASCII digits',
      jsonSchema: { keywords: wholeStringPattern(SYMBOL_SOURCE) },
    },
    test: (value) => SYMBOL_PATTERN.test(value),
    message: (value) =>
      `must be exactly 20 digits (0-9); got ${JSON.stringify(value)} (${[...value].length} characters)`,
  },
]);

/** What the contract states: an absolute identifier names its scheme (`https:`, `urn:`, a registered prefix). */
const SCHEME_SOURCE = '^[A-Za-z][A-Za-z0-9+.-]*:';
const SCHEME = compile(SCHEME_SOURCE);
/** Decision (may): an absolute URI also goes on after its scheme and holds no white space. */
const ABSOLUTE_URI_SOURCE = `^[A-Za-z][A-Za-z0-9+.-]*:[^${WHITE_SPACE_CLASS.slice(1, -1)}]+$`;
const ABSOLUTE_URI = compile(ABSOLUTE_URI_SOURCE);

export const isAbsoluteIdentifier = (value: string): boolean => ABSOLUTE_URI.test(value);

const absoluteCheck = {
  info: {
    check: 'absolute',
    demands: 'an absolute identifier: a URI scheme such as https: or urn:, not a bare word or local name',
    jsonSchema: { keywords: { pattern: SCHEME_SOURCE } },
  },
  message: (value: string) =>
    `must be an absolute identifier (for example https://... or urn:...), not a bare word or local name; got ${JSON.stringify(value)}`,
};

/** Judged only once a scheme is there, so a bare word breaks one rule, not two. */
const uriSyntaxCheck = {
  info: {
    rule: 'AbsoluteIdentifier.uri-syntax',
    demands: 'after the scheme, at least one character and no white space',
    jsonSchema: { keywords: { if: { pattern: SCHEME_SOURCE }, then: wholeStringPattern(ABSOLUTE_URI_SOURCE) } },
  },
  test: (value: string) => !SCHEME.test(value) || ABSOLUTE_URI.test(value),
  message: (value: string) =>
    `${JSON.stringify(value)} is not an absolute URI: nothing after the scheme, or white space inside`,
};

/** Absolute identifiers where no minimum length is stated (ontology_types items, type_id): "" is not absolute. */
export const AbsoluteIdentifier = new LeafType<string>('AbsoluteIdentifier', 'a string', 'string', [
  { ...absoluteCheck, test: (value) => SCHEME.test(value) },
  uriSyntaxCheck,
]);

/** EntityRelation.predicate also states "min length 1": an empty string breaks that rule, not the other. */
export const NonEmptyAbsoluteIdentifier = new LeafType<string>(
  'AbsoluteIdentifier (min length 1)',
  'a string',
  'string',
  [
    {
      info: { check: 'min-length', demands: 'at least 1 character long', jsonSchema: { keywords: { minLength: 1 } } },
      test: (s) => s.length >= 1,
      message: () => 'must not be an empty string (min length 1)',
    },
    {
      ...absoluteCheck,
      info: {
        ...absoluteCheck.info,
        jsonSchema: { keywords: { if: { minLength: 1 }, then: { pattern: SCHEME_SOURCE } } },
      },
      test: (value) => value.length === 0 || SCHEME.test(value),
    },
    uriSyntaxCheck,
  ],
);
