/**
 * Command-line values checked against what exists, the same way in every command: a value outside a closed
 * list, an unknown rule or fixture id, and a --rule / --id glob that matches nothing are usage errors that
 * name the nearest ids ("did you mean ..."). The rule catalogue's ids are checked in ruleGlobs.ts, which
 * loads the catalogue; these checks load nothing.
 */
import { alternatives, globToRegExp, hasGlob } from '../../support/glob.js';
import { didYouMean } from '../../support/suggest.js';
import { UsageError } from './errors.js';

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

/** What a glob over ids may be meant as: the ids and each dotted prefix of them as `Prefix.*`. */
function globCandidates(ids: readonly string[]): string[] {
  const candidates = new Set(ids);
  for (const id of ids) {
    const parts = id.split(/([./])/);
    for (let end = 1; end < parts.length; end += 2) candidates.add(`${parts.slice(0, end + 1).join('')}*`);
  }
  return [...candidates];
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
  for (const pattern of alternatives(patterns ?? [])) {
    const glob = globToRegExp([pattern]);
    if (ids.some((id) => glob.test(id))) continue;
    const hint = didYouMean(pattern, hasGlob(pattern) ? globCandidates(ids) : ids);
    throw new UsageError(`${option} ${JSON.stringify(pattern)} matches no ${what}${hint}`);
  }
}
