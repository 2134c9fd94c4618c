/**
 * What an NDJSON line answers, whoever reads it (`validate`, the stream server): a line
 * that is not UTF-8 is a json.syntax error, a blank one is skipped (it still counts in line numbers).
 */
import type { ValidateOptions, ValidationResult } from '../rules/types.js';
import { NotUtf8 } from '../support/utf8.js';
import { JSON_SYNTAX, verdictOfText } from './verdict.js';

/** Bytes that are not UTF-8 are not JSON text: one invalid value, reported like a syntax error. */
export const notUtf8Result = (line: NotUtf8): ValidationResult => ({
  valid: false,
  errors: [{ path: '', rule: JSON_SYNTAX, message: line.message }],
});

const BLANK = /^[ \t\r]*$/;

/**
 * JSON's whitespace only: a line holding just a U+FEFF is reported (json.byte-order-mark), not skipped. A
 * line whose first character is not blank (every object line: '{') is answered on that character; the
 * regular expression costs ~80 ns a line.
 */
export function isBlankLine(line: string): boolean {
  const first = line.charCodeAt(0);
  if (first !== 0x20 && first !== 0x09 && first !== 0x0d && line.length > 0) return false;
  return BLANK.test(line);
}

/** The verdict on one line as the line reader gives it; undefined for a blank line. */
export function lineVerdict(line: string | NotUtf8, options: ValidateOptions): ValidationResult | undefined {
  if (line instanceof NotUtf8) return notUtf8Result(line);
  return isBlankLine(line) ? undefined : verdictOfText(line, options);
}
