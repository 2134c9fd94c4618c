/**
 * The stream server's common case without reading the request twice: JSON.parse the whole request line,
 * the compiled check on its object, and as many colons counted in the envelope and the object as the line
 * holds (fewer would mean a repeated name, which JSON.parse merges; json/colonCount.ts). A well-formed
 * request whose line has no text finding and no repeated name is answered here, valid or not; anything else
 * is undefined, for the full path.
 */
import { isKind, type Kind } from '../../contract/canonicalObject.js';
import { isJsonObject } from '../../json/isJsonObject.js';
import { colonCountOf, colonsIn, countColons } from '../../json/colonCount.js';
import type { ValidationResult } from '../../rules/types.js';
import { answerParsed } from '../../validation/validateText.js';

const hasOwn = (object: object, key: string): boolean => Object.hasOwn(object, key);

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
  if (!isJsonObject(request) || typeof request.id !== 'string' || !hasOwn(request, 'object') || hasOwn(request, 'text'))
    return undefined;
  let kind = defaults.kind;
  if (hasOwn(request, 'kind')) {
    if (request.kind === null) kind = undefined;
    else if (isKind(request.kind)) kind = request.kind;
    else return undefined;
  }
  const colons = colonCountOf(line);
  if (colons < 0) return undefined;
  let envelopeColons = 0;
  for (const key in request) {
    if (!hasOwn(request, key)) continue;
    const inner = key === 'object' ? 0 : colonsIn(request[key]);
    if (inner < 0) return undefined;
    envelopeColons += 1 + countColons(key) + inner;
  }
  try {
    // The object's share of the line's colons: the request JSON.parse built holds the object the full path
    // would parse again from its span.
    const result = answerParsed(request.object, colons - envelopeColons, { kind, lint: defaults.lint === true });
    return result === undefined ? undefined : { id: request.id, ...result };
  } catch {
    return undefined; // the full path reports an internal error under the request's id
  }
}
