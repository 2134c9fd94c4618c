/**
 * validate --workers when a worker dies: what it owed comes back as undefined (cli/validate/pool.ts) and the
 * main thread records those batches itself (cli/validateWorkers.ts), so no line is lost or reordered. The
 * main thread validates a share of the batches anyway, the same way.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gate, type GateOptions } from '../../src/cli/validate/gate.js';
import { ValidationPool, type WorkerOptions } from '../../src/cli/validate/pool.js';
import { validateLinesInWorkers } from '../../src/cli/validateWorkers.js';
import { ENTITY_TEXT, ensureBuilt, INVALID_ENTITY_TEXT } from './_support.js';

let dir: string;
let dying: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'cdm-pool-'));
  dying = join(dir, 'dying-worker.mjs');
  writeFileSync(
    dying,
    "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gateOptions: GateOptions = {
  format: 'json',
  quiet: false,
  lint: false,
  colour: false,
  failOn: 'error',
  maxErrors: Infinity,
};
const options: WorkerOptions = { validate: {}, gate: gateOptions, maxLineBytes: 1024 * 1024 };

/** 3,000 lines, several batches: valid, invalid, not JSON, blank. */
const INPUT = Buffer.from(
  Array.from({ length: 3000 }, (_, i) => [ENTITY_TEXT, INVALID_ENTITY_TEXT, 'not json', ''][i % 4]).join('\n'),
);

async function* reads(): AsyncGenerator<Buffer> {
  for (let start = 0; start < INPUT.length; start += 65536) yield INPUT.subarray(start, start + 65536);
}

/** What validate --workers writes for INPUT with this pool. */
async function output(pool: ValidationPool): Promise<{ text: string; summary: string }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const gate = new Gate(gateOptions, out, null);
  try {
    await validateLinesInWorkers('input.ndjson', reads(), pool, gate, { maxLineBytes: options.maxLineBytes });
  } finally {
    await pool.close();
  }
  await gate.finish();
  return { text: Buffer.concat(chunks).toString('utf8'), summary: gate.summary() };
}

describe('ValidationPool', () => {
  it('answers undefined for a batch its worker died on, and at once when no worker is left', async () => {
    const pool = new ValidationPool(1, options, dying);
    const task = { source: 's', bytes: new Uint8Array(new SharedArrayBuffer(3)), firstLine: 1 };
    new Uint8Array(task.bytes.buffer).set(Buffer.from('{}\n'));
    expect(await pool.record(task)).toBeUndefined();
    expect(await pool.record(task)).toBeUndefined();
    await pool.close();
  });

  it('loses no line when every worker dies: the main thread records what they owed, in order', async () => {
    const healthy = await output(new ValidationPool(2, options));
    expect(healthy.summary).toBe('2250 objects: 750 valid, 1500 invalid');
    expect(healthy.text.split('\n').filter((line) => line !== '')).toHaveLength(2250);
    expect(await output(new ValidationPool(2, options, dying))).toEqual(healthy);
  });

  it('the main thread validates its share as a worker does: with no worker at all, the same output', async () => {
    const healthy = await output(new ValidationPool(1, options));
    expect(healthy.summary).toBe('2250 objects: 750 valid, 1500 invalid');
    expect(await output(new ValidationPool(0, options))).toEqual(healthy);
  });
});
