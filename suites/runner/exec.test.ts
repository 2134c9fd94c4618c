/** --exec subjects: one process per case, the verdict in the exit status, errors from stdout. */
import { beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { ExecSubject } from '../../src/runner/subjects/exec.js';
import type { Case } from '../../src/report/model/index.js';
import { caseOf, ensureBuilt, outcomes, sixCases, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());

/**
 * A valid and an invalid case: sixCases repeats the same two texts, so more cases would only start the
 * subject (a Node process per case) again for answers already given; the first test keeps four at once.
 */
const TWO = sixCases(2);

async function runExec(
  command: string,
  cases: readonly Case[] = sixCases(4),
  level: 'verdict' | 'rule' | 'path' = 'verdict',
) {
  const subject = new ExecSubject({ command, name: 'exec', timeoutMs: 3000, concurrency: 4 });
  const outcome = await runConformance({ subject, cases, scope: [], level, corpusDigest: 'test' });
  expect(outcome.report.cases).toHaveLength(cases.length);
  return outcome;
}

describe('exec subjects', () => {
  it('text on stdin: exit 0 / 1 are verdicts, stdout errors give rule and path level', async () => {
    const { report, exitCode } = await runExec(subjectCommand('exec.mjs'), sixCases(4), 'path');
    expect(Object.values(outcomes(report.cases))).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(report.cases[1]!.levels).toEqual({ verdict: true, rule: true, path: true });
    expect(exitCode).toBe(0);
  });

  it('{file} is replaced by a file holding the exact text, {kind} and CDM_KIND by the kind', async () => {
    // Without object_kind the case only validates against its kind: proof the kind reached the subject.
    const text =
      '{"entity_id":"6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d","entity_type":"PLATFORM","affiliation":"NEUTRAL","valid_from":"2024-03-01T12:00:00.000Z","source":{"adapter":"a","adapter_version":"1.0.0","system":"AIS","synthetic":false},"source_ids":[{"system":"AIS","external_id":"1"}]}';
    const cases = [caseOf('kinded', text, 'entity'), caseOf('dup', '{"object_kind":"entity","object_kind":"entity"}')];
    expect(cases[0]!.expect.valid).toBe(true);
    const { report } = await runExec(`${subjectCommand('exec.mjs')} --kind-was={kind} {file}`, cases, 'rule');
    expect(outcomes(report.cases)).toEqual({ kinded: 'pass', dup: 'pass' });
    expect(report.cases[1]!.actual.errors.map((error) => error.rule)).toContain('json.duplicate-key');
  });

  it('an exit status other than 0 or 1 is an error, with what the subject wrote to stderr', async () => {
    const { report } = await runExec(subjectCommand('exec.mjs', '--mode', 'crash', '--on', '"entity_id"'), TWO);
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'error', 'case-2': 'pass' });
    expect(report.cases[0]!.actual.message).toBe(
      'the subject exited with code 3; stderr: segmentation fault (pretend)',
    );
  });

  it('death by a signal is an error', async () => {
    const { report } = await runExec(subjectCommand('exec.mjs', '--mode', 'signal'), TWO);
    expect(new Set(Object.values(outcomes(report.cases)))).toEqual(new Set(['error']));
    expect(report.cases[0]!.actual.message).toMatch(/killed by SIGKILL/);
  });

  it('a subject that never exits times out and is killed', async () => {
    const subject = new ExecSubject({
      command: subjectCommand('exec.mjs', '--mode', 'hang'),
      name: 'exec',
      timeoutMs: 1000,
      concurrency: 2,
    });
    const { report, exitCode } = await runConformance({
      subject,
      cases: sixCases(2),
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
    });
    expect(Object.values(outcomes(report.cases))).toEqual(['timeout', 'timeout']);
    expect(exitCode).toBe(2);
  });

  it('stdout saying valid while the exit status says invalid is an error', async () => {
    const { report } = await runExec(subjectCommand('exec.mjs', '--mode', 'mismatch'), TWO);
    expect(report.cases[1]!.outcome).toBe('error');
    expect(report.cases[1]!.actual.message).toBe('stdout says valid: true but the exit status is 1');
  });

  it('stdout that is not JSON is no verdict: an error naming the convention', async () => {
    const { report } = await runExec(subjectCommand('exec.mjs', '--mode', 'garbage'), TWO, 'rule');
    expect(report.cases.map((result) => result.outcome)).toEqual(['error', 'error']);
    expect(report.cases[1]!.actual.message).toMatch(
      /^the subject exited with code 1 without printing its verdict \(one JSON object \{"valid": true\|false/,
    );
  });

  it('with exit-code verdicts, stdout that is not JSON is ignored: the exit status alone is the verdict', async () => {
    const subject = new ExecSubject({
      command: subjectCommand('exec.mjs', '--mode', 'garbage'),
      name: 'e',
      timeoutMs: 5000,
      concurrency: 2,
      verdicts: 'exit-code',
    });
    const { report } = await runConformance({ subject, cases: TWO, scope: [], level: 'rule', corpusDigest: 'test' });
    expect(report.header.verdicts).toBe('exit-code');
    expect(report.cases.map((result) => [result.outcome, result.levels.rule])).toEqual([
      ['pass', true],
      ['wrong-rule', null], // rejected, but no rule ids: rule level cannot pass
    ]);
  });
});
