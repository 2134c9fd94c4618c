/**
 * Command-line values checked against what exists, the same way in every command: a value outside a closed
 * list, an unknown rule or fixture id, and a --rule / --id glob that matches nothing are usage errors that
 * name the nearest ids ("did you mean ..."). The rule catalogue's ids are checked in ruleGlobs.ts, which
 * loads the catalogue; these checks load nothing.
 */
import { globMismatch } from '../../runner/globMismatch.js';
import { alternatives } from '../../support/glob.js';
import { didYouMean } from '../../support/suggest.js';
import { UsageError } from '../terminal/errors.js';

/** `value` must be one of `allowed`. */
export function oneOfChoice<T extends string>(option: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(
    `${option} must be one of ${allowed.join(', ')}; got ${JSON.stringify(value)}${didYouMean(value, allowed)}`,
  );
}

/** Every value of a repeatable option (commas separate values too) must be one of `allowed`. */
export function choices<T extends string>(
  option: string,
  values: readonly string[] | undefined,
  allowed: readonly T[],
): T[] {
  return alternatives(values ?? []).map((value) => oneOfChoice(option, value, allowed));
}

/**
 * Each alternative of `patterns` (globs or exact ids) must match at least one of `ids`; else a usage error
 * with the nearest ids or id globs.
 */
export function checkGlobs(
  option: string,
  patterns: readonly string[] | undefined,
  ids: readonly string[],
  what: string,
): void {
  const mismatch = globMismatch(option, patterns, ids, what);
  if (mismatch !== undefined) throw new UsageError(mismatch);
}
