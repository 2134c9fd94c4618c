/** measureInProcess on a fresh heap (inProcess.ts): posts its figures back. */
import { parentPort, workerData } from 'node:worker_threads';
import { measureInProcess } from './inProcess.js';
import type { BenchStream } from './streams.js';

parentPort!.postMessage(await measureInProcess(workerData as BenchStream));
