import { describe, expect, test } from 'vitest';
import { decide, looksLikeNdjson, sniffNdjson } from '../../../src/cli/validate/sniff.js';

const head = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('decide: is the input one value per line?', () => {
  test.each([
    ['{"a":1}\n{"a":2}\n', true, true],
    ['{"a":1}\r\n{"a":2}', true, true],
    ['\n  \n\t\n{"a":1}\n{"a":2}\n', true, true],
    ['{\n  "a": 1\n}\n', true, false],
    ['{"a":1}\n', true, false],
    ['{"a":1}\n  \n\n', true, false],
    ['{"a":1}', true, false],
    ['', true, false],
    ['\n\n', true, false],
    ['{"a":1', true, false],
    ['"\xff"\n1\n', true, true],
  ])('%j (input ended) -> %s', (text, ended, want) => {
    expect(decide(head(text), ended)).toBe(want);
  });

  test.each([
    ['{"a":1}', undefined],
    ['{"a":1}\n', undefined],
    ['\n\n{"a":1}', undefined],
    ['{"a":1}\n{', true],
    ['{\n', false],
  ])('%j (more to come) -> %s', (text, want) => {
    expect(decide(head(text), false)).toBe(want);
  });

  test('a line that is not UTF-8 is decided on as decoded with replacement', () => {
    const text = Buffer.concat([head('{"name":"'), Buffer.from([0xff]), head('"}\n{"a":2}\n')]);
    expect(decide(text, true)).toBe(true);
  });
});

describe('sniffNdjson', () => {
  async function* chunks(...parts: string[]): AsyncGenerator<Buffer> {
    for (const part of parts) yield head(part);
  }
  const all = async (stream: AsyncIterable<Buffer>): Promise<string> => {
    const read: Buffer[] = [];
    for await (const chunk of stream) read.push(chunk);
    return Buffer.concat(read).toString('utf8');
  };

  test('a first line split over reads is decided once whole, and the input replayed whole', async () => {
    const sniffed = await sniffNdjson(chunks('{"a"', ':1}', '\n{"a":2}\n'));
    expect(sniffed.ndjson).toBe(true);
    expect(await all(sniffed.chunks)).toBe('{"a":1}\n{"a":2}\n');
  });

  test('a pretty-printed value is one value', async () => {
    const sniffed = await sniffNdjson(chunks('{\n  "a": 1\n', '}\n'));
    expect(sniffed.ndjson).toBe(false);
    expect(await all(sniffed.chunks)).toBe('{\n  "a": 1\n}\n');
  });

  test('a first line past the cap without its end is taken as NDJSON', async () => {
    const sniffed = await sniffNdjson(chunks('x'.repeat(10), 'x'.repeat(10)), 15);
    expect(sniffed.ndjson).toBe(true);
  });

  test('looksLikeNdjson reads a whole text', () => {
    expect(looksLikeNdjson('{"a":1}\n{"a":2}')).toBe(true);
    expect(looksLikeNdjson('{"a":1}\n')).toBe(false);
  });
});
