/**
 * Subject processes: a shell command in a process group of its own, so a timeout or the end of the run
 * kills the command and everything it started (a shell wrapper, `npx`, a JVM), not just the shell.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

const GROUPS = process.platform !== 'win32';
const live = new Set<ChildProcessWithoutNullStreams>();

export interface SpawnOptions {
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Start `command` through the shell, stdin/stdout/stderr piped, UTF-8 on the outputs. */
export function spawnCommand(command: string, options: SpawnOptions = {}): ChildProcessWithoutNullStreams {
  const child = spawn(command, {
    shell: true,
    detached: GROUPS,
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  live.add(child);
  child.once('close', () => live.delete(child));
  child.once('error', () => live.delete(child));
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  // A subject that stops reading (or dies) makes our writes fail with EPIPE: its exit is reported instead.
  child.stdin.on('error', () => {});
  return child;
}

/** Kill the child's whole process group at once (SIGKILL: a hung subject gets no say). */
export function killTree(child: ChildProcessWithoutNullStreams): void {
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

// Never leave a subject running behind us, whatever ends the runner.
process.once('exit', () => {
  for (const child of live) killTree(child);
});
