/**
 * --max-line-bytes for `validate`: a line (or a whole .json value) longer than the cap is not validated.
 * It is named in one line on stderr, counted in the summary, and makes the exit code 2 (a value that was
 * not judged is neither valid nor invalid); the lines after it are still validated. The runner's cap on a
 * subject's answer lines has the same default (support/lines.ts).
 */
import { DEFAULT_MAX_LINE_BYTES, LineTooLong } from '../../support/lines.js';
import { integerOption } from '../options/values.js';
import { reportError } from '../terminal/errors.js';

export const maxLineBytesHelp = `  --max-line-bytes N  longest line (or .json value) validated, in bytes (default ${DEFAULT_MAX_LINE_BYTES},
               64 MiB); a longer one is named on stderr, not validated, and the exit
               code is 2; the lines after it are still validated`;

export const maxLineBytesOption = (text: string | undefined): number =>
  integerOption('--max-line-bytes', text, DEFAULT_MAX_LINE_BYTES, { min: 1024, max: 2 ** 30 });

const shown = (source: string): string => (source === '-' ? '<stdin>' : source);

/** `data.ndjson:2: line 2 is longer than ... : not validated` on stderr. */
export function reportLineTooLong(source: string, lineNumber: number, line: LineTooLong): void {
  reportError(
    `${shown(source)}:${lineNumber}: line ${lineNumber} ${line.what}: not validated${line.endless ? `, and the rest of ${shown(source)} was not read` : ''}`,
  );
}

export function reportValueTooLong(source: string, cap: number): void {
  reportError(`${shown(source)}: the value is longer than ${cap} bytes (--max-line-bytes ${cap}): not validated`);
}

/** The bytes of `stream`, or undefined as soon as they pass `cap` (the rest is not read). */
export async function readCapped(stream: AsyncIterable<Buffer>, cap: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    if (bytes > cap) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, bytes);
}

export { LineTooLong };
