/**
 * The reference validator's entry point: every error names a catalogue rule and a JSON Pointer.
 */
import type * as t from 'io-ts';
import { CanonicalObject, kinds, type Kind } from '../contract/canonicalObject.js';
import { qualify, type RuleFailure } from '../contract/_internals/failure.js';
import { toPointer } from '../json/pointer.js';
import { lint } from './lint/index.js';
import type { ValidateOptions, ValidationError, ValidationResult } from './types.js';

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

export function validate(value: unknown, options: ValidateOptions = {}): ValidationResult {
  const codec = options.kind === undefined ? CanonicalObject : kinds[options.kind];
  const rootName = options.kind === undefined ? 'CanonicalObject' : ROOT_NAMES[options.kind];
  const result = codec.decode(value);
  const errors = result._tag === 'Right' ? [] : toValidationErrors(result.left, rootName);
  if (options.lint !== true) return { valid: errors.length === 0, errors };
  return { valid: errors.length === 0, errors, warnings: errors.length === 0 ? lint(value, options.kind) : [] };
}
