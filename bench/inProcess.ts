/**
 * In one process, on a fresh worker thread (a fresh heap and JIT state, so what ran before weighs on
 * neither figure): the library's validateText beside JSON.parse alone over the same lines of a stream.
 */
import { Worker } from 'node:worker_threads';
import { validateText } from '../src/index.js';
import { forEachLine } from './lines.js';
import { benchEntry } from './paths.js';
import type { BenchStream } from './streams.js';

export interface InProcessFigure {
  readonly stream: string;
  readonly how: string;
  readonly objectsPerSecond: number;
  readonly megabytesPerSecond: number;
}

async function timed(file: string, each: (line: string) => void): Promise<number> {
  const started = performance.now();
  await forEachLine(file, each);
  return performance.now() - started;
}

/** Runs in the worker thread (inProcessWorker.ts). */
export async function measureInProcess(stream: Omit<BenchStream, 'requests'>): Promise<InProcessFigure[]> {
  let sink = 0;
  const parseMs = await timed(stream.file, (line) => {
    sink += JSON.parse(line) === null ? 0 : 1;
  });
  const validateMs = await timed(stream.file, (line) => {
    sink += validateText(line).valid ? 1 : 0;
  });
  if (sink < 0) throw new Error('unreachable');
  const figure = (how: string, ms: number): InProcessFigure => ({
    stream: stream.name,
    how,
    objectsPerSecond: stream.objects / (ms / 1000),
    megabytesPerSecond: stream.bytes / 1e6 / (ms / 1000),
  });
  return [figure('JSON.parse only', parseMs), figure('validateText (strict parse + validate)', validateMs)];
}

export function inProcess(stream: BenchStream): Promise<InProcessFigure[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(benchEntry('inProcessWorker.js'), { workerData: stream });
    worker.once('message', (figures: InProcessFigure[]) => resolve(figures));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the bench worker exited with ${code}`))));
  });
}
