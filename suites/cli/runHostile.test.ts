/**
 * `cdm-conformance run` against hostile conditions, as users meet them: the subject cannot start, and a
 * subject, a --name or a baseline file writes terminal escapes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killMarked, markProcesses, noOrphans } from '../runner/_orphans.js';
import { subjectCommand } from '../runner/_support.js';
import { staleReportFolder } from './_reportFolder.js';
import { BIN, ensureBuilt, expectOneErrorLine, ROOT } from './_support.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
// The tests run side by side: the orphan check waits for all of them, then clears what a failure left.
afterAll(() => noOrphans(mark).finally(() => killMarked(mark)));
const scratch = mkdtempSync(join(tmpdir(), 'run-hostile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RULES = 'Position.lat.*'; // a handful of fixtures: quick runs
const staleOut = (name: string): string => staleReportFolder(scratch, name);

/** The CLI run as a process without blocking this one, so the tests of this file run side by side. */
function cliAsync(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

describe.concurrent('run, a subject that cannot start', () => {
  it('prints the cause in one line and writes no certificate (and removes an earlier one)', async () => {
    const out = staleOut('cannot-start');
    const { code, stdout, stderr } = await cliAsync([
      'run',
      '--stream',
      'nonexistent-cmd-cdm-test',
      '--quiet',
      '--out',
      out,
    ]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(
      /^cdm-conformance: the subject could not be run: .*nonexistent-cmd-cdm-test.*not found.*; no report written \(the earlier report files in .* were removed\)$/,
    );
    expect(stdout).toBe('');
    expect(readdirSync(out)).toEqual([]);
  });

  it('exec: the same, at once', async () => {
    const out = join(scratch, 'cannot-start-exec');
    const { code, stderr } = await cliAsync([
      'run',
      '--exec',
      'nonexistent-cmd-cdm-test {file}',
      '--quiet',
      '--out',
      out,
    ]);
    expect(code).toBe(2);
    // "could not be started": given up on at the first 127, not after a failed case for every fixture.
    expect(expectOneErrorLine(stderr)).toMatch(
      /^cdm-conformance: the subject could not be run: the command could not be started \(.*not found\); no report written$/,
    );
    expect(existsSync(join(out, 'badge.svg'))).toBe(false);
  });
});

describe.concurrent('run: nothing from a subject, a name or a file reaches the terminal raw', () => {
  it('subject stderr, answers, --name and baseline entries are printed with their control characters escaped', async () => {
    const out = join(scratch, 'escapes');
    const baseline = join(scratch, 'baseline.txt');
    writeFileSync(baseline, 'no.such.case\u001b[2J\n');
    const { stdout, stderr } = await cliAsync(
      [
        'run',
        '--stream',
        subjectCommand('escapes.mjs'),
        '--rule',
        RULES,
        '--name',
        'evil\u001b]0;title\u0007',
        '--baseline',
        baseline,
        '--out',
        out,
      ],
      { NO_COLOR: '1' },
    );
    const printed = stdout + stderr;
    expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(stderr).toMatch(/warning: the subject exited with code 3 at the end of its input .*\\x1b\[2Jbye/);
    expect(stderr).toMatch(/no\.such\.case\\x1b\[2J/);
    expect(printed).toMatch(/evil\\(x1b|u001B)\]0;title/);
  });
});
