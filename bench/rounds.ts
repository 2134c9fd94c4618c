/**
 * Figures over the bench's paired rounds: each is given as the median, a ratio as min, median and max over
 * the rounds, so the range shows how steady the machine was.
 */

/** min, median, max. */
export type Range = readonly [number, number, number];

/** The median of `values` (the upper one of an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** min, median, max of per-round figures. */
export const range = (values: readonly number[]): Range => [Math.min(...values), median(values), Math.max(...values)];

/** Each of min, median, max through `f` (ms to s, a time over a baseline). */
export const mapRange = (values: Range, f: (value: number) => number): Range => [
  f(values[0]),
  f(values[1]),
  f(values[2]),
];
