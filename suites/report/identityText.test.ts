/** speedText says only what was measured: no "0 cases/s" for one case, no "p50 0.00 ms" below the clock's reach. */
import { describe, expect, it } from 'vitest';
import { speedText } from '../../src/report/identityText.js';

describe('speedText', () => {
  it('a throughput and percentiles when there are cases enough to time', () => {
    expect(speedText({ cases: 40, wallMs: 80, casesPerSecond: 500, p50Ms: 0.42, p99Ms: 12.5 })).toBe(
      '500 cases/s, p50 0.42 ms, p99 12.5 ms per case (40 answered cases)',
    );
  });

  it('one case: its wall time, not a rate', () => {
    const text = speedText({ cases: 1, wallMs: 35, casesPerSecond: 28.6, p50Ms: 30, p99Ms: 30 });
    expect(text).toBe('1 answered case in 35 ms, p50 30 ms, p99 30 ms per case');
    expect(text).not.toMatch(/cases\/s/);
  });

  it('per-case times below 0.01 ms are said to be so, never "0.00 ms"', () => {
    const text = speedText({ cases: 3000, wallMs: 900, casesPerSecond: 3333.3, p50Ms: 0.001, p99Ms: 0.004 });
    expect(text).toBe('3333 cases/s, each case under 0.01 ms (3000 answered cases)');
    expect(speedText({ cases: 3000, wallMs: 900, casesPerSecond: 3333.3, p50Ms: 0.001, p99Ms: 2 })).toBe(
      '3333 cases/s, p50 under 0.01 ms, p99 2 ms per case (3000 answered cases)',
    );
    expect(speedText({ cases: 0, wallMs: 5, casesPerSecond: null, p50Ms: null, p99Ms: null })).toBe(
      'no case answered: nothing to time',
    );
  });
});
