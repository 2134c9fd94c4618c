/**
 * `cdm-conformance run` interrupted (SIGINT, SIGTERM), as users do it: the subjects' process groups are
 * killed, the exec temp folder is removed, no report is written and an earlier one is removed, exit 130/143.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killMarked, markProcesses, noOrphans } from '../runner/_orphans.js';
import { BIN, ensureBuilt, ROOT, REPORT_FOLDER_FILES, staleReportFolder } from './_support.js';

beforeAll(() => ensureBuilt(), 120_000);
const mark = markProcesses();
// The tests run side by side: the orphan check waits for all of them, then clears what a failure left.
afterAll(() => noOrphans(mark).finally(() => killMarked(mark)));
const scratch = mkdtempSync(join(tmpdir(), 'run-interrupt-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RULES = 'Position.lat.*'; // a handful of fixtures: quick runs
const REPORTS = REPORT_FOLDER_FILES;
const staleOut = (name: string): string => staleReportFolder(scratch, name);

/** Wait until `file` exists (the subject says it has started), checking every 20 ms; a loaded CI machine may take a while to get there. */
async function appears(file: string, withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.concurrent('run, interrupted', () => {
  it.each([
    ['SIGINT', 'exec', 130],
    ['SIGTERM', 'exec', 143],
    ['SIGTERM', 'stream', 143],
  ] as const)('%s during an %s run: subjects killed, temp folder removed, no report and no stale one, exit %i', async (signal, mode, code) => {
    const ready = join(scratch, `ready-${signal}-${mode}`);
    const temp = join(scratch, `tmp-${signal}-${mode}`);
    mkdirSync(temp);
    const out = staleOut(`interrupted-${signal}-${mode}`);
    const subject = mode === 'exec' ? `cat {file} >/dev/null; touch '${ready}'; exec sleep 60` : `touch '${ready}'; exec sleep 60`;
    const child = spawn(process.execPath, [BIN, 'run', `--${mode}`, subject, '--rule', RULES, '--timeout', '60000', '-j', '2', '--out', out], {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: temp, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.resume();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status)));
    await appears(ready);
    const sent = performance.now();
    child.kill(signal);
    expect(await exited).toBe(code);
    expect(performance.now() - sent).toBeLessThan(5000); // the clean-up waits on nothing the subject controls
    // Which earlier files were still there to remove depends on how far the run got; what must hold is that
    // the line says no report was written and that nothing of the earlier run is left to pass for this one.
    const last = stderr.trim().split('\n').at(-1)!;
    expect(last.startsWith(`cdm-conformance: interrupted by ${signal}: no report written`), last).toBe(true);
    expect(last).toMatch(/^[^\n]*(; the earlier report files in .* \([a-z., ]+\) were removed so they cannot pass for this run's)?$/);
    expect(readdirSync(out)).toEqual([]);
    expect(readdirSync(temp)).toEqual([]); // the exec temp folder is gone
    
  });
});

