/**
 * textLines (support/lines.ts) cuts a run of ASCII lines into strings without decoding each line: it must
 * give, line for line, what splitLines and the strict per-line decode (decodeLine) give, for any run. And
 * utf8LineBatches is done with a chunk when it asks for the next: chunks whose memory is then written over
 * (fileInPieces.ts fileInTransientPieces) give the same lines.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../_support/propertyRuns.js';
import { decodeLine, LineTooLong, splitLines, textLines, utf8LineBatches } from '../../src/support/lines.js';
import { NotUtf8 } from '../../src/support/utf8.js';

const CAP = 64;

/** A line as plain data: its text, or what it is instead. */
const shown = (line: string | NotUtf8 | LineTooLong): string =>
  line instanceof LineTooLong
    ? `too long: ${line.bytes} bytes, cap ${line.cap}, head ${JSON.stringify(line.head)}`
    : line instanceof NotUtf8
      ? `not UTF-8: ${line.message} ${JSON.stringify(line.replaced)}`
      : `text ${JSON.stringify(line)}`;

/** The lines of `run` decoded one by one, the strict way. */
function strictly(run: Buffer, cap: number): string[] {
  const bytes: Array<Buffer | LineTooLong> = [];
  splitLines(run, cap, bytes);
  return bytes.map((line) => shown(line instanceof LineTooLong ? line : decodeLine(line)));
}

function byTextLines(run: Buffer, cap: number): string[] {
  const lines: Array<string | NotUtf8 | LineTooLong> = [];
  textLines(run, cap, lines);
  return lines.map(shown);
}

/** ASCII bytes that matter to a line reader (line ends, '\r', tab, NUL) among JSON-ish text. */
const asciiByte = fc.oneof(
  fc.constantFrom(0x0a, 0x0d, 0x09, 0x00, 0x20, 0x7f, 0x22, 0x3a),
  fc.integer({ min: 0, max: 0x7f }),
);
/** Any byte: UTF-8 sequences, broken ones, a BOM's bytes. */
const anyByte = fc.oneof(
  asciiByte,
  fc.constantFrom(0xef, 0xbb, 0xbf, 0xc3, 0xa9, 0xe9, 0xf0, 0x9f, 0x80),
  fc.integer({ min: 0, max: 0xff }),
);
const asciiRun = fc.array(asciiByte, { maxLength: 300 }).map((bytes) => Buffer.from(bytes));
const anyRun = fc.oneof(
  fc.array(anyByte, { maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .array(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('\r'), fc.constant('')), {
      maxLength: 12,
    })
    .map((parts) => Buffer.from(parts.join('\n'))),
);

describe('textLines', () => {
  it('gives what the strict per-line decode gives on runs of ASCII bytes (the direct way)', () => {
    fc.assert(
      fc.property(asciiRun, fc.integer({ min: 0, max: CAP }), (run, cap) => {
        expect(byTextLines(run, cap)).toEqual(strictly(run, cap));
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('gives what the strict per-line decode gives on any bytes', () => {
    fc.assert(
      fc.property(anyRun, fc.integer({ min: 0, max: CAP }), (run, cap) => {
        expect(byTextLines(run, cap)).toEqual(strictly(run, cap));
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it("drops a line's trailing '\\r' only, keeps other control characters, and caps by bytes", () => {
    const lines: Array<string | NotUtf8 | LineTooLong> = [];
    textLines(Buffer.from('{"a":1}\r\n\r\n\t\0x\r\r\nabcdef\n'), 5, lines);
    expect(lines.map(shown)).toEqual([
      shown(new LineTooLong(8, 5, '{"a":1}\r', false)),
      'text ""',
      'text "\\t\\u0000x\\r"',
      shown(new LineTooLong(6, 5, 'abcdef', false)),
    ]);
  });
});

/** `bytes` cut at `points`, each chunk a copy or (`overwrite`) written over with garbage once the next is asked for. */
async function* chunksOf(bytes: Buffer, points: readonly number[], overwrite: boolean): AsyncGenerator<Buffer> {
  const ends = [...new Set(points.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
  let start = 0;
  for (const end of [...ends, bytes.length]) {
    if (end <= start) continue;
    const chunk = Buffer.from(bytes.subarray(start, end));
    yield chunk;
    if (overwrite) chunk.fill(0x0a);
    start = end;
  }
}

describe('utf8LineBatches', () => {
  it('keeps nothing of a chunk once it asks for the next: chunks written over then give the same lines', async () => {
    const line = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constant(''),
      fc.string({ maxLength: 10 }).map((text) => `${text}\r`),
      fc.constant('\ufeff{}'),
      fc.constant('é{"a":"·"}'),
      fc.integer({ min: CAP - 2, max: CAP * 20 }).map((length) => 'x'.repeat(length)),
    );
    const input = fc
      .tuple(fc.array(line, { maxLength: 20 }), fc.boolean())
      .map(([lines, finalNewline]) => Buffer.from(lines.join('\n') + (finalNewline ? '\n' : '')));
    await fc.assert(
      fc.asyncProperty(input, fc.array(fc.nat(), { maxLength: 16 }), async (bytes, points) => {
        const read = async (overwrite: boolean): Promise<string[]> => {
          const lines: string[] = [];
          for await (const batch of utf8LineBatches(chunksOf(bytes, points, overwrite), { maxLineBytes: CAP }))
            lines.push(...batch.map(shown));
          return lines;
        };
        expect(await read(true)).toEqual(await read(false));
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
