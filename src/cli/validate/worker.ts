/**
 * A `validate --workers` thread (pool.ts): batches of whole NDJSON lines in, and for each the output text,
 * statistics and over-long lines its gate recorded, all in one message; the main thread only writes them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { batchRecord, type BatchTask, type WorkerOptions } from './batchRecord.js';

const options = workerData as WorkerOptions;

parentPort!.on('message', (task: BatchTask & { readonly id: number }) => {
  parentPort!.postMessage({ id: task.id, record: batchRecord(task, options) });
});
