import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeText, openTag, xmlSafe } from '../../src/report/xml.js';

/** The definitions, spelled out code point by code point: what the quick paths of xml.ts must equal. */
const isXmlChar = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);
const plainSafe = (text: string): string =>
  [...text]
    .map((char) =>
      isXmlChar(char.codePointAt(0)!) ? char : `\\u${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
    )
    .join('');
const plainText = (text: string): string =>
  plainSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plainAttribute = (text: string): string =>
  plainText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

// Any UTF-16 unit (lone surrogates included), weighted towards the characters that need escaping.
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom(
      '&',
      '<',
      '>',
      '"',
      "'",
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u001b',
      '\ufffe',
      '\uffff',
      '\ud800',
      '\udfff',
      '\ud83d\ude00',
    ),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
});

describe('xml escaping', () => {
  it('equals the code point by code point definition on any text', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(xmlSafe(value)).toBe(plainSafe(value));
        expect(escapeText(value)).toBe(plainText(value));
        expect(escapeAttribute(value)).toBe(plainAttribute(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('returns clean text as it is', () => {
    const clean = 'entity.entity_id.format: "a b" \u{1F600} é';
    expect(xmlSafe(clean)).toBe(clean);
  });

  it('writes attributes in the order given, leaving out undefined ones', () => {
    expect(openTag('testcase', { classname: 'a&b', skipped: undefined, name: 'x"y', time: 0.5 })).toBe(
      '<testcase classname="a&amp;b" name="x&quot;y" time="0.5"',
    );
  });
});
