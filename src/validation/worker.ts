/** A validation worker thread (pool.ts): batches of NDJSON lines in, their answers out, in order. */
import { parentPort, workerData } from 'node:worker_threads';
import type { ValidateOptions } from '../rules/types.js';
import { validateBatch } from './batch.js';

const options = workerData as ValidateOptions;
parentPort!.on('message', (message: { id: number; bytes: Uint8Array }) => {
  parentPort!.postMessage({ id: message.id, answers: validateBatch(message.bytes, options) });
});
