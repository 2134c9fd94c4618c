/**
 * One run session (runner/plan.ts, runner/session.ts): a run is planned once (cases, level, shard, rule map,
 * baseline) and a subject run against the plan; `run`, `compare` and runSuite are callers of the two, so an
 * option is checked the same way whichever of them is given it.
 */
import { describe, expect, it } from 'vitest';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { notRun, wasNotRun } from '../../src/runner/notRun.js';
import { planRun } from '../../src/runner/plan.js';
import { checkPlanOptions, levelOf, PlanError } from '../../src/runner/planOptions.js';
import { runPlan } from '../../src/runner/session.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { runSuite } from '../../src/runner/suite.js';
import { cliInProcess, expectOneErrorLine } from '../cli/_support.js';

const LAT = 'entity/Position.lat.*';

describe('planRun', () => {
  it('picks the cases, deals the shard and records it among the filters', async () => {
    const whole = await planRun({ ids: [LAT], level: 'rule' });
    const half = await planRun({ ids: [LAT], shard: '2/2' });
    expect(whole.level).toBe('rule');
    expect(whole.cases.length).toBeGreaterThan(2);
    expect(half.cases.map((c) => c.id)).toEqual(whole.cases.filter((_, i) => i % 2 === 1).map((c) => c.id));
    expect(half.filters).toEqual([
      { option: '--id', values: [LAT] },
      { option: '--shard', values: ['2/2'] },
    ]);
    // The shard records the whole plan it was dealt from, so a merge can tell a lost or doubled case.
    expect(half.shard).toMatchObject({ index: 2, count: 2, planned: { cases: whole.cases.length } });
  });

  it.each([
    [{ level: 'loose' as never }, /^--level must be one of verdict, rule, path; got "loose"/],
    [{ shard: '3/2' }, /^--shard: I must be 1 to 2, got 3/],
    [{ ids: ['no/such/case'] }, /^--id "no\/such\/case" matches no fixture id of the corpus/],
    [{ baseline: { file: 'b', entries: [], update: true }, maxFail: 2 }, /cannot be combined with --max-fail/],
    [{ baseline: { file: 'b', entries: [] }, shard: '1/2' }, /--baseline applies to the whole suite/],
  ])('refuses %j with one PlanError line', async (options, message) => {
    const error = await planRun(options).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlanError);
    expect((error as Error).message).toMatch(message);
  });

  it('checks what needs no corpus before loading it (checkPlanOptions), the level with a suggestion', () => {
    expect(levelOf(undefined)).toBe('verdict');
    expect(() => levelOf('rules')).toThrow(/got "rules".*did you mean .*rule/);
    expect(checkPlanOptions({ level: 'path', shard: '1/3' })).toEqual({ level: 'path', shard: { index: 1, count: 3 } });
  });
});

describe('runPlan and its callers', () => {
  it('runs a subject against a plan; runSuite gives the same report', async () => {
    const plan = await planRun({ ids: [LAT], level: 'path' });
    const direct = await runPlan(plan, ModuleSubject.fromValue(validate));
    const suite = await runSuite(ModuleSubject.fromValue(validate), { ids: [LAT], level: 'path' });
    expect(direct.exitCode).toBe(0);
    expect(direct.report.summary.level).toBe('path');
    expect(suite.report.cases.map((c) => [c.id, c.outcome])).toEqual(direct.report.cases.map((c) => [c.id, c.outcome]));
  });

  it('runSuite checks the level as run does (it used to run any string as a level)', async () => {
    const error = await runSuite(ModuleSubject.fromValue(validate), { ids: [LAT], level: 'loose' as never }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PlanError);
  });

  it('run and compare refuse a bad --level with the same line', async () => {
    const run = await cliInProcess(['run', '--reference', '--level', 'loose']);
    const compare = await cliInProcess(['compare', '--reference', '--module', 'x.mjs', '--level', 'loose']);
    expect([run.code, compare.code]).toEqual([2, 2]);
    const reason = (stderr: string): string => expectOneErrorLine(stderr).replace(/ \(see .*--help\)$/, '');
    expect(reason(compare.stderr)).toBe(reason(run.stderr));
    expect(expectOneErrorLine(run.stderr)).toMatch(/--level must be one of verdict, rule, path; got "loose"/);
  });
});

describe('"not run"', () => {
  it('is built in one place: skipped when the run stopped, an error when the subject gave up', () => {
    expect(notRun('--max-fail 3 reached')).toEqual({
      status: 'skipped',
      message: 'not run: --max-fail 3 reached',
      durationMs: 0,
    });
    expect(notRun('the subject gave up', 'error').status).toBe('error');
    expect(wasNotRun({ outcome: 'skipped', actual: { valid: null, errors: [], message: 'not run: x' } } as never)).toBe(
      true,
    );
    expect(wasNotRun({ outcome: 'skipped', actual: { valid: null, errors: [], message: 'may tier' } } as never)).toBe(
      false,
    );
  });
});
