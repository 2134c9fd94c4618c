/**
 * Strings: realistic words, any Unicode text (never a lone surrogate: it would not be Unicode), awkward
 * member names for open bags, and the empty string where no minimum length is stated.
 */
import fc from 'fast-check';
import { once } from './once.js';

const WORDS = [
  'AIS',
  'ADS-B',
  'CoT',
  'NMEA',
  'Link 16',
  'ASTERIX',
  'ais-adapter',
  'MMSI 440348000',
  'moored',
  'under way',
  'ICAO',
  'radar-7',
  'Øresund',
  'Île-de-France',
  '東京',
  'Zürich',
];

/** Control characters are legal JSON (escaped); printable graphemes from every script. */
const anyText = (minLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength: 12 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: 8 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength, maxLength: 6 }) },
  );

/** A string with no stated minimum length: the empty string included. */
export const text = once(
  (): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
      { weight: 1, arbitrary: fc.constant('') },
      { weight: 4, arbitrary: anyText(0) },
    ),
);

/** "min length 1": at least one UTF-16 code unit (a single space counts). */
export const nonEmptyText = once(
  (): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
      { weight: 1, arbitrary: fc.constantFrom(' ', '-', '0', '\u00e9', '\u{1F6A2}') },
      { weight: 4, arbitrary: anyText(1) },
    ),
);

/** Names from a closed list, as the source would spell them. */
export const word = (...words: string[]): fc.Arbitrary<string> => fc.constantFrom(...words);

/** Member names that break naive code: prototype names, the empty string, Unicode, pointer syntax. */
export const AWKWARD_KEYS = [
  '__proto__',
  'constructor',
  '',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  ' ',
  'ключ',
  '名前',
  '\u{1F600}',
  'a/b',
  '~1',
  'x.acme.key',
  'é',
] as const;

/** A member name for an open bag: awkward names often, any text otherwise. */
export const bagKey = once(
  (): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...AWKWARD_KEYS) },
      { weight: 2, arbitrary: fc.constantFrom('heading', 'nav_status', 'callsign', 'source_extras', 'sog_kn') },
      { weight: 3, arbitrary: anyText(0) },
    ),
);
