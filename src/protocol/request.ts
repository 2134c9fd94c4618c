/**
 * The stream protocol's request line (docs/protocol.md), in its two forms: written by the runner's client
 * (requestLine) and read by the server (readRequest), here in one module.
 *
 * The object's exact text is what is validated, so the reader finds the span of the "object" member's value
 * in the line (json/memberSpans.ts) rather than parsing the line. A request as the runner writes it ends
 * with its object: read `tail`, the reader takes the text from the object to the line's closing brace as the
 * object, to be confirmed by judging it (the span is the object exactly when that text is one JSON value).
 * Read `whole`, every member is scanned; both readings give the same request wherever `tail` is sure.
 */
import { isKind, kindNames, type Kind } from '../contract/canonicalObject.js';
import { type MemberSpan, memberSpans, trimEnd } from '../json/memberSpans.js';
import { asciiJsonString } from '../support/jsonString.js';
import { oneLine } from '../support/errorText.js';
import { type Answer, PROTOCOL_ENVELOPE, refusal } from './answer.js';

/** Rule id of a text that is not JSON (the validation seam's JSON_SYNTAX, the same string). */
const JSON_SYNTAX = 'json.syntax';

/** How a case's text travels: spliced in as "object", or as the JSON string "text". */
export type RequestForm = 'object' | 'text';

/**
 * `object`: the text spliced in verbatim as the "object" member (every subject reads it; a line whose text
 * starts with a U+FEFF is not JSON for an ordinary library). `text`: the exact text as a JSON string member
 * "text", ASCII-escaped, so every request line is plain JSON and raw line breaks can travel too.
 */
export const REQUEST_FORMS: readonly RequestForm[] = ['object', 'text'];

/** What a request names: its id, the kind to validate against (null: dispatch on object_kind), the text. */
export interface RequestCase {
  readonly id: string;
  readonly kind: Kind | null;
  readonly text: string;
}

/** The request line: id first, so even a subject that fails on the object can echo the id. */
export function requestLine(request: RequestCase, form: RequestForm = 'object'): string {
  const kind = request.kind === null ? '' : `"kind":${JSON.stringify(request.kind)},`;
  const body = form === 'text' ? `"text":${asciiJsonString(request.text)}` : `"object":${request.text}`;
  return `{"id":${JSON.stringify(request.id)},${kind}${body}}\n`;
}

/** A request read: `tentative` when its text was taken to the line's end and is its object only if it is JSON. */
export interface Request {
  readonly ok: true;
  readonly id: string;
  /** undefined: dispatch on object_kind. */
  readonly kind: Kind | undefined;
  readonly text: string;
  readonly tentative: boolean;
}

/** A line refused (its answer), or, read `tail`, a line the tail reading is not sure of (read it `whole`). */
export type Refused = { readonly ok: false; readonly answer: Answer } | { readonly ok: false; readonly answer?: never };

/** The id, when the line has exactly one "id" member whose value is a JSON string. */
function idOf(line: string, members: readonly MemberSpan[]): string | null {
  const spans = members.filter((m) => m.key === 'id');
  if (spans.length !== 1) return null;
  try {
    const id: unknown = JSON.parse(line.slice(spans[0]!.start, spans[0]!.end));
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The id a line's text shows, whatever else is wrong with it (a line not UTF-8, or past the cap: its head). */
export const idShownIn = (text: string): string | null => idOf(text, memberSpans(text).members);

/** The span of the "object" value running to the line's closing brace, or undefined. */
function tailSpan(line: string, start: number): MemberSpan | undefined {
  const close = trimEnd(line, start, line.length) - 1;
  if (close <= start || line.charCodeAt(close) !== 0x7d) return undefined;
  const end = trimEnd(line, start, close);
  return end > start ? { key: 'object', start, end } : undefined;
}

/** Read one request line against the server's default kind. */
export function readRequest(line: string, defaultKind: Kind | undefined, reading: 'tail' | 'whole'): Request | Refused {
  const scan = memberSpans(line, reading === 'tail' ? 'object' : undefined);
  const members = scan.members;
  let tentative = false;
  if (scan.ok && scan.stopped !== undefined) {
    const tail = tailSpan(line, scan.stopped.start);
    if (tail === undefined) return { ok: false };
    members.push(tail);
    tentative = true;
  }
  const refuse = (rule: string, message: string): Refused =>
    tentative ? { ok: false } : { ok: false, answer: refusal(idOf(line, members), rule, message) };
  if (!scan.ok) return refuse(JSON_SYNTAX, `request line is not JSON: ${scan.message}`);

  const byKey = new Map<string, MemberSpan>();
  for (const member of members) {
    if (byKey.has(member.key))
      return refuse(PROTOCOL_ENVELOPE, `request has member ${JSON.stringify(member.key)} twice`);
    byKey.set(member.key, member);
    // Members other than "object" must be JSON themselves (the object's own text is judged by the seam).
    if (member.key === 'object') continue;
    try {
      JSON.parse(line.slice(member.start, member.end));
    } catch (error) {
      return refuse(JSON_SYNTAX, `request member ${JSON.stringify(member.key)} is not JSON: ${oneLine(error)}`);
    }
  }
  const id = idOf(line, members);
  if (id === null) return refuse(PROTOCOL_ENVELOPE, 'request has no "id" string');
  const object = byKey.get('object');
  const textMember = byKey.get('text');
  if (object !== undefined && textMember !== undefined)
    return refuse(PROTOCOL_ENVELOPE, 'request has both "object" and "text": send one');
  let text: string;
  if (textMember !== undefined) {
    // The text form: the exact text as a JSON string, decoded here and judged like an "object" span.
    const decoded: unknown = JSON.parse(line.slice(textMember.start, textMember.end));
    if (typeof decoded !== 'string')
      return refuse(PROTOCOL_ENVELOPE, 'request "text" must be a JSON string holding the object\'s exact text');
    text = decoded;
  } else if (object !== undefined) text = line.slice(object.start, object.end);
  else return refuse(PROTOCOL_ENVELOPE, 'request has no "object" (or "text") member');

  let kind = defaultKind;
  const kindSpan = byKey.get('kind');
  if (kindSpan !== undefined) {
    const named: unknown = JSON.parse(line.slice(kindSpan.start, kindSpan.end));
    // null is "a mixed-stream object, dispatched on object_kind", as in the fixture format.
    if (named === null) kind = undefined;
    else if (isKind(named)) kind = named;
    else return refuse(PROTOCOL_ENVELOPE, `request "kind" must be one of ${kindNames.join(', ')} or null`);
  }
  return { ok: true, id, kind, text, tentative };
}
