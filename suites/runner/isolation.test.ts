/**
 * --module subjects run in a process of their own: a module that exits, throws from a timer, leaves a
 * rejection unhandled or loops forever costs the case it was judging (error / timeout), the run finishes
 * with a report, and nothing is left running. The package's own validate takes any kind a case gives it
 * (that it is a conformant subject: suites/index.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UnknownKindError } from '../../src/rules/validate.js';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { runConformance } from '../../src/runner/run.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { killMarked, markProcesses, noOrphans } from './_orphans.js';
import { ensureBuilt, outcomes, sixCases, SUBJECTS } from './_support.js';
import { join } from 'node:path';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
afterEach(() => killMarked(mark));
// One-time misbehaviours happen once per module file name in here (hostile-modules.mjs).
const onceDir = mkdtempSync(join(tmpdir(), 'runner-once-'));
process.env.CDM_ONCE_DIR = onceDir;
afterAll(() => rmSync(onceDir, { recursive: true, force: true }));

const HOSTILE = join(SUBJECTS, 'hostile-modules.mjs');

async function runModule(name: string, cases = sixCases(4), timeoutMs = 1000, maxRestarts = 10) {
  const subject = await ModuleSubject.load({ specifier: `${HOSTILE}#${name}`, timeoutMs, maxRestarts });
  const outcome = await runConformance({ subject, cases, scope: [], level: 'verdict', corpusDigest: 'test' });
  expect(outcome.report.cases).toHaveLength(cases.length); // a finished report
  return outcome;
}

describe('a module that misbehaves costs one case, not the run', () => {
  it('process.exit(0) at case 100: that case is an error naming the exit; the run finishes', async () => {
    const { report, exitCode } = await runModule('exitsAt100', sixCases(120));
    const failed = report.cases.filter((result) => result.outcome !== 'pass');
    expect(failed.map((result) => [result.id, result.outcome])).toEqual([['case-100', 'error']]);
    expect(failed[0]!.actual.message).toMatch(/^the module's process exited with code 0 while judging this case/);
    expect(exitCode).toBe(1);
    await noOrphans(mark);
  });

  it.each([
    ['throwsFromTimer', /exited with code 1 while judging this case.*stderr: .*boom from a timer/],
    ['rejectsUnhandled', /exited with code 1 while judging this case.*stderr: .*nobody handles this/],
  ])('%s: an error with the cause from stderr, the rest pass', async (name, message) => {
    const { report } = await runModule(name);
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'pass', 'case-2': 'error', 'case-3': 'pass', 'case-4': 'pass' });
    expect(report.cases[1]!.actual.message).toMatch(message);
  });

  it('an endless synchronous loop: a timeout, the process killed and replaced', async () => {
    const { report } = await runModule('loopsForever', sixCases(4), 500);
    expect(outcomes(report.cases)).toEqual({
      'case-1': 'pass',
      'case-2': 'timeout',
      'case-3': 'pass',
      'case-4': 'pass',
    });
    expect(report.cases[1]!.actual.message).toMatch(/no result within 500 ms \(an endless loop/);
    await noOrphans(mark);
  });

  it('a child process the module started dies with its process group', async () => {
    const { report } = await runModule('leavesChild', sixCases(3), 500);
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'pass', 'case-2': 'timeout', 'case-3': 'pass' });
    await noOrphans(mark);
  });

  it('a module that dies at every case: the run gives up at --max-restarts, with a report', async () => {
    const { report, exitCode, verdict } = await runModule('alwaysExits', sixCases(10), 1000, 2);
    expect(exitCode).toBe(2);
    expect(verdict).toMatch(/restarted more than 2 times \(--max-restarts\)/);
    expect(report.cases.at(-1)!.actual.message).toMatch(/^not run: /);
    await noOrphans(mark);
  });
});

describe("the package's own validate as a module subject", () => {
  it('kind null or undefined dispatches on object_kind; an unknown kind is a clear error, never a TypeError', () => {
    const entity = JSON.parse(sixCases(1)[0]!.text) as unknown;
    expect(validate(entity, { kind: null }).valid).toBe(true);
    expect(validate(entity, { kind: undefined }).valid).toBe(true);
    expect(() => validate(entity, { kind: 'vessel' as never })).toThrow(UnknownKindError);
    expect(() => validate(entity, { kind: 'vessel' as never })).toThrow(
      /^validate: unknown kind "vessel"; expected entity, event, plan_object, track, or null \/ undefined to dispatch on object_kind$/,
    );
    expect(() => validate(entity, { kind: 7 as never })).toThrow(/unknown kind number/);
  });

  // runSuite(ModuleSubject.fromValue(validate)) over the whole corpus, as the README passes a validator, is
  // conformant at path level: suites/index.test.ts, through the package entry.
});
