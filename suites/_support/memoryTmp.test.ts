import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderPrefix, memoryFolder, mountAllowsPrograms, removeAbandoned } from './memoryTmp.js';

const folder = mkdtempSync(join(tmpdir(), 'cdm-memory-tmp-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('memoryTmp', () => {
  // A run killed outright (SIGKILL, a CI job's time limit) never runs its teardown: its folder would hold
  // memory until the machine restarts. The next run removes it, and only the folders of runs that are gone.
  it("removes the folders of runs whose process is gone, and no other run's, a run in another pid namespace included", () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(gone.stdout);
    expect(deadPid).toBeGreaterThan(0);
    const abandoned = join(folder, `${folderPrefix(deadPid)}a1b2c3`);
    const running = join(folder, `${folderPrefix(process.pid)}d4e5f6`);
    // A container sharing /dev/shm (docker --ipc=host) numbers its processes apart: its run's id means nothing here.
    const elsewhere = join(
      folder,
      `${folderPrefix(deadPid).replace(/-(\d+)\./, (_, ns: string) => `-${Number(ns) + 1}.`)}g7h8i9`,
    );
    const unnamed = join(folder, 'cdm-conformance-tests-Q6mWgB');
    const other = join(folder, 'someone-else');
    expect(elsewhere).not.toBe(abandoned);
    for (const dir of [abandoned, running, elsewhere, unnamed, other]) {
      mkdirSync(join(dir, 'inner'), { recursive: true });
      writeFileSync(join(dir, 'inner', 'file'), 'x');
    }
    removeAbandoned(folder);
    expect(existsSync(abandoned)).toBe(false);
    expect([running, elsewhere, unnamed, other].filter((dir) => !existsSync(dir))).toEqual([]);
  });
});

describe('memoryFolder', () => {
  const mounts = (shmOptions: string): string =>
    [
      '/dev/vda / ext4 rw,relatime 0 0',
      'proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0',
      `tmpfs /dev/shm tmpfs ${shmOptions} 0 0`,
      '',
    ].join('\n');

  // The package suites run installed programs (npx cdm-conformance, an install's build tools) from TMPDIR:
  // on a memory file system mounted noexec, as hardened machines mount /dev/shm, every one would fail.
  it('leaves a memory file system mounted noexec alone', () => {
    expect(memoryFolder('/dev/shm', mounts('rw,nosuid,nodev,noexec,relatime,size=24684092k'))).toBeUndefined();
  });

  it('reads the mount table as the kernel writes it: the last mount of the deepest folder holding the candidate', () => {
    expect(mountAllowsPrograms(mounts('rw,nosuid,nodev'), '/dev/shm')).toBe(true);
    expect(mountAllowsPrograms(mounts('rw,noexec'), '/dev/shm')).toBe(false);
    expect(mountAllowsPrograms(`${mounts('rw')}tmpfs /dev/shm tmpfs rw,noexec 0 0\n`, '/dev/shm')).toBe(false);
    expect(mountAllowsPrograms(`${mounts('rw,noexec')}tmpfs /dev/shm tmpfs rw 0 0\n`, '/dev/shm')).toBe(true);
    expect(
      mountAllowsPrograms('/dev/vda / ext4 rw,noexec 0 0\ntmpfs /mnt/my\\040shm tmpfs rw 0 0\n', '/mnt/my shm'),
    ).toBe(true);
    expect(mountAllowsPrograms('/dev/vda / ext4 rw,noexec 0 0\ntmpfs /dev/shmem tmpfs rw 0 0\n', '/dev/shm')).toBe(
      false,
    );
    expect(mountAllowsPrograms('', '/dev/shm')).toBe(true); // no table to read (not Linux): statfs decides
  });
});
