/**
 * What an NDJSON line answers, whoever reads it (the validate command's own thread or a worker): a line
 * that is not UTF-8 is a json.syntax error, a blank one is skipped (it still counts in line numbers).
 */
import type { ValidateOptions, ValidationResult } from '../rules/types.js';
import { decodeUtf8, NotUtf8 } from '../support/utf8.js';
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

const stripCR = (line: string): string => (line.endsWith('\r') ? line.slice(0, -1) : line);

/**
 * The lines of a batch of whole lines (support/lines.ts splits the same way): split on '\n', a trailing '\r'
 * dropped, nothing after a final '\n'. Decoded strictly: the whole batch at once when it is UTF-8, else
 * line by line, so a bad line is reported alone.
 */
export function linesOfBatch(bytes: Uint8Array): Array<string | NotUtf8> {
  const whole = decodeUtf8(bytes);
  if (typeof whole === 'string') {
    const lines = whole.split('\n');
    if (lines[lines.length - 1] === '') lines.pop();
    return lines.map(stripCR);
  }
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lines: Array<string | NotUtf8> = [];
  let start = 0;
  while (start < buffer.length) {
    let end = buffer.indexOf(10, start);
    if (end === -1) end = buffer.length;
    const line = decodeUtf8(buffer.subarray(start, end));
    lines.push(typeof line === 'string' ? stripCR(line) : line);
    start = end + 1;
  }
  return lines;
}
