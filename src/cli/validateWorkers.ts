/**
 * `validate --workers N|auto`: NDJSON lines validated on N worker threads while this thread reads the input
 * and writes the answers, in input order. At most two batches per worker are in flight and the next bytes
 * are read only when the oldest batch is reported, so memory stays flat however long the input.
 */
import { availableParallelism } from 'node:os';
import type { ValidateOptions } from '../rules/types.js';
import { ioReason } from '../support/errorText.js';
import { byteLineBatches, LineTooLong } from '../support/lines.js';
import { EXPLAINED, VALID, type BatchAnswers } from '../validation/batch.js';
import { ValidationPool } from '../validation/pool.js';
import { InputError, UsageError } from './_internals/errors.js';
import type { Gate } from './validate/gate.js';
import { reportLineTooLong } from './validate/lineCap.js';

/** Bytes of whole lines per batch: large enough that a message costs little per line. */
const BATCH_BYTES = 1 << 17;

/** --workers: a count of at least 1, or `auto` (one per core this process may use). */
export function workersOption(text: string | undefined): number {
  if (text === undefined) return 1;
  if (text === 'auto') return availableParallelism();
  if (!/^[1-9][0-9]{0,2}$/.test(text)) throw new UsageError(`--workers must be a whole number from 1 to 999, or auto; got ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * Batches of whole lines, each ending with '\n', copied once into a SharedArrayBuffer (handed to a worker,
 * never copied again), and the over-long lines between them in input order (the splitter caps lines:
 * support/lines.ts); a read failure is an InputError naming the source.
 */
async function* batchesOf(source: string, input: AsyncIterable<Buffer>, maxLineBytes: number): AsyncGenerator<Uint8Array | LineTooLong> {
  let lines: Buffer[] = [];
  let bytes = 0;
  const batch = (): Uint8Array => {
    const shared = new Uint8Array(new SharedArrayBuffer(bytes));
    let offset = 0;
    for (const line of lines) {
      shared.set(line, offset);
      offset += line.length;
      shared[offset++] = 10;
    }
    lines = [];
    bytes = 0;
    return shared;
  };
  try {
    for await (const split of byteLineBatches(input, { maxLineBytes })) {
      for (const line of split) {
        if (line instanceof LineTooLong) {
          if (bytes > 0) yield batch();
          yield line;
          continue;
        }
        lines.push(line);
        bytes += line.length + 1;
        if (bytes >= BATCH_BYTES) yield batch();
      }
    }
  } catch (error) {
    throw new InputError(`cannot read ${source}: ${ioReason(error)}`);
  }
  if (bytes > 0) yield batch();
}

/** Validates one NDJSON input on the pool's workers, recording every line in order as `validate` does. */
export async function validateLinesInWorkers(source: string, input: AsyncIterable<Buffer>, pool: ValidationPool, workers: number, reporter: Gate, maxLineBytes: number): Promise<void> {
  const inFlight: Promise<BatchAnswers | LineTooLong>[] = [];
  let lineNumber = 0;
  const reportOldest = async (): Promise<void> => {
    const answers = await inFlight.shift()!;
    if (answers instanceof LineTooLong) {
      lineNumber++;
      await reporter.flush(); // what came before it is printed first
      reporter.skipped('line');
      reportLineTooLong(source, lineNumber, answers);
      return;
    }
    const { codes, details } = answers;
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
    for await (const batch of batchesOf(source, input, maxLineBytes)) {
      inFlight.push(batch instanceof LineTooLong ? Promise.resolve(batch) : pool.validate(batch));
      if (inFlight.length >= 2 * workers) await reportOldest();
    }
  } finally {
    // What was read is reported, even when the input failed part way.
    while (inFlight.length > 0) await reportOldest();
  }
}

export { ValidationPool, type ValidateOptions };
