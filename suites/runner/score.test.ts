/** Per-rule scoring, roll-ups, conformance and the baseline. */
import { describe, expect, it } from 'vitest';
import { applyBaseline, baselineHolds, parseBaseline, renderBaseline } from '../../src/runner/baseline.js';
import { matchCase } from '../../src/runner/match.js';
import { failingRules, rollUp, scoreLevels, scoreRules, summarise } from '../../src/runner/score.js';
import type { Case, CaseResult, SubjectVerdict } from '../../src/report/model/index.js';

function result(
  id: string,
  rules: string[],
  tier: Case['tier'],
  expectValid: boolean,
  said: boolean | 'error',
  kind: Case['kind'] = 'entity',
): CaseResult {
  const testCase: Case = {
    id,
    rules,
    tier,
    kind,
    text: '{}',
    expect: expectValid
      ? { valid: true, errors: [] }
      : { valid: false, errors: rules.map((rule) => ({ rule, path: '' })) },
    origin: 'corpus',
    description: id,
  };
  const verdict: SubjectVerdict =
    said === 'error'
      ? { status: 'error', message: 'crash', durationMs: 1 }
      : { status: 'answered', valid: said, durationMs: 1 };
  return matchCase(testCase, verdict, { level: 'verdict' });
}

const lat = 'Position.lat.range';
const lon = 'Position.lon.range';
const leap = 'Timestamp.leap-second';
const results = [
  result('entity/lat/a', [lat], 'must', false, false),
  result('entity/lat/b', [lat], 'must', false, true), // false accept
  result('entity/lon/a', [lon], 'must', false, false),
  result('track/lon/b', [lon], 'must', true, 'error', 'track'),
  result('entity/leap/a', [leap], 'may', true, false), // may: reported, never scored
  result('entity/showcase/a', [], 'must', true, true),
  result('entity/lint/a', ['lint.zero-as-unknown'], 'lint', true, true),
];

describe('per-rule results', () => {
  it('counts cases per rule and gives each a status', () => {
    const rows = scoreRules(results, [lat, lon, leap, 'Position.alt_m.type']);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[lat]).toMatchObject({
      tier: 'must',
      cases: 2,
      passed: 1,
      falseAccepts: 1,
      falseRejects: 0,
      errors: 0,
      status: 'fail',
    });
    expect(byId[lon]).toMatchObject({ cases: 2, passed: 1, errors: 1, status: 'fail' });
    expect(byId[leap]).toMatchObject({ tier: 'may', status: 'reported' });
    expect(byId['Position.alt_m.type']).toMatchObject({ cases: 0, status: 'untested' });
    expect(byId.showcase).toMatchObject({ tier: 'must', category: 'valid-object', status: 'pass' });
    expect(byId['lint.zero-as-unknown']).toMatchObject({ tier: 'lint', status: 'pass' });
    expect(failingRules(rows)).toEqual([lat, lon]);
  });

  it('a lint fixture the subject rejects fails its row: lint objects are valid objects', () => {
    const rows = scoreRules([result('entity/lint/a', ['lint.zero-as-unknown'], 'lint', true, false)], []);
    expect(rows[0]).toMatchObject({ status: 'fail', falseRejects: 1 });
    expect(summarise(rows, [], 'verdict').conformant).toBe(false);
  });

  it('summary: conformant only when no scored rule fails; may outcomes are not tallied', () => {
    const rows = scoreRules(results, []);
    const summary = summarise(rows, results, 'verdict');
    expect(summary.conformant).toBe(false);
    expect(summary.mustRules).toEqual({ total: 2, passing: 0, untested: 0, catalogue: 374 });
    expect(summary.outcomes).toMatchObject({ pass: 4, 'false-accept': 1, error: 1, 'false-reject': 0 });
    const good = results.filter((r) => r.outcome === 'pass');
    expect(summarise(scoreRules(good, []), good, 'verdict')).toMatchObject({ conformant: true, percent: 100 });
  });

  it('roll-ups by Errors-table category and by kind', () => {
    const rows = scoreRules(results, []);
    const { byCategory, byKind } = rollUp(rows, results);
    expect(byCategory.find((row) => row.key === 'required-length-range-format')).toMatchObject({
      rules: 2,
      failing: 2,
      cases: 4,
      falseAccepts: 1,
      errors: 1,
    });
    expect(byKind.map((row) => row.key)).toEqual(['entity', 'track']);
    expect(byKind.find((row) => row.key === 'track')).toMatchObject({ rules: 1, failing: 1, cases: 1, errors: 1 });
  });
});

describe('baseline', () => {
  const known = (entry: string): boolean => entry.startsWith('entity/') || entry.startsWith('Position.');

  it('parses ids, ignoring comments and blank lines', () => {
    expect(parseBaseline('# known\n\nentity/lat/b  # flaky parser\r\nPosition.lon.range\nentity/lat/b\n')).toEqual([
      'entity/lat/b',
      'Position.lon.range',
    ]);
  });

  it('listed failures are expected failures; the run is exactly as the baseline says', () => {
    const applied = applyBaseline(results, ['entity/lat/b', lon], 'b.txt', known);
    expect(applied.results.find((r) => r.id === 'entity/lat/b')!.outcome).toBe('expected-failure');
    expect(applied.results.find((r) => r.id === 'track/lon/b')!.outcome).toBe('expected-failure');
    expect(applied.summary).toMatchObject({ expectedFailures: 2, unexpectedPasses: [], stale: [], newFailures: [] });
    expect(baselineHolds(applied.summary)).toBe(true);
    // Expected failures still fail their rules: the subject is not conformant, only as known.
    expect(failingRules(scoreRules(applied.results, []))).toEqual([lat, lon]);
  });

  it('a listed case that passes, a listed rule that passes and an entry matching nothing all fail the run', () => {
    const applied = applyBaseline(
      results,
      ['entity/lat/a', 'lint.zero-as-unknown', 'entity/gone', 'Nope.rule', 'entity/lat/b', lon],
      'b.txt',
      known,
    );
    expect(applied.results.find((r) => r.id === 'entity/lat/a')!.outcome).toBe('unexpected-pass');
    expect(applied.summary.unexpectedPasses).toEqual(['entity/lat/a', 'lint.zero-as-unknown']);
    expect(applied.summary.stale).toEqual(['Nope.rule']); // entity/gone is a known id outside this run
    expect(baselineHolds(applied.summary)).toBe(false);
  });

  it('an unlisted failure is new', () => {
    const applied = applyBaseline(results, ['entity/lat/b'], 'b.txt', known);
    expect(applied.summary.newFailures).toEqual(['track/lon/b']);
    expect(baselineHolds(applied.summary)).toBe(false);
  });

  it('--update-baseline writes every failing scored case under its rule, and reads back the same', () => {
    const text = renderBaseline(results, 'subject');
    expect(text).toContain(`# ${lat} (1 case)\nentity/lat/b`);
    expect(parseBaseline(text)).toEqual(['entity/lat/b', 'track/lon/b']);
    const again = applyBaseline(results, parseBaseline(text), 'b.txt', known);
    expect(baselineHolds(again.summary)).toBe(true);
  });
});

describe('every level side by side', () => {
  function said(id: string, rule: string, errors: SubjectVerdict): CaseResult {
    const testCase: Case = {
      id,
      rules: [rule],
      tier: 'must',
      kind: 'entity',
      text: '{}',
      expect: { valid: false, errors: [{ rule, path: '/position/lat' }] },
      origin: 'corpus',
      description: id,
    };
    return matchCase(testCase, errors, { level: 'verdict' });
  }
  const answered = (errors: { rule?: string; path?: string }[]): SubjectVerdict => ({
    status: 'answered',
    valid: false,
    errors,
    durationMs: 1,
  });

  it('scores verdict, rule and path separately over the same answers', () => {
    const levels = scoreLevels([
      said('a', lat, answered([{ rule: lat, path: '/position/lat' }])), // right at every level
      said('b', lon, answered([{ rule: lon, path: '/wrong' }])), // right rule, wrong place
      said('c', 'Position.alt_m.type', answered([])), // rejected without saying why
      said('d', 'Entity.symbol.format', { status: 'skipped', message: 'text case', durationMs: 0 }), // not counted
    ]);
    expect(levels.verdict).toEqual({ passing: 3, total: 3, percent: 100 });
    expect(levels.rule).toEqual({ passing: 2, total: 3, percent: 66.6 });
    expect(levels.path).toEqual({ passing: 1, total: 3, percent: 33.3 });
  });

  it('an error fails its rule at every level, and may cases are not scored', () => {
    const levels = scoreLevels([
      said('a', lat, { status: 'error', message: 'crash', durationMs: 1 }),
      said('b', leap, answered([])),
    ]);
    expect(levels.verdict).toEqual({ passing: 0, total: 1, percent: 0 });
    expect(levels.path.total).toBe(1);
  });
});
