/**
 * Is stdin NDJSON? `generate --ndjson | validate -` must work without --ndjson, and a pipe has no file
 * extension to go by. The first non-blank line decides: when it is a complete JSON value on its own and more
 * follows, the input is one value per line (a pretty-printed value's first line, `{` or `[`, never parses
 * alone). Only the bytes up to that line are held; the rest is streamed as before.
 */
import { parseJsonText } from '../../json/parseJsonText.js';
import { type LineTooLong, splitLines } from '../../support/lines.js';

export interface Sniffed {
  readonly ndjson: boolean;
  /** The whole input again: the chunks read to decide, then the rest of the stream. */
  readonly chunks: AsyncIterable<Buffer>;
}

const isBlank = (line: string): boolean => /^[ \t\r]*$/.test(line);

/** Decide from what has been read so far: undefined while more input is needed. */
export function decide(head: Buffer, ended: boolean): boolean | undefined {
  const pieces: Array<Buffer | LineTooLong> = [];
  splitLines(head, Infinity, pieces); // no cap: every piece is a Buffer
  // Decoded with replacement: a line that is not UTF-8 is for validate to report, not to decide on.
  const lines = pieces.map((line) => line.toString());
  // The last line is whole only once its '\n' has been read.
  const whole = head.at(-1) === 10 ? lines.length : lines.length - 1;
  const first = lines.findIndex((line) => !isBlank(line));
  if (first === -1 || first >= whole) return ended ? false : undefined; // one line (or none): a single value
  if (!parseJsonText(lines[first]!.replace(/\r$/, '')).ok) return false;
  if (lines.slice(first + 1).some((rest) => rest.trim() !== '')) return true;
  return ended ? false : undefined;
}

/**
 * `maxLineBytes`: a first line that passes it without ending is taken as NDJSON, so that line is reported as
 * too long (and the lines after it validated) instead of being held in memory without end.
 */
export async function sniffNdjson(stream: AsyncIterable<Buffer>, maxLineBytes = Infinity): Promise<Sniffed> {
  const iterator = stream[Symbol.asyncIterator]();
  const held: Buffer[] = [];
  let ndjson: boolean | undefined;
  let ended = false;
  let sawNewline = false;
  let heldBytes = 0;
  while (ndjson === undefined) {
    const next = await iterator.next();
    if (next.done === true) ended = true;
    else {
      held.push(next.value);
      heldBytes += next.value.length;
      sawNewline ||= next.value.includes(10);
    }
    if (!sawNewline && heldBytes > maxLineBytes) {
      ndjson = true;
      break;
    }
    // Nothing to decide before a line ends: a long first line is not re-scanned chunk after chunk.
    if (sawNewline || ended) ndjson = decide(Buffer.concat(held), ended);
  }
  async function* replay(): AsyncGenerator<Buffer> {
    yield* held;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done === true) return;
      yield next.value;
    }
  }
  return { ndjson, chunks: replay() };
}

/** For a whole input that is not one JSON value: does it look like NDJSON (so --ndjson would help)? */
export function looksLikeNdjson(text: string): boolean {
  return decide(Buffer.from(text, 'utf8'), true) === true;
}
