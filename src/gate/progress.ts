/**
 * The one-line summary a gate in a terminal shows every few seconds on stderr, overwriting itself. The clock
 * is injected so the suites drive it without waiting.
 */
import type { MetricsSnapshot } from './metrics.js';

export const PROGRESS_EVERY_MS = 5000;

export interface ProgressClock {
  now(): number;
  /** Call `tick` every `ms` milliseconds until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: ProgressClock = {
  now: () => performance.now(),
  every(ms, tick) {
    const timer = setInterval(tick, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};

const count = (n: number): string => n.toLocaleString('en-US');

/** `20,000 received, 18,000 valid, 2,000 invalid, 0 redelivered, 12 in flight, 4,000 msg/s`. */
export function progressText(now: MetricsSnapshot, rate: number): string {
  return `${count(now.received)} received, ${count(now.valid)} valid, ${count(now.invalid)} invalid, ${count(now.redelivered)} redelivered, ${count(now.inFlight)} in flight, ${count(Math.round(rate))} msg/s`;
}

const CLEAR_LINE = '\r\u001b[K';

/**
 * Write the summary every `ms` to `write` (a terminal: each line overwrites the last). The rate is over the
 * last interval (messages routed per second). Returns the function that stops it and clears the line.
 */
export function startProgress(
  snapshot: () => MetricsSnapshot,
  write: (text: string) => void,
  clock: ProgressClock = systemClock,
  ms = PROGRESS_EVERY_MS,
): () => void {
  let lastAt = clock.now();
  let lastRouted = 0;
  let shown = false;
  const cancel = clock.every(ms, () => {
    const now = snapshot();
    const at = clock.now();
    const routed = now.valid + now.invalid;
    const seconds = (at - lastAt) / 1000;
    write(`${CLEAR_LINE}${progressText(now, seconds > 0 ? (routed - lastRouted) / seconds : 0)}`);
    shown = true;
    lastAt = at;
    lastRouted = routed;
  });
  return () => {
    cancel();
    if (shown) write(CLEAR_LINE);
  };
}
