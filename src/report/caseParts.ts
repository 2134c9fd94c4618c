/**
 * Each case's part of report.json and junit.xml, rendered while the subject is still answering the other
 * cases, on the core the runner otherwise leaves idle, instead of all of them after the last answer, where
 * every millisecond is added to the run. Rendering waits for the event loop's turns left after its I/O and
 * takes about a millisecond at a time, so answers are read and requests sent as promptly as without it; what
 * is not rendered by the end is rendered when the reports are written, as before. Parts are kept as bytes,
 * outside the JavaScript heap: thousands of strings kept alive made each young-generation collection copy
 * them (5-9 ms pauses instead of 1-2 ms), and the files are written from the pieces without joining them.
 *
 * Parts are kept by result object: a result the run replaced afterwards (an answer given twice, a baseline's
 * expected failure, a case cancelled by a signal) is a new object, rendered when the reports are written, so
 * the files are byte for byte the ones rendered all at once.
 */
import type { CaseResult } from './model/index.js';
import { IdleTurns } from '../support/idleTurns.js';
import { junitCase, type JunitCase } from './junit.js';
import { caseJsonText } from './reportJson.js';

const jsonBytes = (result: CaseResult): Uint8Array => Buffer.from(caseJsonText(result));

function junitBytes(result: CaseResult): JunitCase<Uint8Array> {
  const { kind, text } = junitCase(result);
  return { kind, text: Buffer.from(text) };
}

export class CaseParts {
  private readonly jsonParts = new WeakMap<CaseResult, Uint8Array>();
  private readonly junitParts = new WeakMap<CaseResult, JunitCase<Uint8Array>>();
  private readonly ahead = new IdleTurns<CaseResult>((result) => {
    this.jsonParts.set(result, jsonBytes(result));
    this.junitParts.set(result, junitBytes(result));
  });

  /** Queue `result` to be rendered in the next idle turns (call as each result comes in). */
  add(result: CaseResult): void {
    this.ahead.add(result);
  }

  /** Render no more ahead (the run is over): what is left is rendered when it is asked for. */
  stop(): void {
    this.ahead.stop();
  }

  /** report.json's part of `result`: the one rendered ahead, else rendered now. */
  readonly json = (result: CaseResult): Uint8Array => this.jsonParts.get(result) ?? jsonBytes(result);

  /** junit.xml's part of `result`: the one rendered ahead, else rendered now. */
  readonly junit = (result: CaseResult): JunitCase<Uint8Array> => this.junitParts.get(result) ?? junitBytes(result);
}
