/** The playground's verdict box (site/browser/verdictLine.ts); browser.test.ts types into the real page. */
import { describe, expect, it } from 'vitest';
import { EMPTY_PROMPT, isEmptyText, verdictLine } from '../../../src/site/browser/verdictLine.js';
import { verdictOfText } from '../../../src/validation/verdict.js';

describe('the playground verdict line', () => {
  it('finds nothing to judge in an empty box or one of white space only (a BOM included)', () => {
    for (const text of ['', ' ', '\n\t \r\n', '\uFEFF', '\uFEFF \n'])
      expect(isEmptyText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['{}', ' x', '0', '"', '\u0000']) expect(isEmptyText(text), JSON.stringify(text)).toBe(false);
    expect(EMPTY_PROMPT).toMatch(/^Paste an object/);
  });

  it('says Valid with the kind and the warnings counted, or Invalid with the errors counted', () => {
    expect(verdictLine({ valid: true, errors: [] }, undefined)).toEqual({ text: 'Valid', state: 'pass', valid: true });
    expect(verdictLine({ valid: true, errors: [], warnings: [1] }, 'entity')).toEqual({
      text: 'Valid entity, 1 warning',
      state: 'pass',
      valid: true,
    });
    expect(verdictLine({ valid: true, errors: [], warnings: [1, 2] }, 'track').text).toBe('Valid track, 2 warnings');
    const invalid = verdictOfText('{"object_kind":"entity"}', {});
    expect(invalid.valid).toBe(false);
    const line = verdictLine(invalid, undefined);
    expect(line).toEqual({
      text: `Invalid: ${invalid.errors.length} error${invalid.errors.length === 1 ? '' : 's'}`,
      state: 'fail',
      valid: false,
    });
    expect(verdictLine({ valid: false, errors: [1] }, undefined).text).toBe('Invalid: 1 error');
  });
});
