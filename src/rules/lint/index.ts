import type { Kind } from '../../contract/canonicalObject.js';
import type { ValidationError } from '../validate.js';

/** Lint rules run on valid objects only; see lintRules for the list. */
export function lint(_value: unknown, _kind?: Kind): ValidationError[] {
  return [];
}
