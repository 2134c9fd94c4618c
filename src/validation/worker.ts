/** A validation worker thread (pool.ts): batches of NDJSON lines in, their answers out, in order. */
import { parentPort, workerData } from 'node:worker_threads';
import type { ValidateOptions } from '../rules/types.js';
import { validateBatch } from './batch.js';

const options = workerData as ValidateOptions;
parentPort!.on('message', (message: { id: number; bytes: Uint8Array }) => {
  const answers = validateBatch(message.bytes, options);
  // The codes move to the other thread rather than being copied.
  parentPort!.postMessage({ id: message.id, answers }, [answers.codes.buffer as ArrayBuffer]);
});
