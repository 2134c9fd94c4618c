/**
 * isBlankLine answers most lines on their first character: it must say what JSON's whitespace pattern says
 * for any line (blank lines are skipped; anything else, a lone U+FEFF included, is validated).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../_support/propertyRuns.js';
import { isBlankLine } from '../../src/validation/lines.js';

const BLANK = /^[ \t\r]*$/;

describe('isBlankLine', () => {
  it('is the whitespace pattern on any line', () => {
    const character = fc.oneof(
      fc.constantFrom(' ', '\t', '\r', '\n', '\ufeff', '\u00a0', '{', '', 'x'),
      fc.string({ maxLength: 1, unit: 'binary' }),
    );
    fc.assert(
      fc.property(
        fc.array(character, { maxLength: 12 }).map((parts) => parts.join('')),
        (line) => {
          expect(isBlankLine(line)).toBe(BLANK.test(line));
        },
      ),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('skips JSON whitespace only', () => {
    expect(['', ' ', '\t', '\r', ' \t\r '].map(isBlankLine)).toEqual([true, true, true, true, true]);
    expect(['{}', ' {}', '\ufeff', '\u00a0', ' \n', '\t x'].map(isBlankLine)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
