/**
 * An id option checked against the ids that exist, the same way for every option that takes globs (--rule,
 * --id): the first alternative that matches nothing, with the nearest ids or id globs ("did you mean ...").
 */
import { alternatives, globToRegExp, hasGlob } from '../support/glob.js';
import { didYouMean } from '../support/suggest.js';

/** What a glob over ids may be meant as: the ids and each dotted prefix of them as `Prefix.*`. */
function globCandidates(ids: readonly string[]): string[] {
  const candidates = new Set(ids);
  for (const id of ids) {
    const parts = id.split(/([./])/);
    for (let end = 1; end < parts.length; end += 2) candidates.add(`${parts.slice(0, end + 1).join('')}*`);
  }
  return [...candidates];
}

/** The line saying which alternative of `patterns` matches none of `ids`; undefined when each matches one. */
export function globMismatch(
  option: string,
  patterns: readonly string[] | undefined,
  ids: readonly string[],
  what: string,
): string | undefined {
  for (const pattern of alternatives(patterns ?? [])) {
    const glob = globToRegExp([pattern]);
    if (ids.some((id) => glob.test(id))) continue;
    const hint = didYouMean(pattern, hasGlob(pattern) ? globCandidates(ids) : ids);
    return `${option} ${JSON.stringify(pattern)} matches no ${what}${hint}`;
  }
  return undefined;
}
