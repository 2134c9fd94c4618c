/**
 * Orphan checks for the runner suites. Every process a test starts inherits a mark in its environment
 * (CDM_TEST_MARK, set per test file), also what a subject starts behind our back (`setsid sleep 45 &`);
 * after a run, no live process may still carry it. Linux only (/proc); elsewhere the check passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

/** Mark this test file's processes; call at the top of the file, before any subject starts. */
export function markProcesses(): string {
  const mark = `cdm-${process.pid}-${randomUUID()}`;
  process.env.CDM_TEST_MARK = mark;
  return mark;
}

/** The kernel's PF_EXITING task flag (field 9 of /proc/PID/stat): the process is in its exit already. */
const PF_EXITING = 0x4;
/** SIGKILL's bit in /proc/PID/status's pending-signal masks (signal n is bit n - 1). */
const SIGKILL_BIT = 1n << 8n;

/**
 * Whether a process is as good as gone, from what the kernel says now: a zombie or dead, already exiting,
 * or with SIGKILL pending (kill(2) marks it before returning; the process ends when next scheduled, which on
 * a loaded machine may be much later). No clock is involved: a test asks once, after what it awaited.
 */
export function ending(stat: string, status: string): boolean {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X' || (Number(fields[6]) & PF_EXITING) !== 0) return true;
  return ['SigPnd', 'ShdPnd'].some((mask) => {
    const hex = new RegExp(`^${mask}:\\s*([0-9a-f]+)$`, 'm').exec(status)?.[1];
    return hex !== undefined && (BigInt(`0x${hex}`) & SIGKILL_BIT) !== 0n;
  });
}

/** Processes other than this one carrying `mark` and not ending (see ending()): pid and command line. */
export function marked(mark: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid);
  } catch {
    return [];
  }
  const needle = `CDM_TEST_MARK=${mark}\u0000`;
  const found: string[] = [];
  for (const pid of entries) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').includes(needle)) continue;
      if (ending(readFileSync(`/proc/${pid}/stat`, 'latin1'), readFileSync(`/proc/${pid}/status`, 'latin1'))) continue;
      found.push(
        `${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'latin1')
          .replace(/\u0000/g, ' ')
          .trim()}`,
      );
    } catch {
      // gone meanwhile, or not ours
    }
  }
  return found;
}

/**
 * Throws naming the marked processes left behind. Called once the run (or the process the test started) has
 * ended: by then every process it started must be gone or ending, so there is nothing to wait for.
 */
export async function noOrphans(mark: string): Promise<void> {
  const left = marked(mark);
  if (left.length > 0) throw new Error(`processes left behind:\n${left.join('\n')}`);
}

/** Kill what a failing test left behind, so one failure does not leave sleepers for the next. */
export function killMarked(mark: string): void {
  for (const line of marked(mark)) {
    try {
      process.kill(Number(line.split(':')[0]), 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
