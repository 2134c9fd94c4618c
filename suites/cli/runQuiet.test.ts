/** `run --quiet`: the verdict line and where the report went, nothing else. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliInProcess } from './_support.js';

const scratch = mkdtempSync(join(tmpdir(), 'cdm-run-quiet-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('run --quiet', () => {
  it('prints the verdict and the report folder', async () => {
    const out = join(scratch, 'quiet');
    const { code, stdout } = await cliInProcess([
      'run',
      '--reference',
      '--rule',
      'Position.lat.*',
      '--out',
      out,
      '--quiet',
    ]);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^PASS \(partial/);
    expect(lines[1]).toBe(`Report: ${relative(process.cwd(), out)}`);
  });
});
