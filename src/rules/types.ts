/** What validate() answers: every error names a catalogue rule and a JSON Pointer. */
import type { Kind } from '../contract/canonicalObject.js';

export interface ValidationError {
  /** RFC 6901 JSON Pointer into the input ('' is the whole object). */
  readonly path: string;
  /** A rule id from the catalogue (corpus/rules.json). */
  readonly rule: string;
  /** A sentence a producer understands. */
  readonly message: string;
}

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: ValidationError[];
  /** Errors past the cap of one object (json/errorCap.ts MAX_LISTED_ERRORS): counted, not listed; absent when none. */
  readonly omittedErrors?: number;
  /** Lint findings (valid, but an adapter smell); present only when asked for with `lint: true`. */
  readonly warnings?: ValidationError[];
}

export interface ValidateOptions {
  /**
   * Validate against this one kind; object_kind may then be absent. null or undefined (the default):
   * dispatch on object_kind, as for a mixed stream. Any other value throws UnknownKindError.
   */
  readonly kind?: Kind | null;
  /** Also run the lint rules and report their findings as `warnings`. */
  readonly lint?: boolean;
}
