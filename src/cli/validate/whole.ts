/**
 * `validate` on an input that is not NDJSON: one JSON value (a .json file, a pretty-printed object on stdin),
 * or a JSON array of objects, `generate`'s own default output, each item validated as one object from its
 * exact text. The whole input is read at once, within --max-line-bytes.
 */
import { itemSpans } from '../../json/memberSpans.js';
import { decodeUtf8, NotUtf8 } from '../../support/utf8.js';
import { notUtf8Result } from '../../validation/lines.js';
import { JSON_SYNTAX, verdictOfText } from '../../validation/verdict.js';
import type { ValidateOptions } from '../../rules/types.js';
import { reportError } from '../terminal/errors.js';
import type { ValidateReporter } from './reporter.js';
import { readCapped, reportValueTooLong } from './lineCap.js';
import { looksLikeNdjson } from './sniff.js';

const shown = (source: string): string => (source === '-' ? 'stdin' : source);

/** Read `input` whole and record its value, or each item of its array; a read failure goes to `readFailed`. */
export async function validateWhole(
  source: string,
  input: AsyncIterable<Buffer>,
  reporter: ValidateReporter,
  options: ValidateOptions & { readonly maxLineBytes: number },
  readFailed: (error: unknown) => Error,
): Promise<void> {
  const bytes = await readCapped(input, options.maxLineBytes).catch((error: unknown) => {
    throw readFailed(error);
  });
  if (bytes === undefined) {
    await reporter.flush();
    reporter.skipped('value');
    return reportValueTooLong(source, options.maxLineBytes);
  }
  const text = decodeUtf8(bytes);
  const validateOptions = { kind: options.kind, lint: options.lint };
  if (text instanceof NotUtf8) reporter.record({ source, index: 0 }, notUtf8Result(text));
  else if (!recordItems(source, text, reporter, validateOptions)) {
    const result = verdictOfText(text, validateOptions);
    reporter.record({ source, index: 0, text }, result);
    // A multi-line input that is one value per line: say how to read it that way.
    if (result.errors[0]?.rule === JSON_SYNTAX && looksLikeNdjson(text))
      reportError(
        `hint: ${shown(source)} holds one JSON value per line (NDJSON): pass --ndjson${source === '-' ? '' : ' or name it .ndjson'}`,
      );
  }
  await reporter.flush();
}

/**
 * Each item of an array of objects recorded as an object of its own, numbered by the line it starts on (as
 * an NDJSON line is), its findings located within the input. False, with nothing recorded, when the text is
 * not such an array (then it is one value; an array of anything else is refused as one).
 */
function recordItems(source: string, text: string, reporter: ValidateReporter, options: ValidateOptions): boolean {
  if (!text.trimStart().startsWith('[')) return false;
  const items = itemSpans(text);
  if (items === undefined || items.length === 0 || !items.every(({ start }) => text.charCodeAt(start) === 0x7b))
    return false;
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  for (const { start, end } of items) {
    for (let at = text.indexOf('\n', scanned); at !== -1 && at < start; at = text.indexOf('\n', at + 1)) {
      line++;
      lineStart = at + 1;
    }
    scanned = start;
    const item = text.slice(start, end);
    // Located as if the item stood where it stands: columns on its first line count from the line's start.
    reporter.record({ source, index: line, text: ' '.repeat(start - lineStart) + item }, verdictOfText(item, options));
  }
  return true;
}
