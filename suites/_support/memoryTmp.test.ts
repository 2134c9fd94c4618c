import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeAbandoned } from './memoryTmp.js';

const folder = mkdtempSync(join(tmpdir(), 'cdm-memory-tmp-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('memoryTmp', () => {
  // A run killed outright (SIGKILL, a CI job's time limit) never runs its teardown: its folder would hold
  // memory until the machine restarts. The next run removes it, and only the folders of runs that are gone.
  it("removes the folders of runs whose process is gone, and no other run's", () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(gone.stdout);
    expect(deadPid).toBeGreaterThan(0);
    const abandoned = join(folder, `cdm-conformance-tests-${deadPid}-a1b2c3`);
    const running = join(folder, `cdm-conformance-tests-${process.pid}-d4e5f6`);
    const unnamed = join(folder, 'cdm-conformance-tests-Q6mWgB');
    const other = join(folder, 'someone-else');
    for (const dir of [abandoned, running, unnamed, other]) {
      mkdirSync(join(dir, 'inner'), { recursive: true });
      writeFileSync(join(dir, 'inner', 'file'), 'x');
    }
    removeAbandoned(folder);
    expect(existsSync(abandoned)).toBe(false);
    expect([running, unnamed, other].filter((dir) => !existsSync(dir))).toEqual([]);
  });
});
