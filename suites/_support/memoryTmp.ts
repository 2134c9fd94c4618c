/**
 * vitest's globalSetup: the suite's temporary folders go to memory. The suites write and delete tens of
 * thousands of files (corpus copies, npm installs and git clones, report folders, subjects' case files), and
 * on a disk file system that is kernel time (journal, discard): measured with `/usr/bin/time -v npx vitest run
 * suites/package`, 46 CPU-s on /tmp against 28 on /dev/shm with the npm cache copied there too
 * (suites/package/_support.ts). So when TMPDIR is not set and /dev/shm is a tmpfs with room, one folder there
 * is TMPDIR for the run: os.tmpdir() in the test workers and every process they start. It is removed at the end.
 */
import { mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

const TMPFS_MAGIC = 0x01021994;
/** The suites' peak use is a few hundred MB (two npm installs, two copies of the npm cache); ask for ample room. */
const ROOM_NEEDED = 2 * 1024 ** 3;

/** /dev/shm when it is a memory file system with room for the suites' scratch folders, else nothing. */
export function memoryFolder(candidate = '/dev/shm'): string | undefined {
  try {
    const stats = statfsSync(candidate);
    return stats.type === TMPFS_MAGIC && stats.bavail * stats.bsize >= ROOM_NEEDED ? candidate : undefined;
  } catch {
    return undefined;
  }
}

export default function setup(): (() => void) | undefined {
  if (process.env.TMPDIR !== undefined && process.env.TMPDIR !== '') return undefined; // the caller chose
  const memory = memoryFolder();
  if (memory === undefined) return undefined;
  const folder = mkdtempSync(join(memory, 'cdm-conformance-tests-'));
  process.env.TMPDIR = folder;
  return () => {
    delete process.env.TMPDIR;
    rmSync(folder, { recursive: true, force: true });
  };
}
