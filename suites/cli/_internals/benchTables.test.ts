import { describe, expect, it } from 'vitest';
import { workersCeiling } from '../../../src/cli/_internals/benchTables.js';
import type { PipelineFigure } from '../../../src/runner/bench/compare.js';

const figure = (pipeline: string, objectsPerSecond: number, cpuUsPerObject: number): PipelineFigure => ({
  pipeline,
  stream: 'realistic',
  objectsPerSecond,
  vsParse: [1, 1, 1],
  peakRssMb: 80,
  cpuUsPerObject,
});

describe('workersCeiling', () => {
  it('bounds the gain by the cores over the CPU the threads spend per unit of one thread’s wall time', () => {
    // One thread: 100,000 objects/s at 12 µs each keeps 1.2 cores busy; two threads spend 15 µs per object.
    const line = workersCeiling(figure('validate', 100_000, 12), figure('validate --workers 2', 150_000, 15), 2);
    expect(line).toBe('CPU per object with workers / on one thread: 1.25; one thread keeps 1.20 cores busy, so on 2 cores the wall-time gain is at most 1.33');
  });

  it('gives cores / cost when one thread keeps exactly one core busy', () => {
    const line = workersCeiling(figure('validate', 50_000, 20), figure('validate --workers 4', 150_000, 25), 4);
    expect(line).toContain('one thread keeps 1.00 cores busy, so on 4 cores the wall-time gain is at most 3.20');
  });
});
