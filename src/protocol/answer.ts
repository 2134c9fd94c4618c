/**
 * The stream protocol's answer line (docs/protocol.md), written by the server (`validate --stream`) and read
 * by the runner's client, and what else a subject may write on stdout: a hello line. Both sides use this
 * module, so a message has one shape in one place.
 */
import type { ValidationError, ValidationResult } from '../rules/types.js';

/** Rule id of a line that is JSON but not a request (no string id, no object, bad kind). */
export const PROTOCOL_ENVELOPE = 'protocol.envelope';
/** Rule id of a request the validator itself failed on (a bug; reported so the stream stays in step). */
export const INTERNAL_ERROR = 'internal.error';
/** Rule id of a request line longer than the server's line cap: it is not read, only answered. */
export const LINE_TOO_LONG = 'protocol.line-too-long';

/** One answer: the request's id (null when it could not be read) and the verdict. */
export interface Answer extends ValidationResult {
  readonly id: string | null;
}

/** The answer refusing a request: one error at the root. */
export const refusal = (id: string | null, rule: string, message: string): Answer => ({
  id,
  valid: false,
  errors: [{ path: '', rule, message }],
});

/**
 * The answer's line: JSON.stringify's text, the common valid answer written without building and walking
 * it (most of a stream; suites/protocol/messages.test.ts holds the two texts equal).
 */
export function answerLine(answer: Answer): string {
  if (answer.valid && answer.errors.length === 0 && answer.warnings === undefined && typeof answer.id === 'string')
    return `{"id":${JSON.stringify(answer.id)},"valid":true,"errors":[]}\n`;
  return `${JSON.stringify(answer)}\n`;
}

/** What a line a subject wrote holds, read as the runner reads it; judging it is the client's business. */
export type SubjectLine =
  | { readonly kind: 'not-json' }
  | { readonly kind: 'not-object' }
  /** A hello (a `hello` member and no `id`): never an answer. */
  | { readonly kind: 'hello'; readonly value: unknown }
  /** Any other object: its members as sent, unchecked. */
  | { readonly kind: 'answer'; readonly id: unknown; readonly valid: unknown; readonly errors: unknown };

export function readSubjectLine(line: string): SubjectLine {
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return { kind: 'not-json' };
  }
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return { kind: 'not-object' };
  const record = message as Record<string, unknown>;
  if (!Object.hasOwn(record, 'id') && Object.hasOwn(record, 'hello')) return { kind: 'hello', value: record.hello };
  return { kind: 'answer', id: record.id, valid: record.valid, errors: record.errors };
}

export type { ValidationError };
