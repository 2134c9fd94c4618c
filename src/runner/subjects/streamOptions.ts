/**
 * What a stream subject (stream.ts) and its lanes (streamLane.ts) share: the options the subject runs
 * with, a request waiting for its answer, and what a lane needs of the subject it works for.
 */
import type { Case, SubjectVerdict } from '../../report/model/index.js';
import type { RequestForm } from '../../protocol/request.js';
import type { HelloRecord } from './hello.js';
import type { RestartBudget } from './restartBudget.js';

export interface StreamOptions {
  readonly command: string;
  /** How reports show the subject, when not as the command (the bundled reference: no path of this machine). */
  readonly shown?: { readonly mode: 'reference'; readonly target: string };
  readonly name: string;
  readonly timeoutMs: number;
  readonly maxRestarts: number;
  /** Requests in flight per process (default 64). */
  readonly window?: number;
  /** Processes run side by side (-j N, default 1). */
  readonly processes?: number;
  /** Extra time for the first answer of each process, which pays for its start-up (default 5000 ms). */
  readonly startupGraceMs?: number;
  /** Longest answer line read (default 64 MiB); past it the case is an error and the process restarted. */
  readonly maxLineBytes?: number;
  /** How the case's text travels in the request (docs/protocol.md): `object` (default) or `text`. */
  readonly requestForm?: RequestForm;
  readonly cwd?: string;
}

/**
 * Requests in flight per process: enough that the subject always has the next request waiting while the
 * runner reads its answers (docs/performance.md, "The runner's overhead over a bare pipe").
 */
export const DEFAULT_WINDOW = 64;

export interface Pending {
  readonly testCase: Case;
  readonly line: string;
  readonly resolve: (verdict: SubjectVerdict) => void;
  since: number;
}

/** What a lane needs of the subject it works for (StreamSubject). */
export interface LaneOwner {
  readonly options: StreamOptions;
  readonly hello: HelloRecord;
  /** When the run gives up on the subject (restartBudget.ts): shared by its lanes. */
  readonly budget: RestartBudget;
  fatal(): string | undefined;
  giveUp(message: string): void;
  slip(message: string): void;
  /** A process ended while a case was due (a crash): counted, its first stderr lines kept for the console. */
  crashed(how: string, stderr: string): void;
  amend(id: string, message: string): void;
}
