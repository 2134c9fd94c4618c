/**
 * A byte stream cut into batches of whole lines, for threads that split and decode the lines themselves
 * (`validate --workers`): the reading thread looks only for the last line end of each read, never at the
 * lines in between, and copies each byte once, into a SharedArrayBuffer another thread reads in place.
 *
 * The cap (`maxLineBytes`) means what it means to utf8LineBatches (lines.ts), read for read: both cut reads
 * with one WholeLineCutter, which handles a line that continues past a read; a line within one read that
 * passes the cap is left in its batch for the reader of the batch to find (linesOfBatch in
 * validation/lines.ts).
 */
import { DEFAULT_MAX_LINE_BYTES, LineTooLong, WholeLineCutter, type LineOptions } from './lines.js';

/** Whole lines: each ends with '\n' except, at the end of the input, a last line without one. */
export interface LineBatch {
  readonly bytes: Uint8Array;
  /** How many lines the batch holds (line ends, and the last line without one). */
  readonly lines: number;
}

/**
 * SharedArrayBuffers for batches, each reused once its batch is done with (release): a fresh one per batch
 * would cost a zero-fill, page faults and a collection to free it, as much as reading the bytes.
 */
export class BatchMemory {
  private readonly free: SharedArrayBuffer[] = [];

  /** Buffers of `size` bytes; a batch larger than that (a long line) gets its own. */
  constructor(readonly size: number) {}

  take(bytes: number): Uint8Array {
    if (bytes > this.size) return new Uint8Array(new SharedArrayBuffer(bytes));
    return new Uint8Array(this.free.pop() ?? new SharedArrayBuffer(this.size), 0, bytes);
  }

  /** The batch's bytes are read no more, here or on any other thread. */
  release(bytes: Uint8Array): void {
    if (bytes.buffer.byteLength === this.size) this.free.push(bytes.buffer as SharedArrayBuffer);
  }
}

export interface LineBatchOptions extends LineOptions {
  /** A batch is cut once it holds at least this many bytes (at the end of a read). */
  readonly batchBytes: number;
  /** Where batches are copied to (by default, a new SharedArrayBuffer each). */
  readonly memory?: BatchMemory;
}

function countLineEnds(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}

/**
 * The batches of `chunks` in order, with each line that passes the cap across reads between them as a
 * LineTooLong (lines.ts's WholeLineCutter: `validate` names such a line by its number).
 */
export async function* wholeLineBatches(
  chunks: AsyncIterable<Buffer>,
  options: LineBatchOptions,
): AsyncGenerator<LineBatch | LineTooLong> {
  const cutter = new WholeLineCutter(options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES);
  let parts: Buffer[] = [];
  let partBytes = 0;
  let lines = 0;
  const take = (part: Buffer, lineCount: number): void => {
    parts.push(part);
    partBytes += part.length;
    lines += lineCount;
  };
  const cut = (): LineBatch => {
    const bytes = options.memory?.take(partBytes) ?? new Uint8Array(new SharedArrayBuffer(partBytes));
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    const batch = { bytes, lines };
    parts = [];
    partBytes = 0;
    lines = 0;
    return batch;
  };
  for await (const chunk of chunks) {
    for (const piece of cutter.cut(chunk)) {
      if (piece instanceof LineTooLong) {
        if (partBytes > 0) yield cut();
        yield piece;
      } else take(piece, countLineEnds(piece));
    }
    if (cutter.ended) return;
    if (partBytes >= options.batchBytes) yield cut();
  }
  const last = cutter.finish();
  if (last instanceof LineTooLong) {
    if (partBytes > 0) yield cut();
    yield last;
  } else if (last !== undefined) take(last, 1);
  if (partBytes > 0) yield cut();
}
