/**
 * Work on items as they come, in the event loop's turns left after its I/O (setImmediate), at most about a
 * millisecond per turn: a run renders its reports' parts this way while the subject answers (report/
 * caseParts.ts, site/reportArticles.ts), on the core the runner otherwise leaves idle, and answers are read
 * and requests sent as promptly as without it.
 */

/** How long one turn may hold the event loop (ms). */
const TURN_MS = 1;

export class IdleTurns<T> {
  private readonly queue: T[] = [];
  private next = 0;
  private turn: NodeJS.Immediate | undefined;

  constructor(private readonly work: (item: T) => void) {}

  /** Queue `item` for the next idle turns. */
  add(item: T): void {
    this.queue.push(item);
    this.turn ??= setImmediate(this.some);
  }

  /** Work no more ahead: what is queued is dropped (its owner does it when it is asked for). */
  stop(): void {
    clearImmediate(this.turn);
    this.turn = undefined;
    this.queue.length = 0;
    this.next = 0;
  }

  private readonly some = (): void => {
    this.turn = undefined;
    const until = performance.now() + TURN_MS;
    while (this.next < this.queue.length && performance.now() < until) this.work(this.queue[this.next++]!);
    if (this.next < this.queue.length) this.turn = setImmediate(this.some);
    else this.stop();
  };
}
