/**
 * One process slot of a stream subject (stream.ts): its queue, the requests in flight and the current
 * process (its *life*, streamLife.ts), and what each answer line, timeout and exit means for the head
 * request. What the subject and its lanes share (options, the owner's side): streamOptions.ts.
 */
import type { SubjectVerdict } from '../../report/model/index.js';
import { readSubjectLine } from '../../protocol/answer.js';
import { HELLO_VARIABLE } from '../../protocol/hello.js';
import { notRun } from '../notRun.js';
import { DEFAULT_MAX_LINE_BYTES, LineReader } from './lineReader.js';
import { ended, killTree, spawnCommand } from './process.js';
import { describeExit, elapsed, excerpt, readErrors, STARTUP_GRACE_MS, Tail, withStderr } from './subject.js';
import { endAtEof, type Life, partialLine } from './streamLife.js';
import { DEFAULT_WINDOW, type LaneOwner, type Pending } from './streamOptions.js';

/** One process slot: its queue, the requests in flight, and the current process (its *life*). */
export class Lane {
  private readonly waiting: Pending[] = [];
  private readonly outstanding: Pending[] = [];
  private life: Life | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly subject: LaneOwner) {}

  load(): number {
    return this.waiting.length + this.outstanding.length;
  }

  private pumpQueued = false;

  enqueue(pending: Pending): void {
    this.waiting.push(pending);
    // Cases come in bursts (each answer read frees a slot for the next case): send the burst in one write.
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Every queued case is answered "not run" (the subject gave up). */
  drain(): void {
    const why = this.subject.fatal() ?? 'the subject stopped';
    for (const pending of this.waiting.splice(0)) pending.resolve(notRun(why, 'error'));
  }

  prestart(): void {
    this.life ??= this.start();
  }

  private pump(): void {
    if (this.subject.fatal() !== undefined) return this.drain();
    const window = Math.max(1, this.subject.options.window ?? DEFAULT_WINDOW);
    if (this.outstanding.length >= window || this.waiting.length === 0) return;
    const life = (this.life ??= this.start());
    // The lines that fit in the window go in one write: one system call, and one read for the subject.
    let lines = '';
    while (this.outstanding.length < window && this.waiting.length > 0) {
      const pending = this.waiting.shift()!;
      this.outstanding.push(pending);
      if (this.outstanding.length === 1) this.armHead();
      lines += pending.line;
    }
    life.child.stdin.write(lines);
  }

  private start(): Life {
    const child = spawnCommand(this.subject.options.command, {
      cwd: this.subject.options.cwd,
      env: { [HELLO_VARIABLE]: '1' },
    });
    const maxLineBytes = this.subject.options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    const life: Life = {
      child,
      stderr: new Tail(),
      reader: new LineReader({
        maxLineBytes,
        onLine: (line) => this.onLine(life, line),
        onOverflow: () => this.onOverflow(life, maxLineBytes),
      }),
      lines: 0,
      dead: false,
      closing: false,
      judged: new Map(),
    };
    child.stdout.on('data', (chunk: Buffer) => {
      if ((life === this.life && !life.dead) || life.closing) life.reader.push(chunk);
    });
    child.stderr.on('data', (chunk: string) => life.stderr.push(chunk));
    void ended(child).then(({ code, signal }) =>
      this.onEnd(life, `the subject ${describeExit(code, signal)}`, code === 126 || code === 127),
    );
    child.once('error', (error) => this.onEnd(life, `the subject could not be started: ${error.message}`));
    return life;
  }

  private armHead(): void {
    clearTimeout(this.timer);
    const head = this.outstanding[0];
    if (head === undefined) return;
    head.since = performance.now();
    const life = this.life;
    const grace =
      life !== undefined && life.lines === 0 ? (this.subject.options.startupGraceMs ?? STARTUP_GRACE_MS) : 0;
    this.timer = setTimeout(() => this.onTimeout(life), this.subject.options.timeoutMs + grace);
  }

  /** Settle the head and move on to the next outstanding request. */
  private settleHead(life: Life, verdict: (durationMs: number) => SubjectVerdict): void {
    const head = this.outstanding.shift();
    if (head === undefined) return;
    const settled = verdict(elapsed(head.since));
    life.judged.set(head.testCase.id, settled.status === 'answered' ? 'answered' : 'settled');
    head.resolve(settled);
    this.armHead();
    this.pump();
  }

  private blame(life: Life, message: string): void {
    this.settleHead(life, (durationMs) => ({ status: 'error', message, durationMs }));
  }

  /** The line being read passed the cap: the case due is an error, and the process is replaced. */
  private onOverflow(life: Life, maxLineBytes: number): void {
    if (life !== this.life || life.dead) return;
    const message = `the subject wrote a line longer than ${maxLineBytes} bytes (--max-line-bytes ${maxLineBytes}) without ending it; the process was restarted`;
    const head = this.outstanding.shift();
    if (head !== undefined) {
      life.judged.set(head.testCase.id, 'settled');
      head.resolve({ status: 'error', message, durationMs: elapsed(head.since) });
    } else {
      this.subject.slip(message);
    }
    this.endLife(life, message);
  }

  private onLine(life: Life, line: string): void {
    if (line.trim() === '') return;
    if (life.dead && !life.closing) return;
    const message = readSubjectLine(line);
    if (message.kind === 'hello') return this.takeHello(life, line, message.value);
    life.lines += 1;
    this.subject.budget.answered();
    const head = life.closing ? undefined : this.outstanding[0];
    if (message.kind === 'not-json') {
      if (head === undefined)
        return this.subject.slip(`the subject wrote a line when no answer was due: ${excerpt(line)}`);
      return this.blame(life, `the subject answered with a line that is not JSON: ${excerpt(line)}`);
    }
    const record = message.kind === 'answer' ? message : undefined;
    const answeredId = typeof record?.id === 'string' ? record.id : undefined;
    // The same request answered again (the same verdict or another): the first answer cannot stand.
    if (answeredId !== undefined && life.judged.get(answeredId) === 'answered' && answeredId !== head?.testCase.id) {
      return this.subject.amend(
        answeredId,
        `the subject answered this request twice; the second answer: ${excerpt(line)}`,
      );
    }
    if (head === undefined)
      return this.subject.slip(`the subject wrote a line when no answer was due: ${excerpt(line)}`);
    const expected = head.testCase.id;
    if (record === undefined)
      return this.blame(life, `the subject answered with a line that is not a JSON object: ${excerpt(line)}`);
    const { id, valid, errors } = record;
    if (id !== expected) {
      if (typeof id === 'string' && life.judged.has(id)) return; // a late answer to a request already settled as an error
      const later = typeof id === 'string' ? this.outstanding.findIndex((pending) => pending.testCase.id === id) : -1;
      if (later > 0) {
        const [early] = this.outstanding.splice(later, 1);
        life.judged.set(early!.testCase.id, 'settled');
        early!.resolve({
          status: 'error',
          message: `answered out of order, before ${JSON.stringify(expected)}`,
          durationMs: elapsed(early!.since),
        });
        return this.blame(life, `the subject answered out of order: the answer for ${JSON.stringify(id)} came first`);
      }
      const shown = id === undefined ? 'no id' : `id ${JSON.stringify(id).slice(0, 60)}`;
      return this.blame(life, `the subject answered ${shown} while ${JSON.stringify(expected)} was due`);
    }
    if (typeof valid !== 'boolean') return this.blame(life, `the response has no boolean "valid": ${excerpt(line)}`);
    const read = readErrors(errors);
    this.settleHead(life, (durationMs) => ({
      status: 'answered',
      valid,
      ...(read === undefined ? {} : { errors: read }),
      durationMs,
    }));
  }

  /**
   * A hello line (docs/protocol.md) is no answer and does not show the subject answers: it is recorded, and
   * the start-up it ends is not charged to the first case's latency.
   */
  private takeHello(life: Life, line: string, value: unknown): void {
    this.subject.hello.take(line, value);
    const head = this.outstanding[0];
    if (life.lines === 0 && head !== undefined && !life.closing) head.since = performance.now();
  }

  private onTimeout(life: Life | undefined): void {
    if (life === undefined || life !== this.life || life.dead) return;
    const message = `no answer within ${this.subject.options.timeoutMs} ms${partialLine(life)}${life.stderr.describe()}`;
    const head = this.outstanding.shift();
    if (head !== undefined) {
      life.judged.set(head.testCase.id, 'settled');
      head.resolve({ status: 'timeout', message, ...withStderr(life.stderr), durationMs: elapsed(head.since) });
    }
    this.endLife(life, `timed out (${message})`, true);
  }

  /** `notFound`: the shell's 126 / 127, the command could not be run at all. */
  private onEnd(life: Life, how: string, notFound = false): void {
    if (life !== this.life || life.dead) return;
    const head = this.outstanding.shift();
    const detail = `${partialLine(life)}${life.stderr.describe()}`;
    if (head !== undefined)
      head.resolve({
        status: 'error',
        message: `${how} before answering${detail}`,
        ...withStderr(life.stderr),
        durationMs: elapsed(head.since),
      });
    if (head !== undefined) this.subject.crashed(how, life.stderr.text());
    // A command the shell cannot find or run, from a subject that never answered: restarting cannot help.
    const cannot = notFound ? this.subject.budget.cannotStart(`${how}${detail}`) : undefined;
    if (cannot !== undefined) this.subject.giveUp(cannot);
    this.endLife(life, `${how}${detail}`);
  }

  /** Kill the process, put unanswered requests back in the queue, restart if there is work (within the budget). */
  private endLife(life: Life, how: string, timedOut = false): void {
    life.dead = true;
    life.reader.stop();
    clearTimeout(this.timer);
    killTree(life.child);
    this.life = undefined;
    this.waiting.unshift(...this.outstanding.splice(0));
    const subject = this.subject;
    subject.budget.ended({ wrote: life.lines > 0, timedOut });
    if (this.waiting.length === 0 || subject.fatal() !== undefined) return this.pump();
    const giveUp = subject.budget.restarted(how);
    if (giveUp !== undefined) subject.giveUp(giveUp);
    this.pump();
  }

  /** End the process with EOF; how it ended when that is not the protocol's "exit 0", else undefined. */
  async close(): Promise<string | undefined> {
    clearTimeout(this.timer);
    const life = this.life;
    this.life = undefined;
    return life === undefined || life.dead ? undefined : endAtEof(life);
  }

  /** Settle everything queued or in flight as "not run" and kill the process (no restart). */
  cancel(why: string): void {
    clearTimeout(this.timer);
    for (const pending of [...this.outstanding.splice(0), ...this.waiting.splice(0)])
      pending.resolve(notRun(why, 'error'));
    const life = this.life;
    this.life = undefined;
    if (life === undefined) return;
    life.dead = true;
    life.reader.stop();
    killTree(life.child);
  }
}
