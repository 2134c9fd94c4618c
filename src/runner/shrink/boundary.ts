/**
 * Shrinking one number toward the boundary that decides: the value ends at (or next to) the smallest
 * magnitude that still shows the disagreement. 0 is tried first (then the number simply becomes 0);
 * otherwise a binary search between 0 (no disagreement) and the failing value, over integers for an
 * integer and over the ordered doubles for a fraction, finds the two neighbours either side of the
 * boundary. A short decimal literal just past the boundary (101, 100.5, 0.91) is preferred over the exact
 * neighbour (100.00000000000001) when it still disagrees.
 */

export type Fails = (candidate: number) => Promise<boolean>;

const view = new DataView(new ArrayBuffer(8));
const SIGN = 0x8000000000000000n;

/** Doubles as integers in the same order (-0 and 0 both 0), so the doubles between two are a range. */
function ordinal(x: number): bigint {
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  return bits & SIGN ? -(bits & ~SIGN) : bits;
}

function fromOrdinal(n: bigint): number {
  view.setBigUint64(0, n < 0n ? -n | SIGN : n);
  return view.getFloat64(0);
}

/** The integer with the smallest magnitude on `fail`'s side that still fails, `pass` not failing. */
async function integerBoundary(pass: number, fail: number, fails: Fails, stop: () => boolean): Promise<number> {
  while (Math.abs(fail - pass) > 1 && !stop()) {
    const middle = pass + Math.trunc((fail - pass) / 2);
    if (await fails(middle)) fail = middle;
    else pass = middle;
  }
  return fail;
}

/** The two neighbouring doubles either side of the boundary between `pass` and `fail`. */
async function doubleBoundary(
  pass: number,
  fail: number,
  fails: Fails,
  stop: () => boolean,
): Promise<{ pass: number; fail: number }> {
  let low = ordinal(pass);
  let high = ordinal(fail);
  const step = high > low ? 1n : -1n;
  while ((high - low) * step > 1n && !stop()) {
    const middle = low + (high - low) / 2n;
    if (await fails(fromOrdinal(middle))) high = middle;
    else low = middle;
  }
  return { pass: fromOrdinal(low), fail: fromOrdinal(high) };
}

/** Decimal literals just past `pass` toward `fail`, fewest fractional digits first, within a tolerance of the boundary. */
export function shortLiterals(pass: number, fail: number, original: number): number[] {
  const up = fail > pass;
  // "Next to" the boundary: within a tenth of its order of magnitude (101 for 100, 0.91 for 0.9).
  const tolerance = pass === 0 ? Math.min(1, Math.abs(original)) : 10 ** (Math.floor(Math.log10(Math.abs(pass))) - 1);
  const found: number[] = [];
  for (let digits = 0; digits <= 17; digits++) {
    const scale = 10 ** digits;
    let candidate = Number(((up ? Math.floor(pass * scale) + 1 : Math.ceil(pass * scale) - 1) / scale).toFixed(digits));
    if (up ? candidate <= pass : candidate >= pass)
      candidate = Number(((up ? Math.floor(pass * scale) + 2 : Math.ceil(pass * scale) - 2) / scale).toFixed(digits));
    if (!Number.isFinite(candidate) || Math.abs(candidate - pass) > tolerance * (1 + 1e-9)) continue;
    if (found.includes(candidate)) continue;
    found.push(candidate);
  }
  return found;
}

/** The number to keep in place of `value`, which fails now. */
export async function shrinkNumber(value: number, fails: Fails, stop: () => boolean = () => false): Promise<number> {
  if (value === 0 || !Number.isFinite(value)) return value;
  if (await fails(0)) return 0;
  if (Number.isSafeInteger(value)) return integerBoundary(0, value, fails, stop);
  const boundary = await doubleBoundary(0, value, fails, stop);
  if (Number.isInteger(boundary.fail)) return boundary.fail;
  for (const candidate of shortLiterals(boundary.pass, boundary.fail, value)) {
    if (stop()) break;
    if (String(candidate).length >= String(boundary.fail).length) break;
    if (await fails(candidate)) return candidate;
  }
  return boundary.fail;
}
