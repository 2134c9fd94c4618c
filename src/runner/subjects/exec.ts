/**
 * --exec "CMD": one process per case (docs/protocol.md, exec convention).
 *
 * The object's exact JSON text goes to the command's stdin, or, when CMD contains `{file}`, into a temporary
 * file whose path replaces `{file}`. `{kind}` is replaced by the case's kind (empty for a mixed-stream
 * object) and the environment variable CDM_KIND carries it too. Every substituted value is quoted for the
 * shell. The verdict is the one JSON object the subject prints on stdout, `{"valid": <bool>, "errors": [...]}`
 * as over stream, and its exit status must agree with it (0 valid, 1 invalid). Anything else is an error of
 * the subject: no verdict printed (an uncaught exception exits 1 in Python and Node, with nothing on
 * stdout: a crash is never taken for a rejection), another status or a signal, two JSON objects. With
 * `verdicts: 'exit-code'` (--exit-code-verdicts) an empty stdout leaves the verdict to the exit status
 * alone, and the run is labelled: a crash cannot be told from a rejection.
 *
 * When the run gives up on the subject: restartBudget.ts (timeouts in a row; a subject that hangs on every
 * case would otherwise cost the timeout on every case); one that never answered is probed (execStartup.ts).
 */
import { rmSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Case, SubjectVerdict } from '../../report/model/index.js';
import { ended, killTree, spawnCommand } from './process.js';
import { defaultProbeMs, slowStartMessage } from './execStartup.js';
import { RestartBudget } from './restartBudget.js';
import { notRun } from '../notRun.js';
import { describeExit, elapsed, readErrors, Tail, withStderr, type Subject } from './subject.js';
import { stdoutVerdict } from './execStdout.js';

export interface ExecOptions {
  readonly command: string;
  readonly name: string;
  readonly timeoutMs: number;
  readonly concurrency: number;
  /** Timeouts in a row before the run gives up, once the subject has answered a case (default 10). */
  readonly maxRestarts?: number;
  readonly cwd?: string;
  /** Where the verdict comes from: the stdout verdict object (default), or the exit status alone (--exit-code-verdicts). */
  readonly verdicts?: ExecVerdicts;
  /** The deadline of the one case run alone when the first cases all timed out (default 4 × timeoutMs). */
  readonly startupProbeMs?: number;
}

export type ExecVerdicts = 'stdout' | 'exit-code';

/** Said in every report of a run whose exec verdicts are exit statuses. */
export const EXIT_CODE_VERDICTS_LABEL = 'exit-code verdicts: a crash cannot be told from a rejection';

/** Bytes of stdout kept: a verdict object is small; a subject that floods stdout is cut off. */
const STDOUT_LIMIT = 1 << 20;

/**
 * Case-file folders of subjects not closed yet. A runner that exits without closing its subject (a second
 * Ctrl-C exits at once) removes them on its way out, so no case file is left in the temporary folder.
 */
const openFolders = new Set<string>();
process.once('exit', () => {
  for (const folder of openFolders) rmSync(folder, { recursive: true, force: true });
});

export const shellQuote = (text: string): string =>
  process.platform === 'win32' ? `"${text.replace(/"/g, '""')}"` : `'${text.replace(/'/g, `'\\''`)}'`;

/** `{kind}` and `{file}` in `command`, each value quoted for the shell. */
export function substitute(command: string, values: { readonly kind: string; readonly file?: string }): string {
  const withKind = command.replaceAll('{kind}', shellQuote(values.kind));
  return values.file === undefined ? withKind : withKind.replaceAll('{file}', shellQuote(values.file));
}

interface Running {
  readonly child: ReturnType<typeof spawnCommand>;
  readonly settle: (verdict: SubjectVerdict) => void;
}

export class ExecSubject implements Subject {
  readonly mode = 'exec' as const;
  readonly target: string;
  readonly name: string;
  readonly concurrency: number;
  /** --exit-code-verdicts: report.json's header.verdicts, the label every report shows. */
  readonly verdicts: ExecVerdicts;
  private directory: Promise<string> | undefined;
  private counter = 0;
  private closed = false;
  private readonly running = new Set<Running>();
  private readonly budget: RestartBudget;

  constructor(private readonly options: ExecOptions) {
    this.target = options.command;
    this.name = options.name;
    this.concurrency = Math.max(1, options.concurrency);
    this.verdicts = options.verdicts ?? 'stdout';
    this.budget = new RestartBudget(options.maxRestarts ?? 10, options.timeoutMs);
  }

  fatal(): string | undefined {
    return this.budget.fatal();
  }

  /** Stop every case in flight: its process group is killed and the case is "not run" (`why`). */
  cancel(why: string): void {
    for (const running of [...this.running]) {
      killTree(running.child);
      running.settle(notRun(why, 'error'));
    }
  }

  private async commandFor(testCase: Case): Promise<{ command: string; stdin: string | undefined; file?: string }> {
    const kind = testCase.kind ?? '';
    if (!this.options.command.includes('{file}'))
      return { command: substitute(this.options.command, { kind }), stdin: testCase.text };
    if (this.closed) throw new Error('the run is over');
    this.directory ??= mkdtemp(join(tmpdir(), 'cdm-conformance-exec-')).then((folder) => {
      openFolders.add(folder);
      return folder;
    });
    const file = join(await this.directory, `case-${++this.counter}.json`);
    await writeFile(file, testCase.text, 'utf8');
    return { command: substitute(this.options.command, { kind, file }), stdin: undefined, file };
  }

  private async count(verdict: SubjectVerdict, testCase: Case): Promise<void> {
    if (verdict.status === 'answered') return this.budget.answered();
    if (verdict.status !== 'timeout' || this.budget.fatal() !== undefined) return;
    const why = this.budget.timedOut();
    if (why === undefined) return;
    this.giveUp(why); // everything in flight stops: the probe runs alone
    if (!this.budget.hasAnswered) this.budget.explain(await this.probeStartup(testCase, why));
  }

  /** Slow to start, or never exiting? One case alone, with more time (execStartup.ts). */
  private async probeStartup(testCase: Case, why: string): Promise<string> {
    const probeMs = this.options.startupProbeMs ?? defaultProbeMs(this.options.timeoutMs);
    const prepared = await this.commandFor(testCase).catch(() => undefined);
    if (prepared === undefined) return why;
    const probe = await this.runOne(prepared, testCase, performance.now(), probeMs);
    if (prepared.file !== undefined) await rm(prepared.file, { force: true }).catch(() => {});
    return slowStartMessage(why, probe, this.options.timeoutMs, probeMs);
  }

  /** The run cannot go on with this subject: the cases in flight and the ones left are "not run". */
  private giveUp(message: string | undefined): void {
    if (message === undefined || this.budget.fatal() !== undefined) return;
    this.budget.giveUp(message);
    this.cancel(message);
  }

  async judge(testCase: Case): Promise<SubjectVerdict> {
    const fatal = this.budget.fatal();
    if (fatal !== undefined) return notRun(fatal, 'error');
    const started = performance.now();
    let prepared: { command: string; stdin: string | undefined; file?: string };
    try {
      prepared = await this.commandFor(testCase);
    } catch (error) {
      return {
        status: 'error',
        message: `could not write the case file: ${(error as Error).message}`,
        durationMs: elapsed(started),
      };
    }
    const verdict = await this.runOne(prepared, testCase, started, this.options.timeoutMs);
    if (prepared.file !== undefined) await rm(prepared.file, { force: true }).catch(() => {});
    await this.count(verdict, testCase);
    return verdict;
  }

  private runOne(
    prepared: { command: string; stdin: string | undefined },
    testCase: Case,
    started: number,
    timeoutMs: number,
  ): Promise<SubjectVerdict> {
    return new Promise<SubjectVerdict>((resolve) => {
      const child = spawnCommand(prepared.command, { cwd: this.options.cwd, env: { CDM_KIND: testCase.kind ?? '' } });
      const stderr = new Tail();
      const stdout: Buffer[] = [];
      let stdoutBytes = 0;
      let settled = false;
      const running: Running = { child, settle: (verdict) => settle(verdict) };
      const settle = (verdict: SubjectVerdict): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.running.delete(running);
        resolve(verdict);
      };
      this.running.add(running);
      const timer = setTimeout(() => {
        killTree(child);
        settle({
          status: 'timeout',
          message: `no exit within ${timeoutMs} ms${stderr.describe()}`,
          ...withStderr(stderr),
          durationMs: elapsed(started),
        });
      }, timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => {
        if (stdoutBytes >= STDOUT_LIMIT) return;
        stdout.push(chunk);
        stdoutBytes += chunk.length;
      });
      child.stderr.on('data', (chunk: string) => stderr.push(chunk));
      child.once('error', (error) =>
        settle({
          status: 'error',
          message: `could not start the subject: ${error.message}`,
          durationMs: elapsed(started),
        }),
      );
      void ended(child).then(({ code, signal }) => {
        const durationMs = elapsed(started);
        if (code !== 0 && code !== 1) {
          settle({
            status: 'error',
            message: `the subject ${describeExit(code, signal)}${stderr.describe()}`,
            ...withStderr(stderr),
            durationMs,
          });
          // The shell's 126 / 127 from a subject that never answered: the command cannot be run at all.
          if (code === 126 || code === 127)
            this.giveUp(this.budget.cannotStart(`the subject ${describeExit(code, signal)}${stderr.describe()}`));
          return;
        }
        const valid = code === 0;
        const { said, problem } = stdoutVerdict(Buffer.concat(stdout).toString('utf8'));
        if (problem !== undefined) {
          settle({ status: 'error', message: `${problem}${stderr.describe()}`, ...withStderr(stderr), durationMs });
          return;
        }
        if (this.verdicts === 'stdout' && typeof said?.valid !== 'boolean') {
          settle({
            status: 'error',
            message: `the subject ${describeExit(code, signal)} without printing its verdict (one JSON object {"valid": true|false, "errors": [...]} on stdout; --exit-code-verdicts takes the exit status alone)${stderr.describe()}`,
            ...withStderr(stderr),
            durationMs,
          });
          return;
        }
        if (said !== undefined && typeof said.valid === 'boolean' && said.valid !== valid) {
          settle({
            status: 'error',
            message: `stdout says valid: ${said.valid} but the exit status is ${code}`,
            durationMs,
          });
          return;
        }
        const errors = readErrors(said?.errors);
        settle({
          status: 'answered',
          valid,
          ...(errors === undefined ? {} : { errors }),
          ...withStderr(stderr),
          durationMs,
        });
      });
      if (prepared.stdin !== undefined) child.stdin.end(prepared.stdin, 'utf8');
      else child.stdin.end();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.cancel('the run is over');
    const directory = await this.directory?.catch(() => undefined);
    if (directory === undefined) return;
    await rm(directory, { recursive: true, force: true }).catch(() => {});
    openFolders.delete(directory);
  }
}
