/** The fixture filters `corpus list` and `corpus export` share: --rule, --tier, --kind, --id, --valid, --invalid. */
import { UsageError } from '../terminal/errors.js';
import { checkGlobs, oneOfChoice } from '../options/choices.js';
import { globToRegExp } from '../../support/glob.js';
import { ruleGlobs } from './ruleGlobs.js';
import { SCOPES, splitId, type Fixture } from '../../corpus/types.js';

export const filterOptions = {
  rule: { type: 'string' },
  tier: { type: 'string' },
  kind: { type: 'string' },
  id: { type: 'string', multiple: true },
  valid: { type: 'boolean' },
  invalid: { type: 'boolean' },
} as const;

export const filterHelp = `  --rule GLOB  fixtures about matching rules (* any text, ? one char, commas; a catalogue
               id of corpus/rules.json, or "showcase"), as run --rule takes it
  --tier T     must, may or lint
  --kind K     ${SCOPES.join(', ')} (the fixture's scope: stream = the mixed stream and JSON text)
  --id GLOB    fixtures with matching ids (repeatable, commas), as run --id takes it
  --valid      only fixtures expected valid
  --invalid    only fixtures expected invalid`;

export interface FilterValues {
  readonly rule?: string;
  readonly tier?: string;
  readonly kind?: string;
  readonly id?: string[];
  readonly valid?: boolean;
  readonly invalid?: boolean;
}

/** What the filters look at: a fixture, or the case made of it. */
export type Filtered = Pick<Fixture, 'id' | 'rules' | 'tier'> & { readonly expect: { readonly valid: boolean } };

/** The filter the options ask for; an --id glob matching none of `ids` (the corpus's) is a usage error, as in run. */
export function fixtureFilter(values: FilterValues, ids: readonly string[]): (fixture: Filtered) => boolean {
  const { rule, tier, kind } = values;
  checkGlobs('--id', values.id, ids, 'fixture id of the corpus');
  const idGlob = values.id === undefined || values.id.length === 0 ? undefined : globToRegExp(values.id);
  const ruleGlob = ruleGlobs(rule === undefined ? undefined : [rule]);
  if (tier !== undefined) oneOfChoice('--tier', tier, ['must', 'may', 'lint']);
  if (kind !== undefined) oneOfChoice('--kind', kind, SCOPES);
  if (values.valid === true && values.invalid === true)
    throw new UsageError('--valid and --invalid exclude each other');
  return (fixture) => {
    const parts = splitId(fixture.id);
    if (
      ruleGlob !== undefined &&
      !(ruleGlob.test('showcase') && parts.rule === 'showcase') &&
      !fixture.rules.some((id) => ruleGlob.test(id))
    )
      return false;
    if (idGlob !== undefined && !idGlob.test(fixture.id)) return false;
    if (tier !== undefined && fixture.tier !== tier) return false;
    if (kind !== undefined && parts.scope !== kind) return false;
    if (values.valid === true && !fixture.expect.valid) return false;
    if (values.invalid === true && fixture.expect.valid) return false;
    return true;
  };
}
