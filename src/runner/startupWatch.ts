/**
 * `run --exec` starts one process per case. When even the quickest case costs as much as an interpreter's
 * start-up, the run is measuring start-up, not validation: say so once, with what it will cost, and point to
 * --stream (one long-lived process). Judged on the quickest answered case of the first ones, so one slow
 * case cannot trigger it and a fast validator never sees it.
 */
import type { CaseResult } from '../report/model/index.js';
import { plural } from '../support/plural.js';

/** Cases looked at before deciding. */
export const WATCHED_CASES = 12;
/** A quickest case slower than this is start-up: validating a small object takes well under a millisecond. */
export const STARTUP_MS = 100;

export class StartupWatch {
  private seen = 0;
  private quickest = Infinity;
  private decided = false;

  constructor(
    private readonly total: number,
    private readonly jobs: number,
  ) {}

  /** The warning, once, after WATCHED_CASES answered cases; undefined otherwise. */
  observe(result: CaseResult): string | undefined {
    if (this.decided || result.actual.valid === null) return undefined;
    this.seen += 1;
    this.quickest = Math.min(this.quickest, result.durationMs);
    if (this.seen < Math.min(WATCHED_CASES, this.total)) return undefined;
    this.decided = true;
    if (this.quickest < STARTUP_MS) return undefined;
    const seconds = (this.total * this.quickest) / this.jobs / 1000;
    const cost =
      seconds >= 60
        ? `${(seconds / 60).toFixed(1)} min`
        : `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)} s`;
    return (
      `every case costs at least ${Math.round(this.quickest)} ms in its own process (start-up, not validation): ` +
      `${plural(this.total, 'case')} at -j ${this.jobs} ${this.total === 1 ? 'takes' : 'take'} about ${cost}; ` +
      'a --stream subject (one long-lived process, docs/protocol.md) answers the whole corpus in seconds'
    );
  }
}
