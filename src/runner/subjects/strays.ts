/**
 * Processes a subject started that left its process group (`setsid cmd &`, a daemon) and so outlive a kill
 * of the group, with or without a hold on the subject's pipes. Every subject process gets a token of its own
 * in its environment (CDM_CONFORMANCE_SUBJECT), which its descendants inherit; each time a subject process
 * has ended (every exec case, every stream or module process), the processes still carrying its token are
 * found under /proc (Linux) and killed, and at the end of the run every process carrying any token of this
 * runner is. Only processes started after the subject are read, so a sweep costs reads of new processes, not
 * of the whole table. A process that clears its environment, or a system without /proc (macOS: the process
 * group only), escapes this: then the runner still closes its end of the pipes and moves on, so the run is
 * never held. docs/runner.md says what is guaranteed where.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export const TOKEN_VARIABLE = 'CDM_CONFORMANCE_SUBJECT';

/** What every token of this runner starts with: the end of the run sweeps them all at once. */
const RUN_PREFIX = `${process.pid}-`;

/** A token no other process carries. */
export function subjectToken(): string {
  return `${RUN_PREFIX}${randomBytes(8).toString('hex')}`;
}

/**
 * Pids, other than ours, whose environment carries `token` (a whole token, or RUN_PREFIX for every one of
 * this run). `sincePid`: only pids from it up are read (descendants of a process get later pids, until the
 * pid counter wraps: then the run's final sweep, which reads every pid, still finds them).
 */
export function carriers(token: string, sincePid = 0): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const needle = token === RUN_PREFIX ? `${TOKEN_VARIABLE}=${token}` : `${TOKEN_VARIABLE}=${token}\u0000`;
  const found: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!(pid >= sincePid) || pid === process.pid || !/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle)) found.push(pid);
    } catch {
      // gone meanwhile, or not ours to read (then not ours to kill either)
    }
  }
  return found;
}

/** SIGKILL every process carrying `token` (pids from `sincePid` up) and, where it leads one (setsid does that), its group. */
export function killStrays(token: string, sincePid = 0): number[] {
  const found = carriers(token, sincePid);
  for (const pid of found) {
    for (const target of [-pid, pid]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // not a group leader, or already gone
      }
    }
  }
  return found;
}

/** The end of the run: every process carrying any token of this runner, whatever its pid. */
export function killEveryStray(): number[] {
  return killStrays(RUN_PREFIX);
}

/** True once `pid` is gone or a zombie: a SIGKILL takes effect when the process is next scheduled, not at once. */
function dead(pid: number): boolean {
  try {
    const state = /\)\s+(\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'latin1'))?.[1];
    return state === undefined || state === 'Z' || state === 'X';
  } catch {
    return true;
  }
}

/** Resolves once every one of `pids` has died (or after `withinMs`, so a process the kernel holds cannot hold the run). */
export async function whenDead(pids: readonly number[], withinMs = 2000): Promise<void> {
  const until = Date.now() + withinMs;
  let left = pids.filter((pid) => !dead(pid));
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    left = left.filter((pid) => !dead(pid));
  }
}
