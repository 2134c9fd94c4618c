/**
 * Validation across cores: batches of whole NDJSON lines go to worker threads and their answers come back
 * in the order the batches were given. A worker that dies hands its batches back to this thread, which
 * validates them itself, so one bad input never stops the rest and no line is lost or reordered.
 */
import { Worker } from 'node:worker_threads';
import type { ValidateOptions } from '../rules/types.js';
import { validateBatch, type BatchAnswers } from './batch.js';
import { packagePath } from '../support/packagePaths.js';

interface Task {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly resolve: (answers: BatchAnswers) => void;
}

interface Member {
  readonly worker: Worker;
  readonly tasks: Map<number, Task>;
}

export class ValidationPool {
  private readonly members: Member[] = [];
  private nextId = 0;

  constructor(size: number, private readonly options: ValidateOptions) {
    for (let index = 0; index < size; index++) this.members.push(this.start());
  }

  private start(): Member {
    const worker = new Worker(packagePath('dist', 'validation', 'worker.js'), { workerData: this.options });
    const member: Member = { worker, tasks: new Map() };
    worker.on('message', ({ id, answers }: { id: number; answers: BatchAnswers }) => {
      const task = member.tasks.get(id);
      if (task === undefined) return;
      member.tasks.delete(id);
      task.resolve(answers);
    });
    const lost = (): void => this.lose(member);
    worker.once('error', lost);
    worker.once('exit', lost);
    return member;
  }

  /** A worker that failed: it leaves the pool and this thread answers what it still owed. */
  private lose(member: Member): void {
    const index = this.members.indexOf(member);
    if (index === -1) return;
    this.members.splice(index, 1);
    for (const task of member.tasks.values()) task.resolve(validateBatch(task.bytes, this.options));
    member.tasks.clear();
  }

  /**
   * The answers for a batch of whole lines, one per line. Bytes in a SharedArrayBuffer reach the worker
   * without a copy and stay readable here, should the worker die before answering.
   */
  validate(bytes: Uint8Array): Promise<BatchAnswers> {
    const member = this.members.reduce<Member | undefined>((best, next) => (best === undefined || next.tasks.size < best.tasks.size ? next : best), undefined);
    if (member === undefined) return Promise.resolve(validateBatch(bytes, this.options));
    return new Promise((resolve) => {
      const id = this.nextId++;
      member.tasks.set(id, { id, bytes, resolve });
      member.worker.postMessage({ id, bytes });
    });
  }

  async close(): Promise<void> {
    const members = this.members.splice(0);
    await Promise.all(members.map((member) => member.worker.terminate()));
  }
}
