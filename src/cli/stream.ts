/**
 * `validate --stream`: the subject stream protocol (docs/protocol.md) on stdin/stdout.
 *
 * One request line in, exactly one response line out, in order, written as soon as it is known. The reference
 * validator speaks the same protocol a subject under test does, so the runner can drive either.
 */
import type { Writable } from 'node:stream';
import { isKind, kindNames, type Kind } from '../contract/canonicalObject.js';
import type { ValidationError } from '../rules/validate.js';
import { JSON_SYNTAX, verdictOfText } from '../validation/verdict.js';
import { isBlankLine } from '../validation/lines.js';
import { scanEnvelope, type MemberSpan } from './_internals/envelope.js';
import { LineTooLong, utf8LineBatches } from '../support/lines.js';
import { NotUtf8 } from '../support/utf8.js';
import { writeRespectingBackpressure } from './_internals/output.js';
import { EXIT, reportError } from './_internals/errors.js';
import { oneLine } from '../support/errorText.js';

/** Rule id of a line that is JSON but not a request (no string id, no object, bad kind). */
export const PROTOCOL_ENVELOPE = 'protocol.envelope';
/** Rule id of a request the validator itself failed on (a bug; reported so the stream stays in step). */
export const INTERNAL_ERROR = 'internal.error';
/** Rule id of a request line longer than --max-line-bytes: it is not read, only answered. */
export const LINE_TOO_LONG = 'protocol.line-too-long';

export interface StreamDefaults {
  /** Kind for requests that name none (--kind). */
  readonly kind?: Kind;
  /** Add `warnings` to every response (--lint). */
  readonly lint?: boolean;
  /** Longest request line read (--max-line-bytes, default 64 MiB). */
  readonly maxLineBytes?: number;
}

export interface StreamResponse {
  readonly id: string | null;
  readonly valid: boolean;
  readonly errors: ValidationError[];
  readonly warnings?: ValidationError[];
}

const refuse = (id: string | null, rule: string, message: string): StreamResponse => ({
  id,
  valid: false,
  errors: [{ path: '', rule, message }],
});

/** The id, when the line has exactly one "id" member whose value is a JSON string. */
function recoverId(line: string, members: readonly MemberSpan[]): string | null {
  const spans = members.filter((m) => m.key === 'id');
  if (spans.length !== 1) return null;
  try {
    const id: unknown = JSON.parse(line.slice(spans[0]!.start, spans[0]!.end));
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** A line that is not UTF-8 is not JSON text: refused, under its id when one can still be read. */
function notUtf8Answer(line: NotUtf8): StreamResponse {
  return refuse(
    recoverId(line.replaced, scanEnvelope(line.replaced).members),
    JSON_SYNTAX,
    `request line is ${line.message}`,
  );
}

/** A line past the cap is not read: refused under the id its first bytes show (the runner sends the id first). */
function tooLongAnswer(line: LineTooLong): StreamResponse {
  return refuse(recoverId(line.head, scanEnvelope(line.head).members), LINE_TOO_LONG, tooLongMessage(line));
}

const tooLongMessage = (line: LineTooLong): string =>
  `request line ${line.what}: not read${line.endless ? ', and no further request is read' : ''}`;

/** Answer one request line. Never throws: every line gets a response, so the stream stays in step. */
export function answer(line: string, defaults: StreamDefaults = {}): StreamResponse {
  return envelopeAnswer(line, defaults);
}

/**
 * The full path: the envelope read as text (envelope.ts), each member judged, the object's exact text
 * validated. The fast answers (fastAnswer.ts, plainRequest.ts) are held to it.
 */
export function envelopeAnswer(line: string, defaults: StreamDefaults = {}): StreamResponse {
  const scan = scanEnvelope(line);
  const id = recoverId(line, scan.members);
  if (!scan.ok) return refuse(id, JSON_SYNTAX, `request line is not JSON: ${scan.message}`);

  const byKey = new Map<string, MemberSpan>();
  for (const member of scan.members) {
    if (byKey.has(member.key))
      return refuse(id, PROTOCOL_ENVELOPE, `request has member ${JSON.stringify(member.key)} twice`);
    byKey.set(member.key, member);
    // Members other than "object" must be JSON themselves (the object's own text is judged by validateText).
    if (member.key === 'object') continue;
    try {
      JSON.parse(line.slice(member.start, member.end));
    } catch (error) {
      return refuse(id, JSON_SYNTAX, `request member ${JSON.stringify(member.key)} is not JSON: ${oneLine(error)}`);
    }
  }
  if (id === null) return refuse(null, PROTOCOL_ENVELOPE, 'request has no "id" string');
  const object = byKey.get('object');
  const textMember = byKey.get('text');
  if (object !== undefined && textMember !== undefined)
    return refuse(id, PROTOCOL_ENVELOPE, 'request has both "object" and "text": send one');
  let text: string;
  if (textMember !== undefined) {
    // The text form: the exact text as a JSON string, decoded here and judged like an "object" span.
    const decoded: unknown = JSON.parse(line.slice(textMember.start, textMember.end));
    if (typeof decoded !== 'string')
      return refuse(id, PROTOCOL_ENVELOPE, 'request "text" must be a JSON string holding the object\'s exact text');
    text = decoded;
  } else if (object !== undefined) text = line.slice(object.start, object.end);
  else return refuse(id, PROTOCOL_ENVELOPE, 'request has no "object" (or "text") member');

  let kind = defaults.kind;
  const kindSpan = byKey.get('kind');
  if (kindSpan !== undefined) {
    const named: unknown = JSON.parse(line.slice(kindSpan.start, kindSpan.end));
    // null is "a mixed-stream object, dispatched on object_kind", as in the fixture format.
    if (named === null) kind = undefined;
    else if (isKind(named)) kind = named;
    else return refuse(id, PROTOCOL_ENVELOPE, `request "kind" must be one of ${kindNames.join(', ')} or null`);
  }

  try {
    const result = verdictOfText(text, { kind, lint: defaults.lint === true });
    return { id, ...result };
  } catch (error) {
    reportError(`internal error on request ${JSON.stringify(id)}: ${oneLine(error)}`);
    return refuse(id, INTERNAL_ERROR, `the validator failed on this object: ${oneLine(error)}`);
  }
}

/**
 * The response line of `response`: JSON.stringify's text, the common valid answer written without building
 * and walking it (most of a stream; suites/cli/stream.test.ts holds the two texts equal).
 */
export function responseLine(response: StreamResponse): string {
  if (
    response.valid &&
    response.errors.length === 0 &&
    response.warnings === undefined &&
    typeof response.id === 'string'
  ) {
    return `{"id":${JSON.stringify(response.id)},"valid":true,"errors":[]}\n`;
  }
  return `${JSON.stringify(response)}\n`;
}

/** The response line to a request line that is not blank: the plain request's (plainRequest.ts) when it has one. */
export function respond(line: string, defaults: StreamDefaults = {}): string {
  return responseLine(answer(line, defaults));
}

/**
 * Serve requests until EOF on `input`. Responses of one input chunk are written together, straight away;
 * while `output` is full the next chunk is not read, so memory stays flat however many requests come.
 */
export async function serveStream(
  input: AsyncIterable<Buffer>,
  output: Writable,
  defaults: StreamDefaults = {},
): Promise<number> {
  for await (const batch of utf8LineBatches(
    input,
    defaults.maxLineBytes === undefined ? {} : { maxLineBytes: defaults.maxLineBytes },
  )) {
    let text = '';
    for (const line of batch) {
      if (line instanceof LineTooLong) {
        text += JSON.stringify(tooLongAnswer(line)) + '\n';
        if (line.endless) {
          // Input that never ends a line: answered once, then the session ends (exit 2), in bounded time.
          await writeRespectingBackpressure(output, text);
          reportError(tooLongMessage(line));
          return EXIT.error;
        }
      } else if (line instanceof NotUtf8) text += JSON.stringify(notUtf8Answer(line)) + '\n';
      // Whitespace-only lines are not requests and get no response (a trailing blank line is common).
      else if (!isBlankLine(line)) text += respond(line, defaults);
    }
    await writeRespectingBackpressure(output, text);
  }
  return 0;
}
