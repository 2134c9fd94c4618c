/**
 * The stream protocol's server side (`validate --stream`): one request line in, exactly one answer line out,
 * in order, written as soon as it is known. Each request is read by request.ts and its object judged by the
 * validation seam (validation/verdict.ts), as `validate` judges a line; the CLI only wires stdin and stdout.
 */
import type { Kind } from '../contract/canonicalObject.js';
import type { ValidationResult } from '../rules/types.js';
import { oneLine } from '../support/errorText.js';
import { LineTooLong, utf8LineBatches } from '../support/lines.js';
import { NotUtf8 } from '../support/utf8.js';
import { isBlankLine } from '../validation/lines.js';
import { JSON_SYNTAX, verdictOfText } from '../validation/verdict.js';
import { type Answer, answerLine, INTERNAL_ERROR, LINE_TOO_LONG, refusal } from './answer.js';
import { idShownIn, readRequest } from './request.js';

export interface ServerDefaults {
  /** Kind for requests that name none (--kind). */
  readonly kind?: Kind;
  /** Add `warnings` to every answer (--lint). */
  readonly lint?: boolean;
  /** Longest request line read (--max-line-bytes, default 64 MiB). */
  readonly maxLineBytes?: number;
}

/** Where the server writes: answers (waiting while the reader is behind), and a line for its own stderr. */
export interface ServerSink {
  readonly write: (text: string) => Promise<void>;
  readonly complain: (message: string) => void;
}

const isSyntaxError = (result: ValidationResult): boolean => result.errors[0]?.rule === JSON_SYNTAX;

/** The verdict on a request's object; a validator failure is the request's internal.error, said on stderr. */
function judge(id: string, text: string, kind: Kind | undefined, lint: boolean, sink?: ServerSink): Answer {
  try {
    return { id, ...verdictOfText(text, { kind, lint }) };
  } catch (error) {
    sink?.complain(`internal error on request ${JSON.stringify(id)}: ${oneLine(error)}`);
    return refusal(id, INTERNAL_ERROR, `the validator failed on this object: ${oneLine(error)}`);
  }
}

/** The answer to one request line that is not blank. Never throws: every line gets an answer, so the stream stays in step. */
export function answerRequest(line: string, defaults: ServerDefaults = {}, sink?: ServerSink): Answer {
  const lint = defaults.lint === true;
  const tail = readRequest(line, defaults.kind, 'tail');
  if (tail.ok) {
    const answer = judge(tail.id, tail.text, tail.kind, lint, sink);
    // Judged JSON, the tail is the object exactly; not JSON, the line is read whole to find what the object is.
    if (!tail.tentative || !isSyntaxError(answer)) return answer;
  } else if (tail.answer !== undefined) return tail.answer;
  const request = readRequest(line, defaults.kind, 'whole');
  if (!request.ok) return request.answer!;
  return judge(request.id, request.text, request.kind, lint, sink);
}

/** A line that is not UTF-8 is not JSON text: refused, under its id when one can still be read. */
const notUtf8Answer = (line: NotUtf8): Answer =>
  refusal(idShownIn(line.replaced), JSON_SYNTAX, `request line is ${line.message}`);

const tooLongMessage = (line: LineTooLong): string =>
  `request line ${line.what}: not read${line.endless ? ', and no further request is read' : ''}`;

/** A line past the cap is not read: refused under the id its first bytes show (the runner sends the id first). */
const tooLongAnswer = (line: LineTooLong): Answer => refusal(idShownIn(line.head), LINE_TOO_LONG, tooLongMessage(line));

/**
 * Serve requests until the input ends: true. The answers to one read are written together, straight away;
 * while the sink waits the next read is not made, so memory stays flat however many requests come. A line
 * with no end in sight is answered once and ends the session: false (the command exits 2).
 */
export async function serveRequests(
  input: AsyncIterable<Buffer>,
  sink: ServerSink,
  defaults: ServerDefaults = {},
): Promise<boolean> {
  const options = defaults.maxLineBytes === undefined ? {} : { maxLineBytes: defaults.maxLineBytes };
  for await (const batch of utf8LineBatches(input, options)) {
    let text = '';
    for (const line of batch) {
      if (line instanceof LineTooLong) {
        text += answerLine(tooLongAnswer(line));
        if (line.endless) {
          await sink.write(text);
          sink.complain(tooLongMessage(line));
          return false;
        }
      } else if (line instanceof NotUtf8) text += answerLine(notUtf8Answer(line));
      // Whitespace-only lines are not requests and get no answer (a trailing blank line is common).
      else if (!isBlankLine(line)) text += answerLine(answerRequest(line, defaults, sink));
    }
    await sink.write(text);
  }
  return true;
}
