/**
 * `cdm-conformance run` interrupted (SIGINT, SIGTERM), as users do it: the subjects' process groups are
 * killed, the exec temp folder is removed, the report of what ran is written marked interrupted (partial,
 * never certifying; the cases in flight are "not run", not failures), every earlier report file is replaced,
 * exit 130/143. A second signal exits at once and leaves either no report or this run's whole one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import type { Readable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killMarked, markProcesses, noOrphans } from '../runner/_orphans.js';
import { REPORT_FOLDER_FILES, staleReportFolder } from './_reportFolder.js';
import { BIN, ensureBuilt, ROOT } from './_support.js';
import type { RunReport } from '../../src/report/model/index.js';
import { committedFixtures } from '../_support/corpus.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
// The tests run side by side: the orphan check waits for all of them, then clears what a failure left.
afterAll(() => noOrphans(mark).finally(() => killMarked(mark)));
const scratch = mkdtempSync(join(tmpdir(), 'run-interrupt-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RULES = 'Position.lat.*'; // a few dozen fixtures: quick runs
/** How many cases RULES selects: the corpus grows, the run's count follows it. */
const CASES = committedFixtures().filter((fixture) =>
  fixture.rules.some((rule) => rule.startsWith('Position.lat.')),
).length;
const SUBJECTS = join(ROOT, 'suites/runner/_subjects');
const staleOut = (name: string): string => staleReportFolder(scratch, name);

/**
 * Resolves once `count` files whose names start with `prefix` are in `dir` (each hung subject makes one), on
 * the folder's change events; rejects if the process `exited` first. No clock: the test's timeout bounds it.
 */
function hungIn(dir: string, prefix: string, count: number, exited: Promise<unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const enough = (): boolean => readdirSync(dir).filter((name) => name.startsWith(prefix)).length >= count;
    const watcher = watch(dir, () => {
      if (!enough()) return;
      watcher.close();
      resolve();
    });
    void exited.then(() => {
      watcher.close();
      if (enough()) resolve();
      else reject(new Error(`the run ended before ${count} ${prefix}* files appeared in ${dir}`));
    });
    if (enough()) {
      watcher.close();
      resolve();
    }
  });
}

/**
 * Resolves once `text()` (what `stream` has brought so far) includes `what`, checked as each chunk arrives;
 * rejects if the stream ends without it.
 */
function said(stream: Readable, text: () => string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (!text().includes(what)) return;
      stream.off('data', check);
      resolve();
    };
    stream.on('data', check);
    stream.once('end', () => reject(new Error(`never said ${JSON.stringify(what)}: ${text()}`)));
    check();
  });
}

/**
 * Exec: the first two processes answer "invalid" at once, every later one makes a ready file and hangs;
 * with -j 2, two hung processes mean exactly two answered cases and two in flight. Stream (-j 1): one
 * process answers two requests, then hangs on the third.
 */
function subjectArgs(mode: 'exec' | 'stream', dir: string): string[] {
  if (mode === 'stream')
    return [
      '--stream',
      `node ${join(SUBJECTS, 'answers-then-hangs.mjs')} --answer 2 --ready ${join(dir, 'ready')}`,
      '-j',
      '1',
    ];
  const hang = `touch '${dir}/ready.'$$; exec sleep 600`;
  return [
    '--exec',
    `cat {file} >/dev/null; if mkdir '${dir}/a' 2>/dev/null || mkdir '${dir}/b' 2>/dev/null; then echo '{"valid":false}'; exit 1; fi; ${hang}`,
    '-j',
    '2',
  ];
}

function start(
  mode: 'exec' | 'stream',
  name: string,
): {
  dir: string;
  temp: string;
  out: string;
  child: ReturnType<typeof spawn>;
  output: { stdout: string; stderr: string };
  exited: Promise<number | null>;
} {
  const dir = join(scratch, name);
  const temp = join(dir, 'tmp');
  mkdirSync(temp, { recursive: true });
  const out = staleOut(`reports-${name}`);
  const child = spawn(
    process.execPath,
    [BIN, 'run', ...subjectArgs(mode, dir), '--rule', RULES, '--timeout', '60000', '--out', out],
    {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: temp, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = { stdout: '', stderr: '' };
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status)));
  return { dir, temp, out, child, output, exited };
}

describe.concurrent('run, interrupted', () => {
  it.each([
    ['SIGINT', 'exec', 130],
    ['SIGTERM', 'exec', 143],
    ['SIGTERM', 'stream', 143],
  ] as const)(
    '%s during an %s run: subjects killed, temp folder removed, the report of what ran marked interrupted replaces every earlier file, exit %i',
    async (signal, mode, code) => {
      const run = start(mode, `${signal}-${mode}`);
      await hungIn(run.dir, 'ready.', mode === 'exec' ? 2 : 1, run.exited);
      run.child.kill(signal);
      // The clean-up waits on nothing the subject controls: the hung subjects sleep past the test's timeout.
      expect(await run.exited, run.output.stderr).toBe(code);
      expect(readdirSync(run.temp)).toEqual([]); // the exec temp folder is gone

      // Every report file is this run's (none of the earlier "an earlier run" files is left), and no temporary one.
      expect(readdirSync(run.out).sort()).toEqual([...REPORT_FOLDER_FILES].sort());
      for (const file of REPORT_FOLDER_FILES)
        expect(readFileSync(join(run.out, file), 'utf8'), file).not.toBe('an earlier run');
      const report = JSON.parse(readFileSync(join(run.out, 'report.json'), 'utf8')) as RunReport;
      expect(report.summary).toMatchObject({ interrupted: signal, complete: false });
      expect(report.summary.conformant).not.toBe(true);
      expect(report.summary.partial).toContain(`interrupted (${signal})`);
      // Two cases answered; the ones in flight and the ones never started are "not run", never failures.
      const answered = report.cases.filter((result) => result.outcome !== 'skipped');
      expect(answered).toHaveLength(2);
      expect(answered.every((result) => result.actual.valid !== null)).toBe(true);
      const notRun = report.cases.filter((result) => result.outcome === 'skipped');
      expect(notRun).toHaveLength(report.cases.length - 2);
      for (const result of notRun) expect(result.actual.message).toBe(`not run: interrupted by ${signal}`);
      expect(report.summary.outcomes.error + report.summary.outcomes.timeout).toBe(0);

      // The headline says so everywhere: summary.md, the console, the badge (grey or red, never green).
      expect(readFileSync(join(run.out, 'summary.md'), 'utf8')).toMatch(
        new RegExp(`^\\*\\*(PASS|FAIL) \\(partial: interrupted \\(${signal}\\), \\d+ of \\d+ must rules\\)\\*\\*`, 'm'),
      );
      expect(run.output.stdout).toMatch(new RegExp(`(PASS|FAIL) \\(partial: interrupted \\(${signal}\\)`));
      const badge = readFileSync(join(run.out, 'badge.svg'), 'utf8');
      expect(badge).toMatch(/partial/);
      expect(badge).not.toContain('#97ca00');
      expect(readFileSync(join(run.out, 'report.html'), 'utf8')).toContain(`interrupted (${signal})`);
      const last = run.output.stderr.trim().split('\n').at(-1)!;
      expect(last).toMatch(
        new RegExp(
          `^cdm-conformance: interrupted by ${signal} after 2 of ${CASES} cases: (PASS|FAIL) \\(partial: interrupted \\(${signal}\\)`,
        ),
      );
    },
  );

  it("a second signal during the clean-up exits at once: no report, or this run's whole one; never an earlier one, never a temporary file", async () => {
    const run = start('exec', 'twice');
    await hungIn(run.dir, 'ready.', 2, run.exited);
    run.child.kill('SIGINT');
    // The second one once the first is being handled (two signals sent back to back may arrive as one).
    await said(run.child.stderr!, () => run.output.stderr, 'interrupted by SIGINT: ');
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(130);
    expect(readdirSync(run.temp)).toEqual([]);
    const left = readdirSync(run.out).sort();
    if (left.length > 0) {
      expect(left).toEqual([...REPORT_FOLDER_FILES].sort());
      expect(JSON.parse(readFileSync(join(run.out, 'report.json'), 'utf8')).summary.interrupted).toBe('SIGINT');
    }
    // Which line ends it depends on whether the clean-up was still going (the handler itself is proven below).
    const last = run.output.stderr.trim().split('\n').at(-1)!;
    expect(last).toMatch(
      /^cdm-conformance: (interrupted again by SIGINT: exiting at once; (no report written|the report files in .* are this run's)|interrupted by SIGINT after 2 of \d+ cases: .*)$/,
    );
  });
});

/** A process whose first-signal clean-up never ends (or ends the backstop test): the handler alone. */
function handlerProcess(withinMs: number): {
  child: ReturnType<typeof spawn>;
  stderr: () => string;
  exited: Promise<number | null>;
} {
  const script = `
    import { onInterrupt } from ${JSON.stringify(join(ROOT, 'dist/cli/session/interrupt.js'))};
    onInterrupt({ first: (signal) => process.stderr.write('first ' + signal + '\\n'), again: (signal, slow) => process.stderr.write('again ' + signal + ' ' + slow + '\\n'), withinMs: ${withinMs} });
    setInterval(() => {}, 1000); // the clean-up that does not end
    process.stderr.write('ready\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return {
    child,
    stderr: () => stderr,
    exited: new Promise((resolve) => child.once('exit', (status) => resolve(status))),
  };
}

describe.concurrent('the interrupt handler', () => {
  it("a second signal while the first one's clean-up runs exits at once, with the second one's code", async () => {
    const host = handlerProcess(60_000);
    await said(host.child.stderr!, host.stderr, 'ready');
    host.child.kill('SIGINT');
    await said(host.child.stderr!, host.stderr, 'first SIGINT');
    host.child.kill('SIGTERM');
    // At once: the backstop (60 s, past the test's timeout) would have said 'again SIGINT true'.
    expect(await host.exited).toBe(143);
    expect(host.stderr()).toBe('ready\nfirst SIGINT\nagain SIGTERM false\n');
  });

  it('a clean-up that outlasts its bound exits as a second signal would, saying it was slow', async () => {
    const host = handlerProcess(300);
    await said(host.child.stderr!, host.stderr, 'ready');
    host.child.kill('SIGINT');
    expect(await host.exited).toBe(130);
    expect(host.stderr()).toBe('ready\nfirst SIGINT\nagain SIGINT true\n');
  });
});

describe('compare, interrupted', () => {
  it("SIGINT stops every subject at once (no process left), removes the exec temp folder, says which reports are this run's, exit 130", async () => {
    const dir = join(scratch, 'compare');
    const temp = join(dir, 'tmp');
    mkdirSync(temp, { recursive: true });
    const hang = `cat {file} >/dev/null; touch '${dir}/ready.'$$; exec sleep 600`;
    const child = spawn(
      process.execPath,
      [
        BIN,
        'compare',
        '--exec',
        'quick=exit 1',
        '--exec',
        `slow=${hang}`,
        '--rule',
        RULES,
        '--timeout',
        '60000',
        '--out',
        join(dir, 'out'),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, TMPDIR: temp, NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout!.resume();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status)));
    await hungIn(dir, 'ready.', 1, exited);
    child.kill('SIGINT');
    expect(await exited, stderr).toBe(130);
    expect(readdirSync(temp)).toEqual([]);
    expect(stderr.trim().split('\n').at(-1)).toBe(
      `cdm-conformance: interrupted by SIGINT: subjects stopped, no comparison written; this run's reports: ${join(dir, 'out', 'quick')}`,
    );
  });
});
