/**
 * Subject processes: every subject starts in a process group of its own, so a timeout, the end of a case
 * or the end of the run kills the command and everything it started (a shell wrapper, `npx`, a JVM), not
 * just the shell. Once a subject process has ended, what it started that left the group (`setsid`, with or
 * without its pipes) is found by its token and killed (strays.ts). The runner never waits for stdout EOF
 * longer than a short grace after the subject itself exited: then the pipes are closed.
 */
import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { killEveryStray, killStrays, subjectToken, TOKEN_VARIABLE, whenDead } from './strays.js';

const GROUPS = process.platform !== 'win32';
const live = new Set<ChildProcess>();
/** The stray-finding token each subject process was started with (strays.ts). */
const tokens = new WeakMap<ChildProcess, string>();

/** How long after the subject's exit its output may still arrive before the pipes are cut. */
export const OUTPUT_GRACE_MS = 250;

export interface SpawnOptions {
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Keep `child` in the set killed at exit (for children not started by spawnCommand). */
export function track(child: ChildProcess, token?: string): void {
  live.add(child);
  if (token !== undefined) tokens.set(child, token);
  child.once('exit', () => {
    // Its group may live on; killTree is called by the owner. Forget it once its pipes are closed too.
    child.once('close', () => live.delete(child));
  });
  child.once('error', () => live.delete(child));
}

/** Start `command` through the shell, stdin/stdout/stderr piped; stderr as UTF-8, stdout as bytes. */
export function spawnCommand(command: string, options: SpawnOptions = {}): ChildProcessWithoutNullStreams {
  const token = subjectToken();
  const child = spawn(command, {
    shell: true,
    detached: GROUPS,
    cwd: options.cwd,
    env: { ...process.env, ...options.env, [TOKEN_VARIABLE]: token },
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  track(child, token);
  child.stderr.setEncoding('utf8');
  // A subject that stops reading (or dies) makes our writes fail with EPIPE: its exit is reported instead.
  child.stdin.on('error', () => {});
  return child;
}

/** Kill the child's whole process group at once (SIGKILL: a hung subject gets no say). */
export function killTree(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null) {
    // The shell is gone, but what it started may not be.
    if (GROUPS && child.pid !== undefined) tryKill(-child.pid);
    return;
  }
  if (GROUPS && child.pid !== undefined && tryKill(-child.pid)) return;
  child.kill('SIGKILL');
}

function tryKill(pid: number): boolean {
  try {
    process.kill(pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/**
 * Kill every subject process group still alive, and what left a group (an interrupted run, the runner's
 * exit): a process that exits at once (a second Ctrl-C) gets no grace in which to find strays later.
 */
export function killAll(): void {
  for (const child of live) killTree(child);
  killEveryStray();
}

/**
 * The subject process `child` has ended: what it started outside its group (setsid) is ended too, and the
 * promise resolves once those processes have died, so the next case never starts beside them.
 */
export async function sweepAfter(child: ChildProcess): Promise<void> {
  const token = tokens.get(child);
  if (token !== undefined && child.pid !== undefined) await whenDead(killStrays(token, child.pid));
}

/**
 * Resolves with how the child ended once it has exited AND its output pipes are closed, or
 * OUTPUT_GRACE_MS after its exit when they are not: then its group is killed, any process still holding
 * the pipes (one that left the group) is killed too, and the pipes are closed on our side.
 */
export function ended(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    let grace: NodeJS.Timeout | undefined;
    const finish = (): void => {
      clearTimeout(grace);
      void sweepAfter(child).then(() => resolve({ code: child.exitCode, signal: child.signalCode }));
    };
    child.once('close', finish);
    const onExit = (): void => {
      killTree(child); // a child left in the group (`cmd & exit 0`) ends with it, and so does its hold on stdout
      grace = setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        finish();
      }, OUTPUT_GRACE_MS);
    };
    if (child.exitCode !== null || child.signalCode !== null) onExit();
    else child.once('exit', onExit);
  });
}

// Never leave a subject running behind us, whatever ends the runner.
process.once('exit', killAll);
