/**
 * Coverage: every must rule has, in every place the catalogue lists, an invalid fixture the reference
 * rejects for that rule alone, and at least one valid boundary fixture; every place of every rule
 * (may and lint too) has a fixture.
 */
import { describe, expect, it } from 'vitest';
import { corpusCoverage, coverageGaps } from '../../src/corpus/coverage.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { splitId, type Fixture } from '../../src/corpus/types.js';
import { committedFixtures } from '../_support/corpus.js';

const fixtures = committedFixtures();
const coverage = corpusCoverage(fixtures, catalogue);

describe('corpus coverage of the rule catalogue', () => {
  it('covers every rule of the catalogue', () => {
    expect(coverage.filter((rule) => rule.fixtures === 0).map((rule) => rule.rule)).toEqual([]);
  });

  it('has, for every must rule, an isolated invalid fixture in every place and a valid boundary fixture; a fixture at every place', () => {
    expect(coverageGaps(coverage)).toEqual([]);
  });

  it('proves the corpus counts the issue asks for', () => {
    const must = coverage.filter((rule) => rule.tier === 'must');
    expect(must.length).toBeGreaterThan(300);
    expect(must.every((rule) => rule.invalid > 0 && rule.boundaryValid)).toBe(true);
  });
});

describe('a wrong refusal is caught in every place', () => {
  it('every must rule has a valid must-tier fixture naming it in every kind the rule applies to', () => {
    const missing = catalogue
      .filter((rule) => rule.tier === 'must')
      .flatMap((rule) =>
        Object.keys(rule.places)
          .filter(
            (scope) =>
              !fixtures.some(
                (fixture) =>
                  fixture.expect.valid &&
                  fixture.tier === 'must' &&
                  fixture.rules.includes(rule.id) &&
                  splitId(fixture.id).scope === scope,
              ),
          )
          .map((scope) => `${rule.id} ${scope}`),
      );
    expect(missing).toEqual([]);
  });

  it('coverageGaps names a kind without a valid boundary fixture (the check is not vacuous)', () => {
    const rule = catalogue.find((entry) => entry.id === 'VerticalReference.closed-vocabulary')!;
    const withoutTrack: Fixture[] = fixtures.filter(
      (fixture) => !(fixture.expect.valid && splitId(fixture.id).scope === 'track' && fixture.rules.includes(rule.id)),
    );
    expect(coverageGaps(corpusCoverage(withoutTrack, [rule]))).toEqual([
      'VerticalReference.closed-vocabulary: no valid boundary fixture in track',
    ]);
  });
});
