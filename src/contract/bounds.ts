/**
 * Numeric bounds as the codecs state them (CheckInfo.range): the one source for every builder and
 * violator that needs "just below the minimum" or "exactly the maximum". Never read from `demands`.
 */
import type { Described, NumericRange } from './_internals/meta.js';

/** The codec itself, or the codec inside "X or null". */
export const unwrapNullable = (codec: Described): Described =>
  codec.meta.shape === 'nullable' ? codec.meta.inner : codec;

/** The range a leaf codec states, or undefined when it states none. */
export function rangeOf(codec: Described): NumericRange | undefined {
  const meta = unwrapNullable(codec).meta;
  return meta.shape === 'leaf' ? meta.checks.find((check) => check.range !== undefined)?.range : undefined;
}

/** Whether a leaf codec states "integer". */
export function statesInteger(codec: Described): boolean {
  const meta = unwrapNullable(codec).meta;
  return meta.shape === 'leaf' && meta.checks.some((check) => check.check === 'integer');
}

/** The largest double strictly below `value`: what "< 360" admits at most (359.99999999999994). */
export function nextDown(value: number): number {
  if (value === 0) return -Number.MIN_VALUE;
  const buffer = new Float64Array([value]);
  const bits = new BigInt64Array(buffer.buffer);
  bits[0] = bits[0]! + (value > 0 ? -1n : 1n);
  return buffer[0]!;
}

/** The smallest double strictly above `value`. */
export const nextUp = (value: number): number => -nextDown(-value);
