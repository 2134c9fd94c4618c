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
