/**
 * The stream server's commonest request answered from its object's text alone, the envelope never parsed:
 * a line exactly as the runner and the bench write it, `{"id":"<id>","object":<object>}`, perhaps with
 * `"kind":"<kind>"` or `"kind":null` after the id, whose id holds no escape, control character or surrogate.
 *
 * Why it may skip the envelope: once JSON.parse accepts the text between `"object":` and the closing brace,
 * the line is that envelope and nothing else (two or three distinct members, the id a plain string), so the
 * full path would judge just that text, as `validate` judges an NDJSON line (validateText's JSON.parse,
 * colons, answerParsed). Such an id's text is JSON.stringify's, so a valid answer is the line's own head
 * and a fixed tail. Any other line, or an object only the strict parser can answer, is undefined here.
 * suites/cli/plainRequest.test.ts holds the answers to the full path's.
 */
import { isKind } from '../../contract/canonicalObject.js';
import { colonCountOf } from '../../json/colonCount.js';
import { answerParsed } from '../../validation/validateText.js';
import type { ValidationResult } from '../../rules/types.js';
import type { Defaults } from './fastAnswer.js';

const HEAD = '{"id":"';
const KIND = ',"kind":';
const OBJECT = ',"object":';
const NULL = 'null';
const VALID_TAIL = ',"valid":true,"errors":[]}\n';
const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  CLOSE_BRACE = 0x7d;

/** The index of the quote closing a string begun before `start` with none of JSON.stringify's escapes in it; -1 otherwise. */
function plainStringEnd(line: string, start: number): number {
  for (let index = start; index < line.length; index++) {
    const c = line.charCodeAt(index);
    if (c === QUOTE) return index;
    if (c < 0x20 || c === BACKSLASH || (c >= 0xd800 && c <= 0xdfff)) return -1;
  }
  return -1;
}

/** The response line (with its '\n') to a plain request line, or undefined for answer() to decide. */
export function plainResponseLine(line: string, defaults: Defaults): string | undefined {
  if (!line.startsWith(HEAD) || line.charCodeAt(line.length - 1) !== CLOSE_BRACE) return undefined;
  const idEnd = plainStringEnd(line, HEAD.length);
  if (idEnd < 0) return undefined;
  let at = idEnd + 1;
  let kind = defaults.kind;
  if (line.startsWith(KIND, at)) {
    at += KIND.length;
    if (line.startsWith(NULL, at)) {
      kind = undefined; // null: a mixed-stream object, dispatched on object_kind
      at += NULL.length;
    } else {
      if (line.charCodeAt(at) !== QUOTE) return undefined;
      const kindEnd = line.indexOf('"', at + 1);
      const named = kindEnd < 0 ? undefined : line.slice(at + 1, kindEnd);
      if (!isKind(named)) return undefined;
      kind = named;
      at = kindEnd + 1;
    }
  }
  if (!line.startsWith(OBJECT, at)) return undefined;
  const text = line.slice(at + OBJECT.length, -1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let result: ValidationResult | undefined;
  try {
    result = answerParsed(value, colonCountOf(text), { kind, lint: defaults.lint === true });
  } catch {
    return undefined; // the full path reports an internal error under the request's id
  }
  if (result === undefined) return undefined;
  if (result.valid && result.errors.length === 0 && result.warnings === undefined)
    return line.slice(0, idEnd + 1) + VALID_TAIL;
  return `${JSON.stringify({ id: line.slice(HEAD.length, idEnd), ...result })}\n`;
}
