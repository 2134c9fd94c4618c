/**
 * The reference validator's entry point: every error names a catalogue rule and a JSON Pointer.
 */
import type * as t from 'io-ts';
import { CanonicalObject, kinds, type Kind } from '../contract/canonicalObject.js';
import { qualify, type RuleFailure } from '../contract/_internals/failure.js';
import { toPointer } from '../json/pointer.js';
import { lint } from './lint/index.js';
import type { ValidateOptions, ValidationError, ValidationResult } from './types.js';
import { fastCheck } from './fastCheck.js';

export type { ValidateOptions, ValidationError, ValidationResult } from './types.js';

const ROOT_NAMES: Record<Kind, string> = { entity: 'Entity', event: 'Event', plan_object: 'PlanObject', track: 'Track' };

/** The pointer of a failure: io-ts context entries past the root are real JSON keys in our codecs. */
function pointerOf(context: t.Context): string {
  return toPointer(context.slice(1).map((entry) => entry.key));
}

export function toValidationErrors(failures: readonly t.ValidationError[], rootName: string): ValidationError[] {
  return failures.map((failure) => {
    const named = qualify(failure as RuleFailure, rootName, 'the value');
    return { path: pointerOf(failure.context), rule: named.rule!, message: named.message };
  });
}

const fastChecks = new Map<Kind | undefined, (value: unknown) => number>();

/**
 * The members of `value` when it is valid against the kind (or its object_kind), -1 when it is not: the fast
 * check alone, for callers that hold the text and must know whether JSON.parse merged repeated names.
 */
export function validMemberCount(value: unknown, kind?: Kind): number {
  let check = fastChecks.get(kind);
  if (check === undefined) {
    check = fastCheck(kind === undefined ? CanonicalObject : kinds[kind]);
    fastChecks.set(kind, check);
  }
  return check(value);
}

/** The result for a value known to be valid. */
export function validResult(value: unknown, options: ValidateOptions = {}): ValidationResult {
  return options.lint === true ? { valid: true, errors: [], warnings: lint(value, options.kind) } : { valid: true, errors: [] };
}

export function validate(value: unknown, options: ValidateOptions = {}): ValidationResult {
  // The compiled check answers most values; the io-ts decode runs only to explain a rejected one.
  if (validMemberCount(value, options.kind) >= 0) return validResult(value, options);
  return explain(value, options);
}

/** The io-ts decode alone: every error of an invalid value (and what validate answered before the fast check). */
export function explain(value: unknown, options: ValidateOptions = {}): ValidationResult {
  const codec = options.kind === undefined ? CanonicalObject : kinds[options.kind];
  const rootName = options.kind === undefined ? 'CanonicalObject' : ROOT_NAMES[options.kind];
  const result = codec.decode(value);
  const errors = result._tag === 'Right' ? [] : toValidationErrors(result.left, rootName);
  if (options.lint !== true) return { valid: errors.length === 0, errors };
  return { valid: errors.length === 0, errors, warnings: errors.length === 0 ? lint(value, options.kind) : [] };
}
