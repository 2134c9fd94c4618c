import * as t from 'io-ts';

/**
 * A validation failure that names its rule. Leaf codecs do not know which field they sit in, so they
 * report a field-level `check` (for example `range`); the enclosing field turns it into a full rule id
 * (`Position.lat.range`). Codecs that own a rule outright (Timestamp.format) set `rule` directly.
 */
export interface RuleFailure extends t.ValidationError {
  readonly rule?: string;
  readonly check?: string;
  readonly message: string;
}

export interface FailureSpec {
  readonly rule?: string;
  readonly check?: string;
  readonly message: string;
}

export function failure(value: unknown, context: t.Context, spec: FailureSpec): RuleFailure {
  return { value, context, message: spec.message, rule: spec.rule, check: spec.check };
}

export function fail<A>(value: unknown, context: t.Context, spec: FailureSpec): t.Validation<A> {
  return t.failures([failure(value, context, spec)]);
}

/** Gives an unqualified failure its rule id, `subject.check`, and says which field it is about. */
export function qualify(error: t.ValidationError, subject: string, label: string): RuleFailure {
  const ruleFailure = error as RuleFailure;
  if (ruleFailure.rule !== undefined) return ruleFailure;
  return {
    ...ruleFailure,
    rule: `${subject}.${ruleFailure.check ?? 'type'}`,
    message: `${label} ${ruleFailure.message ?? 'is invalid'}`,
  };
}

/** Appends JSON Pointer segments (real keys only) to an io-ts context. */
export function at(
  context: t.Context,
  keys: readonly (string | number)[],
  type: t.Decoder<unknown, unknown>,
): t.Context {
  let result = context;
  for (const key of keys) result = t.appendContext(result, String(key), type, undefined);
  return result;
}

export { isJsonObject as isPlainObject } from '../../json/isJsonObject.js';

export const hasOwn = (object: object, key: string): boolean => Object.hasOwn(object, key);

/** A short rendering of a value for messages: enough to recognise it, never the whole object. */
export function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
