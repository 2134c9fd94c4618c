/**
 * A single self-overwriting progress line on stderr for long runs (a multi-GB NDJSON takes minutes).
 * Only on a terminal: in a pipe or a CI log '\r' lines are noise.
 */
import type { WriteStream } from 'node:tty';

const INTERVAL_MS = 250;
const CLEAR_LINE = '\r\u001b[K';

export class Progress {
  private readonly started = Date.now();
  private last = this.started;
  private shown = false;

  private constructor(private readonly stream: WriteStream) {}

  /** A progress line for `stream` if it is a terminal, else null (callers use `progress?.tick()`). */
  static forStream(stream: NodeJS.WriteStream, enabled: boolean): Progress | null {
    return enabled && stream.isTTY === true ? new Progress(stream as WriteStream) : null;
  }

  /** Called once per object; redraws at most every INTERVAL_MS (Date.now is far cheaper than a redraw). */
  tick(count: number): void {
    const now = Date.now();
    if (now - this.last < INTERVAL_MS) return;
    this.last = now;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? Math.round(count / seconds) : 0;
    this.stream.write(
      `${CLEAR_LINE}${count.toLocaleString('en-US')} objects, ${rate.toLocaleString('en-US')} objects/s`,
    );
    this.shown = true;
  }

  /** Erase the line before anything else is printed, so output and progress never share a line. */
  clear(): void {
    if (!this.shown) return;
    this.stream.write(CLEAR_LINE);
    this.shown = false;
  }
}
