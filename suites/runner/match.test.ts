/** Matching levels, outcomes and --rule-map translation. */
import { describe, expect, it } from 'vitest';
import { judgeLevels, matchCase, primaryRule } from '../../src/runner/match.js';
import type { Case, SubjectVerdict } from '../../src/runner/types.js';

const invalidCase: Case = {
  id: 'entity/Position.lat.range/above-90',
  rules: ['Position.lat.range'],
  tier: 'must',
  kind: 'entity',
  text: '{}',
  expect: { valid: false, errors: [{ rule: 'Position.lat.range', path: '/position/lat' }] },
  origin: 'corpus',
  description: 'lat above 90',
};
const validCase: Case = { ...invalidCase, id: 'entity/showcase/vessel', rules: [], expect: { valid: true, errors: [] } };

const answered = (valid: boolean, errors: SubjectVerdict extends infer V ? (V extends { errors?: infer E } ? E : never) : never = []): SubjectVerdict => ({ status: 'answered', valid, errors, durationMs: 1 });

describe('levels', () => {
  it('verdict, rule and path: each needs the one before', () => {
    const expected = invalidCase.expect;
    expect(judgeLevels(expected, false, [{ rule: 'Position.lat.range', path: '/position/lat' }])).toEqual({ verdict: true, rule: true, path: true });
    expect(judgeLevels(expected, false, [{ rule: 'Position.lat.range', path: '/lat' }])).toEqual({ verdict: true, rule: true, path: false });
    expect(judgeLevels(expected, false, [{ rule: 'Position.lon.range', path: '/position/lat' }])).toEqual({ verdict: true, rule: false, path: false });
    expect(judgeLevels(expected, true, [])).toEqual({ verdict: false, rule: false, path: false });
  });

  it('extra errors are allowed; missing rule ids or paths make a level unjudgeable (null)', () => {
    const expected = invalidCase.expect;
    expect(judgeLevels(expected, false, [{ rule: 'X', path: '' }, { rule: 'Position.lat.range', path: '/position/lat' }]).path).toBe(true);
    expect(judgeLevels(expected, false, [])).toEqual({ verdict: true, rule: null, path: null });
    expect(judgeLevels(expected, false, [{ rule: 'Position.lat.range' }])).toEqual({ verdict: true, rule: true, path: null });
    expect(judgeLevels(expected, false, [{ path: '/position/lat' }])).toEqual({ verdict: true, rule: null, path: null });
  });

  it('accepting a valid object is right at every level', () => {
    expect(judgeLevels(validCase.expect, true, [])).toEqual({ verdict: true, rule: true, path: true });
  });
});

describe('outcomes', () => {
  const at = (testCase: Case, verdict: SubjectVerdict, level: 'verdict' | 'rule' | 'path' = 'verdict') => matchCase(testCase, verdict, { level }).outcome;

  it('false accept, false reject, pass', () => {
    expect(at(invalidCase, answered(true))).toBe('false-accept');
    expect(at(validCase, answered(false))).toBe('false-reject');
    expect(at(invalidCase, answered(false))).toBe('pass');
  });

  it('at rule level, rejecting for another rule is a false accept of the expected one', () => {
    expect(at(invalidCase, answered(false, [{ rule: 'Other.rule', path: '/position/lat' }]), 'rule')).toBe('false-accept');
    expect(at(invalidCase, answered(false, [{ rule: 'Position.lat.range', path: '/x' }]), 'rule')).toBe('pass');
    expect(at(invalidCase, answered(false, [{ rule: 'Position.lat.range', path: '/x' }]), 'path')).toBe('false-accept');
  });

  it('errors, timeouts and skips pass through with their message', () => {
    const error = matchCase(invalidCase, { status: 'error', message: 'boom', durationMs: 2 }, { level: 'verdict' });
    expect([error.outcome, error.actual, error.levels]).toEqual(['error', { valid: null, errors: [], message: 'boom' }, { verdict: false, rule: null, path: null }]);
    expect(at(invalidCase, { status: 'timeout', durationMs: 5 })).toBe('timeout');
    expect(at(invalidCase, { status: 'skipped', message: 'text-level', durationMs: 0 })).toBe('skipped');
  });

  it('--rule-map translates the subject codes before matching, and the report shows translated ids', () => {
    const result = matchCase(invalidCase, answered(false, [{ rule: 'E_LAT', path: '/position/lat' }]), { level: 'path', ruleMap: new Map([['E_LAT', 'Position.lat.range']]) });
    expect(result.outcome).toBe('pass');
    expect(result.actual.errors).toEqual([{ rule: 'Position.lat.range', path: '/position/lat' }]);
  });

  it('scores a case under its first rule, or a pseudo-rule for valid objects about none', () => {
    expect(primaryRule(invalidCase)).toBe('Position.lat.range');
    expect(primaryRule(validCase)).toBe('showcase');
    expect(primaryRule({ rules: [], origin: 'generated' })).toBe('generated.valid');
  });
});
