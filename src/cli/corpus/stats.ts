/** `corpus stats`: fixtures per rule, tier and kind, and what the catalogue lacks coverage for. */
import { catalogue } from '../../rules/catalogue/index.js';
import { corpusCoverage, coverageGaps } from '../../corpus/coverage.js';
import { splitId, type Fixture } from '../../corpus/types.js';

function countBy(fixtures: readonly Fixture[], key: (fixture: Fixture) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const fixture of fixtures) counts[key(fixture)] = (counts[key(fixture)] ?? 0) + 1;
  return counts;
}

export interface CorpusStats {
  readonly fixtures: number;
  readonly tiers: Record<string, number>;
  readonly kinds: Record<string, number>;
  readonly verdicts: Record<string, number>;
  readonly showcases: number;
  readonly rules: ReadonlyArray<{
    rule: string;
    tier: string;
    fixtures: number;
    invalid: number;
    valid: number;
    places: number;
    placesCovered: number;
    boundaryValid: boolean | null;
    kinds: number;
    kindsWithValidBoundary: number | null;
  }>;
  readonly rulesWithoutFixtures: readonly string[];
  readonly gaps: readonly string[];
}

export function corpusStats(fixtures: readonly Fixture[]): CorpusStats {
  const coverage = corpusCoverage(fixtures, catalogue);
  return {
    fixtures: fixtures.length,
    tiers: countBy(fixtures, (fixture) => fixture.tier),
    kinds: countBy(fixtures, (fixture) => splitId(fixture.id).scope),
    verdicts: countBy(fixtures, (fixture) => (fixture.expect.valid ? 'valid' : 'invalid')),
    showcases: fixtures.filter((fixture) => splitId(fixture.id).rule === 'showcase').length,
    rules: coverage.map((rule) => ({
      rule: rule.rule,
      tier: rule.tier,
      fixtures: rule.fixtures,
      invalid: rule.invalid,
      valid: rule.valid,
      places: rule.places.length,
      placesCovered: rule.places.filter(
        (place) => place.fixtures.length > 0 && (rule.tier !== 'must' || place.isolatedInvalid.length > 0),
      ).length,
      // A must rule's valid boundary counts per kind: one valid entity does not prove the track place.
      boundaryValid:
        rule.tier === 'must' ? Object.values(rule.boundaryValidByScope).every((ids) => ids.length > 0) : null,
      kinds: Object.keys(rule.boundaryValidByScope).length,
      kindsWithValidBoundary:
        rule.tier === 'must' ? Object.values(rule.boundaryValidByScope).filter((ids) => ids.length > 0).length : null,
    })),
    rulesWithoutFixtures: coverage.filter((rule) => rule.fixtures === 0).map((rule) => rule.rule),
    gaps: coverageGaps(coverage),
  };
}

const pairs = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');

export function statsText(stats: CorpusStats): string {
  const must = stats.rules.filter((rule) => rule.tier === 'must');
  const mustCovered = must.filter((rule) => rule.placesCovered === rule.places && rule.boundaryValid === true).length;
  const width = Math.max(...stats.rules.map((rule) => rule.rule.length));
  const lines = [
    `${stats.fixtures} fixtures (${stats.showcases} showcases)`,
    `  by tier:    ${pairs(stats.tiers)}`,
    `  by kind:    ${pairs(stats.kinds)}`,
    `  by verdict: ${pairs(stats.verdicts)}`,
    `rules: ${stats.rules.length} in the catalogue, ${stats.rules.length - stats.rulesWithoutFixtures.length} with fixtures; must rules covered in every place (isolated invalid fixture) with a valid boundary in every kind: ${mustCovered}/${must.length}`,
    `rules without coverage: ${stats.rulesWithoutFixtures.length === 0 ? 'none' : stats.rulesWithoutFixtures.join(', ')}`,
    `coverage gaps: ${stats.gaps.length === 0 ? 'none' : ''}`,
    ...stats.gaps.map((gap) => `  ${gap}`),
    '',
    `${'rule'.padEnd(width)}  tier  fixtures  invalid  valid  places covered  kinds with a valid boundary`,
    ...stats.rules.map((rule) => {
      const kinds = rule.kindsWithValidBoundary === null ? '-' : `${rule.kindsWithValidBoundary}/${rule.kinds}`;
      return `${rule.rule.padEnd(width)}  ${rule.tier.padEnd(4)}  ${String(rule.fixtures).padStart(8)}  ${String(rule.invalid).padStart(7)}  ${String(rule.valid).padStart(5)}  ${`${rule.placesCovered}/${rule.places}`.padEnd(14)}  ${kinds}`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}
