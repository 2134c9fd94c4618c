/**
 * Lines from a subject's stdout, in linear time and bounded memory.
 *
 * Each chunk is searched once for line ends, from where the last search stopped; the unfinished line is a
 * list of chunks joined only when its end arrives. A line longer than `maxLineBytes` (without its `\n`) is
 * never assembled: `onOverflow` is called once and the reader ignores everything after, so a subject that
 * writes without end costs at most the cap plus one chunk.
 */
export interface LineReaderOptions {
  readonly maxLineBytes: number;
  /** A whole line, decoded as UTF-8, a trailing `\r` removed. */
  readonly onLine: (line: string) => void;
  /** The unfinished line passed the cap; nothing more is read. */
  readonly onOverflow: () => void;
}

/** How much of an unfinished line is kept for messages. */
const HEAD_BYTES = 120;

export class LineReader {
  private parts: Buffer[] = [];
  private pendingBytes = 0;
  private overflowed = false;
  private stopped = false;

  constructor(private readonly options: LineReaderOptions) {}

  /** Bytes of the line not finished yet. */
  get pending(): number {
    return this.pendingBytes;
  }

  /** The start of the unfinished line, for messages ('' when there is none). */
  head(): string {
    if (this.pendingBytes === 0) return '';
    const first = this.parts[0]!;
    const start =
      first.length >= HEAD_BYTES || this.parts.length === 1
        ? first.subarray(0, HEAD_BYTES)
        : Buffer.concat(this.parts).subarray(0, HEAD_BYTES);
    return start.toString('utf8');
  }

  /** Read nothing more (the process is being replaced). */
  stop(): void {
    this.stopped = true;
    this.parts = [];
    this.pendingBytes = 0;
  }

  push(chunk: Buffer): void {
    let start = 0;
    while (!this.overflowed && !this.stopped && start < chunk.length) {
      const end = chunk.indexOf(10, start);
      const stop = end === -1 ? chunk.length : end;
      if (this.pendingBytes + (stop - start) > this.options.maxLineBytes) {
        this.overflowed = true;
        this.parts = [];
        this.pendingBytes = 0;
        this.options.onOverflow();
        return;
      }
      if (end === -1) {
        this.parts.push(chunk.subarray(start));
        this.pendingBytes += chunk.length - start;
        return;
      }
      const piece = chunk.subarray(start, end);
      const bytes =
        this.parts.length === 0 ? piece : Buffer.concat([...this.parts, piece], this.pendingBytes + piece.length);
      this.parts = [];
      this.pendingBytes = 0;
      start = end + 1;
      const last = bytes.length - 1;
      this.options.onLine(bytes.toString('utf8', 0, last >= 0 && bytes[last] === 13 ? last : bytes.length));
    }
  }
}

/** The same cap as validate's line reader (support/lines.ts), for a subject's answer lines. */
export { DEFAULT_MAX_LINE_BYTES } from '../../support/lines.js';
