/** The fixture file for a shrunk disagreement, in the corpus format (docs/fixture-format.md). */
import { verdictOfText } from '../../validation/verdict.js';
import { sentence } from '../../rules/catalogue/quote.js';
import { ruleById } from '../../rules/catalogue/index.js';
import { scopeOf, type Drawn } from '../generated.js';
import type { Case, CaseResult } from '../../report/model/index.js';
import type { Cause } from './cause.js';
import { plural } from '../../support/plural.js';

/** One line: what the subject did, with what, where, and how many generated objects showed it. */
function describe(
  testCase: Case,
  result: CaseResult,
  cause: Cause,
  scope: string,
  disagreements: number,
  seed: number,
  index: number,
): string {
  const what = testCase.expect.valid
    ? `A valid ${scope} the subject refused${cause.actual.length > 0 ? ` (${cause.actual.join(', ')})` : ''}`
    : `An invalid ${scope} the subject accepted (${cause.expected.join(', ')})`;
  return `${what}: ${result.outcome}, shrunk from ${plural(disagreements, 'generated disagreement', 'generated disagreements')} (seed ${seed}, case ${index}).`;
}

export function shrunkFixture(
  drawn: Drawn,
  testCase: Case,
  result: CaseResult,
  cause: Cause,
  disagreements: number,
  seed: number,
  index: number,
): { id: string; fixture: object } {
  const scope = scopeOf(drawn);
  // A valid object the subject rejects is about the rule it wrongly applied, when that is a catalogue rule.
  const blamed = result.actual.errors
    .map((error) => error.rule)
    .find((rule): rule is string => rule !== undefined && ruleById.has(rule));
  const rules = testCase.expect.valid ? (blamed === undefined ? [] : [blamed]) : testCase.rules;
  const directory = rules[0] ?? 'showcase';
  const id = `${scope}/${directory}/generated-${seed}-${index}`;
  const rule = rules[0] === undefined ? undefined : ruleById.get(rules[0]);
  const contract =
    rule !== undefined
      ? { section: rule.section, quote: rule.quote }
      : {
          section: 'What the service does',
          quote: [sentence('What the service does', '2. A mixed stream is validated one object at a time.')],
        };
  const warnings = testCase.expect.valid
    ? (verdictOfText(testCase.text, { ...(drawn.kind === null ? {} : { kind: drawn.kind }), lint: true }).warnings ??
      [])
    : [];
  const expect = testCase.expect.valid
    ? {
        valid: true,
        ...(warnings.length > 0 ? { warnings: warnings.map(({ rule: r, path }) => ({ rule: r, path })) } : {}),
      }
    : { valid: false, errors: testCase.expect.errors };
  const fixture = {
    id,
    description: describe(testCase, result, cause, scope, disagreements, seed, index),
    rules,
    tier: rule?.tier ?? 'must',
    kind: drawn.kind,
    contract,
    expect,
    object: drawn.value,
  };
  return { id, fixture };
}
