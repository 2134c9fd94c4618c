/** Numbers shrink to the boundary that decides, as short decimal literals where they still disagree. */
import { describe, expect, it } from 'vitest';
import { shortLiterals, shrinkNumber } from '../../../src/runner/shrink/boundary.js';

/** A predicate that counts its calls. */
function counted(fails: (n: number) => boolean) {
  const calls: number[] = [];
  return { calls, fails: async (n: number) => (calls.push(n), fails(n)) };
}

describe('shrinkNumber', () => {
  it('takes an integer from MAX_SAFE_INTEGER to the first one above the limit, in ~53 steps', async () => {
    const { calls, fails } = counted((n) => n > 100);
    expect(await shrinkNumber(Number.MAX_SAFE_INTEGER, fails)).toBe(101);
    expect(calls.length).toBeLessThan(60);
  });

  it('takes a fraction to a short literal just above a fractional limit, not to the neighbouring double', async () => {
    expect(await shrinkNumber(257.3, async (n) => n > 100)).toBe(101);
    expect(await shrinkNumber(100.75, async (n) => n > 100.5)).toBe(101);
    expect(await shrinkNumber(0.97, async (n) => n > 0.9)).toBe(0.91);
    expect(await shrinkNumber(1e300, async (n) => n > 1234.5)).toBe(1235);
  });

  it('keeps the exact neighbour when no short literal near the boundary still disagrees', async () => {
    // Only a window just above 100 disagrees: the bisection's neighbour is all there is.
    const window = async (n: number) => n > 100 && n < 100.000001;
    const found = await shrinkNumber(100.0000005, window);
    expect(found).toBeGreaterThan(100);
    expect(found).toBeLessThan(100.000001);
    expect(await window(found)).toBe(true);
  });

  it('shrinks below zero toward zero, and to zero itself when zero still disagrees', async () => {
    expect(await shrinkNumber(-3.75, async (n) => n < 0)).toBe(-1);
    expect(await shrinkNumber(-9007199254740991, async (n) => n < -42)).toBe(-43);
    expect(await shrinkNumber(57.2, async () => true)).toBe(0);
    expect(await shrinkNumber(0.5, async (n) => n > 0)).toBe(0.1);
  });

  it('stops when told to, keeping a value that still disagrees', async () => {
    let left = 5;
    const found = await shrinkNumber(
      Number.MAX_SAFE_INTEGER,
      async (n) => n > 100,
      () => --left < 0,
    );
    expect(found).toBeGreaterThan(100);
  });
});

describe('shortLiterals', () => {
  it('lists literals just past the boundary, fewest digits first, within a tenth of its magnitude', () => {
    expect(shortLiterals(100, 100.00000000000001, 250).slice(0, 3)).toEqual([101, 100.1, 100.01]);
    expect(shortLiterals(-100, -100.00000000000001, -250).slice(0, 2)).toEqual([-101, -100.1]);
    expect(shortLiterals(0.9, 0.9000000000000001, 1)[0]).toBe(0.91);
    expect(shortLiterals(0, 5e-324, 300)[0]).toBe(1);
  });
});
