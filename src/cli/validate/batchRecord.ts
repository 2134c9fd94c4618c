/**
 * A batch of whole NDJSON lines recorded as `validate --workers` records it, on whichever thread: a worker
 * (worker.ts) or the main thread taking its share (validateWorkers.ts). One way, so the main thread's gate
 * takes the same record, byte for byte, whoever made it.
 */
import { LineTooLong } from '../../support/lines.js';
import { linesOfBatch } from '../../validation/lines.js';
import type { ValidateOptions } from '../../rules/types.js';
import { Gate, type BatchRecord, type GateOptions, type TooLongLine } from './gate.js';
import { recordLine } from './lines.js';

/** What every thread validating batches is given (a worker gets it as its workerData). */
export interface WorkerOptions {
  readonly validate: ValidateOptions;
  readonly gate: Omit<GateOptions, 'env' | 'within'>;
  readonly maxLineBytes: number;
}

/** Whole lines (support/lineBatches.ts) in a SharedArrayBuffer: the worker reads them without a copy. */
export interface BatchTask {
  readonly source: string;
  readonly bytes: Uint8Array;
  /** The number of the batch's first line in its source. */
  readonly firstLine: number;
}

/** The output text, statistics and over-long lines of one batch, listed without --max-errors' cap. */
export function batchRecord(task: BatchTask, options: WorkerOptions): BatchRecord {
  const gate = new Gate({ ...options.gate, maxErrors: Infinity, within: task.source }, null, null);
  const parts: Array<string | TooLongLine> = [];
  const lines = linesOfBatch(task.bytes, options.maxLineBytes);
  for (let offset = 0; offset < lines.length; offset++) {
    const line = lines[offset]!;
    if (line instanceof LineTooLong) {
      parts.push(gate.takeText(), { index: task.firstLine + offset, bytes: line.bytes });
    } else recordLine(gate, task.source, task.firstLine + offset, line, options.validate);
  }
  parts.push(gate.takeText());
  return {
    parts: parts.filter((part) => part !== ''),
    stats: gate.stats.toJson(),
    findings: gate.findings,
    omitted: gate.omitted,
  };
}
