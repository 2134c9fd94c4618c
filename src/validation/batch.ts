/**
 * One batch of NDJSON lines validated, and its answers in a compact form that crosses a thread boundary
 * cheaply: a byte per line (blank, valid with nothing to say, or explained) in a buffer that is transferred,
 * not copied, and the whole result, with the line's text (the gate locates findings in it), only for the
 * lines that have something to say.
 */
import type { ValidateOptions, ValidationResult } from '../rules/types.js';
import { NotUtf8 } from '../support/utf8.js';
import { lineResult, linesOfBatch } from './lines.js';

/** What a line answers: its code in BatchAnswers.codes. */
export const BLANK = 0;
export const VALID = 1;
export const EXPLAINED = 2;

export interface LineDetail {
  readonly result: ValidationResult;
  readonly text?: string;
}

export interface BatchAnswers {
  /** One code per line, in order: BLANK, VALID, or EXPLAINED (the next entry of `details`). */
  readonly codes: Uint8Array;
  readonly details: LineDetail[];
}

export function validateBatch(bytes: Uint8Array, options: ValidateOptions): BatchAnswers {
  const lines = linesOfBatch(bytes);
  const codes = new Uint8Array(lines.length);
  const details: LineDetail[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const result = lineResult(line, options);
    if (result === undefined) continue;
    // Without lint a valid result is always { valid: true, errors: [] }.
    if (result.valid && result.warnings === undefined) {
      codes[index] = VALID;
      continue;
    }
    codes[index] = EXPLAINED;
    details.push(line instanceof NotUtf8 ? { result } : { result, text: line });
  }
  return { codes, details };
}
