/**
 * vitest's globalSetup: the suite's temporary folders go to memory. The suites write and delete tens of
 * thousands of files (corpus copies, npm installs and git clones, report folders, subjects' case files), and
 * on a disk file system that is kernel time (journal, discard): measured with `/usr/bin/time -v npx vitest run
 * suites/package`, 46 CPU-s on /tmp against 28 on /dev/shm with the npm cache copied there too
 * (suites/package/_support.ts). So when TMPDIR is not set and /dev/shm is a tmpfs with room, one folder there
 * is TMPDIR for the run: os.tmpdir() in the test workers and every process they start. It is removed at the end,
 * or, when the run was killed before its end (SIGKILL, a CI job's time limit), by the next run: its name holds
 * the pid namespace and process id of the run that made it.
 */
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

const TMPFS_MAGIC = 0x01021994;
/** The suites' peak use is a few hundred MB (two npm installs, two copies of the npm cache); ask for ample room. */
const ROOM_NEEDED = 2 * 1024 ** 3;

/** The kernel's mount table (/proc/self/mounts); empty where there is none to read. */
function mountTable(): string {
  try {
    return readFileSync('/proc/self/mounts', 'utf8');
  } catch {
    return '';
  }
}

const unescapeMountPoint = (text: string): string =>
  text.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

/**
 * Whether programs may run from `dir` by the mount table `mounts`: not when the mount holding it (the last
 * mount of the deepest folder that holds it) has noexec. The package suites run installed programs from
 * TMPDIR (npx cdm-conformance, an install's build tools), and hardened machines mount /dev/shm noexec.
 */
export function mountAllowsPrograms(mounts: string, dir: string): boolean {
  let holding: { at: string; options: string[] } | undefined;
  for (const line of mounts.split('\n')) {
    const fields = line.split(' ');
    if (fields.length < 4) continue;
    const at = unescapeMountPoint(fields[1]!);
    const holds = at === '/' || dir === at || dir.startsWith(`${at}/`);
    if (holds && (holding === undefined || at.length >= holding.at.length))
      holding = { at, options: fields[3]!.split(',') };
  }
  return holding === undefined || !holding.options.includes('noexec');
}

/**
 * /dev/shm when it is a memory file system with room for the suites' scratch folders and programs may run
 * there, else nothing. The mount table names it as mounted (an old /dev/shm is a link to /run/shm).
 */
export function memoryFolder(candidate = '/dev/shm', mounts = mountTable()): string | undefined {
  try {
    const stats = statfsSync(candidate);
    return stats.type === TMPFS_MAGIC &&
      stats.bavail * stats.bsize >= ROOM_NEEDED &&
      mountAllowsPrograms(mounts, realpathSync(candidate))
      ? candidate
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * This process's pid namespace (its /proc/self/ns/pid inode): a process id means something only within it,
 * and a container sharing /dev/shm (docker --ipc=host) has a namespace of its own. '0' where there is none.
 */
function pidNamespace(): string {
  try {
    return /\[(\d+)\]/.exec(readlinkSync('/proc/self/ns/pid'))?.[1] ?? '0';
  } catch {
    return '0';
  }
}

/** The start of the name of the folder of the run of process `pid` (in this pid namespace). */
export const folderPrefix = (pid: number): string => `cdm-conformance-tests-${pidNamespace()}.${pid}-`;

/** Whether process `pid` still runs: a zombie (killed, not yet reaped by a container's init) does not. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // someone else's process
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Remove the folders in `memory` of runs whose process is gone (a run still going, or in another pid namespace, keeps its own). */
export function removeAbandoned(memory: string): void {
  const namespace = pidNamespace();
  for (const name of readdirSync(memory)) {
    const [, runNamespace, pid] = /^cdm-conformance-tests-(\d+)\.(\d+)-/.exec(name) ?? [];
    if (runNamespace === namespace && pid !== undefined && !alive(Number(pid)))
      rmSync(join(memory, name), { recursive: true, force: true });
  }
}

export default function setup(): (() => void) | undefined {
  if (process.env.TMPDIR !== undefined && process.env.TMPDIR !== '') return undefined; // the caller chose
  const memory = memoryFolder();
  if (memory === undefined) return undefined;
  let folder: string;
  try {
    removeAbandoned(memory);
    folder = mkdtempSync(join(memory, folderPrefix(process.pid)));
  } catch {
    return undefined; // not ours to write in: the run keeps the usual temporary folder
  }
  process.env.TMPDIR = folder;
  return () => {
    delete process.env.TMPDIR;
    rmSync(folder, { recursive: true, force: true });
  };
}
