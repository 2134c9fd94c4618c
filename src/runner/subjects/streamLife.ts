/**
 * One process of a stream lane (its *life*): the child, its stderr tail, the reader of its answer lines,
 * and how it ends at the end of the run (EOF on stdin, a grace period to exit 0, then killed).
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import type { LineReader } from './lineReader.js';
import { ended, killTree } from './process.js';
import { describeExit, excerpt, type Tail } from './subject.js';

/** How long a process may take to exit after EOF on its stdin at the end of the run. */
const EXIT_GRACE_MS = 2000;

export interface Life {
  readonly child: ChildProcessWithoutNullStreams;
  readonly stderr: Tail;
  readonly reader: LineReader;
  lines: number;
  dead: boolean;
  /** The run is over and stdin closed: lines are still read, to catch answers given twice. */
  closing: boolean;
  /** Requests of this process already settled: answered (a second answer is an error) or not. */
  readonly judged: Map<string, 'answered' | 'settled'>;
}

/** "; it left a partial line ..." when the process wrote part of a line before it ended or timed out. */
export function partialLine(life: Life): string {
  const head = life.reader.head();
  return head.trim() === '' ? '' : `; it left a partial line ${excerpt(head)}`;
}

/** End a live process with EOF; how it ended when that is not the protocol's "exit 0", else undefined. */
export async function endAtEof(life: Life): Promise<string | undefined> {
  life.dead = true;
  life.closing = true;
  const exited = ended(life.child);
  life.child.stdin.end();
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise<void>((resolve) => (grace = setTimeout(resolve, EXIT_GRACE_MS)))]);
  clearTimeout(grace);
  const { exitCode, signalCode } = life.child;
  killTree(life.child);
  life.closing = false;
  life.reader.stop();
  if (exitCode === null && signalCode === null)
    return `the subject did not exit within ${EXIT_GRACE_MS} ms of the end of its input and was killed`;
  if (exitCode === 0) return undefined;
  return `the subject ${describeExit(exitCode, signalCode)} at the end of its input (the protocol asks for exit 0)${life.stderr.describe()}`;
}
