import { describe, expect, it } from 'vitest';
import { judgeMessage, MESSAGE_TOO_LARGE } from '../../src/gate/verdict.js';
import { verdictOfText } from '../../src/validation/verdict.js';
import { ENTITY_TEXT } from '../cli/_support.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const judge = (data: Uint8Array, maxBytes = 1024 * 1024) => judgeMessage(data, { maxBytes });

describe('the verdict on a message’s bytes', () => {
  it('is the seam’s verdict on the text, text-level findings kept', () => {
    for (const text of [
      ENTITY_TEXT,
      ENTITY_TEXT.replace('{', '{"entity_id":"x",'), // a duplicate key JSON.parse would merge
      `\ufeff${ENTITY_TEXT}`, // a byte order mark
      ENTITY_TEXT.replace('ais-adapter', 'ais\\ud800'), // a lone surrogate
      '{"__proto__":{"object_kind":"entity"}}',
      '',
    ]) {
      expect(judge(bytes(text))).toEqual(verdictOfText(text));
      expect(judge(bytes(text)).valid).toBe(text === ENTITY_TEXT);
    }
  });

  it('refuses bytes that are not UTF-8 as a syntax error, naming the byte', () => {
    const result = judge(Uint8Array.of(0x7b, 0xe9, 0x7d));
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([
      { path: '', rule: 'json.syntax', message: expect.stringContaining('byte 0xE9 at byte offset 1') },
    ]);
  });

  it('does not read a message over the cap', () => {
    const result = judge(new Uint8Array(2048), 1024);
    expect(result.errors).toEqual([
      {
        path: '',
        rule: MESSAGE_TOO_LARGE,
        message: 'message of 2048 bytes is longer than the cap of 1024 bytes: not read',
      },
    ]);
    expect(judge(bytes(ENTITY_TEXT), ENTITY_TEXT.length).valid).toBe(true);
  });
});
