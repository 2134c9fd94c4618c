import { describe, expect, it } from 'vitest';
import { memoryLine, workersCeiling } from '../../../src/cli/_internals/benchTables.js';
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
    expect(line).toBe(
      'CPU per object with workers / on one thread: 1.25; one thread keeps 1.20 cores busy, so on 2 cores the wall-time gain is at most 1.33',
    );
  });

  it('gives cores / cost when one thread keeps exactly one core busy', () => {
    const line = workersCeiling(figure('validate', 50_000, 20), figure('validate --workers 4', 150_000, 25), 4);
    expect(line).toContain('one thread keeps 1.00 cores busy, so on 4 cores the wall-time gain is at most 3.20');
  });
});

describe('memoryLine', () => {
  const memory = { smallMb: 89, largeMb: 978, smallRssMb: 74, largeRssMb: 93, rounds: 3 };

  it('judges the median round, not one low peak on the small input', () => {
    // Rounds of 93/74, 93/74 and 93/65 MB: one collector-timed low peak makes 1.43x, the median is 1.26x.
    const line = memoryLine({ ...memory, growth: [1.26, 1.26, 1.43] });
    expect(line).toBe(
      '  memory: validate peak RSS 74 MB on 89 MB, 93 MB on 978 MB (medians of 3 rounds): growth 1.26 (1.26-1.43), target <= 1.3: met',
    );
  });

  it('says NOT met when the median round grows past 1.3x', () => {
    expect(memoryLine({ ...memory, growth: [1.2, 1.31, 1.4] })).toMatch(
      /growth 1\.31 \(1\.20-1\.40\), target <= 1\.3: NOT met$/,
    );
  });

  it('says when the memory run was skipped', () => {
    expect(memoryLine(undefined)).toBe('  memory: skipped (--no-memory)');
  });
});
