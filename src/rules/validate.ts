/**
 * The reference validator's explainer and its compiled checks: every error names a catalogue rule and a
 * JSON Pointer. Entry points do not call these: they call the validation seam (validation/verdict.ts),
 * which decides when the fast checks answer and when the decode explains.
 */
import type * as t from 'io-ts';
import { CanonicalObject, kinds, type Kind } from '../contract/canonicalObject.js';
import { qualify, type RuleFailure } from '../contract/_internals/failure.js';
import { omittedIn } from '../json/errorCap.js';
import { toPointer } from '../json/pointer.js';
import { lint } from './lint/index.js';
import type { ValidateOptions, ValidationError, ValidationResult } from './types.js';
import { fastCheck, type MemberCheck } from './fastCheck.js';

export type { ValidateOptions, ValidationError, ValidationResult } from './types.js';

const ROOT_NAMES: Record<Kind, string> = {
  entity: 'Entity',
  event: 'Event',
  plan_object: 'PlanObject',
  track: 'Track',
};

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

/** A `kind` option that is none of the four kinds (nor null / undefined): a caller's mistake, said plainly. */
export class UnknownKindError extends Error {
  override readonly name = 'UnknownKindError';
}

/** null and undefined dispatch on object_kind; anything else must name one of the four kinds. */
function knownKind(kind: unknown): Kind | undefined {
  if (kind === undefined || kind === null) return undefined;
  if (typeof kind === 'string' && Object.hasOwn(kinds, kind)) return kind as Kind;
  const shown = typeof kind === 'string' ? JSON.stringify(kind) : typeof kind;
  throw new UnknownKindError(
    `validate: unknown kind ${shown}; expected ${Object.keys(kinds).join(', ')}, or null / undefined to dispatch on object_kind`,
  );
}

const rootOf = (kind: Kind | undefined) => (kind === undefined ? CanonicalObject : kinds[kind]);
const valueChecks = new Map<Kind | undefined, MemberCheck>();
const textChecks = new Map<Kind | undefined, MemberCheck>();

/**
 * The members of `value` when it is valid against the kind (or its object_kind), -1 when it is not: the fast
 * check alone, on any value.
 */
export function validMemberCount(value: unknown, kindOption?: Kind | null): number {
  const kind = knownKind(kindOption);
  let check = valueChecks.get(kind);
  if (check === undefined) valueChecks.set(kind, (check = fastCheck(rootOf(kind), 'value')));
  return check(value);
}

/**
 * The fast check for a value JSON.parse has just built from a text: the colons of the value's JSON text
 * (members, and colons in names and strings) when it is valid, -1 when it is not or holds a number the
 * strict parser could report. The value is valid only when the count equals the colons of the text
 * (json/colonCount.ts): fewer mean a repeated name JSON.parse merged.
 */
export function textColonCount(value: unknown, kindOption?: Kind | null): number {
  const kind = knownKind(kindOption);
  let check = textChecks.get(kind);
  if (check === undefined) textChecks.set(kind, (check = fastCheck(rootOf(kind), 'text')));
  return check(value);
}

/** The result for a value known to be valid. */
export function validResult(value: unknown, options: ValidateOptions = {}): ValidationResult {
  return options.lint === true
    ? { valid: true, errors: [], warnings: lint(value, knownKind(options.kind)) }
    : { valid: true, errors: [] };
}

/** The io-ts decode: every error of an invalid value, the authority the fast checks are held to. */
export function explain(value: unknown, options: ValidateOptions = {}): ValidationResult {
  const kind = knownKind(options.kind);
  const codec = kind === undefined ? CanonicalObject : kinds[kind];
  const rootName = kind === undefined ? 'CanonicalObject' : ROOT_NAMES[kind];
  const result = codec.decode(value);
  const errors = result._tag === 'Right' ? [] : toValidationErrors(result.left, rootName);
  const omitted = result._tag === 'Right' ? 0 : omittedIn(result.left);
  const listed =
    omitted === 0 ? { valid: errors.length === 0, errors } : { valid: false, errors, omittedErrors: omitted };
  if (options.lint !== true) return listed;
  return { ...listed, warnings: errors.length === 0 ? lint(value, kind) : [] };
}
