/**
 * runConformance and a subject whose close() fails: the run's promise rejects with that error, for the caller
 * (runSuite, a library user's own Subject) to handle. The close runs while the report is scored and drafted,
 * and its promise is awaited only after that, so a close that fails at once must not be left unhandled in the
 * meantime: Node would end the process (unhandledRejection) before the caller could catch anything.
 */
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import type { Subject } from '../../src/runner/subjects/subject.js';
import { sixCases } from './_support.js';

/** Answers every case valid; its close() fails as soon as it is called (say, a temporary folder it cannot remove). */
const failingClose = (): Subject => ({
  mode: 'module',
  target: 'in-process',
  name: 'failing-close',
  concurrency: 1,
  judge: async () => ({ status: 'answered', valid: true, errors: [], durationMs: 0 }),
  fatal: () => undefined,
  close: async () => {
    throw new Error('close failed: the temporary folder could not be removed');
  },
});

describe('a subject whose close() fails', () => {
  it('rejects the run with its error, and leaves no rejection unhandled meanwhile', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown): void => void unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const run = runConformance({
        subject: failingClose(),
        cases: sixCases(2),
        scope: [],
        level: 'verdict',
        corpusDigest: 'test',
      });
      await expect(run).rejects.toThrow('close failed: the temporary folder could not be removed');
      // Node reports an unhandled rejection once the turn it happened in is over: let a few more go by.
      for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', note);
    }
    expect(unhandled.map(String)).toEqual([]);
  });
});
