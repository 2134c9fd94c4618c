/** The bench's printing (bench/tables.ts): a target is judged on the median round and says so. */
import { describe, expect, it } from 'vitest';
import { met, ratioText, table, targetLine } from '../../bench/tables.js';

describe('targetLine', () => {
  it('judges the median round, not one low round', () => {
    // Rounds of 1.26, 1.26 and 1.43: one collector-timed low peak makes 1.43, the median is 1.26.
    const target = { label: 'memory', ratio: [1.26, 1.26, 1.43] as const, target: 1.3, atMost: true };
    expect(met(target)).toBe(true);
    expect(targetLine(target)).toBe('  memory: 1.26 (1.26-1.43), target <= 1.3: met');
  });

  it('says NOT met when the median misses, for an at-least target too', () => {
    expect(targetLine({ label: 'x', ratio: [1.2, 1.29, 1.5], target: 1.3 })).toBe(
      '  x: 1.29 (1.20-1.50), target >= 1.3: NOT met',
    );
  });

  it('says when a figure was not measured', () => {
    expect(met({ label: 'x', ratio: undefined, target: 1 })).toBeUndefined();
    expect(targetLine({ label: 'x', ratio: undefined, target: 1 })).toBe('  x: not measured');
    expect(ratioText(undefined)).toBe('-');
  });
});

describe('table', () => {
  it('aligns the first column left and the others right', () => {
    expect(
      table([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toBe('a    bb\nccc   d');
  });
});
