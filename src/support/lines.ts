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
import { isAscii } from 'node:buffer';
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
    /** The line's first bytes (up to 4 KiB, never past its end), decoded with replacement: for an id, never validated. */
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
 * Reads cut at line ends: for each read, the whole lines it completes, the one place where a line that
 * continues past a read is handled (joined while within the cap; past it, read on to its end counting bytes
 * only, or given up on SKIP_FACTOR × the cap past the cap). Lines within one read are never looked at: a
 * line there that passes the cap is for the caller to find. utf8LineBatches is built on it.
 */
export class WholeLineCutter {
  private readonly giveUpAt: number;
  /** The start of a line that continues in the next read, while it is within the cap. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** The over-long line being read past: its head and its length so far. */
  private skipping: { head: string; bytes: number } | undefined;
  /** A line with no end in sight was met: nothing more is to be read. */
  ended = false;

  constructor(readonly cap: number) {
    this.giveUpAt = cap + cap * SKIP_FACTOR;
  }

  /**
   * What `chunk` completes, in order: runs of whole lines, each line with its '\n' (a line begun in earlier
   * reads comes joined, as a run of its own), and lines past the cap that spanned reads. After an endless
   * line (the last item) `ended` is set. The runs are views of `chunk`; what is kept for the next read is a
   * copy, so the caller may reuse the chunk's memory once it is done with the runs (fileInPieces.ts).
   */
  cut(chunk: Buffer): Array<Buffer | LineTooLong> {
    const out: Array<Buffer | LineTooLong> = [];
    let start = 0;
    if (this.pendingBytes > 0 || this.skipping !== undefined) {
      const newline = chunk.indexOf(10);
      const end = newline === -1 ? chunk.length : newline;
      if (this.skipping === undefined && this.pendingBytes + end > this.cap) {
        const head = Buffer.concat([...this.pending.slice(0, 2), chunk.subarray(0, Math.min(end, HEAD_BYTES))]);
        this.skipping = { head: head.subarray(0, HEAD_BYTES).toString('utf8'), bytes: this.pendingBytes };
        this.pending = [];
        this.pendingBytes = 0;
      }
      if (this.skipping !== undefined) {
        this.skipping.bytes += end;
        if (newline === -1) {
          if (this.skipping.bytes > this.giveUpAt) this.giveUp(out);
          return out;
        }
        out.push(new LineTooLong(this.skipping.bytes, this.cap, this.skipping.head, false));
        this.skipping = undefined;
      } else if (newline === -1) {
        this.pending.push(Buffer.from(chunk));
        this.pendingBytes += chunk.length;
        return out;
      } else {
        out.push(Buffer.concat([...this.pending, chunk.subarray(0, newline + 1)], this.pendingBytes + newline + 1));
        this.pending = [];
        this.pendingBytes = 0;
      }
      start = newline + 1;
    }
    // Nothing left past a joined line: no search (each byte is searched once).
    const last = start < chunk.length ? chunk.lastIndexOf(10) : -1;
    if (last >= start) {
      out.push(chunk.subarray(start, last + 1));
      start = last + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      if (rest.length > this.cap) {
        this.skipping = { head: rest.subarray(0, HEAD_BYTES).toString('utf8'), bytes: rest.length };
        if (this.skipping.bytes > this.giveUpAt) this.giveUp(out);
      } else {
        this.pending = [Buffer.from(rest)];
        this.pendingBytes = rest.length;
      }
    }
    return out;
  }

  /** Bytes of the line not finished yet (0 while one past the cap is being read past). */
  get unfinishedBytes(): number {
    return this.pendingBytes;
  }

  /** The first `bytes` of the line not finished yet, decoded with replacement (for messages). */
  unfinishedHead(bytes: number): string {
    if (this.pendingBytes === 0) return '';
    const first = this.pending[0]!;
    const head = first.length >= bytes || this.pending.length === 1 ? first : Buffer.concat(this.pending);
    return head.subarray(0, bytes).toString('utf8');
  }

  /** A line has passed the cap before its end came: it is being read past, never assembled. */
  get passingCap(): boolean {
    return this.skipping !== undefined;
  }

  /** At the end of the input: its last line when no '\n' ends it (a line past the cap stands as a LineTooLong). */
  finish(): Buffer | LineTooLong | undefined {
    if (this.skipping !== undefined) return new LineTooLong(this.skipping.bytes, this.cap, this.skipping.head, false);
    return this.pendingBytes > 0 ? Buffer.concat(this.pending, this.pendingBytes) : undefined;
  }

  private giveUp(out: Array<Buffer | LineTooLong>): void {
    out.push(new LineTooLong(this.skipping!.bytes, this.cap, this.skipping!.head, true));
    this.ended = true;
  }
}

/** A line past the cap: its length and its head, never the whole of it. */
function tooLong(run: Buffer, start: number, end: number, cap: number): LineTooLong {
  return new LineTooLong(
    end - start,
    cap,
    run.subarray(start, Math.min(end, start + HEAD_BYTES)).toString('utf8'),
    false,
  );
}

/**
 * Whole lines (each ending with '\n', the last one at the end of the input perhaps without) pushed onto
 * `lines` one by one, without their '\n'; a line past the cap as a LineTooLong.
 */
export function splitLines(run: Buffer, cap: number, lines: Array<Buffer | LineTooLong>): void {
  for (let start = 0; start < run.length; ) {
    const newline = run.indexOf(10, start);
    const end = newline === -1 ? run.length : newline;
    lines.push(end - start > cap ? tooLong(run, start, end, cap) : run.subarray(start, end));
    start = end + 1;
  }
}

/**
 * The lines of a run of whole lines (as splitLines cuts them) pushed onto `lines` as decodeLine reads each
 * one: its text without a trailing '\r', NotUtf8, or past the cap a LineTooLong. A run of ASCII bytes only
 * (the common case, one check for the whole run) is cut into strings directly: an ASCII byte is the same
 * character in Latin-1 as in UTF-8, so each Latin-1 slice is the strict decode of its line, made without a
 * Buffer view and a decoder call per line. suites/support/lines.test.ts holds the two ways equal.
 */
export function textLines(run: Buffer, cap: number, lines: Array<string | NotUtf8 | LineTooLong>): void {
  if (!isAscii(run)) {
    const bytes: Array<Buffer | LineTooLong> = [];
    splitLines(run, cap, bytes);
    for (const line of bytes) lines.push(line instanceof LineTooLong ? line : decodeLine(line));
    return;
  }
  for (let start = 0; start < run.length; ) {
    const newline = run.indexOf(10, start);
    const end = newline === -1 ? run.length : newline;
    if (end - start > cap) lines.push(tooLong(run, start, end, cap));
    else lines.push(run.toString('latin1', start, end > start && run[end - 1] === 0x0d ? end - 1 : end));
    start = end + 1;
  }
}

/**
 * Yield the complete lines of `chunks` in batches (one batch per chunk that completes at least one line).
 * Batches amortise the per-await cost; a trailing '\r' (CRLF files) is dropped; the last line need not end
 * with '\n'. Line i of the input is the i-th item yielded overall, blank and over-long lines included, so
 * callers can count line numbers. Each line is decoded strictly (utf8.ts): a line that is not UTF-8 is
 * yielded as NotUtf8 and the lines after it are unaffected. '\n' is never part of a multi-byte sequence, so
 * splitting bytes on it is safe, and a sequence split across two reads is joined before decoding. A chunk is
 * done with before the next is asked for (the lines yielded are strings, the cutter keeps copies), so the
 * chunks may share memory (fileInPieces.ts fileInTransientPieces).
 */
export async function* utf8LineBatches(
  chunks: AsyncIterable<Buffer>,
  options: LineOptions = {},
): AsyncGenerator<Array<string | NotUtf8 | LineTooLong>> {
  const cutter = new WholeLineCutter(options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES);
  for await (const chunk of chunks) {
    const batch: Array<string | NotUtf8 | LineTooLong> = [];
    for (const piece of cutter.cut(chunk)) {
      if (piece instanceof LineTooLong) batch.push(piece);
      else textLines(piece, cutter.cap, batch);
    }
    if (batch.length > 0) yield batch;
    if (cutter.ended) return;
  }
  const last = cutter.finish();
  if (last !== undefined) yield [last instanceof LineTooLong ? last : decodeLine(last)];
}

/** One line's bytes (without its '\n') as text, a trailing '\r' dropped; NotUtf8 when they are not UTF-8. */
export function decodeLine(bytes: Buffer): string | NotUtf8 {
  const text = decodeUtf8(bytes);
  return typeof text === 'string' ? stripCR(text) : text;
}
