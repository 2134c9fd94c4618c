import { describe, expect, it } from 'vitest';
import { GateMetrics } from '../../src/gate/metrics.js';
import { progressText, startProgress, type ProgressClock } from '../../src/gate/progress.js';

describe('the progress line', () => {
  it('shows the counts and the rate over the last interval, on the injected clock, and clears itself', () => {
    let now = 0;
    let tick: () => void = () => {};
    let cancelled = false;
    const clock: ProgressClock = {
      now: () => now,
      every: (_ms, fn) => {
        tick = fn;
        return () => {
          cancelled = true;
        };
      },
    };
    const metrics = new GateMetrics();
    const written: string[] = [];
    const stop = startProgress(
      () => metrics.snapshot(),
      (text) => written.push(text),
      clock,
      5000,
    );
    metrics.received = 12_000;
    metrics.valid = 9_000;
    metrics.invalid = 1_000;
    now = 5000;
    tick();
    expect(written).toEqual([
      '\r\u001b[K12,000 received, 9,000 valid, 1,000 invalid, 0 redelivered, 2,000 in flight, 2,000 msg/s',
    ]);
    metrics.valid = 10_000;
    now = 7000;
    tick();
    expect(written[1]).toContain('500 msg/s');
    stop();
    expect(cancelled).toBe(true);
    expect(written.at(-1)).toBe('\r\u001b[K');
    expect(progressText(metrics.snapshot(), 0)).toContain('0 msg/s');
  });
});
