/**
 * `validate --workers N|auto`: NDJSON lines validated on N worker threads while this thread reads the input
 * and writes the answers, in input order. At most two batches per worker are in flight and the next bytes
 * are read only when the oldest batch is reported, so memory stays flat however long the input.
 */
import { availableParallelism } from 'node:os';
import type { ValidateOptions } from '../rules/types.js';
import { ioReason } from '../support/errorText.js';
import { EXPLAINED, VALID, type BatchAnswers } from '../validation/batch.js';
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

/** `chunks` (holding `bytes` in all) copied into one SharedArrayBuffer: handed to a worker, never copied again. */
function sharedBatch(chunks: readonly Uint8Array[], bytes: number): Uint8Array {
  const batch = new Uint8Array(new SharedArrayBuffer(bytes));
  let offset = 0;
  for (const chunk of chunks) {
    batch.set(chunk.subarray(0, Math.min(chunk.length, bytes - offset)), offset);
    offset += chunk.length;
    if (offset >= bytes) break;
  }
  return batch;
}

/** Batches of whole lines (the last may lack its '\n'); a read failure is an InputError naming the source. */
async function* batchesOf(source: string, input: AsyncIterable<Buffer>): AsyncGenerator<Uint8Array> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of input) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < BATCH_BYTES) continue;
      // Cut after the last '\n' of this read; a line still going on waits for the read that ends it.
      const last = chunk.lastIndexOf(10);
      if (last === -1) continue;
      const rest = chunk.subarray(last + 1);
      yield sharedBatch(pending, pendingBytes - rest.length);
      pending = rest.length > 0 ? [rest] : [];
      pendingBytes = rest.length;
    }
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${ioReason(error)}`);
  }
  if (pendingBytes > 0) yield sharedBatch(pending, pendingBytes);
}

/** Validates one NDJSON input on the pool's workers, recording every line in order as `validate` does. */
export async function validateLinesInWorkers(source: string, input: AsyncIterable<Buffer>, pool: ValidationPool, workers: number, reporter: Gate): Promise<void> {
  const inFlight: Promise<BatchAnswers>[] = [];
  let lineNumber = 0;
  const reportOldest = async (): Promise<void> => {
    const { codes, details } = await inFlight.shift()!;
    let next = 0;
    for (let index = 0; index < codes.length; index++) {
      lineNumber++;
      const code = codes[index];
      if (code === VALID) reporter.recordValid(source, lineNumber);
      else if (code === EXPLAINED) {
        const line = details[next++]!;
        reporter.record(line.text === undefined ? { source, index: lineNumber } : { source, index: lineNumber, text: line.text }, line.result);
      }
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
