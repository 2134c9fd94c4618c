/**
 * Benchmarks behind `cdm-conformance bench`: the suite's speed against the in-process reference and the
 * stream subject (with the runner's own overhead beside the subject's time), and the `validate` command's
 * throughput on a realistic mixed NDJSON stream beside JSON.parse alone on the same bytes.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { objectOfKind } from '../generators/canonicalObject.js';
import { violator, violatorRules } from '../generators/violators/index.js';
import { utf8LineBatches } from '../support/lines.js';
import { verdictOfText } from '../validation/verdict.js';
import { runConformance } from './run.js';
import { referenceStreamCommand, ReferenceSubject } from './subjects/reference.js';
import { StreamSubject } from './subjects/stream.js';
import type { Subject } from './subjects/subject.js';
import type { Case, Kind } from '../report/model/index.js';
import { packagePath } from '../support/packagePaths.js';

export interface SuiteBench {
  readonly subject: string;
  readonly cases: number;
  readonly wallMs: number;
  readonly subjectMs: number;
  readonly casesPerSecond: number;
  /** Wall time not spent waiting on the subject, per case (µs). */
  readonly overheadUsPerCase: number;
}

/** One whole run of `cases` (no report written); the best of `rounds`. */
export async function benchSuite(
  label: string,
  makeSubject: () => Subject,
  cases: readonly Case[],
  rounds: number,
): Promise<SuiteBench> {
  let best: SuiteBench | undefined;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    const { report } = await runConformance({
      subject: makeSubject(),
      cases,
      scope: [],
      level: 'verdict',
      corpusDigest: 'bench',
    });
    const wallMs = performance.now() - started;
    const failing = report.cases.filter(
      (result) => result.outcome !== 'pass' && result.tier !== 'may' && result.outcome !== 'skipped',
    );
    if (failing.length > 0)
      throw new Error(
        `bench: the reference disagrees with ${failing.length} cases (first ${failing[0]!.id}): not benchmarking a broken run`,
      );
    const subjectMs = report.header.subjectMs;
    const result: SuiteBench = {
      subject: label,
      cases: cases.length,
      wallMs,
      subjectMs,
      casesPerSecond: cases.length / (wallMs / 1000),
      overheadUsPerCase: (Math.max(0, wallMs - subjectMs) * 1000) / Math.max(1, cases.length),
    };
    if (best === undefined || result.wallMs < best.wallMs) best = result;
  }
  return best!;
}

export const inProcessReference = (): Subject => new ReferenceSubject();
export const streamReference = (): Subject =>
  new StreamSubject({
    command: referenceStreamCommand(),
    name: 'reference',
    timeoutMs: 10_000,
    maxRestarts: 0,
    window: 64,
  });

const KINDS: readonly Kind[] = ['entity', 'event', 'plan_object', 'track'];

/**
 * A realistic mixed stream in os.tmpdir(): `count` objects of all four kinds, 95% valid, drawn from a pool
 * of generated objects (valid ones from the generators, invalid ones from the rule violators).
 */
export async function writeMixedStream(
  count: number,
  seed = 1,
): Promise<{ file: string; bytes: number; valid: number }> {
  const validPool = fc
    .sample(
      fc.constantFrom(...KINDS).chain((kind) => objectOfKind(kind)),
      { seed, numRuns: Math.min(count, 4000) },
    )
    .map((value) => JSON.stringify(value));
  const broken = fc
    .constantFrom(...violatorRules)
    .chain((rule) => violator(rule))
    .filter((violation) => violation.scope !== 'stream');
  const invalidPool = fc
    .sample(broken, { seed, numRuns: Math.min(count, 400) })
    .map((violation) => JSON.stringify(violation.value));
  const file = join(tmpdir(), `cdm-conformance-bench-${process.pid}.ndjson`);
  const out = createWriteStream(file);
  let state = seed >>> 0 || 1;
  const next = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  let bytes = 0;
  let valid = 0;
  for (let i = 0; i < count; i++) {
    const isValid = next() < 0.95;
    const pool = isValid ? validPool : invalidPool;
    const line = `${pool[Math.floor(next() * pool.length)]!}\n`;
    valid += isValid ? 1 : 0;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { file, bytes, valid };
}

export interface ThroughputBench {
  readonly label: string;
  readonly objects: number;
  readonly ms: number;
  readonly objectsPerSecond: number;
  readonly megabytesPerSecond: number;
}

const throughput = (label: string, objects: number, bytes: number, ms: number): ThroughputBench => ({
  label,
  objects,
  ms,
  objectsPerSecond: objects / (ms / 1000),
  megabytesPerSecond: bytes / 1e6 / (ms / 1000),
});

/** Stream the file in this process, the way `validate` reads it, calling `each` on every non-blank line. */
async function overLines(file: string, each: (line: string) => void): Promise<number> {
  const started = performance.now();
  const input = createReadStream(file, { highWaterMark: 1 << 16 });
  for await (const batch of utf8LineBatches(input as AsyncIterable<Buffer>))
    for (const line of batch) if (typeof line === 'string' && line !== '') each(line);
  return performance.now() - started;
}

/** In this process, reading the file as `validate` does: JSON.parse alone, and validateText (strict parse + validate). */
export async function benchInProcess(file: string, objects: number, bytes: number): Promise<ThroughputBench[]> {
  let sink = 0;
  const parseMs = await overLines(file, (line) => {
    sink += JSON.parse(line) === null ? 0 : 1;
  });
  const validateMs = await overLines(file, (line) => {
    sink += verdictOfText(line).valid ? 1 : 0;
  });
  if (sink < 0) throw new Error('unreachable');
  return [
    throughput('JSON.parse only (in process, same reading)', objects, bytes, parseMs),
    throughput('validateText (in process, same reading)', objects, bytes, validateMs),
  ];
}

/**
 * benchInProcess in a worker thread: a fresh heap and fresh JIT state, so what ran before in this process
 * (the suite, generating the stream) weighs on neither figure.
 */
export function benchInProcessIsolated(file: string, objects: number, bytes: number): Promise<ThroughputBench[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(packagePath('dist', 'runner', 'benchWorker.js'), {
      workerData: { file, objects, bytes },
    });
    worker.once('message', (figures: ThroughputBench[]) => resolve(figures));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the bench worker exited with ${code}`))));
  });
}

export async function removeStream(file: string): Promise<void> {
  await rm(file, { force: true });
}
