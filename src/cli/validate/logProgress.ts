/**
 * `validate`'s progress off a terminal: in a CI log a self-overwriting line is noise, and silence for minutes
 * on a million lines looks like a hang. With CI set and stderr not a terminal, a whole line every
 * LOG_INTERVAL_MS: objects so far and their rate, and for a file of known size how far through it the
 * reading is and about how long is left. The clock is injected (tests drive it; the command gives Date.now).
 */

/** What the reporter drives: the terminal's line (cli/validate/progress.ts) or this one. */
export interface ProgressLine {
  tick(count: number): void;
  clear(): void;
}

export const LOG_INTERVAL_MS = 10_000;

const number = (value: number): string => Math.round(value).toLocaleString('en-US');

function duration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${seconds % 60}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Whether this run logs progress lines: CI set (and not "false" or "0"), stderr not a terminal. */
export function logsProgress(env: NodeJS.ProcessEnv, stderrIsTerminal: boolean): boolean {
  const ci = env.CI;
  return !stderrIsTerminal && ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

export class LogProgress implements ProgressLine {
  private readonly started: number;
  private last: number;
  private source: { name: string; bytes: number | undefined; read: number; started: number } | undefined;

  constructor(
    private readonly write: (line: string) => void,
    private readonly clock: () => number = Date.now,
    private readonly intervalMs = LOG_INTERVAL_MS,
  ) {
    this.started = clock();
    this.last = this.started;
  }

  /** A new input begins: its name as shown, and its size when it is a regular file (undefined for a pipe). */
  begin(name: string, bytes: number | undefined): void {
    this.source = { name, bytes, read: 0, started: this.clock() };
  }

  /** `bytes` more of the current input were read. */
  read(bytes: number): void {
    if (this.source !== undefined) this.source.read += bytes;
  }

  /** The input's chunks, each counted as it is read. */
  async *counted(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of chunks) {
      this.read(chunk.length);
      yield chunk;
    }
  }

  tick(count: number): void {
    const now = this.clock();
    if (now - this.last < this.intervalMs) return;
    this.last = now;
    const rate = count / Math.max((now - this.started) / 1000, 0.001);
    let line = `validate: ${number(count)} object${count === 1 ? '' : 's'}, ${number(rate)} objects/s`;
    const source = this.source;
    if (source?.bytes !== undefined && source.bytes > 0) {
      const done = Math.min(source.read / source.bytes, 1);
      line += `; ${source.name} ${Math.floor(done * 100)}%`;
      if (done > 0 && done < 1) line += `, about ${duration(((now - source.started) * (1 - done)) / done)} left`;
    } else if (source !== undefined) line += `; ${source.name}`;
    this.write(`${line}\n`);
  }

  /** Nothing to erase: every line is whole. */
  clear(): void {}
}
