/**
 * Strings that are almost right: a Timestamp without milliseconds, a UUID in braces, a Semver with a
 * pre-release part, a vocabulary member in the wrong case, a bare word where an absolute identifier is
 * stated. `every` variants go to every place; `extra` ones once per kind (first place), so each
 * family of traps is shown without repeating it at all 27 Timestamp places.
 */
import type { ValueSlot } from '../annotate.js';
import type { Violation } from './violation.js';

type Trap = readonly [name: string, make: (value: string) => string, phrase: string];

/** U+09EA BENGALI DIGIT FOUR, as in JSON-Schema-Test-Suite's "non-ascii digits" vectors. */
const BENGALI_FOUR = '\u09ea';
const unicodeDigit = (value: string): string => value.replace(/4/, BENGALI_FOUR);

const TIMESTAMP_EVERY: readonly Trap[] = [
  [
    'no-milliseconds',
    (v) => v.replace(/\.[0-9]{3}Z$/, 'Z'),
    'whole seconds without the three fractional digits the profile requires',
  ],
  ['offset-not-z', (v) => v.replace(/Z$/, '+00:00'), 'a +00:00 offset instead of the letter Z'],
  ['space-separator', (v) => v.replace('T', ' '), 'a space instead of the letter T between date and time'],
];

const TIMESTAMP_EXTRA: readonly Trap[] = [
  [
    'six-fraction-digits',
    (v) => v.replace(/\.([0-9]{3})Z$/, '.$1000Z'),
    'six fractional digits (microseconds) where exactly three are required',
  ],
  [
    'one-fraction-digit',
    (v) => v.replace(/\.([0-9])[0-9]{2}Z$/, '.$1Z'),
    'one fractional digit where exactly three are required',
  ],
  [
    'lowercase-t-z',
    (v) => v.replace('T', 't').replace(/Z$/, 'z'),
    'lowercase t and z: RFC 3339 allows them, this profile says "always the letter Z"',
  ],
  ['no-zone', (v) => v.replace(/Z$/, ''), 'no zone letter at all (a local time)'],
  ['date-only', (v) => v.slice(0, 10), 'a date without a time'],
  ['february-30', () => '2024-02-30T12:00:00.000Z', 'February 30, a date that does not exist'],
  ['february-29-common-year', () => '2023-02-29T12:00:00.000Z', 'February 29 in 2023, not a leap year'],
  ['hour-24', (v) => `${v.slice(0, 10)}T24:00:00.000Z`, 'hour 24 (midnight is 00:00 of the next day)'],
  ['minute-60', (v) => `${v.slice(0, 10)}T12:60:00.000Z`, 'minute 60'],
  ['second-61', (v) => `${v.slice(0, 10)}T23:59:61.000Z`, 'second 61, which no minute has'],
  ['month-13', (v) => `${v.slice(0, 5)}13${v.slice(7)}`, 'month 13'],
  ['trailing-newline', (v) => `${v}\n`, 'a trailing newline after a well-formed Timestamp'],
  ['unicode-digit', unicodeDigit, 'a Bengali digit four (U+09EA) where an ASCII digit is required'],
  ['five-digit-year', (v) => `1${v}`, 'a five-digit year'],
];

const UUID_EVERY: readonly Trap[] = [
  ['braces', (v) => `{${v}}`, 'the UUID in braces (the Microsoft registry form)'],
  ['urn-prefix', (v) => `urn:uuid:${v}`, 'the urn:uuid: URN form instead of the bare UUID'],
  ['no-hyphens', (v) => v.replace(/-/g, ''), '32 hexadecimal digits without the hyphens'],
];

const UUID_EXTRA: readonly Trap[] = [
  ['trailing-newline', (v) => `${v}\n`, 'a trailing newline after a well-formed UUID'],
  ['non-hex-letter', (v) => `${v.slice(0, -1)}g`, 'the letter g, which is not a hexadecimal digit'],
  ['one-digit-short', (v) => v.slice(0, -1), '35 characters: the last group has 11 digits'],
  [
    'unicode-digit',
    (v) => v.replace(/[0-9]/, '\u09e8'),
    'a Bengali digit two (U+09E8) where a hexadecimal digit is required',
  ],
  ['underscore', (v) => `${v.slice(0, -2)}_${v.slice(-1)}`, 'an underscore inside the last group'],
  ['leading-space', (v) => ` ${v}`, 'a leading space'],
];

const SEMVER_EVERY: readonly Trap[] = [
  ['v-prefix', (v) => `v${v}`, 'a leading "v", which Semver tags often carry but the value must not'],
  [
    'pre-release',
    (v) => `${v}-beta.1`,
    'a pre-release part (-beta.1): valid SemVer 2.0.0, but this profile is MAJOR.MINOR.PATCH and nothing else',
  ],
  ['two-parts', (v) => v.split('.').slice(0, 2).join('.'), 'only MAJOR.MINOR'],
];

const SEMVER_EXTRA: readonly Trap[] = [
  ['leading-zero', (v) => `0${v}`, 'a leading zero in MAJOR'],
  ['build-metadata', (v) => `${v}+build.5`, 'build metadata (+build.5), which this profile does not allow'],
  ['four-parts', (v) => `${v}.0`, 'four dot-separated numbers'],
  [
    'unicode-digit',
    (v) => v.replace(/[0-9]/, '\u0663'),
    'an Arabic-Indic digit three (U+0663) where an ASCII digit is required',
  ],
  ['trailing-newline', (v) => `${v}\n`, 'a trailing newline after a well-formed version'],
  ['empty', () => '', 'the empty string (reported once, as Semver.format)'],
  ['word', () => 'latest', 'the word "latest" instead of a version'],
];

const SYMBOL_EVERY: readonly Trap[] = [
  ['19-digits', (v) => v.slice(0, 19), '19 digits, one short of exactly 20'],
  ['21-digits', (v) => `${v}0`, '21 digits, one more than exactly 20'],
  [
    '2525c-letter-code',
    () => 'SNSPXM----*****',
    'a 15-character MIL-STD-2525C letter code where a 20-digit code is stated',
  ],
  [
    'arabic-indic-digits',
    (v) => v.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))),
    '20 Arabic-Indic digits (U+0660..U+0669): digits, but not ASCII 0-9',
  ],
  [
    'fullwidth-digits',
    (v) => v.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d))),
    '20 full-width digits (U+FF10..U+FF19)',
  ],
  ['trailing-newline', (v) => `${v}\n`, 'a trailing newline after the 20 digits'],
  ['grouped', (v) => `${v.slice(0, 10)} ${v.slice(10)}`, 'the 20 digits split into two groups by a space'],
  ['empty', () => '', 'the empty string where the contract says null when the source states none'],
];

const ABSOLUTE_EVERY: readonly Trap[] = [
  ['bare-word', () => 'cargo', 'a bare word, not an absolute identifier'],
  ['fragment', () => '#cargo', 'a fragment (#cargo), which is relative to nothing'],
  ['relative-path', () => './vessel/cargo', 'a relative path'],
];

const PREDICATE_EVERY: readonly Trap[] = [
  ['bare-word', () => 'commander', 'the bare word "commander", a local name'],
  ['fragment', () => '#interference-source', 'a fragment (#interference-source), a local name'],
  ['relative-path', () => 'role/interference-source', 'a relative path'],
];

function apply(slot: ValueSlot, traps: readonly Trap[]): Violation[] {
  const value = slot.value as string;
  return traps.map(([name, make, phrase]) => {
    const broken = make(value);
    if (broken === value) throw new Error(`trap ${name} leaves ${JSON.stringify(value)} unchanged`);
    return {
      name,
      phrase: `${JSON.stringify(broken)}: ${phrase}`,
      ops: [{ op: 'replace', path: slot.pointer, value: broken }],
      path: slot.pointer,
    };
  });
}

const FORMAT_TRAPS: Readonly<Record<string, { every: readonly Trap[]; extra: readonly Trap[] }>> = {
  Timestamp: { every: TIMESTAMP_EVERY, extra: TIMESTAMP_EXTRA },
  UUID: { every: UUID_EVERY, extra: UUID_EXTRA },
  Semver: { every: SEMVER_EVERY, extra: SEMVER_EXTRA },
  SymbolCode: { every: SYMBOL_EVERY, extra: [] },
  AbsoluteIdentifier: { every: ABSOLUTE_EVERY, extra: [] },
  'AbsoluteIdentifier (min length 1)': { every: PREDICATE_EVERY, extra: [] },
};

/** Near-miss strings for a format (Timestamp, UUID, Semver, the symbol code, absolute identifiers). */
export function wrongFormats(slot: ValueSlot, withExtras: boolean): Violation[] {
  const traps = FORMAT_TRAPS[slot.codec.name];
  if (traps === undefined) throw new Error(`wrongFormats: no traps for ${slot.codec.name}`);
  return apply(slot, withExtras ? [...traps.every, ...traps.extra] : traps.every);
}

/** Non-members that a source or a careless adapter would send, per vocabulary. */
const NON_MEMBERS: Readonly<Record<string, Array<[string, string]>>> = {
  Affiliation: [
    ['SUSPECT', 'a 2525 standard identity with no member here (finer wording goes to attributes)'],
    ['ASSUMED_FRIEND', 'finer source wording, which is kept in attributes, not here'],
  ],
  EntityType: [
    ['VESSEL', 'a source category that is not a member (a vessel is a PLATFORM)'],
    ['Platform', 'a member in title case'],
  ],
  ObjectType: [
    ['PHASE_LINE', 'a control-measure subtype that is not a member'],
    ['AREA', 'a plausible word that is not a member'],
  ],
  PositionSource: [
    ['UNKNOWN', 'UNKNOWN, which PositionSource does not have (an unknown fix is no Position)'],
    ['GPS', 'GPS, a specific GNSS constellation, not the member GNSS'],
  ],
  EventType: [
    ['JAMMING', 'a synonym of GNSS_INTERFERENCE that is not a member'],
    ['TRACK', 'TRACK instead of TRACK_UPDATE'],
  ],
  Severity: [
    ['HIGH', 'a severity scale word that is not a member'],
    ['CRITICAL ', 'CRITICAL with a trailing space'],
  ],
  EventClass: [
    ['ALERT', 'an event type used as an event class'],
    ['STATE-CHANGE', 'a hyphen instead of the underscore'],
  ],
  EventRelationPredicate: [
    ['UPDATED_BY', 'the inverse of UPDATES, which is never read as UPDATES'],
    ['CORRELATES', 'a prefix of CORRELATES_WITH, never read as the nearby member'],
    ['RELATES_TO', 'a generic predicate that is not one of the seven'],
  ],
  LifecycleStatus: [
    ['CANCELED', 'the one-l spelling of CANCELLED'],
    ['OPEN', 'a workflow state, not a lifecycle status'],
  ],
  Verification: [
    ['VERIFIED', 'a plausible word that is not a member'],
    ['CONFIRMED', 'a plausible word that is not a member'],
  ],
  EvidenceKind: [
    ['SOURCE', 'SOURCE instead of SOURCE_RECORD'],
    ['ARTIFACT', 'ARTIFACT instead of EXTERNAL_ARTIFACT'],
  ],
  VerticalReference: [
    ['WGS84', "the datum's name instead of HAE"],
    ['AMSL', 'AMSL instead of MSL'],
  ],
  VerticalUnit: [
    ['feet', 'the word feet instead of ft'],
    ['UNKNOWN', 'UNKNOWN: VerticalUnit has no unknown member (the unit is never inferred)'],
  ],
};

/** The base's own member in the other case (hae, M, neutral), then realistic non-members. */
export function nonMembers(slot: ValueSlot, vocabulary: string, withExtras: boolean): Violation[] {
  const value = slot.value as string;
  const swapped = value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase();
  const candidates: Array<[string, string, string]> = [
    [swapped, 'wrong-case', `${JSON.stringify(swapped)}, the member ${JSON.stringify(value)} in the wrong case`],
  ];
  if (withExtras) {
    for (const [word, why] of NON_MEMBERS[vocabulary] ?? [])
      candidates.push([
        word,
        word
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
        `${JSON.stringify(word)}, ${why}`,
      ]);
  }
  return candidates.map(([word, name, phrase]) => ({
    name,
    phrase,
    ops: [{ op: 'replace', path: slot.pointer, value: word }],
    path: slot.pointer,
  }));
}

/** object_kind not equal to the shape's own discriminator value. */
export function wrongConstants(slot: ValueSlot, kind: string): Violation[] {
  const other = kind === 'event' ? 'entity' : 'event';
  const variants: Array<[unknown, string, string]> = [
    [kind.toUpperCase(), 'uppercase', `${JSON.stringify(kind.toUpperCase())}, its own kind in upper case`],
    [other, 'another-kind', `${JSON.stringify(other)}, another kind's value, on an object validated as ${kind}`],
    [`${kind}s`, 'plural', `${JSON.stringify(`${kind}s`)}, a plural`],
  ];
  return variants.map(([value, name, phrase]) => ({
    name,
    phrase,
    ops: [{ op: 'replace', path: slot.pointer, value }],
    path: slot.pointer,
  }));
}
