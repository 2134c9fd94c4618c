/**
 * When the runner gives up on a subject: one budget for every subject kind (exec, stream, module), so
 * `--max-restarts` means the same wherever it is read (docs/runner.md).
 *
 * - A process that had to be replaced (it exited, crashed or hung with work left: stream and module
 *   subjects) costs one restart; past `maxRestarts` the run gives up.
 * - An exec subject starts a process per case, so it has nothing to restart: there a timeout is what costs,
 *   and `maxRestarts` timeouts in a row, with no case answered in between, end the run.
 * - A subject that never answered gives up sooner: after SILENT_LIMIT timeouts (exec) or starts that timed
 *   out without writing a line (stream), or at once when the shell cannot run the command (126 / 127).
 *   Once it has answered a case, a few inputs it hangs on are timeouts, not a subject that cannot run.
 */
import { plural } from '../../support/plural.js';

/** Timeouts (or silent starts) in a row that end the run for a subject that never answered a case. */
export const SILENT_LIMIT = 3;

export class RestartBudget {
  /** The subject answered some case: it speaks the protocol. */
  hasAnswered = false;
  restarts = 0;
  private timeoutsInRow = 0;
  private silentStarts = 0;
  private message: string | undefined;

  constructor(
    private readonly maxRestarts: number,
    private readonly timeoutMs: number,
  ) {}

  /** Why the run gave up on the subject, once it has. */
  fatal(): string | undefined {
    return this.message;
  }

  /** Record the reason the run gives up (the first reason stands); the subject then stops what is in flight. */
  giveUp(message: string): void {
    this.message ??= message;
  }

  /** Say more about why the run gave up (exec: what one case run alone showed, execStartup.ts). */
  explain(message: string): void {
    if (this.message !== undefined) this.message = message;
  }

  /** A case answered: the in-a-row counts start again. */
  answered(): void {
    this.hasAnswered = true;
    this.timeoutsInRow = 0;
  }

  /** An exec case timed out: why the run gives up, when it must (exec.ts adds what a probe showed). */
  timedOut(): string | undefined {
    this.timeoutsInRow += 1;
    const limit = this.hasAnswered ? this.maxRestarts : SILENT_LIMIT;
    if (this.timeoutsInRow < limit) return undefined;
    return this.hasAnswered
      ? `${limit} cases in a row timed out (--timeout ${this.timeoutMs}, --max-restarts ${limit})`
      : `the subject timed out on its first ${limit} cases without answering any`;
  }

  /**
   * A stream or module process ended (`how`): `wrote`, it had written a line; `timedOut`, the runner killed
   * it for a timeout. Starts that time out without a line count towards SILENT_LIMIT: a subject that buffers
   * its answers (or writes them elsewhere) would otherwise cost a timeout per case.
   */
  ended(ending: { readonly wrote: boolean; readonly timedOut: boolean }): void {
    if (ending.wrote) this.silentStarts = 0;
    else if (ending.timedOut) this.silentStarts += 1;
  }

  /** A stream or module process is replaced, `how` the last one ended: why the run gives up, when it must. */
  restarted(how: string): string | undefined {
    this.restarts += 1;
    if (this.silentStarts >= SILENT_LIMIT && !this.hasAnswered)
      return `the subject answered nothing in ${SILENT_LIMIT} starts in a row; does it write one answer line per request to stdout and flush it? (last: ${how})`;
    if (this.restarts > this.maxRestarts)
      return `the subject had to be restarted more than ${this.maxRestarts} times (--max-restarts); last: ${how}`;
    return undefined;
  }

  /** The shell could not run the command (126 / 127): why the run gives up, unless the subject answered before. */
  cannotStart(how: string): string | undefined {
    return this.hasAnswered ? undefined : `the command could not be started (${how})`;
  }
}

/** Lines of the first crash's stderr shown in the console warning (a traceback's head names the cause). */
const CRASH_LINES = 8;

/**
 * A subject's crashes (a process that ended while a case was due), told in one console warning: how many,
 * how the first ended, and the first lines of its stderr, so a crash is seen as such, not only counted in a
 * table as an error (issue 23).
 */
export class Crashes {
  private count = 0;
  private first: { how: string; stderr: string } | undefined;

  add(how: string, stderr: string): void {
    this.count += 1;
    this.first ??= { how, stderr };
  }

  /** The warning, or none when nothing crashed. */
  warning(): string[] {
    if (this.first === undefined) return [];
    const lines = this.first.stderr
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line !== '');
    // A traceback's first line says what it is and its last lines the cause (Python puts the exception last).
    const shown =
      lines.length <= CRASH_LINES ? lines : [...lines.slice(0, 2), '...', ...lines.slice(-(CRASH_LINES - 2))];
    // One line per line of the traceback, after the warning's own line (the CLI indents them).
    const trace = shown.length === 0 ? ' (nothing on stderr)' : `; its stderr:\n${shown.join('\n')}`;
    return [
      `the subject crashed on ${plural(this.count, 'case')} (each an error, the process restarted); the first: ${this.first.how}${trace}`,
    ];
  }
}
