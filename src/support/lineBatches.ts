/**
 * A byte stream cut into batches of whole lines, for threads that split and decode the lines themselves
 * (`validate --workers`): the reading thread looks only for the last line end of each read, never at the
 * lines in between, and copies each byte once, into a SharedArrayBuffer another thread reads in place.
 *
 * The cap (`maxLineBytes`) means what it means to byteLineBatches (lines.ts), read for read: a line that
 * continues past a read is handled here exactly as there (assembled, or skipped, or, with no line end within
 * SKIP_FACTOR × the cap, the end of the input); a line within one read that passes the cap is left in its
 * batch for the reader of the batch to find (linesOfBatch in validation/lines.ts).
 */
import { DEFAULT_MAX_LINE_BYTES, LineTooLong, SKIP_FACTOR, type LineOptions } from './lines.js';

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
 * LineTooLong (its `head` is left empty: `validate` names such a line by its number).
 */
export async function* wholeLineBatches(chunks: AsyncIterable<Buffer>, options: LineBatchOptions): AsyncGenerator<LineBatch | LineTooLong> {
  const cap = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const giveUpAt = cap + cap * SKIP_FACTOR;
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
  /** The start of a line that continues in the next read, while it is within the cap. */
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Bytes so far of a line past the cap that continues in the next read. */
  let skipping: number | undefined;
  for await (const chunk of chunks) {
    let start = 0;
    if (pendingBytes > 0 || skipping !== undefined) {
      const newline = chunk.indexOf(10);
      const end = newline === -1 ? chunk.length : newline;
      if (skipping === undefined && pendingBytes + end > cap) {
        skipping = pendingBytes;
        pending = [];
        pendingBytes = 0;
      }
      if (skipping !== undefined) {
        skipping += end;
        if (newline === -1) {
          if (skipping > giveUpAt) {
            if (partBytes > 0) yield cut();
            yield new LineTooLong(skipping, cap, '', true);
            return;
          }
          continue;
        }
        if (partBytes > 0) yield cut();
        yield new LineTooLong(skipping, cap, '', false);
        skipping = undefined;
      } else if (newline === -1) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        continue;
      } else {
        take(Buffer.concat([...pending, chunk.subarray(0, newline + 1)], pendingBytes + newline + 1), 1);
        pending = [];
        pendingBytes = 0;
      }
      start = newline + 1;
    }
    const last = chunk.lastIndexOf(10);
    if (last >= start) {
      const whole = chunk.subarray(start, last + 1);
      take(whole, countLineEnds(whole));
      start = last + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.length - start;
      if (rest > cap) {
        skipping = rest;
        if (skipping > giveUpAt) {
          if (partBytes > 0) yield cut();
          yield new LineTooLong(skipping, cap, '', true);
          return;
        }
      } else {
        pending = [chunk.subarray(start)];
        pendingBytes = rest;
      }
    }
    if (partBytes >= options.batchBytes) yield cut();
  }
  if (skipping !== undefined) {
    if (partBytes > 0) yield cut();
    yield new LineTooLong(skipping, cap, '', false);
  } else if (pendingBytes > 0) take(Buffer.concat(pending, pendingBytes), 1);
  if (partBytes > 0) yield cut();
}
