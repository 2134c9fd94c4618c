/**
 * Split a byte stream into lines in constant memory, for NDJSON inputs of any size.
 *
 * Why not node:readline: it also splits on a lone '\r', which JSON allows as whitespace inside a value,
 * and its 'line' events keep firing after pause(), so a slow consumer cannot stop it. An async generator
 * is pulled: while the consumer awaits (stdout 'drain'), nothing more is read from the input.
 *
 * A line is capped (`maxLineBytes`): one that passes the cap is never assembled; it is read on to its end,
 * counting bytes only, and stands as a LineTooLong. An input that brings no line end within
 * SKIP_FACTOR × the cap past it (`/dev/zero`) is not read any further: the splitter ends there.
 */
import { decodeUtf8, type NotUtf8 } from './utf8.js';

/** 64 MiB: far beyond any real canonical object, small enough that runaway input cannot exhaust memory. */
export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;
/** How far past the cap an over-long line is read looking for its end, in multiples of the cap. */
export const SKIP_FACTOR = 16;
/** Bytes of an over-long line kept for messages (and to recover a request id). */
const HEAD_BYTES = 4096;

/** A line longer than the cap: not assembled, not validated. */
export class LineTooLong {
  constructor(
    /** Bytes of the line read (its whole length unless `endless`). */
    readonly bytes: number,
    readonly cap: number,
    /** The line's first bytes (up to 4 KiB), decoded with replacement: for an id, never validated. */
    readonly head: string,
    /** No line end came within SKIP_FACTOR × cap past the cap: the input was not read any further. */
    readonly endless: boolean,
  ) {}

  /** What happened, without saying which line: "is longer than 1500 bytes (5052 bytes; --max-line-bytes 1500)". */
  get what(): string {
    return this.endless
      ? `is longer than ${this.cap} bytes and no line end came within ${this.cap * SKIP_FACTOR} bytes (--max-line-bytes ${this.cap})`
      : `is longer than ${this.cap} bytes (${this.bytes} bytes; --max-line-bytes ${this.cap})`;
  }
}

export interface LineOptions {
  /** Longest line assembled, without its '\n' (default 64 MiB). */
  readonly maxLineBytes?: number;
}

function stripCR(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/**
 * The lines of `chunks` as raw bytes (without '\n'; a '\r' before it is kept), in one batch per chunk that
 * ends at least one line. Each byte is copied at most once: a line split across reads is joined when its end
 * arrives, never re-scanned.
 */
export async function* byteLineBatches(chunks: AsyncIterable<Buffer>, options: LineOptions = {}): AsyncGenerator<Array<Buffer | LineTooLong>> {
  const cap = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const giveUpAt = cap + cap * SKIP_FACTOR;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** The over-long line being read past (its head and its length so far). */
  let skipping: { head: string; bytes: number } | undefined;
  for await (const chunk of chunks) {
    const batch: Array<Buffer | LineTooLong> = [];
    let start = 0;
    while (start < chunk.length) {
      const newline = chunk.indexOf(10, start);
      const end = newline === -1 ? chunk.length : newline;
      if (skipping === undefined && pendingBytes + (end - start) > cap) {
        const head = pending.length > 0 ? Buffer.concat([...pending.slice(0, 2), chunk.subarray(start, start + HEAD_BYTES)]) : chunk.subarray(start, start + HEAD_BYTES);
        skipping = { head: head.subarray(0, HEAD_BYTES).toString('utf8'), bytes: pendingBytes };
        pending = [];
        pendingBytes = 0;
      }
      if (skipping !== undefined) {
        skipping.bytes += end - start;
        if (newline === -1) {
          if (skipping.bytes > giveUpAt) {
            batch.push(new LineTooLong(skipping.bytes, cap, skipping.head, true));
            yield batch;
            return;
          }
          break;
        }
        batch.push(new LineTooLong(skipping.bytes, cap, skipping.head, false));
        skipping = undefined;
      } else if (newline === -1) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        break;
      } else {
        const piece = chunk.subarray(start, end);
        batch.push(pending.length === 0 ? piece : Buffer.concat([...pending, piece], pendingBytes + piece.length));
        pending = [];
        pendingBytes = 0;
      }
      start = end + 1;
    }
    if (batch.length > 0) yield batch;
  }
  if (skipping !== undefined) yield [new LineTooLong(skipping.bytes, cap, skipping.head, false)];
  else if (pendingBytes > 0) yield [Buffer.concat(pending, pendingBytes)];
}

/**
 * Yield the complete lines of `chunks` in batches (one batch per chunk that completes at least one line).
 * Batches amortise the per-await cost; a trailing '\r' (CRLF files) is dropped; the last line need not end
 * with '\n'. Line i of the input is the i-th item yielded overall, blank and over-long lines included, so
 * callers can count line numbers. Each line is decoded strictly (utf8.ts): a line that is not UTF-8 is
 * yielded as NotUtf8 and the lines after it are unaffected. '\n' is never part of a multi-byte sequence, so
 * splitting bytes on it is safe, and a sequence split across two reads is joined before decoding.
 */
export async function* utf8LineBatches(chunks: AsyncIterable<Buffer>, options: LineOptions = {}): AsyncGenerator<Array<string | NotUtf8 | LineTooLong>> {
  for await (const batch of byteLineBatches(chunks, options)) yield batch.map((line) => (line instanceof LineTooLong ? line : decodeLine(line)));
}

/** One line's bytes (without its '\n') as text, a trailing '\r' dropped; NotUtf8 when they are not UTF-8. */
export function decodeLine(bytes: Buffer): string | NotUtf8 {
  const text = decodeUtf8(bytes);
  return typeof text === 'string' ? stripCR(text) : text;
}
