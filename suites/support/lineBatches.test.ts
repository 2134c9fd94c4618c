/**
 * Batches of whole lines (support/lineBatches.ts), split by their reader (validation/lines.ts linesOfBatch),
 * give the lines the line reader gives (support/lines.ts utf8LineBatches), read for read: the same text,
 * the same lines past the cap, the same end of an input with no line end in sight.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BatchMemory, wholeLineBatches } from '../../src/support/lineBatches.js';
import { LineTooLong, utf8LineBatches } from '../../src/support/lines.js';
import { NotUtf8 } from '../../src/support/utf8.js';
import { linesOfBatch } from '../../src/validation/lines.js';

const CAP = 1024;

async function* reads(chunks: readonly Buffer[]): AsyncGenerator<Buffer> {
  yield* chunks;
}

/** A line as plain data: its text, or what it is instead. */
const shown = (line: string | NotUtf8 | LineTooLong): string =>
  line instanceof LineTooLong
    ? `too long: ${line.bytes} bytes${line.endless ? ', endless' : ''}`
    : line instanceof NotUtf8
      ? `not UTF-8: ${line.message}`
      : line;

async function byLineReader(chunks: readonly Buffer[]): Promise<string[]> {
  const lines: string[] = [];
  for await (const batch of utf8LineBatches(reads(chunks), { maxLineBytes: CAP })) lines.push(...batch.map(shown));
  return lines;
}

async function byBatches(chunks: readonly Buffer[], batchBytes: number, memory?: BatchMemory): Promise<string[]> {
  const lines: string[] = [];
  for await (const batch of wholeLineBatches(reads(chunks), {
    maxLineBytes: CAP,
    batchBytes,
    ...(memory === undefined ? {} : { memory }),
  })) {
    if (batch instanceof LineTooLong) lines.push(shown(batch));
    else {
      const split = linesOfBatch(batch.bytes, CAP);
      expect(split.length).toBe(batch.lines);
      lines.push(...split.map(shown));
      memory?.release(batch.bytes);
    }
  }
  return lines;
}

/** Lines of every kind: short, empty, CRLF, not UTF-8, a BOM, just past the cap, far past it. */
const line = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant(''),
  fc.string({ maxLength: 20 }).map((text) => `${text}\r`),
  fc.constant('\ufeff{}'),
  fc.integer({ min: CAP - 2, max: CAP + 2 }).map((length) => 'x'.repeat(length)),
  fc.integer({ min: CAP * 2, max: CAP * 20 }).map((length) => 'y'.repeat(length)),
);
const input = fc
  .tuple(
    fc.array(
      fc.oneof(
        line.map((text) => Buffer.from(text)),
        fc.constant(Buffer.from([0x7b, 0xe9, 0x7d])),
      ),
      { maxLength: 30 },
    ),
    fc.boolean(),
  )
  .map(([lines, finalNewline]) =>
    Buffer.concat(
      lines.flatMap((bytes, index) =>
        index < lines.length - 1 || finalNewline ? [bytes, Buffer.from('\n')] : [bytes],
      ),
    ),
  );

/** The input cut into reads at the given points. */
function cut(bytes: Buffer, points: readonly number[]): Buffer[] {
  const ends = [...new Set(points.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Buffer[] = [];
  let start = 0;
  for (const end of [...ends, bytes.length]) {
    if (end > start) chunks.push(bytes.subarray(start, end));
    start = Math.max(start, end);
  }
  return chunks;
}

describe('wholeLineBatches', () => {
  it("gives the line reader's lines, whatever the reads and the batch size", async () => {
    await fc.assert(
      fc.asyncProperty(
        input,
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer({ min: 1, max: 4096 }),
        fc.boolean(),
        async (bytes, points, batchBytes, reuse) => {
          const chunks = cut(bytes, points);
          const memory = reuse ? new BatchMemory(batchBytes + 512) : undefined;
          expect(await byBatches(chunks, batchBytes, memory)).toEqual(await byLineReader(chunks));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops at a line with no end within 17 times the cap, as the line reader does', async () => {
    const chunks = [
      Buffer.from('{}\n'),
      ...Array.from({ length: 40 }, () => Buffer.alloc(1000, 0x7a)),
      Buffer.from('\n{}\n'),
    ];
    const lines = await byBatches(chunks, 64);
    expect(lines).toEqual(['{}', 'too long: 18000 bytes, endless']);
    expect(lines).toEqual(await byLineReader(chunks));
  });
});
