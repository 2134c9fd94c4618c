/** Matching levels, outcomes and --rule-map translation. */
import { describe, expect, it } from 'vitest';
import { isFailure, judgeLevels, matchCase, primaryRule } from '../../src/runner/match.js';
import { parseRuleMap } from '../../src/runner/ruleMap.js';
import type { Case, SubjectVerdict } from '../../src/report/model/index.js';

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
const validCase: Case = {
  ...invalidCase,
  id: 'entity/showcase/vessel',
  rules: [],
  expect: { valid: true, errors: [] },
};

const answered = (
  valid: boolean,
  errors: SubjectVerdict extends infer V ? (V extends { errors?: infer E } ? E : never) : never = [],
): SubjectVerdict => ({ status: 'answered', valid, errors, durationMs: 1 });

describe('levels', () => {
  it('verdict, rule and path: each needs the one before', () => {
    const expected = invalidCase.expect;
    expect(judgeLevels(expected, false, [{ rule: 'Position.lat.range', path: '/position/lat' }])).toEqual({
      verdict: true,
      rule: true,
      path: true,
    });
    expect(judgeLevels(expected, false, [{ rule: 'Position.lat.range', path: '/lat' }])).toEqual({
      verdict: true,
      rule: true,
      path: false,
    });
    expect(judgeLevels(expected, false, [{ rule: 'Position.lon.range', path: '/position/lat' }])).toEqual({
      verdict: true,
      rule: false,
      path: false,
    });
    expect(judgeLevels(expected, true, [])).toEqual({ verdict: false, rule: false, path: false });
  });

  it('extra errors are allowed; missing rule ids or paths make a level unjudgeable (null)', () => {
    const expected = invalidCase.expect;
    expect(
      judgeLevels(expected, false, [
        { rule: 'X', path: '' },
        { rule: 'Position.lat.range', path: '/position/lat' },
      ]).path,
    ).toBe(true);
    expect(judgeLevels(expected, false, [])).toEqual({ verdict: true, rule: null, path: null });
    expect(judgeLevels(expected, false, [{ rule: 'Position.lat.range' }])).toEqual({
      verdict: true,
      rule: true,
      path: null,
    });
    expect(judgeLevels(expected, false, [{ path: '/position/lat' }])).toEqual({
      verdict: true,
      rule: null,
      path: null,
    });
  });

  it('accepting a valid object is right at every level', () => {
    expect(judgeLevels(validCase.expect, true, [])).toEqual({ verdict: true, rule: true, path: true });
  });
});

describe('outcomes', () => {
  const at = (testCase: Case, verdict: SubjectVerdict, level: 'verdict' | 'rule' | 'path' = 'verdict') =>
    matchCase(testCase, verdict, { level }).outcome;

  it('false accept, false reject, pass', () => {
    expect(at(invalidCase, answered(true))).toBe('false-accept');
    expect(at(validCase, answered(false))).toBe('false-reject');
    expect(at(invalidCase, answered(false))).toBe('pass');
  });

  it('a refusal for the wrong rule is wrong-rule, for the right rule at the wrong place wrong-path, never a false accept', () => {
    expect(at(invalidCase, answered(false, [{ rule: 'Other.rule', path: '/position/lat' }]), 'rule')).toBe(
      'wrong-rule',
    );
    expect(at(invalidCase, answered(false, [{ rule: 'Other.rule', path: '/position/lat' }]), 'path')).toBe(
      'wrong-rule',
    );
    expect(at(invalidCase, answered(false, [{ path: '/position/lat' }]), 'rule')).toBe('wrong-rule'); // no rule id at all
    expect(at(invalidCase, answered(false, [{ rule: 'Position.lat.range', path: '/x' }]), 'rule')).toBe('pass');
    expect(at(invalidCase, answered(false, [{ rule: 'Position.lat.range', path: '/x' }]), 'path')).toBe('wrong-path');
    expect(at(invalidCase, answered(false, [{ rule: 'Position.lat.range' }]), 'path')).toBe('wrong-path'); // no path at all
    expect(at(invalidCase, answered(true, []), 'path')).toBe('false-accept');
    expect(isFailure('wrong-rule') && isFailure('wrong-path')).toBe(true);
  });

  it('errors, timeouts and skips pass through with their message', () => {
    const error = matchCase(invalidCase, { status: 'error', message: 'boom', durationMs: 2 }, { level: 'verdict' });
    expect([error.outcome, error.actual, error.levels]).toEqual([
      'error',
      { valid: null, errors: [], message: 'boom' },
      { verdict: false, rule: null, path: null },
    ]);
    expect(at(invalidCase, { status: 'timeout', durationMs: 5 })).toBe('timeout');
    expect(at(invalidCase, { status: 'skipped', message: 'text-level', durationMs: 0 })).toBe('skipped');
  });

  it('a failing case keeps what it is about and the text that was sent; a passing one does not', () => {
    const failing = matchCase(invalidCase, answered(true), { level: 'verdict' });
    expect(failing.outcome).toBe('false-accept');
    expect([failing.description, failing.text]).toEqual(['lat above 90', '{}']);
    const passing = matchCase(invalidCase, answered(false), { level: 'verdict' });
    expect('text' in passing || 'description' in passing).toBe(false);
  });

  it('--rule-map translates the subject codes before matching; the report shows translated ids beside the codes', () => {
    const result = matchCase(invalidCase, answered(false, [{ rule: 'E_LAT', path: '/position/lat' }]), {
      level: 'path',
      ruleMap: new Map([['E_LAT', 'Position.lat.range']]),
    });
    expect(result.outcome).toBe('pass');
    expect(result.actual.errors).toEqual([{ rule: 'Position.lat.range', path: '/position/lat', code: 'E_LAT' }]);
  });

  it('a pattern rule map tells a generic code apart by where it points (and, when given, the kind)', () => {
    const ruleMap = parseRuleMap({
      'undeclared key': [
        { path: '/samples/*/{key}', rule: 'TrackSample.additional-properties' },
        { path: '/position/{key}', rule: 'Position.additional-properties' },
        { path: '/{key}', kind: 'track', rule: 'Track.additional-properties' },
        { path: '/{key}', kind: 'entity', rule: 'Entity.additional-properties' },
      ],
      'out of range': 'Position.lat.range',
    });
    const trackCase: Case = {
      ...invalidCase,
      id: 'track/TrackSample.additional-properties/x',
      kind: 'track',
      rules: ['TrackSample.additional-properties'],
      expect: { valid: false, errors: [{ rule: 'TrackSample.additional-properties', path: '/samples/0/speed' }] },
    };
    const sample = matchCase(trackCase, answered(false, [{ rule: 'undeclared key', path: '/samples/0/speed' }]), {
      level: 'path',
      ruleMap,
    });
    expect([sample.outcome, sample.actual.errors[0]!.rule]).toEqual(['pass', 'TrackSample.additional-properties']);
    const root = matchCase(
      { ...trackCase, expect: { valid: false, errors: [{ rule: 'Track.additional-properties', path: '/extra' }] } },
      answered(false, [{ rule: 'undeclared key', path: '/extra' }]),
      { level: 'path', ruleMap },
    );
    expect(root.actual.errors[0]!.rule).toBe('Track.additional-properties');
    const entityRoot = matchCase(invalidCase, answered(false, [{ rule: 'undeclared key', path: '/extra' }]), {
      level: 'rule',
      ruleMap,
    });
    expect(entityRoot.actual.errors[0]!.rule).toBe('Entity.additional-properties');
    // No pattern fits: the code stays as the subject wrote it (and is counted as unknown).
    const nowhere = matchCase(invalidCase, answered(false, [{ rule: 'undeclared key', path: '/a/b/c' }]), {
      level: 'rule',
      ruleMap,
    });
    expect([nowhere.outcome, nowhere.actual.errors[0]!.rule]).toEqual(['wrong-rule', 'undeclared key']);
    expect(
      matchCase(invalidCase, answered(false, [{ rule: 'out of range', path: '/position/lat' }]), {
        level: 'path',
        ruleMap,
      }).outcome,
    ).toBe('pass');
  });

  it('a rule map names what is wrong with it', () => {
    expect(() => parseRuleMap(['E'])).toThrow(/expected a JSON object/);
    expect(() => parseRuleMap({ E: 'No.such.rule' })).toThrow(
      /"E" maps to "No.such.rule", which is not a catalogue rule id/,
    );
    expect(() => parseRuleMap({ E: [] })).toThrow(/non-empty array/);
    expect(() => parseRuleMap({ E: [{ path: 'samples', rule: 'Track.additional-properties' }] })).toThrow(
      /is not a JSON Pointer pattern/,
    );
    expect(() => parseRuleMap({ E: [{ path: '', rule: 'Track.additional-properties', kind: 'ship' }] })).toThrow(
      /"kind" must be one of/,
    );
    expect(() => parseRuleMap({ E: [{ path: '', rule: 'Track.additional-properties', where: 1 }] })).toThrow(
      /unknown member "where"/,
    );
  });

  it('scores a case under its first rule, or a pseudo-rule for valid objects about none', () => {
    expect(primaryRule(invalidCase)).toBe('Position.lat.range');
    expect(primaryRule(validCase)).toBe('showcase');
    expect(primaryRule({ rules: [], origin: 'generated' })).toBe('generated.valid');
  });
});
