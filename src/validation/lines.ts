/**
 * What an NDJSON line answers, whoever reads it (the validate command's own thread or a worker): a line
 * that is not UTF-8 is a json.syntax error, a blank one is skipped (it still counts in line numbers).
 */
import type { ValidateOptions, ValidationResult } from '../rules/types.js';
import { wholeLines } from '../support/lines.js';
import { NotUtf8 } from '../support/utf8.js';
import { JSON_SYNTAX, validateText } from './validateText.js';

/** Bytes that are not UTF-8 are not JSON text: one invalid value, reported like a syntax error. */
export const notUtf8Result = (line: NotUtf8): ValidationResult => ({ valid: false, errors: [{ path: '', rule: JSON_SYNTAX, message: line.message }] });

/** JSON's whitespace only: a line holding just a U+FEFF is reported (json.byte-order-mark), not skipped. */
export const isBlankLine = (line: string): boolean => /^[ \t\r]*$/.test(line);

/** The answer for one line as the line reader gives it; undefined for a blank line. */
export function lineResult(line: string | NotUtf8, options: ValidateOptions): ValidationResult | undefined {
  if (line instanceof NotUtf8) return notUtf8Result(line);
  return isBlankLine(line) ? undefined : validateText(line, options);
}

/**
 * The lines of a batch of whole lines (support/lines.ts splits the same way): split on '\n', a trailing '\r'
 * dropped, nothing after a final '\n'. Decoded strictly: the whole batch at once when it is UTF-8, else
 * line by line, so a bad line is reported alone.
 */
export function linesOfBatch(bytes: Uint8Array): Array<string | NotUtf8> {
  const lines: Array<string | NotUtf8> = [];
  if (bytes.length === 0) return lines;
  // A batch's last line may lack its '\n' (the end of the input): give it one, as wholeLines expects.
  if (bytes[bytes.length - 1] !== 10) {
    const cut = bytes.lastIndexOf(10) + 1;
    if (cut > 0) wholeLines(bytes.subarray(0, cut), lines);
    wholeLines(Buffer.concat([bytes.subarray(cut), NEWLINE]), lines);
    return lines;
  }
  wholeLines(bytes, lines);
  return lines;
}

const NEWLINE = Buffer.from('\n');
