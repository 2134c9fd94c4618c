/**
 * Mutants: the reference with one must rule switched off (its errors dropped), for every must rule in turn.
 * Run against the whole corpus, each mutant's report must fail that rule and no other. The reference
 * results are computed once per case; each mutant only filters them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/catalogue/index.js';
import type { ValidationResult } from '../../src/rules/validate.js';
import { loadCorpusCases } from '../../src/runner/cases.js';
import { matchCase } from '../../src/runner/match.js';
import { runConformance } from '../../src/runner/run.js';
import { failingRules, scoreRules } from '../../src/runner/score.js';
import { referenceResult, ReferenceSubject, withoutRules } from '../../src/runner/subjects/reference.js';
import type { Case, CaseResult, SubjectVerdict } from '../../src/report/model/index.js';

/** Must rules a mutant may survive, each with the reason. Keep empty: a surviving mutant is a corpus gap. */
const ALLOWED_SURVIVORS: Readonly<Record<string, string>> = {};

const verdictOf = (result: Pick<ValidationResult, 'valid' | 'errors'>): SubjectVerdict => ({
  status: 'answered',
  valid: result.valid,
  errors: result.errors,
  durationMs: 0,
});

let cases: readonly Case[];
let reference: ValidationResult[];
let unmutated: CaseResult[];
/** For each rule, the indexes of the cases whose reference result reports it: all a mutant can change. */
const touching = new Map<string, number[]>();

beforeAll(async () => {
  cases = (await loadCorpusCases()).cases;
  reference = cases.map((testCase) => referenceResult(testCase));
  unmutated = cases.map((testCase, i) => matchCase(testCase, verdictOf(reference[i]!), { level: 'verdict' }));
  reference.forEach((result, i) => {
    for (const rule of new Set(result.errors.map((error) => error.rule)))
      touching.set(rule, [...(touching.get(rule) ?? []), i]);
  });
});

/** The rules a mutant without `rule` fails, at verdict level, over the whole corpus. */
function mutantFails(rule: string): string[] {
  const results = [...unmutated];
  const disabled = new Set([rule]);
  for (const i of touching.get(rule) ?? [])
    results[i] = matchCase(cases[i]!, verdictOf(withoutRules(reference[i]!, disabled)), { level: 'verdict' });
  return failingRules(scoreRules(results, []));
}

describe('mutants of the reference', () => {
  it('the unmutated reference fails nothing', () => {
    expect(cases.length).toBeGreaterThan(0);
    expect(failingRules(scoreRules(unmutated, []))).toEqual([]);
  });

  it('every must-rule mutant fails its rule and no other', () => {
    const mustRules = catalogue.filter((rule) => rule.tier === 'must').map((rule) => rule.id);
    const survivors: string[] = [];
    const collateral: string[] = [];
    for (const rule of mustRules) {
      const fails = mutantFails(rule);
      if (!fails.includes(rule)) survivors.push(rule);
      const others = fails.filter((other) => other !== rule);
      if (others.length > 0) collateral.push(`${rule} also fails ${others.join(', ')}`);
    }
    const caught = mustRules.length - survivors.length;
    console.log(
      `mutants caught: ${caught}/${mustRules.length} (${((100 * caught) / mustRules.length).toFixed(1)}%)${survivors.length > 0 ? `; survivors: ${survivors.join(', ')}` : ''}`,
    );
    expect(collateral).toEqual([]);
    expect(survivors.filter((rule) => ALLOWED_SURVIVORS[rule] === undefined)).toEqual([]);
  });

  it('the disabledRules wrapper makes such a mutant, end to end through the runner', async () => {
    const rule = 'Position.lat.range';
    const subject = new ReferenceSubject({ disabledRules: [rule] });
    const about = cases.filter((testCase) => testCase.rules.some((id) => id.startsWith('Position.')));
    const { report, exitCode } = await runConformance({
      subject,
      cases: about,
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
    });
    expect(subject.name).toBe(`reference-without-${rule}`);
    expect(failingRules(report.rules)).toEqual([rule]);
    expect(
      report.cases.filter((result) => result.outcome === 'false-accept').every((result) => result.rule === rule),
    ).toBe(true);
    expect(exitCode).toBe(1);
  });
});
