/** benchInProcess on a fresh heap (bench.ts benchInProcessIsolated): posts its figures back. */
import { parentPort, workerData } from 'node:worker_threads';
import { benchInProcess } from './bench.js';

const { file, objects, bytes } = workerData as { file: string; objects: number; bytes: number };
parentPort!.postMessage(await benchInProcess(file, objects, bytes));
