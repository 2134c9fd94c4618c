/**
 * Lines from a subject's stdout, pushed as they arrive, cut by the product's one line splitter
 * (support/lines.ts WholeLineCutter and splitLines: each chunk searched once for line ends, an unfinished
 * line kept until its end arrives). A line longer than `maxLineBytes` (without its `\n`) is never
 * assembled: `onOverflow` is called as soon as it passes the cap and the reader ignores everything after,
 * so a subject that writes without end costs at most the cap plus one chunk.
 */
import { DEFAULT_MAX_LINE_BYTES, LineTooLong, splitLines, WholeLineCutter } from '../../support/lines.js';

export interface LineReaderOptions {
  readonly maxLineBytes: number;
  /** A whole line, decoded as UTF-8 (with replacement), a trailing `\r` removed. */
  readonly onLine: (line: string) => void;
  /** The unfinished line passed the cap; nothing more is read. */
  readonly onOverflow: () => void;
}

/** How much of an unfinished line is kept for messages. */
const HEAD_BYTES = 120;

export class LineReader {
  private cutter: WholeLineCutter;
  private done = false;

  constructor(private readonly options: LineReaderOptions) {
    this.cutter = new WholeLineCutter(options.maxLineBytes);
  }

  /** Bytes of the line not finished yet. */
  get pending(): number {
    return this.cutter.unfinishedBytes;
  }

  /** The start of the unfinished line, for messages ('' when there is none). */
  head(): string {
    return this.cutter.unfinishedHead(HEAD_BYTES);
  }

  /** Read nothing more (the process is being replaced). */
  stop(): void {
    this.done = true;
    this.cutter = new WholeLineCutter(this.options.maxLineBytes);
  }

  push(chunk: Buffer): void {
    if (this.done) return;
    const lines: Array<Buffer | LineTooLong> = [];
    // A line begun in earlier reads comes first, joined and within the cap: one line, not searched again.
    let joined = this.cutter.unfinishedBytes > 0;
    for (const piece of this.cutter.cut(chunk)) {
      if (piece instanceof LineTooLong) lines.push(piece);
      else if (joined) lines.push(piece.subarray(0, piece.length - 1));
      else splitLines(piece, this.options.maxLineBytes, lines);
      joined = false;
    }
    for (const line of lines) {
      if (line instanceof LineTooLong) return this.overflow();
      const last = line.length - 1;
      this.options.onLine(line.toString('utf8', 0, last >= 0 && line[last] === 13 ? last : line.length));
      if (this.done) return;
    }
    if (this.cutter.passingCap) this.overflow();
  }

  private overflow(): void {
    this.stop();
    this.options.onOverflow();
  }
}

/** The same cap as validate's line reader (support/lines.ts), for a subject's answer lines. */
export { DEFAULT_MAX_LINE_BYTES };
