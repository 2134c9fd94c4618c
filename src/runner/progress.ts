/**
 * Run progress on stderr: a self-redrawing bar on a terminal, a plain line every quarter otherwise,
 * nothing with --quiet.
 */
import { isFailure } from './match.js';
import type { CaseResult } from './types.js';

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
      const rate = Math.round(done / Math.max((now - this.started) / 1000, 0.001));
      this.sink.write(`\r\u001b[K[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${done}/${this.total}  ${this.failing} failing  ${rate} cases/s`);
      this.drawn = true;
      return;
    }
    while (this.nextQuarter <= 4 && done >= (this.total * this.nextQuarter) / 4) {
      this.sink.write(`${done}/${this.total} cases (${this.nextQuarter * 25}%), ${this.failing} failing\n`);
      this.nextQuarter += 1;
    }
  }

  /** Erase the bar so what follows starts on a clean line. */
  finish(): void {
    if (this.drawn) this.sink.write('\r\u001b[K');
    this.drawn = false;
  }
}
