/** Input bytes that are not UTF-8: reported where they are, never repaired into U+FFFD and passed. */
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeUtf8, firstInvalidByte, NotUtf8 } from '../../src/support/utf8.js';
import { cli, ENTITY_TEXT, ensureBuilt, jsonLines } from '../cli/_support.js';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));
/** The entity with one attribute value in Latin-1: "Ã©" would be UTF-8, 0xE9 alone is not. */
const latin1Entity = bytes(ENTITY_TEXT.slice(0, -1), ',"attributes":{"name":"Caf', [0xe9], '"}}');

describe('decodeUtf8', () => {
  it('decodes UTF-8, a byte order mark kept for the parser to report', () => {
    expect(decodeUtf8(bytes('\ufeff{"a":"é😀"}'))).toBe('\ufeff{"a":"é😀"}');
  });

  it.each([
    ['a Latin-1 é', bytes('ab', [0xe9], 'c'), 2],
    ['a lone continuation byte', bytes('a', [0x80]), 1],
    ['an overlong "/"', bytes([0xc0, 0xaf]), 0],
    ['an encoded surrogate', bytes('xy', [0xed, 0xa0, 0x80]), 2],
    ['a code point above U+10FFFF', bytes([0xf4, 0x90, 0x80, 0x80]), 0],
    ['a sequence cut short at the end', bytes('ok', [0xe2, 0x82]), 2],
  ])('refuses %s, naming the first bad byte', (_, input, offset) => {
    const decoded = decodeUtf8(input);
    expect(decoded).toBeInstanceOf(NotUtf8);
    expect((decoded as NotUtf8).byteOffset).toBe(offset);
    expect(firstInvalidByte(input)).toBe(offset);
    expect((decoded as NotUtf8).message).toMatch(/^not UTF-8 text: byte 0x[0-9A-F]{2} at byte offset \d+/);
  });
});

describe('the CLI on bytes that are not UTF-8', () => {
  let dir: string;
  beforeAll(() => {
    ensureBuilt();
    dir = mkdtempSync(join(tmpdir(), 'cdm-cli-utf8-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('validate: a Latin-1 line in NDJSON is invalid (json.syntax) and the lines around it still run', () => {
    const path = join(dir, 'feed.ndjson');
    writeFileSync(path, Buffer.concat([bytes(`${ENTITY_TEXT}\n`), latin1Entity, bytes(`\n${ENTITY_TEXT}\n`)]));
    const { code, stdout } = cli(['validate', '--json', path]);
    expect(code).toBe(1);
    const lines = jsonLines(stdout);
    expect(lines.map((line) => [line.index, line.valid])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(lines[1].errors).toEqual([
      { path: '', rule: 'json.syntax', message: expect.stringMatching(/^not UTF-8 text: byte 0xE9/) },
    ]);
  });

  it('validate: a whole .json file that is not UTF-8 is one invalid value', () => {
    const path = join(dir, 'entity.json');
    writeFileSync(path, latin1Entity);
    const { code, stdout } = cli(['validate', '--json', path]);
    expect(code).toBe(1);
    expect(jsonLines(stdout)[0].errors[0].rule).toBe('json.syntax');
  });

  it('validate --stream: answered under its id when the envelope still shows it; the stream goes on', () => {
    const request = (id: string, object: Buffer) =>
      Buffer.concat([bytes(`{"id":"${id}","object":`), object, bytes('}\n')]);
    const input = Buffer.concat([
      request('a', bytes(ENTITY_TEXT)),
      request('b', latin1Entity),
      bytes([0xff, 0x0a]),
      request('c', bytes(ENTITY_TEXT)),
    ]);
    const responses = jsonLines(cli(['validate', '--stream'], { input }).stdout);
    expect(responses.map((response) => [response.id, response.valid])).toEqual([
      ['a', true],
      ['b', false],
      [null, false],
      ['c', true],
    ]);
    expect(responses[1].errors).toEqual([
      { path: '', rule: 'json.syntax', message: expect.stringMatching(/^request line is not UTF-8 text/) },
    ]);
  });
});
