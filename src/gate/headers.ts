/**
 * The headers the gate writes. A header value is one line of text on the wire: a message that quotes a
 * producer's key could hold CR/LF (header injection), controls or lone surrogates, so every value is printable
 * ASCII, anything else written as a visible \uXXXX escape, and bounded in length.
 */
import type { ValidationResult } from '../rules/types.js';

export const HEADER = {
  rule: 'Cdm-Rule',
  pointer: 'Cdm-Pointer',
  error: 'Cdm-Error',
  errors: 'Cdm-Errors',
  warnings: 'Cdm-Warnings',
  warningRule: 'Cdm-Warning-Rule',
  sourceSubject: 'Cdm-Source-Subject',
  sourceSequence: 'Cdm-Source-Sequence',
  forwardError: 'Cdm-Forward-Error',
} as const;

/** Longest header value written, in characters (a message naming a long key is cut, marked with "..."). */
export const MAX_HEADER_VALUE = 1024;

export type HeaderList = ReadonlyArray<readonly [string, string]>;

const UNSAFE = /[^\u0020-\u007e]/g;

const escapeUnit = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `text` as a header value: printable ASCII, escapes for the rest, at most MAX_HEADER_VALUE characters. */
export function headerSafe(text: string): string {
  // Cut before escaping too: a 2 MiB key must not cost a 12 MiB escaped copy.
  const head = text.length > MAX_HEADER_VALUE ? text.slice(0, MAX_HEADER_VALUE) : text;
  // Readers strip a value's outer blanks: a key's own leading or trailing space is escaped instead.
  const safe = head.replace(UNSAFE, escapeUnit).replace(/^ +| +$/g, (blanks) => '\\u0020'.repeat(blanks.length));
  return safe.length > MAX_HEADER_VALUE || head.length < text.length
    ? `${safe.slice(0, MAX_HEADER_VALUE - 3)}...`
    : safe;
}

/**
 * A producer's own headers, forwarded on both outputs except the server's (Nats-*: an expected sequence or
 * a message id meant for the input stream) and the gate's own (Cdm-*: a producer cannot forge a verdict).
 */
export function forwardedHeaders(headers: HeaderList): HeaderList {
  return headers.filter(([name]) => !/^(nats|cdm)-/i.test(name));
}

export interface SourcePosition {
  readonly subject: string;
  readonly sequence: number;
}

let lastSubject = '';
let lastSafeSubject = '';

/** headerSafe for a source subject: a feed's subjects repeat, so the last one is kept. */
function safeSubject(subject: string): string {
  if (subject !== lastSubject) {
    lastSubject = subject;
    lastSafeSubject = headerSafe(subject);
  }
  return lastSafeSubject;
}

/** The headers of the message sent on: the producer's, where it came from, and what broke (or warned). */
export function verdictHeaders(result: ValidationResult, source: SourcePosition, own: HeaderList): HeaderList {
  const headers: Array<readonly [string, string]> = [
    ...(own.length === 0 ? [] : forwardedHeaders(own)),
    [HEADER.sourceSubject, safeSubject(source.subject)],
    [HEADER.sourceSequence, String(source.sequence)],
  ];
  const first = result.errors[0];
  if (!result.valid && first !== undefined) {
    headers.push(
      [HEADER.rule, headerSafe(first.rule)],
      [HEADER.pointer, headerSafe(first.path)],
      [HEADER.error, headerSafe(first.message)],
      [HEADER.errors, String(result.errors.length)],
    );
  }
  const warnings = result.warnings ?? [];
  if (result.valid && warnings.length > 0) {
    headers.push([HEADER.warnings, String(warnings.length)], [HEADER.warningRule, headerSafe(warnings[0]!.rule)]);
  }
  return headers;
}
