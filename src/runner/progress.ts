/**
 * Run progress on stderr: a self-redrawing bar on a terminal, a plain line every quarter otherwise,
 * nothing with --quiet.
 */
import { isFailure } from './match.js';
import type { CaseResult } from '../report/model/index.js';

const REDRAW_MS = 100;
const WIDTH = 28;

export interface ProgressSink {
  readonly isTTY?: boolean;
  write(text: string): unknown;
}

export class RunProgress {
  private readonly started = performance.now();
  private lastDraw = 0;
  private failing = 0;
  private nextQuarter = 1;
  private drawn = false;

  constructor(
    private readonly sink: ProgressSink,
    private readonly total: number,
    private readonly enabled: boolean,
  ) {}

  get tty(): boolean {
    return this.sink.isTTY === true;
  }

  start(what: string): void {
    if (this.enabled) this.sink.write(`${what}\n`);
  }

  update(result: CaseResult, done: number): void {
    if (result.tier !== 'may' && isFailure(result.outcome)) this.failing += 1;
    if (!this.enabled) return;
    const now = performance.now();
    if (this.tty) {
      if (done < this.total && now - this.lastDraw < REDRAW_MS) return;
      this.lastDraw = now;
      const filled = this.total === 0 ? WIDTH : Math.round((done / this.total) * WIDTH);
      const seconds = Math.max((now - this.started) / 1000, 0.001);
      const rate = done / seconds;
      const eta = done < this.total && done > 0 ? `  ETA ${formatEta((this.total - done) / rate)}` : '';
      this.sink.write(
        `\r\u001b[K[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${this.total}  ${this.failing} failing  ${Math.round(rate)} cases/s${eta}`,
      );
      this.drawn = true;
      return;
    }
    // A plain line each time another quarter is reached; the percentage is the true one, and a quarter
    // passed over (2 cases: 1 of 2 is already half) is not printed on its own.
    if (this.nextQuarter > 4 || done < (this.total * this.nextQuarter) / 4) return;
    while (this.nextQuarter <= 4 && done >= (this.total * this.nextQuarter) / 4) this.nextQuarter += 1;
    const percent = this.total === 0 ? 100 : Math.floor((done / this.total) * 100);
    this.sink.write(`${done}/${this.total} cases (${percent}%), ${this.failing} failing\n`);
  }

  /** Erase the bar so what follows starts on a clean line. */
  finish(): void {
    if (this.drawn) this.sink.write('\r\u001b[K');
    this.drawn = false;
  }
}

/** Seconds left as the bar shows them: "42s", "3m10s", "1h05m". */
export function formatEta(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
  return `${Math.floor(whole / 3600)}h${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}
