/**
 * The stream server's common case without reading the request twice: JSON.parse the whole request line,
 * one lexical scan of it for text findings, the compiled check on its object, and as many members walked
 * past as the line holds (fewer would mean a repeated name, which JSON.parse merges). A well-formed request
 * whose line has no text finding and no repeated name is answered here, valid or not; anything else is
 * undefined, for the full path.
 */
import { isKind, type Kind } from '../../contract/canonicalObject.js';
import { isJsonObject } from '../../json/isJsonObject.js';
import { memberCountIfPlain, membersIn } from '../../json/memberCount.js';
import type { ValidationResult } from '../../rules/types.js';
import { explain, textMemberCount, validResult } from '../../rules/validate.js';

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

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
  // The text form ("text") and a request holding both members are left to the full path.
  if (!isJsonObject(request) || typeof request.id !== 'string' || !hasOwn(request, 'object') || hasOwn(request, 'text')) return undefined;
  let kind = defaults.kind;
  if (hasOwn(request, 'kind')) {
    if (request.kind === null) kind = undefined;
    else if (isKind(request.kind)) kind = request.kind;
    else return undefined;
  }
  const members = memberCountIfPlain(line);
  if (members < 0) return undefined;
  let envelopeMembers = 0;
  for (const key in request) if (hasOwn(request, key)) envelopeMembers += 1 + (key === 'object' ? 0 : membersIn(request[key]));
  const options = { kind, lint: defaults.lint === true };
  const objectMembers = textMemberCount(request.object, kind);
  if (objectMembers >= 0 && envelopeMembers + objectMembers === members) return { id: request.id, ...validResult(request.object, options) };
  // No text finding and no repeated name anywhere in the line: the object JSON.parse built is the one the
  // full path would parse again from its span, so it is explained here (as validateText does) instead.
  if (envelopeMembers + membersIn(request.object) !== members) return undefined;
  try {
    return { id: request.id, ...explain(request.object, options) };
  } catch {
    return undefined; // the full path reports an internal error under the request's id
  }
}
