/**
 * Answers that cannot stand: a request answered twice (the same or a contradicting verdict), exec stdout
 * whose "valid" is no boolean, two JSON verdict objects on exec stdout. Each is an error with a message,
 * never silently accepted or dropped. Plus the give-up rule of exec mode and --max-fail's exact bound.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { ExecSubject } from '../../src/runner/subjects/exec.js';
import { StreamSubject } from '../../src/runner/subjects/stream.js';
import { isFailure } from '../../src/runner/match.js';
import { killMarked, markProcesses, noOrphans } from './_orphans.js';
import { caseOf, ensureBuilt, ENTITY_TEXT, outcomes, sixCases, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
afterEach(() => killMarked(mark));

const runWith = (subject: StreamSubject | ExecSubject, cases = sixCases(4), maxFail?: number) =>
  runConformance({
    subject,
    cases,
    scope: [],
    level: 'verdict',
    corpusDigest: 'test',
    ...(maxFail === undefined ? {} : { maxFail }),
  });

describe('a request answered twice', () => {
  it.each(['same', 'contradict'])(
    'stream, %s answer again: that case is an error saying so, the others pass',
    async (mode) => {
      const subject = new StreamSubject({
        command: subjectCommand('twice.mjs', '--mode', mode, '--on', 'case-2'),
        name: 's',
        timeoutMs: 2000,
        maxRestarts: 2,
      });
      const { report } = await runWith(subject);
      expect(outcomes(report.cases)).toEqual({
        'case-1': 'pass',
        'case-2': 'error',
        'case-3': 'pass',
        'case-4': 'pass',
      });
      expect(report.cases[1]!.actual.message).toMatch(
        /answered this request twice; the second answer: "\{\\"id\\":\\"case-2\\"/,
      );
    },
  );

  it('stream, the last request answered twice: caught after the end of input too', async () => {
    const subject = new StreamSubject({
      command: subjectCommand('twice.mjs', '--mode', 'contradict', '--on', 'case-4'),
      name: 's',
      timeoutMs: 2000,
      maxRestarts: 2,
    });
    const { report } = await runWith(subject);
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'pass', 'case-2': 'pass', 'case-3': 'pass', 'case-4': 'error' });
  });

  it('stream, answered again only after the end of input (while the run scores): the case and the scores say so', async () => {
    const subject = new StreamSubject({
      command: subjectCommand('twice.mjs', '--mode', 'contradict', '--at', 'end', '--on', 'case-1'),
      name: 's',
      timeoutMs: 2000,
      maxRestarts: 2,
    });
    const { report, exitCode } = await runWith(subject);
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'error', 'case-2': 'pass', 'case-3': 'pass', 'case-4': 'pass' });
    expect(report.summary.outcomes).toMatchObject({ pass: 3, error: 1 });
    expect(report.rules.find((rule) => rule.id === report.cases[0]!.rule)?.errors).toBe(1);
    expect(exitCode).toBe(1);
  });
});

describe('exec stdout that cannot be the verdict', () => {
  const execWith = (script: string) =>
    new ExecSubject({ command: `node -e '${script}'`, name: 'e', timeoutMs: 3000, concurrency: 2 });

  it('"valid": "yes" is an error, not a verdict', async () => {
    const { report } = await runWith(execWith('console.log(JSON.stringify({ valid: "yes", errors: [] }))'), [
      caseOf('v', ENTITY_TEXT),
    ]);
    expect(report.cases[0]!.outcome).toBe('error');
    expect(report.cases[0]!.actual.message).toBe('stdout\'s "valid" is "yes", not true or false');
  });

  it('two JSON objects (contradicting verdicts) are an error naming both', async () => {
    const { report } = await runWith(
      execWith('console.log(JSON.stringify({ valid: true })); console.log(JSON.stringify({ valid: false }))'),
      [caseOf('v', ENTITY_TEXT)],
    );
    expect(report.cases[0]!.outcome).toBe('error');
    expect(report.cases[0]!.actual.message).toMatch(
      /^stdout holds 2 JSON objects \("\{\\"valid\\":true\}", "\{\\"valid\\":false\}"\); the exec convention allows one verdict object$/,
    );
  });

  it('"errors" that is not an array is an error', async () => {
    const { report } = await runWith(execWith('console.log(JSON.stringify({ valid: true, errors: "none" }))'), [
      caseOf('v', ENTITY_TEXT),
    ]);
    expect(report.cases[0]!.actual.message).toBe('stdout\'s "errors" is "none", not an array');
  });
});

describe('exec give-up rule', () => {
  it('a subject that hangs on every case costs three timeouts, not one per case', async () => {
    const subject = new ExecSubject({
      command: subjectCommand('exec.mjs', '--mode', 'hang'),
      name: 'e',
      timeoutMs: 300,
      concurrency: 2,
    });
    const { report, exitCode, verdict } = await runWith(subject, sixCases(40));
    expect(exitCode).toBe(2);
    expect(verdict).toMatch(/timed out on its first 3 cases without answering any/);
    expect(report.cases.filter((result) => result.outcome === 'timeout').length).toBeLessThanOrEqual(3);
    expect(report.cases.at(-1)!.actual.message).toMatch(/^not run: /);
    await noOrphans(mark);
  });

  it('one that answered before gives up after --max-restarts timeouts in a row', async () => {
    // A shell subject starts in milliseconds, so a short timeout cannot catch the first case.
    const subject = new ExecSubject({
      command: `x=$(cat); case "$x" in *HOSTILE*) exec sleep 30;; esac; echo '{"valid":true}'`,
      name: 'e',
      timeoutMs: 400,
      concurrency: 1,
      maxRestarts: 4,
    });
    const hostile = ENTITY_TEXT.replace(/"affiliation":"[A-Z]+"/, '"affiliation":"HOSTILE"');
    const cases = [caseOf('first', ENTITY_TEXT), ...Array.from({ length: 12 }, (_, i) => caseOf(`h${i}`, hostile))];
    const { report, verdict } = await runWith(subject, cases);
    expect(report.cases[0]!.outcome).toBe('pass');
    expect(report.cases.filter((result) => result.outcome === 'timeout')).toHaveLength(4);
    expect(verdict).toMatch(/4 cases in a row timed out/);
  });
});

describe('--max-fail N', () => {
  it.each([1, 3])('stops at exactly %i recorded failures, whatever was in flight', async (maxFail) => {
    // Every invalid case is a false accept (the subject says valid to everything); 8 run at once.
    const subject = new ExecSubject({ command: `cat >/dev/null; exit 0`, name: 'e', timeoutMs: 3000, concurrency: 8 });
    const { report } = await runWith(subject, sixCases(30), maxFail);
    const failures = report.cases.filter((result) => isFailure(result.outcome));
    expect(failures).toHaveLength(maxFail);
    expect(report.summary.aborted).toBe(`--max-fail ${maxFail} reached`);
    expect(
      report.cases
        .filter((result) => result.outcome === 'skipped')
        .every((result) => result.actual.message === `not run: --max-fail ${maxFail} reached`),
    ).toBe(true);
  });
});
