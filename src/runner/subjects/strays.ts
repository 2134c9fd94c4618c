/**
 * Processes a subject started that left its process group (`setsid cmd &`, a daemon) and so outlive a kill
 * of the group, holding the subject's stdout open. Every subject process gets a token of its own in its
 * environment (CDM_CONFORMANCE_SUBJECT), which its descendants inherit; once the subject has exited, the
 * processes still carrying the token are found under /proc (Linux) and killed. A process that clears its
 * environment, or a system without /proc, escapes this: then the runner still closes its end of the pipes
 * and moves on, so the run is never held.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export const TOKEN_VARIABLE = 'CDM_CONFORMANCE_SUBJECT';

/** A token no other process carries. */
export function subjectToken(): string {
  return `${process.pid}-${randomBytes(8).toString('hex')}`;
}

/** Pids, other than ours, whose environment carries `token`. */
export function carriers(token: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const needle = `${TOKEN_VARIABLE}=${token}\u0000`;
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, 'latin1').includes(needle)) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read (then not ours to kill either)
    }
  }
  return found;
}

/** SIGKILL every process carrying `token` and, where it leads one (setsid does that), its group. */
export function killStrays(token: string): number[] {
  const found = carriers(token);
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
