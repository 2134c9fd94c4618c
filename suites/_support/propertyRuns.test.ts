import { describe, expect, it } from 'vitest';
import { DEEP, propertyRuns } from './propertyRuns.js';

describe('propertyRuns', () => {
  it.skipIf(DEEP)('runs a tenth of the deep count on every run, at least 100, never more than asked', () => {
    expect(propertyRuns(3000)).toBe(300);
    expect(propertyRuns(500)).toBe(100);
    expect(propertyRuns(50)).toBe(50);
  });

  it.runIf(DEEP)('runs the whole count under npm run test:deep', () => {
    expect(propertyRuns(3000)).toBe(3000);
  });
});
