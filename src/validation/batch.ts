/**
 * One batch of NDJSON lines validated, and its answers in a compact form that crosses a thread boundary
 * cheaply: 0 for a blank line, 1 for a valid object with nothing to say, else the whole result with the
 * line's text (the gate locates findings in it).
 */
import type { ValidateOptions, ValidationResult } from '../rules/types.js';
import { NotUtf8 } from '../support/utf8.js';
import { lineResult, linesOfBatch } from './lines.js';

export type LineAnswer = 0 | 1 | { readonly result: ValidationResult; readonly text?: string };

export function validateBatch(bytes: Uint8Array, options: ValidateOptions): LineAnswer[] {
  return linesOfBatch(bytes).map((line) => {
    const result = lineResult(line, options);
    if (result === undefined) return 0;
    // Without lint a valid result is always { valid: true, errors: [] }.
    if (result.valid && result.warnings === undefined) return 1;
    return line instanceof NotUtf8 ? { result } : { result, text: line };
  });
}

/** The result a compact answer stands for (and the line's text when it has findings); undefined for a blank line. */
export function resultOf(answer: LineAnswer): { readonly result: ValidationResult; readonly text?: string } | undefined {
  if (answer === 0) return undefined;
  return answer === 1 ? { result: { valid: true, errors: [] } } : answer;
}
