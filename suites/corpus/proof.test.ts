/**
 * The corpus is proven by the reference: every committed fixture's exact text, sent as any consumer
 * sends it, gets the verdict, the error set (rule and path, order-insensitive) and, for valid fixtures,
 * the lint warnings its `expect` states.
 */
import { describe, expect, it } from 'vitest';
import { verdictOfText as validateText } from '../../src/validation/verdict.js';
import { fixtureText } from '../../src/corpus/load.js';
import { SCOPES, splitId, type ExpectedFinding, type Fixture } from '../../src/corpus/types.js';
import { committedFixtures } from '../_support/corpus.js';

const fixtures = committedFixtures();
const key = (finding: ExpectedFinding): string => `${finding.rule} ${finding.path}`;
const sorted = (list: readonly ExpectedFinding[]): string[] => list.map(key).sort();

function disagreement(fixture: Fixture): string | undefined {
  const result = validateText(fixtureText(fixture), {
    ...(fixture.kind === null ? {} : { kind: fixture.kind }),
    lint: true,
  });
  const actual = { valid: result.valid, errors: sorted(result.errors), warnings: sorted(result.warnings ?? []) };
  const wanted = fixture.expect.valid
    ? { valid: true, errors: [], warnings: sorted(fixture.expect.warnings ?? []) }
    : { valid: false, errors: sorted(fixture.expect.errors), warnings: [] };
  return JSON.stringify(actual) === JSON.stringify(wanted)
    ? undefined
    : `${fixture.id}: expected ${JSON.stringify(wanted)}, the reference says ${JSON.stringify(actual)}`;
}

describe('every fixture, through the reference', () => {
  it('has fixtures to prove (at least 1,500)', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(1500);
  });

  for (const scope of SCOPES) {
    it(`agrees on every ${scope} fixture: verdict, errors (rule and path) and warnings exactly as expected`, () => {
      const inScope = fixtures.filter((fixture) => splitId(fixture.id).scope === scope);
      expect(inScope.length).toBeGreaterThan(0);
      expect(inScope.map(disagreement).filter((problem) => problem !== undefined)).toEqual([]);
    });
  }
});
