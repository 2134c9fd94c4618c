/**
 * --stream "CMD": one long-running process speaking the stream protocol (docs/protocol.md).
 *
 * Requests are pipelined (up to `window` in flight per process) and answers must come back in request
 * order, so every response line is attributed to the oldest outstanding request, the *head*. Whatever goes
 * wrong becomes an outcome for the head, never a hang:
 *
 * - no answer within the timeout (counted from when the request became the head; a fresh process gets
 *   `startupGraceMs` more for its first answer): timeout; the process is killed and restarted, the other
 *   outstanding requests are sent again;
 * - the process exits (any status) or crashes with requests outstanding: error for the head, restart;
 * - a line that is not JSON, not an object, without a boolean `valid`, with an unknown id: error for the
 *   head (the line is consumed: the protocol is one line per request);
 * - an answer for a later request (out of order): error for both; a late answer for a request already
 *   judged is dropped.
 *
 * Restarts are capped (`maxRestarts`), and three starts in a row that time out without writing a line end
 * the run too, unless the subject has answered before (then a few inputs it hangs on are timeouts, not a
 * subject that cannot run): the subject then reports `fatal()`, and every case not yet judged is an error
 * "not run". Each process slot, and what an answer line, a timeout or an exit means for it, is a lane
 * (streamLane.ts); this file is the subject the runner sees.
 */
import type { Case, SubjectIdentity, SubjectVerdict } from '../../report/model/index.js';
import { HelloRecord } from './hello.js';
import { Crashes, RestartBudget } from './restartBudget.js';
import { requestLine, type RequestForm } from '../../protocol/request.js';
import { Lane } from './streamLane.js';
import { DEFAULT_WINDOW, type LaneOwner, type StreamOptions } from './streamOptions.js';
import { notRun } from '../notRun.js';
import type { Subject } from './subject.js';

export type { StreamOptions } from './streamOptions.js';

export class StreamSubject implements Subject, LaneOwner {
  readonly mode: 'stream' | 'reference';
  readonly target: string;
  readonly name: string;
  readonly concurrency: number;
  /** How each case's text travels in its request line (docs/protocol.md); report.json's header.requestForm. */
  readonly requestForm: RequestForm;
  private readonly lanes: Lane[];
  readonly budget: RestartBudget;

  constructor(readonly options: StreamOptions) {
    this.mode = options.shown?.mode ?? 'stream';
    this.target = options.shown?.target ?? options.command;
    this.name = options.name;
    this.requestForm = options.requestForm ?? 'object';
    const processes = Math.max(1, options.processes ?? 1);
    this.lanes = Array.from({ length: processes }, () => new Lane(this));
    this.concurrency = processes * Math.max(1, options.window ?? DEFAULT_WINDOW);
    this.budget = new RestartBudget(options.maxRestarts, options.timeoutMs);
  }

  fatal(): string | undefined {
    return this.budget.fatal();
  }

  /** Processes replaced so far. */
  get restarts(): number {
    return this.budget.restarts;
  }

  giveUp(message: string): void {
    this.budget.giveUp(message);
    for (const lane of this.lanes) lane.drain();
  }

  private cancelled: string | undefined;

  /** Stop: what is queued or in flight is "not run" (`why`), and so is every later case. */
  cancel(why: string): void {
    this.cancelled ??= why;
    for (const lane of this.lanes) lane.cancel(why);
  }

  prestart(): void {
    // One lane only: the others start with their first case, as before, so -j N never starts a process that gets no case.
    if (this.cancelled === undefined && this.fatal() === undefined) this.lanes[0]!.prestart();
  }

  judge(testCase: Case): Promise<SubjectVerdict> {
    if (this.cancelled !== undefined) return Promise.resolve(notRun(this.cancelled, 'error'));
    if (testCase.text.includes('\n') && this.options.requestForm !== 'text') {
      return Promise.resolve({
        status: 'skipped',
        message: 'the text holds a raw line break, which one request line cannot carry (use --exec)',
        durationMs: 0,
      });
    }
    const fatal = this.fatal();
    if (fatal !== undefined) return Promise.resolve(notRun(fatal, 'error'));
    const lane = this.lanes.reduce((best, lane) => (lane.load() < best.load() ? lane : best));
    return new Promise((resolve) =>
      lane.enqueue({ testCase, line: requestLine(testCase, this.options.requestForm), resolve, since: 0 }),
    );
  }

  async close(): Promise<void> {
    const ends = await Promise.all(this.lanes.map((lane) => lane.close()));
    this.endWarnings = [...new Set(ends.filter((end): end is string => end !== undefined))];
  }

  private endWarnings: string[] = [];
  private readonly slips: string[] = [];
  readonly hello = new HelloRecord();
  warnings(): readonly string[] {
    // Once the run gives up on the subject, its one error line already says how the last start ended.
    const crashes = this.budget.fatal() === undefined ? this.crashes.warning() : [];
    return [...this.hello.warnings(), ...this.endWarnings, ...crashes, ...this.slips];
  }

  private readonly crashes = new Crashes();
  crashed(how: string, stderr: string): void {
    this.crashes.add(how, stderr);
  }

  /** What the subject said about itself in a hello line (docs/protocol.md), if it did. */
  announced(): SubjectIdentity | undefined {
    return this.hello.announced();
  }

  /** A protocol slip no case can carry (a line when nothing was asked). */
  slip(message: string): void {
    if (this.slips.length < 20) this.slips.push(message);
  }

  private readonly amended = new Map<string, string>();
  /** Cases answered, then answered again: the case becomes an error with this message. */
  amendments(): ReadonlyMap<string, string> {
    return this.amended;
  }

  amend(id: string, message: string): void {
    if (!this.amended.has(id)) this.amended.set(id, message);
  }
}
