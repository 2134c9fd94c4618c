/**
 * Numbers as JSON carries them: finite, never -0, never an integer beyond 2^53 - 1, with the bounds the
 * contract states drawn often (lat ±90, course 0 and just under 360).
 */
import fc from 'fast-check';

/** -0 is written "0" by JSON.stringify, so a generated -0 would not survive a round trip: use 0. */
export const noNegativeZero = (value: number): number => (value === 0 ? 0 : value);

const SAFE = Number.MAX_SAFE_INTEGER;

export { nextDown, nextUp } from '../../contract/bounds.js';
import { nextDown } from '../../contract/bounds.js';

interface Range {
  readonly min: number;
  readonly max: number;
  readonly maxExcluded?: boolean;
}

/** Any double in the range (fast-check biases towards the ends and small values). */
const anyDouble = ({ min, max, maxExcluded = false }: Range): fc.Arbitrary<number> =>
  fc.double({ min, max, maxExcluded, noNaN: true, noDefaultInfinity: true }).map(noNegativeZero);

/** Decimals as sources write them: a few fractional digits. */
function decimals({ min, max, maxExcluded = false }: Range, digits: number): fc.Arbitrary<number> {
  const scale = 10 ** digits;
  const low = Math.ceil(min * scale);
  let high = Math.floor(max * scale);
  if (maxExcluded && high / scale >= max) high -= 1;
  return fc.integer({ min: low, max: high }).map((n) => noNegativeZero(n / scale));
}

/**
 * A number in [min, max] (or [min, max)): boundaries, realistic decimals in `typical`, and any double.
 * Boundaries include the bounds themselves, 0 when inside, and the largest double below an excluded max.
 */
export function numberIn(
  range: Range,
  options: { typical?: Range; digits?: number; extra?: readonly number[] } = {},
): fc.Arbitrary<number> {
  const boundaries = [
    range.min,
    range.maxExcluded ? nextDown(range.max) : range.max,
    ...(range.min < 0 && range.max > 0 ? [0] : []),
    ...(options.extra ?? []),
  ];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...boundaries.map(noNegativeZero)) },
    { weight: 7, arbitrary: decimals(options.typical ?? range, options.digits ?? 3) },
    { weight: 1, arbitrary: anyDouble(range) },
  );
}

/** lat: -90..90, with the poles and the equator. */
export const latitude = (): fc.Arbitrary<number> => numberIn({ min: -90, max: 90 }, { digits: 6 });
/** lon: -180..180, with the antimeridian from both sides and the prime meridian. */
export const longitude = (): fc.Arbitrary<number> => numberIn({ min: -180, max: 180 }, { digits: 6 });
/** 0..1 inclusive. */
export const unitInterval = (): fc.Arbitrary<number> => numberIn({ min: 0, max: 1 }, { digits: 2 });
/** >= 0 (metres, metres per second ...): 0, typical values, and large ones. */
export const nonNegative = (typicalMax = 1000): fc.Arbitrary<number> =>
  numberIn({ min: 0, max: SAFE }, { typical: { min: 0, max: typicalMax }, digits: 2 });
/** >= 0 and < 360: 0, 359.999 and the largest double below 360. */
export const courseDegrees = (): fc.Arbitrary<number> =>
  numberIn({ min: 0, max: 360, maxExcluded: true }, { digits: 1, extra: [359.999, 90, 180, 270] });
/** Any finite number (within ±(2^53 - 1)), mostly in `typical`. */
export const anyNumber = (typical: Range = { min: -1000, max: 1000 }): fc.Arbitrary<number> =>
  numberIn({ min: -SAFE, max: SAFE }, { typical, digits: 2 });
/** Integers >= 0 as sequence numbers and indexes are: small mostly, sometimes the largest safe one. */
export const index = (): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.nat(20) },
    { weight: 3, arbitrary: fc.nat(100_000) },
    { weight: 1, arbitrary: fc.constant(SAFE) },
  );
