/**
 * Subjects that leave processes behind: every subject runs in a process group of its own, the group is
 * ended when the subject is done, and nothing holding the subject's stdout (in the group or out of it with
 * setsid) keeps the run waiting past a short grace after the subject exited. No process is left behind.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { ExecSubject } from '../../src/runner/subjects/exec.js';
import { StreamSubject } from '../../src/runner/subjects/stream.js';
import { ending, killMarked, marked, markProcesses, noOrphans } from './_orphans.js';
import { ensureBuilt, outcomes, shellSubjectCommand, sixCases, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
afterEach(() => killMarked(mark));

const run = (subject: StreamSubject | ExecSubject, cases = sixCases(4)) =>
  runConformance({ subject, cases, scope: [], level: 'verdict', corpusDigest: 'test' });
const allPass = (report: { cases: readonly { id: string; outcome: string }[] }): void =>
  expect(new Set(Object.values(outcomes(report.cases)))).toEqual(new Set(['pass']));

describe('process groups and held pipes', () => {
  it('stream: a detached grandchild (setsid) holding stdout neither holds the run nor outlives it', async () => {
    const subject = new StreamSubject({
      command: `setsid sleep 45 & ${subjectCommand('well-behaved.mjs')}`,
      name: 's',
      timeoutMs: 3000,
      maxRestarts: 2,
    });
    const { report, warnings, exitCode } = await run(subject);
    allPass(report);
    // It exited 0 at EOF and was taken at its word: had the runner waited for the sleeper's hold on stdout,
    // the 2 s end-of-input grace would have run out with "did not exit within 2000 ms".
    expect(warnings).toEqual([]);
    expect(exitCode).toBe(0);
    await noOrphans(mark);
  });

  it('stream: a subject whose shell exits at once, leaving `setsid sleep 45` on stdout, ends the run without waiting for it', async () => {
    const subject = new StreamSubject({
      command: 'setsid sleep 45 & exit 0',
      name: 's',
      timeoutMs: 3000,
      maxRestarts: 2,
      startupGraceMs: 3000,
    });
    const { report, exitCode, verdict } = await run(subject, sixCases(2));
    expect(report.cases[0]!.actual.message).toMatch(/^the subject exited with code 0 before answering/);
    expect(exitCode).toBe(2);
    expect(verdict).toMatch(/restarted more than 2 times|answered no case/);
    await noOrphans(mark);
  });

  it('exec: a detached grandchild holding stdout does not turn a prompt exit into a timeout', async () => {
    const subject = new ExecSubject({
      command: `setsid sleep 45 & ${subjectCommand('exec.mjs')}`,
      name: 'e',
      timeoutMs: 5000,
      concurrency: 2,
    });
    const { report } = await run(subject);
    allPass(report); // each a verdict from the exit status, none a timeout while the sleeper held stdout
    await noOrphans(mark);
  });

  it('exec: a child in the same group holding stdout ends with the subject; the verdict is the exit status', async () => {
    const subject = new ExecSubject({
      command: `sleep 30 & ${subjectCommand('exec.mjs')}`,
      name: 'e',
      timeoutMs: 5000,
      concurrency: 2,
    });
    const { report } = await run(subject);
    allPass(report);
    expect(report.cases.map((result) => result.actual.message)).toEqual([undefined, undefined, undefined, undefined]);
    await noOrphans(mark);
  });

  it('stream: a child left in the group after a timeout is killed with it', async () => {
    // The shell subject: case-1 and case-3 (after the restart) must be answered within timeout + grace of a start.
    const subject = new StreamSubject({
      command: `sleep 40 & ${shellSubjectCommand('hangs.sh', '--on', 'case-2')}`,
      name: 's',
      timeoutMs: 300,
      maxRestarts: 3,
      startupGraceMs: 2000,
    });
    const { report } = await run(subject, sixCases(3));
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'pass', 'case-2': 'timeout', 'case-3': 'pass' });
    await noOrphans(mark);
  });

  // Issue 27: with its stdio on /dev/null a detached grandchild holds no pipe, so nothing waited for it; exec
  // left one per case. Checked while the run is still going (the next case), not only after it.
  it('exec: a setsid grandchild with stdio on /dev/null is ended with its case, before the next case starts', async () => {
    const seen: number[] = [];
    const subject = new ExecSubject({
      command: `setsid sleep 300 </dev/null >/dev/null 2>&1 & ${subjectCommand('exec.mjs')}`,
      name: 'e',
      timeoutMs: 5000,
      concurrency: 1,
    });
    const { report } = await runConformance({
      subject,
      cases: sixCases(3),
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
      onResult: () => seen.push(marked(mark).filter((line) => line.includes('sleep 300')).length),
    });
    allPass(report);
    expect(seen).toEqual([0, 0, 0]);
    await noOrphans(mark);
  });

  it('stream: a setsid grandchild with stdio on /dev/null does not outlive the run', async () => {
    const subject = new StreamSubject({
      command: `setsid sleep 300 </dev/null >/dev/null 2>&1 & ${subjectCommand('well-behaved.mjs')}`,
      name: 's',
      timeoutMs: 3000,
      maxRestarts: 2,
    });
    const { report } = await run(subject);
    await subject.close();
    allPass(report);
    await noOrphans(mark);
  });
});

describe("the orphan check's reading of /proc", () => {
  const stat = (state: string, flags: number): string =>
    `4242 (sleep (x) 45) ${state} 1 4242 4242 0 -1 ${flags} 100 0 0 0 0 0 0 0 20 0 1 0 5000`;
  const status = (pending: string, shared: string): string =>
    `Name:\tsleep\nState:\tS (sleeping)\nSigPnd:\t${pending}\nShdPnd:\t${shared}\nSigBlk:\t0000000000000000\n`;
  const none = '0000000000000000';

  it('a live process with no SIGKILL pending is left behind; a zombie, an exiting one or one with SIGKILL pending is ending', () => {
    expect(ending(stat('S', 0x400000), status(none, none))).toBe(false);
    expect(ending(stat('R', 0x400000), status(none, '0000000000004000'))).toBe(false); // SIGTERM only: may be caught
    expect(ending(stat('Z', 0x400000), status(none, none))).toBe(true);
    expect(ending(stat('R', 0x400004), status(none, none))).toBe(true); // PF_EXITING
    expect(ending(stat('S', 0x400000), status('0000000000000100', none))).toBe(true);
    expect(ending(stat('D', 0x400000), status(none, '0000000000000100'))).toBe(true);
  });
});
