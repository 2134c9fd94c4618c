/**
 * A `validate --workers` thread (pool.ts): batches of whole NDJSON lines in, and for each the output text,
 * statistics and over-long lines its gate recorded, all in one message; the main thread only writes them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LineTooLong } from '../../support/lines.js';
import { linesOfBatch } from '../../validation/lines.js';
import { Gate, type BatchRecord, type GateOptions, type TooLongLine } from './gate.js';
import { recordLine } from './lines.js';
import type { BatchTask, WorkerOptions } from './pool.js';

const options = workerData as WorkerOptions;
const gateOptions: GateOptions = { ...options.gate, maxErrors: Infinity };

function record(task: BatchTask): BatchRecord {
  const gate = new Gate({ ...gateOptions, within: task.source }, null, null);
  const parts: Array<string | TooLongLine> = [];
  const lines = linesOfBatch(task.bytes, options.maxLineBytes);
  for (let offset = 0; offset < lines.length; offset++) {
    const line = lines[offset]!;
    if (line instanceof LineTooLong) {
      parts.push(gate.takeText(), { index: task.firstLine + offset, bytes: line.bytes });
    } else recordLine(gate, task.source, task.firstLine + offset, line, options.validate);
  }
  parts.push(gate.takeText());
  return { parts: parts.filter((part) => part !== ''), stats: gate.stats.toJson(), findings: gate.findings };
}

parentPort!.on('message', (task: BatchTask & { readonly id: number }) => {
  parentPort!.postMessage({ id: task.id, record: record(task) });
});
