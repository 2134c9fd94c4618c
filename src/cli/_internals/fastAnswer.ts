/**
 * The stream server's common case without reading the request twice: JSON.parse the whole request line,
 * one lexical scan of it for text findings, the compiled check on its object, and as many members walked
 * past as the line holds (fewer would mean a repeated name, which JSON.parse merges). Only a well-formed
 * request whose object is valid is answered here; anything else is undefined, for the full path to explain.
 */
import { isKind, type Kind } from '../../contract/canonicalObject.js';
import { isJsonObject } from '../../json/isJsonObject.js';
import { memberCountIfPlain } from '../../json/memberCount.js';
import type { ValidationResult } from '../../rules/types.js';
import { validMemberCount, validResult } from '../../rules/validate.js';

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** Every member of every object inside a JSON value (nesting is bounded by the scan before this runs). */
function membersIn(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += membersIn(item);
    return count;
  }
  for (const key in value) if (hasOwn(value, key)) count += 1 + membersIn((value as Record<string, unknown>)[key]);
  return count;
}

export interface Defaults {
  readonly kind?: Kind;
  readonly lint?: boolean;
}

export function fastAnswer(line: string, defaults: Defaults): ({ id: string } & ValidationResult) | undefined {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isJsonObject(request) || typeof request.id !== 'string' || !hasOwn(request, 'object')) return undefined;
  let kind = defaults.kind;
  if (hasOwn(request, 'kind')) {
    if (request.kind === null) kind = undefined;
    else if (isKind(request.kind)) kind = request.kind;
    else return undefined;
  }
  const members = memberCountIfPlain(line);
  if (members < 0) return undefined;
  const objectMembers = validMemberCount(request.object, kind);
  if (objectMembers < 0) return undefined;
  let envelopeMembers = 0;
  for (const key in request) if (hasOwn(request, key)) envelopeMembers += 1 + (key === 'object' ? 0 : membersIn(request[key]));
  if (envelopeMembers + objectMembers !== members) return undefined;
  return { id: request.id, ...validResult(request.object, { kind, lint: defaults.lint === true }) };
}
