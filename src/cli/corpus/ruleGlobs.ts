/**
 * --rule: globs over the rule catalogue's ids, checked like every other id option (choices.ts). Apart from
 * choices.ts because it loads the catalogue: a command line without --rule does not wait for it.
 */
import { catalogue } from '../../rules/catalogue/index.js';
import { alternatives, globToRegExp } from '../../support/glob.js';
import { checkGlobs } from '../options/choices.js';

/** Rule ids a --rule may name: the catalogue, and `showcase` (the realistic valid objects). */
export const ruleIds = (): string[] => [...catalogue.map((rule) => rule.id), 'showcase'];

/** A --rule option: globs over rule ids; the regular expression, or undefined when none is given. */
export function ruleGlobs(patterns: readonly string[] | undefined): RegExp | undefined {
  if (patterns === undefined || alternatives(patterns).length === 0) return undefined;
  checkGlobs(
    '--rule',
    patterns,
    ruleIds(),
    'rule id of the catalogue (corpus/rules.json; `cdm-conformance rules` lists them)',
  );
  return globToRegExp(patterns);
}
