/**
 * The worker threads of `validate --workers` (worker.ts), beside the main thread that validates too. A batch
 * goes to the worker with the least work queued; its record comes back as one message. A worker that dies
 * leaves the pool and what it owed comes back as undefined, for the caller to record on its own thread: no
 * line is lost and one bad input never stops the rest.
 */
import { Worker } from 'node:worker_threads';
import { packagePath } from '../../support/packagePaths.js';
import { batchRecord, type BatchTask, type WorkerOptions } from './batchRecord.js';
import type { BatchRecord } from './gate.js';

/**
 * A worker's young generation: what it allocates per line dies young, and a small nursery collected more
 * often costs no more CPU here while each worker's peak RSS stays ~25 MB lower than V8's default.
 */
const YOUNG_GENERATION_MB = 8;

/** The worker's script, bundled with its own chunks (scripts/bundle-cli.mjs) so that it starts as fast as the command. */
const WORKER_PATH = packagePath('dist', 'bin', 'validate-worker.js');

/** Batches queued per worker: one to work on, one waiting, so a worker never waits for its next. */
const QUEUED_PER_WORKER = 2;

export type { BatchTask, WorkerOptions };

interface Member {
  readonly worker: Worker;
  readonly owed: Map<number, (record: BatchRecord | undefined) => void>;
}

export class ValidationPool {
  private readonly members: Member[] = [];
  private nextId = 0;

  /** `script`: the workers' entry point (a test gives one that dies). */
  constructor(
    size: number,
    readonly options: WorkerOptions,
    script: string | URL = WORKER_PATH,
  ) {
    for (let index = 0; index < size; index++) {
      const worker = new Worker(script, {
        workerData: options,
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      });
      const member: Member = { worker, owed: new Map() };
      worker.on('message', ({ id, record }: { id: number; record: BatchRecord }) => {
        const resolve = member.owed.get(id);
        member.owed.delete(id);
        resolve?.(record);
      });
      const lost = (): void => this.lose(member);
      worker.once('error', lost);
      worker.once('exit', lost);
      this.members.push(member);
    }
  }

  private lose(member: Member): void {
    const index = this.members.indexOf(member);
    if (index === -1) return;
    this.members.splice(index, 1);
    for (const resolve of member.owed.values()) resolve(undefined);
    member.owed.clear();
  }

  /** Threads that take batches: the live workers and this one. */
  get threads(): number {
    return this.members.length + 1;
  }

  /** Whether a worker has room in its queue; if none has, a batch is better recorded here (recordHere). */
  hasRoom(): boolean {
    return this.members.some((member) => member.owed.size < QUEUED_PER_WORKER);
  }

  /** The record of a batch made on this thread, as a worker makes it. */
  recordHere(task: BatchTask): BatchRecord {
    return batchRecord(task, this.options);
  }

  /** The record of a batch, or undefined when no worker could make it (the caller records it itself). */
  record(task: BatchTask): Promise<BatchRecord | undefined> {
    const member = this.members.reduce<Member | undefined>(
      (best, next) => (best === undefined || next.owed.size < best.owed.size ? next : best),
      undefined,
    );
    if (member === undefined) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const id = this.nextId++;
      member.owed.set(id, resolve);
      member.worker.postMessage({ id, ...task });
    });
  }

  async close(): Promise<void> {
    const members = this.members.splice(0);
    await Promise.all(members.map((member) => member.worker.terminate()));
  }
}
