/** The line `run` and `compare` open a subject's run with: "Running 1 case against ...", counted in words. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runningLine } from '../../src/cli/session/runCases.js';
import { cliInProcess } from './_support.js';

const scratch = mkdtempSync(join(tmpdir(), 'cdm-running-line-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const subject = { name: 'py', mode: 'exec', target: 'python3 v.py' } as const;

describe('the running line', () => {
  it('counts cases in words: 1 case, 2 cases, 0 cases', () => {
    expect(runningLine(1, subject)).toBe('Running 1 case against py (exec: python3 v.py)');
    expect(runningLine(2, subject)).toBe('Running 2 cases against py (exec: python3 v.py)');
    expect(runningLine(0, subject)).toBe('Running 0 cases against py (exec: python3 v.py)');
  });

  it('is what run prints for a run of one case', async () => {
    const { code, stderr } = await cliInProcess([
      'run',
      '--reference',
      '--id',
      'entity/AbsoluteIdentifier.uri-syntax/ontology_types.0--scheme-only',
      '--out',
      join(scratch, 'one'),
    ]);
    expect(code, stderr).toBe(0);
    expect(stderr.split('\n')[0]).toBe(
      'Running 1 case against reference (reference: cdm-conformance validate --stream)',
    );
  });
});
