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

/** Live processes (not zombies), other than this one, carrying `mark`: pid and command line. */
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
      const state = /\)\s+(\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'latin1'))?.[1];
      if (state === 'Z' || state === 'X') continue;
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
 * Resolves once no marked process is left; rejects naming them when some are still alive after
 * `withinMs` (a SIGKILL takes effect at once, but the process table entry goes when the parent reaps it).
 */
export async function noOrphans(mark: string, withinMs = 2000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const left = marked(mark);
    if (left.length === 0) return;
    if (Date.now() > deadline) throw new Error(`processes left behind:\n${left.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
