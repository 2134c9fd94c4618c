/**
 * Coverage: every must rule has, in every place the catalogue lists, an invalid fixture the reference
 * rejects for that rule alone, and at least one valid boundary fixture; every place of every rule
 * (may and lint too) has a fixture.
 */
import { describe, expect, it } from 'vitest';
import { corpusCoverage, coverageGaps } from '../../src/corpus/coverage.js';
import { loadCorpus } from '../../src/corpus/load.js';
import { catalogue } from '../../src/rules/catalogue/index.js';

const coverage = corpusCoverage(loadCorpus(), catalogue);

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
