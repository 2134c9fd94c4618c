/**
 * Small, hand-written RunReports for the report suites: every Outcome appears, with real catalogue rule ids
 * so categories and may decisions resolve as in a real run.
 */
import type { CaseResult, Outcome, RuleResult, RunReport } from '../../../src/report/model/index.js';
import { OUTCOMES } from '../../../src/runner/score.js';

type CaseInput = Partial<CaseResult> & Pick<CaseResult, 'id' | 'rule' | 'outcome'>;

export function makeCase(input: CaseInput): CaseResult {
  const expectedValid = input.expected?.valid ?? false;
  return {
    rules: [input.rule],
    tier: 'must',
    kind: 'entity',
    origin: 'corpus',
    expected: { valid: expectedValid, errors: [] },
    actual: { valid: null, errors: [] },
    levels: { verdict: input.outcome === 'pass', rule: null, path: null },
    durationMs: 12.5,
    ...input,
  };
}

const ENTITY_AFFILIATION = { rule: 'Affiliation.closed-vocabulary', path: '/affiliation' };

/** One case per Outcome, plus may cases and a lint case. */
export const cases: CaseResult[] = [
  makeCase({
    id: 'entity/Affiliation.closed-vocabulary/ally',
    rule: 'Affiliation.closed-vocabulary',
    outcome: 'pass',
    expected: { valid: false, errors: [ENTITY_AFFILIATION] },
    actual: { valid: false, errors: [{ ...ENTITY_AFFILIATION, message: 'not an Affiliation' }] },
    levels: { verdict: true, rule: true, path: true },
  }),
  makeCase({
    id: 'entity/Entity.additional-properties/extra-key',
    rule: 'Entity.additional-properties',
    outcome: 'false-accept',
    expected: { valid: false, errors: [{ rule: 'Entity.additional-properties', path: '/extra' }] },
    actual: { valid: true, errors: [] },
    levels: { verdict: false, rule: false, path: false },
  }),
  makeCase({
    id: 'entity/Entity.additional-properties/two-extra-keys',
    rule: 'Entity.additional-properties',
    outcome: 'wrong-rule',
    expected: {
      valid: false,
      errors: [
        { rule: 'Entity.additional-properties', path: '/a' },
        { rule: 'Entity.additional-properties', path: '/b' },
      ],
    },
    actual: { valid: false, errors: [{ rule: 'Entity.type', path: '', message: 'wrong reason' }] },
    levels: { verdict: true, rule: false, path: false },
  }),
  makeCase({
    id: 'track/Track.samples.order/equal-timestamps',
    rule: 'Track.samples.order',
    kind: 'track',
    outcome: 'false-reject',
    expected: { valid: true, errors: [] },
    actual: {
      valid: false,
      errors: [{ rule: 'Track.samples.order', path: '/samples/1/observed_at', message: 'not increasing' }],
    },
    levels: { verdict: false, rule: false, path: false },
  }),
  makeCase({
    id: 'entity/Timestamp.format/no-millis',
    rule: 'Timestamp.format',
    outcome: 'error',
    expected: { valid: false, errors: [{ rule: 'Timestamp.format', path: '/valid_from' }] },
    actual: { valid: null, errors: [], message: 'subject exited with code 3\u0000 <boom> & "quotes"' },
  }),
  makeCase({
    id: 'entity/Timestamp.format/leap-day',
    rule: 'Timestamp.format',
    outcome: 'timeout',
    expected: { valid: false, errors: [{ rule: 'Timestamp.format', path: '/valid_from' }] },
    actual: { valid: null, errors: [], message: 'no answer in 5000 ms' },
    durationMs: 5000,
  }),
  makeCase({
    id: 'stream/json.duplicate-key/text-level',
    rule: 'Position.lat.range',
    kind: null,
    outcome: 'skipped',
    actual: { valid: null, errors: [], message: 'module subjects cannot see JSON text' },
  }),
  makeCase({
    id: 'entity/Position.lon.range/181',
    rule: 'Position.lon.range',
    outcome: 'expected-failure',
    expected: { valid: false, errors: [{ rule: 'Position.lon.range', path: '/position/lon' }] },
    actual: { valid: true, errors: [] },
  }),
  makeCase({
    id: 'entity/Position.lon.range/-181',
    rule: 'Position.lon.range',
    outcome: 'unexpected-pass',
    expected: { valid: false, errors: [{ rule: 'Position.lon.range', path: '/position/lon' }] },
    actual: { valid: false, errors: [{ rule: 'Position.lon.range', path: '/position/lon' }] },
    levels: { verdict: true, rule: true, path: true },
  }),
  makeCase({
    id: 'entity/lint.Position.null-island/zero-zero',
    rule: 'lint.Position.null-island',
    tier: 'lint',
    outcome: 'pass',
    expected: { valid: true, errors: [] },
    actual: { valid: true, errors: [] },
    levels: { verdict: true, rule: true, path: true },
  }),
  // may: the reference rejects duplicate keys; this subject accepts them (false-accept, never scored).
  makeCase({
    id: 'stream/json.duplicate-key/entity-type-twice',
    rule: 'json.duplicate-key',
    tier: 'may',
    kind: null,
    outcome: 'false-accept',
    expected: { valid: false, errors: [{ rule: 'json.duplicate-key', path: '/entity_type' }] },
    actual: { valid: true, errors: [] },
  }),
  makeCase({
    id: 'entity/UUID.uppercase/upper',
    rule: 'UUID.uppercase',
    tier: 'may',
    outcome: 'pass',
    expected: { valid: true, errors: [] },
    actual: { valid: true, errors: [] },
    levels: { verdict: true, rule: true, path: true },
  }),
];

const rule = (
  id: string,
  tier: RuleResult['tier'],
  category: string,
  counts: Partial<RuleResult>,
  status: RuleResult['status'],
): RuleResult => ({
  id,
  tier,
  category,
  cases: 0,
  passed: 0,
  falseAccepts: 0,
  falseRejects: 0,
  wrongReasons: 0,
  errors: 0,
  ...counts,
  status,
});

export const rules: RuleResult[] = [
  rule('Affiliation.closed-vocabulary', 'must', 'closed-vocabulary', { cases: 1, passed: 1 }, 'pass'),
  rule(
    'Entity.additional-properties',
    'must',
    'undeclared-key',
    { cases: 2, falseAccepts: 1, wrongReasons: 1 },
    'fail',
  ),
  rule('Entity.entity_id.required', 'must', 'required-length-range-format', {}, 'untested'),
  rule('Position.lat.range', 'must', 'required-length-range-format', { cases: 1 }, 'untested'),
  rule('Position.lon.range', 'must', 'required-length-range-format', { cases: 2, passed: 1, falseAccepts: 1 }, 'fail'),
  rule('Timestamp.format', 'must', 'required-length-range-format', { cases: 2, errors: 2 }, 'fail'),
  rule('Track.samples.order', 'must', 'track-sample-order', { cases: 1, falseRejects: 1 }, 'fail'),
  rule('UUID.uppercase', 'may', 'stated-elsewhere', { cases: 1, passed: 1 }, 'reported'),
  rule('json.duplicate-key', 'may', 'stated-elsewhere', { cases: 1, falseAccepts: 1 }, 'reported'),
  rule('lint.Position.null-island', 'lint', 'stated-elsewhere', { cases: 1, passed: 1 }, 'pass'),
];

export function makeReport(
  overrides: {
    percent?: number;
    conformant?: boolean | null;
    complete?: boolean;
    cases?: CaseResult[];
    rules?: RuleResult[];
  } = {},
): RunReport {
  const theCases = overrides.cases ?? cases;
  const outcomes = Object.fromEntries(
    OUTCOMES.map((outcome) => [outcome, theCases.filter((c) => c.tier !== 'may' && c.outcome === outcome).length]),
  ) as Record<Outcome, number>;
  return {
    header: {
      runner: '0.1.0',
      contract: '3.0.0',
      corpusDigest: 'sha256:0123456789abcdef',
      subject: { mode: 'stream', target: 'python3 validator.py --stream', name: 'python <partial> | "demo"' },
      startedAt: '2024-03-01T12:00:00.000Z',
      durationMs: 2345,
      subjectMs: 2100,
    },
    summary: {
      level: 'rule',
      conformant: overrides.conformant === undefined ? false : overrides.conformant,
      complete: overrides.complete ?? true,
      outcomes,
      mustRules: { total: 5, passing: 1, untested: 2 },
      percent: overrides.percent ?? 20,
    },
    rules: overrides.rules ?? rules,
    cases: theCases,
  };
}
