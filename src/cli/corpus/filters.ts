/** The fixture filters `corpus list` and `corpus export` share: --rule, --tier, --kind, --valid, --invalid. */
import { UsageError } from '../_internals/errors.js';
import { ruleById } from '../../rules/catalogue/index.js';
import { SCOPES, splitId, type Fixture } from '../../corpus/types.js';

export const filterOptions = {
  rule: { type: 'string' },
  tier: { type: 'string' },
  kind: { type: 'string' },
  valid: { type: 'boolean' },
  invalid: { type: 'boolean' },
} as const;

export const filterHelp = `  --rule R     fixtures about rule R (a catalogue id, corpus/rules.json; or "showcase")
  --tier T     must, may or lint
  --kind K     ${SCOPES.join(', ')} (the fixture's scope: stream = the mixed stream and JSON text)
  --valid      only fixtures expected valid
  --invalid    only fixtures expected invalid`;

export interface FilterValues {
  readonly rule?: string;
  readonly tier?: string;
  readonly kind?: string;
  readonly valid?: boolean;
  readonly invalid?: boolean;
}

export function fixtureFilter(values: FilterValues): (fixture: Fixture) => boolean {
  const { rule, tier, kind } = values;
  if (rule !== undefined && rule !== 'showcase' && !ruleById.has(rule)) throw new UsageError(`--rule ${rule}: not a rule id of the catalogue (corpus/rules.json)`);
  if (tier !== undefined && !['must', 'may', 'lint'].includes(tier)) throw new UsageError(`--tier ${tier}: expected must, may or lint`);
  if (kind !== undefined && !(SCOPES as readonly string[]).includes(kind)) throw new UsageError(`--kind ${kind}: expected one of ${SCOPES.join(', ')}`);
  if (values.valid === true && values.invalid === true) throw new UsageError('--valid and --invalid exclude each other');
  return (fixture) => {
    const parts = splitId(fixture.id);
    if (rule !== undefined && !(rule === 'showcase' ? parts.rule === 'showcase' : fixture.rules.includes(rule))) return false;
    if (tier !== undefined && fixture.tier !== tier) return false;
    if (kind !== undefined && parts.scope !== kind) return false;
    if (values.valid === true && !fixture.expect.valid) return false;
    if (values.invalid === true && fixture.expect.valid) return false;
    return true;
  };
}
