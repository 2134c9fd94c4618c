/**
 * `validate --workers N|auto`: NDJSON validated on N threads, this one and N−1 workers (validate/worker.ts).
 * This thread reads: it cuts the input into batches of whole lines at the last line end of a read (never
 * looking at the lines between), hands a batch to a worker without a copy, or validates it itself, and writes
 * each batch's text, in input order, as one string. It validates too because every thread that validates
 * compiles the validator again (JIT): N−1 workers cost one compilation less than N beside an idle reader.
 *
 * What a worker costs (CPU of every thread, `--workers 2` against one thread, the bench's realistic objects
 * repeated; /usr/bin/time, and per thread /proc/self/task/<tid>/stat): a fixed ~0.27 s, its own start (~40 ms)
 * and warm-up and TurboFan compiling the validator again on V8's background threads (~170 ms; `node
 * --no-concurrent-recompilation` moves it onto the JS threads), then ~18% more per object, of which cutting
 * batches into shared memory is ~5% (~45 ms of this thread per 100,000 objects); a batch reaches a worker
 * without a copy and a message costs ~3 µs. So the CPU ratio falls as the input grows: 1.40-1.45 on 100,000
 * objects, 1.33-1.37 on 200,000, 1.25-1.30 on 400,000.
 */
import { usableCores } from '../support/cores.js';
import { ioReason } from '../support/errorText.js';
import { BatchMemory, wholeLineBatches, type LineBatch } from '../support/lineBatches.js';
import { LineTooLong } from '../support/lines.js';
import type { ValidateOptions } from '../rules/types.js';
import { InputError, UsageError } from './_internals/errors.js';
import type { BatchRecord, Gate } from './validate/gate.js';
import { reportLineTooLong } from './validate/lineCap.js';
import { recordBatchHere } from './validate/lines.js';
import { ValidationPool } from './validate/pool.js';

/**
 * Bytes of whole lines per batch: a message and a write cost little per line, and the batches in flight
 * stay small (1 MiB batches cost as much CPU and 35 MB more peak RSS on 2 workers).
 */
const BATCH_BYTES = 1 << 18;
/** A batch is cut at the end of the read (64 KiB) that fills it: room for that read, and a joined line. */
const BATCH_BUFFER_BYTES = BATCH_BYTES + (1 << 18);

/** What --workers asked for: a count, and whether it was `auto`. */
export interface WorkersChoice {
  readonly count: number;
  readonly auto: boolean;
}

/**
 * --workers: a count of at least 1, or `auto`: one per core this process may use (its CPUs, capped by a
 * container's CPU quota), the main thread mostly waiting on them.
 */
export function workersOption(text: string | undefined): WorkersChoice {
  if (text === undefined) return { count: 1, auto: false };
  if (text === 'auto') return { count: usableCores(), auto: true };
  if (!/^[1-9][0-9]{0,2}$/.test(text))
    throw new UsageError(`--workers must be a whole number from 1 to 999, or auto; got ${JSON.stringify(text)}`);
  return { count: Number(text), auto: false };
}

/**
 * Below this size a file is validated on one thread under `--workers auto`: each thread compiles the
 * validator again. On 2 idle cores (`validate --quiet --ndjson FILE` against `--workers 2`, the main thread
 * and one worker, 2 alternating runs each, wall time) the second thread did not pay on 30,000 generated
 * objects (48 MB: 0.91-0.98 s against 0.97-1.00 s) nor on the bench's 100,000 realistic ones (89 MB:
 * 0.63-0.66 s against 0.66-0.67 s), and paid from 60,000 generated (97 MB: 1.60-1.70 s against 1.46-1.50 s)
 * and 200,000 realistic (178 MB: 1.03-1.07 s against 0.90-0.91 s).
 */
export const AUTO_MIN_BYTES = 96 * 1024 * 1024;

/**
 * Worker threads for one input of `bytes` (undefined: not a regular file, such as stdin or a pipe). `auto`
 * takes more than one only where a second thread was measured to pay: a file of AUTO_MIN_BYTES or more. Of
 * stdin nothing is known in advance, and a small one would only pay for the workers' start: one thread.
 */
export function workersFor(choice: WorkersChoice, bytes: number | undefined): number {
  return choice.auto && (bytes === undefined || bytes < AUTO_MIN_BYTES) ? 1 : choice.count;
}

/** The batches of one input; a read failure is an InputError naming the source. */
async function* batchesOf(
  source: string,
  input: AsyncIterable<Buffer>,
  maxLineBytes: number,
  memory: BatchMemory,
): AsyncGenerator<LineBatch | LineTooLong> {
  try {
    yield* wholeLineBatches(input, { maxLineBytes, batchBytes: BATCH_BYTES, memory });
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${ioReason(error)}`);
  }
}

/** A batch on its way: made by a worker (settled once its record came back), or by this thread when its turn comes. */
interface Batch {
  readonly bytes: Uint8Array;
  readonly firstLine: number;
  record: Promise<BatchRecord | undefined> | BatchRecord | undefined;
  settled: boolean;
}

type InFlight = Batch | { readonly firstLine: number; readonly tooLong: LineTooLong };

/** Lets worker messages and reads in before this thread validates another batch. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Validates one NDJSON input on the pool's workers and on this thread, recording every line in order as
 * `validate` does. A batch goes to a worker while one has room in its queue; the rest are this thread's, made
 * while the oldest batch's record is still on its way. At most two batches per thread are in flight and nothing
 * more is read until the oldest is written, so memory stays flat however long the input.
 */
export async function validateLinesInWorkers(
  source: string,
  input: AsyncIterable<Buffer>,
  pool: ValidationPool,
  reporter: Gate,
  options: ValidateOptions & { readonly maxLineBytes: number },
): Promise<void> {
  const inFlight: InFlight[] = [];
  const memory = new BatchMemory(BATCH_BUFFER_BYTES);
  const tooLong = (index: number, line: LineTooLong): void => reportLineTooLong(source, index, line);
  const reportOldest = async (): Promise<void> => {
    const oldest = inFlight.shift()!;
    if ('tooLong' in oldest) {
      await reporter.flush(); // what came before it is printed first
      reporter.skipped('line');
      tooLong(oldest.firstLine, oldest.tooLong);
      return;
    }
    const record =
      oldest.record === undefined
        ? pool.recordHere({ source, bytes: oldest.bytes, firstLine: oldest.firstLine })
        : await oldest.record;
    const taken =
      record !== undefined &&
      (await reporter.recordBatch(source, record, (line) =>
        tooLong(line.index, new LineTooLong(line.bytes, options.maxLineBytes, '', false)),
      ));
    // No worker could answer, or the batch crosses --max-errors: this thread records it, line by line.
    if (!taken) await recordBatchHere(reporter, source, oldest.bytes, oldest.firstLine, options, tooLong);
    memory.release(oldest.bytes);
    await reporter.flush();
  };
  /** This thread's next batch, made while a worker's record is awaited; false when it has none. */
  const recordOneHere = (): boolean => {
    const batch = inFlight.find((item): item is Batch => 'bytes' in item && item.record === undefined);
    if (batch === undefined) return false;
    batch.record = pool.recordHere({ source, bytes: batch.bytes, firstLine: batch.firstLine });
    batch.settled = true;
    return true;
  };
  const batches = batchesOf(source, input, options.maxLineBytes, memory)[Symbol.asyncIterator]();
  let lineNumber = 1;
  let ended = false;
  try {
    for (;;) {
      while (!ended && inFlight.length < 2 * pool.threads) {
        const next = await batches.next();
        if (next.done === true) ended = true;
        else if (next.value instanceof LineTooLong) inFlight.push({ firstLine: lineNumber++, tooLong: next.value });
        else {
          const batch: Batch = { bytes: next.value.bytes, firstLine: lineNumber, record: undefined, settled: false };
          if (pool.hasRoom()) {
            batch.record = pool.record({ source, bytes: batch.bytes, firstLine: lineNumber });
            void batch.record.then(() => (batch.settled = true));
          }
          inFlight.push(batch);
          lineNumber += next.value.lines;
        }
      }
      const oldest = inFlight[0];
      if (oldest === undefined) break;
      if ('bytes' in oldest && oldest.record !== undefined && !oldest.settled && recordOneHere()) await turn();
      else await reportOldest();
    }
  } finally {
    // What was read is reported, even when the input failed part way.
    while (inFlight.length > 0) await reportOldest();
  }
}

export { ValidationPool };
