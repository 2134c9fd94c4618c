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
 * "not run".
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Case, SubjectVerdict } from '../types.js';
import { killTree, spawnCommand } from './process.js';
import { describeExit, elapsed, excerpt, readErrors, Tail, type Subject } from './subject.js';

export interface StreamOptions {
  readonly command: string;
  readonly name: string;
  readonly timeoutMs: number;
  readonly maxRestarts: number;
  /** Requests in flight per process (default 16). */
  readonly window?: number;
  /** Processes run side by side (-j N, default 1). */
  readonly processes?: number;
  /** Extra time for the first answer of each process, which pays for its start-up (default 5000 ms). */
  readonly startupGraceMs?: number;
  readonly cwd?: string;
}

/** Starts in a row that time out without writing anything before the subject is declared unable to run. */
const SILENT_STARTS = 3;
/** How long a process may take to exit after EOF on its stdin at the end of the run. */
const EXIT_GRACE_MS = 2000;

interface Pending {
  readonly testCase: Case;
  readonly line: string;
  readonly resolve: (verdict: SubjectVerdict) => void;
  since: number;
}

interface Life {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stderr: Tail;
  buffer: string;
  lines: number;
  dead: boolean;
  readonly judged: Set<string>;
}

/** The request line: id first, so even a subject that fails on the object can echo the id. */
export function requestLine(testCase: Case): string {
  const kind = testCase.kind === null ? '' : `"kind":${JSON.stringify(testCase.kind)},`;
  return `{"id":${JSON.stringify(testCase.id)},${kind}"object":${testCase.text}}\n`;
}

export class StreamSubject implements Subject {
  readonly mode = 'stream' as const;
  readonly target: string;
  readonly name: string;
  readonly concurrency: number;
  private readonly lanes: Lane[];
  restarts = 0;
  silentStarts = 0;
  /** Some process of this subject has written an answer line: it speaks the protocol. */
  hasAnswered = false;
  private fatalMessage: string | undefined;

  constructor(readonly options: StreamOptions) {
    this.target = options.command;
    this.name = options.name;
    const processes = Math.max(1, options.processes ?? 1);
    this.lanes = Array.from({ length: processes }, () => new Lane(this));
    this.concurrency = processes * Math.max(1, options.window ?? 16);
  }

  fatal(): string | undefined {
    return this.fatalMessage;
  }

  giveUp(message: string): void {
    this.fatalMessage ??= message;
    for (const lane of this.lanes) lane.drain();
  }

  judge(testCase: Case): Promise<SubjectVerdict> {
    if (testCase.text.includes('\n')) {
      return Promise.resolve({ status: 'skipped', message: 'the text holds a raw line break, which one request line cannot carry (use --exec)', durationMs: 0 });
    }
    if (this.fatalMessage !== undefined) return Promise.resolve(notRun(this.fatalMessage));
    const lane = this.lanes.reduce((best, lane) => (lane.load() < best.load() ? lane : best));
    return new Promise((resolve) => lane.enqueue({ testCase, line: requestLine(testCase), resolve, since: 0 }));
  }

  async close(): Promise<void> {
    const ends = await Promise.all(this.lanes.map((lane) => lane.close()));
    this.endWarnings = [...new Set(ends.filter((end): end is string => end !== undefined))];
  }

  private endWarnings: string[] = [];
  warnings(): readonly string[] {
    return this.endWarnings;
  }
}

const notRun = (why: string): SubjectVerdict => ({ status: 'error', message: `not run: ${why}`, durationMs: 0 });

/** One process slot: its queue, the requests in flight, and the current process (its *life*). */
class Lane {
  private readonly waiting: Pending[] = [];
  private readonly outstanding: Pending[] = [];
  private life: Life | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly subject: StreamSubject) {}

  load(): number {
    return this.waiting.length + this.outstanding.length;
  }

  enqueue(pending: Pending): void {
    this.waiting.push(pending);
    this.pump();
  }

  /** Every queued case is answered "not run" (the subject gave up). */
  drain(): void {
    const why = this.subject.fatal() ?? 'the subject stopped';
    for (const pending of this.waiting.splice(0)) pending.resolve(notRun(why));
  }

  private pump(): void {
    if (this.subject.fatal() !== undefined) return this.drain();
    const window = Math.max(1, this.subject.options.window ?? 16);
    while (this.outstanding.length < window && this.waiting.length > 0) {
      const life = (this.life ??= this.start());
      const pending = this.waiting.shift()!;
      this.outstanding.push(pending);
      if (this.outstanding.length === 1) this.armHead();
      life.child.stdin.write(pending.line);
    }
  }

  private start(): Life {
    const child = spawnCommand(this.subject.options.command, { cwd: this.subject.options.cwd });
    const life: Life = { child, stderr: new Tail(), buffer: '', lines: 0, dead: false, judged: new Set() };
    child.stdout.on('data', (chunk: string) => this.onData(life, chunk));
    child.stderr.on('data', (chunk: string) => life.stderr.push(chunk));
    child.once('close', (code, signal) => this.onEnd(life, `the subject ${describeExit(code, signal)}`));
    child.once('error', (error) => this.onEnd(life, `the subject could not be started: ${error.message}`));
    return life;
  }

  private armHead(): void {
    clearTimeout(this.timer);
    const head = this.outstanding[0];
    if (head === undefined) return;
    head.since = performance.now();
    const life = this.life;
    const grace = life !== undefined && life.lines === 0 ? (this.subject.options.startupGraceMs ?? 5000) : 0;
    this.timer = setTimeout(() => this.onTimeout(life), this.subject.options.timeoutMs + grace);
  }

  /** Settle the head and move on to the next outstanding request. */
  private settleHead(life: Life, verdict: (durationMs: number) => SubjectVerdict): void {
    const head = this.outstanding.shift();
    if (head === undefined) return;
    life.judged.add(head.testCase.id);
    head.resolve(verdict(elapsed(head.since)));
    this.armHead();
    this.pump();
  }

  private blame(life: Life, message: string): void {
    this.settleHead(life, (durationMs) => ({ status: 'error', message, durationMs }));
  }

  private onData(life: Life, chunk: string): void {
    if (life !== this.life || life.dead) return;
    life.buffer += chunk;
    for (let end = life.buffer.indexOf('\n'); end !== -1 && !life.dead; end = life.buffer.indexOf('\n')) {
      const line = life.buffer.slice(0, end).replace(/\r$/, '');
      life.buffer = life.buffer.slice(end + 1);
      if (line.trim() !== '') this.onLine(life, line);
    }
  }

  private onLine(life: Life, line: string): void {
    life.lines += 1;
    this.subject.hasAnswered = true;
    const head = this.outstanding[0];
    if (head === undefined) return; // a line nobody asked for: nothing to attribute it to
    const expected = head.testCase.id;
    let response: unknown;
    try {
      response = JSON.parse(line);
    } catch {
      return this.blame(life, `the subject answered with a line that is not JSON: ${excerpt(line)}`);
    }
    if (typeof response !== 'object' || response === null || Array.isArray(response)) {
      return this.blame(life, `the subject answered with a line that is not a JSON object: ${excerpt(line)}`);
    }
    const { id, valid, errors } = response as Record<string, unknown>;
    if (id !== expected) {
      if (typeof id === 'string' && life.judged.has(id)) return; // a late answer to a request already judged
      const later = typeof id === 'string' ? this.outstanding.findIndex((pending) => pending.testCase.id === id) : -1;
      if (later > 0) {
        const [early] = this.outstanding.splice(later, 1);
        life.judged.add(early!.testCase.id);
        early!.resolve({ status: 'error', message: `answered out of order, before ${JSON.stringify(expected)}`, durationMs: elapsed(early!.since) });
        return this.blame(life, `the subject answered out of order: the answer for ${JSON.stringify(id)} came first`);
      }
      const shown = id === undefined ? 'no id' : `id ${JSON.stringify(id).slice(0, 60)}`;
      return this.blame(life, `the subject answered ${shown} while ${JSON.stringify(expected)} was due`);
    }
    if (typeof valid !== 'boolean') return this.blame(life, `the response has no boolean "valid": ${excerpt(line)}`);
    const read = readErrors(errors);
    this.settleHead(life, (durationMs) => ({ status: 'answered', valid, ...(read === undefined ? {} : { errors: read }), durationMs }));
  }

  private partial(life: Life): string {
    return life.buffer.trim() === '' ? '' : `; it left a partial line ${excerpt(life.buffer)}`;
  }

  private onTimeout(life: Life | undefined): void {
    if (life === undefined || life !== this.life || life.dead) return;
    const message = `no answer within ${this.subject.options.timeoutMs} ms${this.partial(life)}${life.stderr.describe()}`;
    const head = this.outstanding.shift();
    if (head !== undefined) {
      life.judged.add(head.testCase.id);
      head.resolve({ status: 'timeout', message, durationMs: elapsed(head.since) });
    }
    this.endLife(life, `timed out (${message})`, true);
  }

  private onEnd(life: Life, how: string): void {
    if (life !== this.life || life.dead) return;
    const head = this.outstanding.shift();
    const detail = `${this.partial(life)}${life.stderr.describe()}`;
    if (head !== undefined) head.resolve({ status: 'error', message: `${how} before answering${detail}`, durationMs: elapsed(head.since) });
    this.endLife(life, `${how}${detail}`);
  }

  /**
   * Kill the process, put unanswered requests back in the queue, restart if there is work (within the
   * caps). Starts that time out without writing a single line count towards SILENT_STARTS: a subject that
   * buffers its answers (or writes them elsewhere) would otherwise cost a timeout per case.
   */
  private endLife(life: Life, how: string, timedOut = false): void {
    life.dead = true;
    clearTimeout(this.timer);
    killTree(life.child);
    this.life = undefined;
    this.waiting.unshift(...this.outstanding.splice(0));
    const subject = this.subject;
    if (life.lines > 0) subject.silentStarts = 0;
    else if (timedOut) subject.silentStarts += 1;
    if (this.waiting.length === 0) return;
    subject.restarts += 1;
    if (subject.silentStarts >= SILENT_STARTS && !subject.hasAnswered) {
      subject.giveUp(`the subject answered nothing in ${SILENT_STARTS} starts in a row; does it write one answer line per request to stdout and flush it? (last: ${how})`);
    } else if (subject.restarts > subject.options.maxRestarts) {
      subject.giveUp(`the subject had to be restarted more than ${subject.options.maxRestarts} times (--max-restarts); last: ${how}`);
    }
    this.pump();
  }

  /** End the process with EOF; how it ended when that is not the protocol's "exit 0", else undefined. */
  async close(): Promise<string | undefined> {
    clearTimeout(this.timer);
    const life = this.life;
    this.life = undefined;
    if (life === undefined || life.dead) return undefined;
    life.dead = true;
    const exited = new Promise<void>((resolve) => {
      if (life.child.exitCode !== null || life.child.signalCode !== null) resolve();
      else life.child.once('close', () => resolve());
    });
    life.child.stdin.end();
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise<void>((resolve) => (grace = setTimeout(resolve, EXIT_GRACE_MS)))]);
    clearTimeout(grace);
    const { exitCode, signalCode } = life.child;
    killTree(life.child);
    if (exitCode === null && signalCode === null) return `the subject did not exit within ${EXIT_GRACE_MS} ms of the end of its input and was killed`;
    if (exitCode === 0) return undefined;
    return `the subject ${describeExit(exitCode, signalCode)} at the end of its input (the protocol asks for exit 0)${life.stderr.describe()}`;
  }
}
