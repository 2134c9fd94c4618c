/**
 * The stream runner against misbehaving subjects: every scenario ends, with the right outcome for the
 * case that triggered it, the other cases still judged, and a complete report.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_FILES, writeReports } from '../../src/report/index.js';
import { runConformance, type RunOutcome } from '../../src/runner/run.js';
import { requestLine } from '../../src/protocol/request.js';
import { StreamSubject, type StreamOptions } from '../../src/runner/subjects/stream.js';
import { Tail } from '../../src/runner/subjects/subject.js';
import type { Case } from '../../src/report/model/index.js';
import {
  caseOf,
  ensureBuilt,
  ENTITY_TEXT,
  outcomes,
  shellSubjectCommand,
  sixCases,
  subjectCommand,
} from './_support.js';

beforeAll(() => ensureBuilt());

async function runStream(
  command: string,
  cases: readonly Case[] = sixCases(),
  options: Partial<StreamOptions> = {},
): Promise<RunOutcome & { subject: StreamSubject }> {
  const subject = new StreamSubject({
    command,
    name: 'scripted',
    timeoutMs: 1000,
    maxRestarts: 10,
    startupGraceMs: 5000,
    ...options,
  });
  const outcome = await runConformance({ subject, cases, scope: [], level: 'verdict', corpusDigest: 'test' });
  // A finished report: every case is in it, once.
  expect(outcome.report.cases.map((result) => result.id)).toEqual(cases.map((testCase) => testCase.id));
  return { ...outcome, subject };
}

/**
 * The runner's timers under the test's hand (fake setTimeout), so a timeout fires on an event, never on a
 * loaded machine's clock: `fireWhen(start, text, ms)` waits until the stderr of the start-th process holds
 * `text` (as the runner has received it), then moves the clock on by `ms`.
 */
function handClock(): { fireWhen: (start: number, text: string, ms: number) => Promise<void>; restore: () => void } {
  const stderrOf = new Map<Tail, string>();
  const starts: Tail[] = [];
  let heard = (): void => {};
  const push = Tail.prototype.push;
  vi.spyOn(Tail.prototype, 'push').mockImplementation(function (this: Tail, chunk: string) {
    push.call(this, chunk);
    if (!stderrOf.has(this)) starts.push(this);
    stderrOf.set(this, `${stderrOf.get(this) ?? ''}${chunk}`);
    heard();
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    async fireWhen(start, text, ms) {
      while (!(starts[start - 1] !== undefined && stderrOf.get(starts[start - 1]!)!.includes(text)))
        await new Promise<void>((resolve) => (heard = resolve));
      vi.advanceTimersByTime(ms);
    },
    restore() {
      vi.useRealTimers();
      vi.restoreAllMocks();
    },
  };
}

const passes = (ids: number[]): Record<string, string> => Object.fromEntries(ids.map((i) => [`case-${i}`, 'pass']));

describe('stream subjects that misbehave', () => {
  it('a well-behaved subject passes every case, the reference way', async () => {
    const { report, exitCode, subject } = await runStream(subjectCommand('well-behaved.mjs'));
    expect(outcomes(report.cases)).toEqual(passes([1, 2, 3, 4, 5, 6]));
    expect(report.cases[1]!.actual.errors.map((error) => error.rule)).toContain('Entity.entity_id.required');
    expect(report.summary.conformant).toBeNull(); // six cases: nothing failed, but a partial run certifies nothing
    expect(exitCode).toBe(0);
    expect(subject.restarts).toBe(0);
  });

  it('hangs: the case times out, the process is restarted, the rest pass', async () => {
    const { report, exitCode, subject } = await runStream(subjectCommand('hangs.mjs', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5, 6]), 'case-3': 'timeout' });
    expect(report.cases[2]!.actual.message).toMatch(/no answer within 1000 ms/);
    expect(subject.restarts).toBe(1);
    expect(exitCode).toBe(1);
  });

  it('hangs on four cases in a row after answering one: four timeouts, not a subject that cannot run', async () => {
    // Three of those starts answer nothing; a subject that has answered before still speaks the protocol.
    const clock = handClock();
    try {
      const running = runStream(shellSubjectCommand('hangs.sh', '--on', 'case-2,case-3,case-4,case-5'), sixCases(), {
        startupGraceMs: 200,
      });
      for (let start = 1; start <= 4; start += 1)
        await clock.fireWhen(start, `hanging on case-${start + 1}`, 1000 + 200);
      const { report, exitCode } = await running;
      expect(outcomes(report.cases)).toEqual({
        ...passes([1, 6]),
        'case-2': 'timeout',
        'case-3': 'timeout',
        'case-4': 'timeout',
        'case-5': 'timeout',
      });
      expect(report.summary.aborted).toBeUndefined();
      expect(exitCode).toBe(1);
    } finally {
      clock.restore();
    }
  });

  it('crashes mid-run: an error naming the exit status and stderr, then the run goes on', async () => {
    const { report } = await runStream(subjectCommand('crashes.mjs', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5, 6]), 'case-3': 'error' });
    expect(report.cases[2]!.actual.message).toMatch(/exited with code 1 before answering.*stderr:.*boom on case-3/);
  });

  it('garbage output: the case it replaces is an error, nothing else is', async () => {
    const { report, subject } = await runStream(subjectCommand('garbage.mjs', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5, 6]), 'case-3': 'error' });
    expect(report.cases[2]!.actual.message).toMatch(/not JSON/);
    expect(subject.restarts).toBe(0);
  });

  it('garbage on every line: every case is an error, and the run still ends', async () => {
    const { report, exitCode, verdict } = await runStream(subjectCommand('garbage.mjs'));
    expect(Object.values(outcomes(report.cases))).toEqual(Array(6).fill('error'));
    expect(exitCode).toBe(2);
    expect(verdict).toMatch(/the subject answered no case \(first: the subject answered with a line that is not JSON/);
  });

  it('an unknown id: an error for the case that was due', async () => {
    const { report } = await runStream(subjectCommand('wrong-ids.mjs', '--mode', 'unknown', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5, 6]), 'case-3': 'error' });
    expect(report.cases[2]!.actual.message).toMatch(/answered id "not-case-3" while "case-3" was due/);
  });

  it('answers out of order: both cases are errors, the late answer is dropped', async () => {
    const { report } = await runStream(subjectCommand('wrong-ids.mjs', '--mode', 'swap', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 5, 6]), 'case-3': 'error', 'case-4': 'error' });
    expect(report.cases[2]!.actual.message).toMatch(/out of order/);
    expect(report.cases[3]!.actual.message).toMatch(/out of order/);
  });

  it('a partial line, then silence: a timeout that shows the partial line', async () => {
    const { report } = await runStream(subjectCommand('partial.mjs', '--then', 'hang', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5, 6]), 'case-3': 'timeout' });
    expect(report.cases[2]!.actual.message).toMatch(
      /no answer within 1000 ms; it left a partial line "\{\\"id\\":\\"case-"/,
    );
  });

  it('a partial line, then exit 0: an error, and the rest still pass', async () => {
    const { report } = await runStream(subjectCommand('partial.mjs', '--then', 'exit', '--on', 'case-3'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5, 6]), 'case-3': 'error' });
    expect(report.cases[2]!.actual.message).toMatch(/exited with code 0 before answering; it left a partial line/);
  });

  it('exits 0 early: the request it left is an error, the process is restarted for the rest', async () => {
    const { report, subject } = await runStream(subjectCommand('exits-early.mjs', '--after', '2'));
    expect(outcomes(report.cases)).toEqual({ ...passes([1, 2, 4, 5]), 'case-3': 'error', 'case-6': 'error' });
    expect(report.cases[2]!.actual.message).toMatch(/exited with code 0 before answering/);
    expect(subject.restarts).toBe(1); // none after the last case
  });

  it('a non-zero exit after EOF, or no exit at all, is reported as a warning; the cases keep their outcomes', async () => {
    const clean = await runStream(subjectCommand('well-behaved.mjs'));
    expect(clean.warnings).toEqual([]);
    const failing = await runStream(`${subjectCommand('well-behaved.mjs')}; echo flush failed >&2; exit 3`);
    expect(outcomes(failing.report.cases)).toEqual(passes([1, 2, 3, 4, 5, 6]));
    expect(failing.exitCode).toBe(0);
    expect(failing.warnings).toEqual([
      expect.stringMatching(
        /^the subject exited with code 3 at the end of its input \(the protocol asks for exit 0\); stderr: flush failed$/,
      ),
    ]);
    // The 2000 ms it is given to exit pass on the hand clock once its line on stderr says it is lingering.
    const clock = handClock();
    try {
      const running = runStream(`${subjectCommand('well-behaved.mjs')}; echo lingering >&2; sleep 30`);
      await clock.fireWhen(1, 'lingering', 2000);
      const lingering = await running;
      expect(lingering.warnings).toEqual([
        expect.stringMatching(/did not exit within 2000 ms of the end of its input/),
      ]);
    } finally {
      clock.restore();
    }
  });

  it('writes to stderr only: three silent starts end the run with exit 2 and the stderr in the message', async () => {
    const clock = handClock();
    try {
      const running = runStream(shellSubjectCommand('stderr-only.sh'), sixCases(), {
        timeoutMs: 300,
        startupGraceMs: 700,
      });
      for (let start = 1; start <= 3; start += 1)
        await clock.fireWhen(start, `answer: {"id":"case-${start}"`, 300 + 700);
      const { report, exitCode, verdict } = await running;
      expect(verdict).toMatch(/does it write one answer line per request to stdout and flush it\?/);
      expect(outcomes(report.cases)).toEqual({
        'case-1': 'timeout',
        'case-2': 'timeout',
        'case-3': 'timeout',
        'case-4': 'error',
        'case-5': 'error',
        'case-6': 'error',
      });
      for (const result of report.cases.slice(0, 3))
        expect(result.actual.message).toMatch(/^no answer within 300 ms; stderr: .*answer: \{"id":"case-/);
      expect(report.cases[5]!.actual.message).toMatch(/^not run: the subject answered nothing in 3 starts in a row/);
      expect(report.summary.aborted).toMatch(/answered nothing/);
      expect(exitCode).toBe(2);
      expect(verdict).toMatch(/the run ended early/);
    } finally {
      clock.restore();
    }
  });

  it('cannot start at all: exit 2, naming the exit status and what it wrote to stderr', async () => {
    const { report, exitCode, verdict } = await runStream(shellSubjectCommand('silent-exit.sh'));
    expect(report.cases[0]!.actual.message).toMatch(
      /exited with code 3 before answering; stderr: cannot start: licence file missing/,
    );
    expect(Object.values(outcomes(report.cases))).toEqual(Array(6).fill('error'));
    expect(exitCode).toBe(2);
    expect(verdict).toMatch(
      /^the subject answered no case \(first: the subject exited with code 3 before answering; stderr: cannot start/,
    );
  });

  it('crashing on the first cases of a run is not mistaken for a subject that cannot start', async () => {
    const { report, exitCode } = await runStream(subjectCommand('crashes.mjs', '--on', 'case-1,case-2,case-3,case-4'));
    expect(outcomes(report.cases)).toEqual({
      ...passes([5, 6]),
      'case-1': 'error',
      'case-2': 'error',
      'case-3': 'error',
      'case-4': 'error',
    });
    expect(exitCode).toBe(1);
  });

  it('a command that does not exist: exit 2 at once (the shell says 127), not a hang and not ten restarts', async () => {
    const { exitCode, report, verdict, subject } = await runStream(
      '/nonexistent/subject-binary --stream',
      sixCases(12),
      { maxRestarts: 3 },
    );
    expect(exitCode).toBe(2);
    expect(report.cases[0]!.actual.message).toMatch(/exited with code 127/);
    expect(verdict).toMatch(
      /^the run ended early: the command could not be started \(the subject exited with code 127; stderr: .*not found\)$/,
    );
    expect(subject.restarts).toBe(0);
  });

  it('the restart cap ends a run that keeps crashing, with a clear message', async () => {
    const cases = sixCases(12);
    const { report, exitCode, verdict } = await runStream(subjectCommand('exits-early.mjs', '--after', '1'), cases, {
      maxRestarts: 2,
    });
    expect(verdict).toMatch(/restarted more than 2 times \(--max-restarts\)/);
    expect(report.cases.at(-1)!.actual.message).toMatch(/^not run:/);
    expect(exitCode).toBe(2);
  });

  it('several processes (-j) share the cases and keep them apart', async () => {
    const { report } = await runStream(subjectCommand('well-behaved.mjs'), sixCases(40), { processes: 3, window: 2 });
    expect(new Set(Object.values(outcomes(report.cases)))).toEqual(new Set(['pass']));
  });

  it('a text with a raw line break is skipped: one request line cannot carry it', async () => {
    const cases = [caseOf('case-1', '{\n"object_kind": "entity"}'), ...sixCases().slice(1)];
    const { report } = await runStream(subjectCommand('well-behaved.mjs'), cases);
    expect(report.cases[0]!.outcome).toBe('skipped');
    expect(report.cases[0]!.actual.message).toMatch(/raw line break/);
  });

  it('the finished report can be written whatever happened', async () => {
    const { report } = await runStream(subjectCommand('crashes.mjs', '--on', 'case-2,case-5'));
    const out = mkdtempSync(join(tmpdir(), 'runner-report-'));
    try {
      const written = await writeReports(report, out);
      expect(written.map((file) => file.slice(out.length + 1))).toEqual(REPORT_FILES);
      const saved = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
      expect(saved.summary.outcomes.error).toBe(2);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('prestart', () => {
  it('starts the first process before any case is asked, and the cases then go to that process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'runner-prestart-'));
    try {
      const starts = join(dir, 'starts');
      const subject = new StreamSubject({
        command: `echo start >> '${starts}'; exec ${subjectCommand('hello.mjs')}`,
        name: 'scripted',
        timeoutMs: 1000,
        maxRestarts: 10,
        processes: 2,
      });
      // The hello is the process saying it is up: no case has been asked yet. Awaited as it is taken.
      const helloTaken = new Promise<void>((resolve) => {
        const take = subject.hello.take.bind(subject.hello);
        subject.hello.take = (line, value) => {
          take(line, value);
          resolve();
        };
      });
      subject.prestart();
      await helloTaken;
      expect(subject.announced()?.name).toBe('scripted-validator');
      const { report } = await runConformance({
        subject,
        cases: sixCases(),
        scope: [],
        level: 'verdict',
        corpusDigest: 'test',
      });
      expect(outcomes(report.cases)).toEqual(passes([1, 2, 3, 4, 5, 6]));
      // The prestarted process and the second lane's, started by its first case: no process was started twice.
      expect(readFileSync(starts, 'utf8')).toBe('start\nstart\n');
      expect(subject.restarts).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('request lines', () => {
  it('carry the exact text, the id first and the kind when there is one', () => {
    const testCase = { ...caseOf('a/b', '{"x":1.0,"x":-0}', 'track') };
    expect(requestLine(testCase)).toBe('{"id":"a/b","kind":"track","object":{"x":1.0,"x":-0}}\n');
    expect(requestLine({ ...testCase, kind: null })).toBe('{"id":"a/b","object":{"x":1.0,"x":-0}}\n');
  });

  it('in the text form carry the exact text as an ASCII JSON string member', () => {
    const testCase = { ...caseOf('a/b', '\ufeff{"x":1.0,\n"\u00e9":-0}', 'track') };
    expect(requestLine(testCase, 'text')).toBe(
      '{"id":"a/b","kind":"track","text":"\\ufeff{\\"x\\":1.0,\\n\\"\\u00e9\\":-0}"}\n',
    );
    expect(JSON.parse(requestLine(testCase, 'text')).text).toBe(testCase.text);
  });

  it('in the text form a raw line break travels: the case is answered, not skipped', async () => {
    const pretty = JSON.stringify(JSON.parse(ENTITY_TEXT), null, 2);
    const { report } = await runStream(subjectCommand('well-behaved.mjs'), [caseOf('pretty', pretty)], {
      requestForm: 'text',
    });
    expect(outcomes(report.cases)).toEqual({ pretty: 'pass' });
  });
});
