/**
 * --module subjects that attack their host (issue 27): forged verdicts are that case's error, a module
 * whose import never ends is refused within the start-up grace and the timeout, a device is no module, and
 * a signal while a module loops at import ends the run with one line and leaves no host process behind.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { killMarked, marked, markProcesses, noOrphans } from './_orphans.js';
import { BIN, ensureBuilt, outcomes, sixCases, SUBJECTS } from './_support.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
afterEach(() => killMarked(mark));

const FORGING = join(SUBJECTS, 'forging-modules.mjs');

describe('a module forging its verdict messages', () => {
  it.each([
    ['errorsNumber', /"errors" is 5, not an array/],
    ['errorsObject', /"errors" is \{"length":2\}, not an array/],
    ['errorsHoldJunk', /"errors" holds null, not an error object/],
    ['validNotBoolean', /"valid": "yes", not true or false/],
    ['nullMessage', /the module's process sent null, not a message/],
    ['numberMessage', /the module's process sent 42, not a message/],
  ])('%s: the case is an error naming what was wrong; the run finishes', async (name, message) => {
    const subject = await ModuleSubject.load({ specifier: `${FORGING}#${name}`, timeoutMs: 2000, maxRestarts: 10 });
    const cases = sixCases(2).slice(1); // an invalid case: a forged refusal must not pass it
    const { report } = await runConformance({ subject, cases, scope: [], level: 'rule', corpusDigest: 'test' });
    expect(outcomes(report.cases)).toEqual({ 'case-2': 'error' });
    expect(report.cases[0]!.actual.message).toMatch(message);
    await noOrphans(mark);
  });
});

describe('a module that cannot be loaded in bounded time', () => {
  it.each([['import-hangs.mjs'], ['import-loops.mjs']])(
    '%s: refused after the start-up grace and the timeout, its process killed',
    async (file) => {
      const loading = ModuleSubject.load({ specifier: join(SUBJECTS, file), timeoutMs: 200, maxRestarts: 10 });
      await expect(loading).rejects.toThrow(/was not loaded within 5200 ms \(a top-level await that never settles/);
      await noOrphans(mark);
    },
  );

  it('--module /dev/zero: refused at once as not a regular file (the import would read it without end)', async () => {
    await expect(ModuleSubject.load({ specifier: '/dev/zero', timeoutMs: 200, maxRestarts: 1 })).rejects.toThrow(
      '--module /dev/zero: not a regular file',
    );
  });
});

describe('a signal while a module loops at import', () => {
  it('SIGTERM: exit 143 with one line, and no host process left spinning', async () => {
    const child = spawn(process.execPath, [BIN, 'run', '--module', join(SUBJECTS, 'import-loops.mjs')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // Wait for the module's host to exist (it is importing, and looping), then signal the runner.
    while (!marked(mark).some((line) => line.includes('moduleHost'))) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    expect([code, signal]).toEqual([143, null]);
    expect(stderr.trim().split('\n')).toEqual([
      'cdm-conformance: interrupted by SIGTERM while the subject was being made: no report written',
    ]);
    await noOrphans(mark);
  });
});
