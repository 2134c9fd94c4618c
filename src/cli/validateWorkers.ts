/**
 * `validate --workers N|auto`: NDJSON lines validated on N worker threads while this thread reads the input
 * and writes the answers, in input order. At most two batches per worker are in flight and the next bytes
 * are read only when the oldest batch is reported, so memory stays flat however long the input.
 */
import { availableParallelism } from 'node:os';
import type { ValidateOptions } from '../rules/types.js';
import { ioReason } from '../support/errorText.js';
import { resultOf, type LineAnswer } from '../validation/batch.js';
import { ValidationPool } from '../validation/pool.js';
import { InputError, UsageError } from './_internals/errors.js';
import type { Gate } from './validate/gate.js';

/** Bytes of whole lines per batch: large enough that a message costs little per line. */
const BATCH_BYTES = 1 << 17;

/** --workers: a count of at least 1, or `auto` (one per core this process may use). */
export function workersOption(text: string | undefined): number {
  if (text === undefined) return 1;
  if (text === 'auto') return availableParallelism();
  if (!/^[1-9][0-9]{0,2}$/.test(text)) throw new UsageError(`--workers must be a whole number from 1 to 999, or auto; got ${JSON.stringify(text)}`);
  return Number(text);
}

/** Batches of whole lines (the last may lack its '\n'); a read failure is an InputError naming the source. */
async function* batchesOf(source: string, input: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of input) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < BATCH_BYTES) continue;
      const joined = Buffer.concat(pending);
      const cut = joined.lastIndexOf(10) + 1;
      if (cut === 0) {
        pending = [joined];
        continue;
      }
      yield joined.subarray(0, cut);
      pending = cut < joined.length ? [joined.subarray(cut)] : [];
      pendingBytes = joined.length - cut;
    }
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${ioReason(error)}`);
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

/** Validates one NDJSON input on the pool's workers, recording every line in order as `validate` does. */
export async function validateLinesInWorkers(source: string, input: AsyncIterable<Buffer>, pool: ValidationPool, workers: number, reporter: Gate): Promise<void> {
  const inFlight: Promise<LineAnswer[]>[] = [];
  let lineNumber = 0;
  const reportOldest = async (): Promise<void> => {
    for (const answer of await inFlight.shift()!) {
      lineNumber++;
      const line = resultOf(answer);
      if (line !== undefined) reporter.record(line.text === undefined ? { source, index: lineNumber } : { source, index: lineNumber, text: line.text }, line.result);
    }
    await reporter.flush();
  };
  try {
    for await (const batch of batchesOf(source, input)) {
      inFlight.push(pool.validate(batch));
      if (inFlight.length >= 2 * workers) await reportOldest();
    }
  } finally {
    // What was read is reported, even when the input failed part way.
    while (inFlight.length > 0) await reportOldest();
  }
}

export { ValidationPool, type ValidateOptions };
