/**
 * The --rule-map hint (report/headline.ts) rests on summary.unknownRuleIds: only ids that cost a score count,
 * those of scored cases judged wrong-rule or wrong-path. Foreign ids on passing or may-tier cases raise none.
 */
import { describe, expect, it } from 'vitest';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import type { Kind } from '../../src/report/model/index.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { runSuite } from '../../src/runner/suite.js';

/** The reference's answer, with one more error of the subject's own on every refusal. */
const withOwnCode = (place: 'extra' | 'only-may') =>
  ModuleSubject.fromValue((value: unknown, { kind }: { kind?: Kind | null }) => {
    const result = validate(value, kind === null || kind === undefined ? {} : { kind });
    if (result.valid) return result;
    const own = { rule: 'acme.E42', path: '' };
    return { valid: false, errors: place === 'extra' ? [...result.errors, own] : [own] };
  });

describe('unknown rule ids', () => {
  it('an extra foreign id on cases that pass at rule level raises no hint', async () => {
    const { report, exitCode } = await runSuite(withOwnCode('extra'), { rules: ['Position.lat.*'], level: 'rule' });
    expect(exitCode).toBe(0);
    expect(report.summary.unknownRuleIds).toBeUndefined();
  });

  it('foreign ids only on may-tier cases raise no hint either', async () => {
    const { report } = await runSuite(withOwnCode('only-may'), { tiers: ['may'], level: 'rule' });
    expect(report.cases.length).toBeGreaterThan(0);
    expect(report.summary.unknownRuleIds).toBeUndefined();
  });

  it('foreign ids that cost a scored case its rule are counted, and named', async () => {
    const { report } = await runSuite(withOwnCode('only-may'), { rules: ['Position.lat.*'], level: 'rule' });
    expect(report.summary.unknownRuleIds).toEqual({ count: 1, examples: ['acme.E42'] });
  });
});
