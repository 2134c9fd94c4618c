/**
 * The two NDJSON streams `validate` is measured on, written to the temporary folder, 95% valid each:
 * - generated (~1.6 kB an object): the property generators' objects of all four kinds, every optional field
 *   and awkward value, invalid ones from the rule violators;
 * - realistic (~0.9 kB): the corpus showcase objects (what adapters really send), an invalid one lacking its
 *   first key, which every kind requires.
 * And each stream as the stream protocol's request lines, for `validate --stream`. Everything here comes
 * through the package's public entry point (src/index.ts), as a user of the library would reach it; the
 * request lines are written by the protocol module the runner's client uses.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { arbitraries, kindNames, loadCorpus } from '../src/index.js';
import { requestLine } from '../src/protocol/request.js';
import { utf8LineBatches } from '../src/support/lines.js';

export interface BenchStream {
  readonly name: string;
  readonly file: string;
  readonly objects: number;
  readonly bytes: number;
  readonly valid: number;
  /** The same objects as request lines {"id":"<n>","object":<line>}. */
  readonly requests: string;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

async function close(out: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** `count` lines drawn from the pools, 95% valid, in an order fixed by `next`. */
async function writeFromPools(
  name: string,
  file: string,
  count: number,
  pools: { valid: readonly string[]; invalid: readonly string[] },
  next: (i: number) => { valid: boolean; pick: number },
): Promise<BenchStream> {
  const out = createWriteStream(file);
  let bytes = 0;
  let valid = 0;
  for (let i = 0; i < count; i++) {
    const draw = next(i);
    const pool = draw.valid ? pools.valid : pools.invalid;
    const line = `${pool[draw.pick % pool.length]!}\n`;
    valid += draw.valid ? 1 : 0;
    bytes += Buffer.byteLength(line);
    await write(out, line);
  }
  await close(out);
  const stream = { name, file, objects: count, bytes, valid };
  return { ...stream, requests: await writeRequestFile(file) };
}

/** The generated stream: pools of generated objects (valid) and violations of every violated rule (invalid). */
export async function writeGeneratedStream(count: number, seed = 1): Promise<BenchStream> {
  const { objectOfKind, violator, violatorRules } = arbitraries;
  const validPool = fc
    .sample(
      fc.constantFrom(...kindNames).chain((kind) => objectOfKind(kind)),
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
  let state = seed >>> 0 || 1;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const file = join(tmpdir(), `cdm-conformance-bench-generated-${process.pid}.ndjson`);
  return writeFromPools('generated (~1.6 kB)', file, count, { valid: validPool, invalid: invalidPool }, () => ({
    valid: random() < 0.95,
    pick: Math.floor(random() * 2 ** 31),
  }));
}

/** The valid showcase objects, each able to stand in a mixed stream (object_kind named). */
function showcaseObjects(): Record<string, unknown>[] {
  const objects = loadCorpus()
    .filter(
      (fixture) =>
        fixture.id.includes('/showcase/') &&
        fixture.expect.valid &&
        fixture.object !== undefined &&
        fixture.kind !== null,
    )
    .map((fixture) => ({ ...(fixture.object as Record<string, unknown>), object_kind: fixture.kind }));
  if (objects.length === 0)
    throw new Error('bench: the corpus has no valid showcase objects to build the realistic stream from');
  return objects;
}

/** The realistic stream: the showcase objects in turn, every 20th without its first key. */
export async function writeRealisticStream(count: number): Promise<BenchStream> {
  const pool = showcaseObjects();
  const valid = pool.map((object) => JSON.stringify(object));
  const invalid = pool.map((object) => JSON.stringify(Object.fromEntries(Object.entries(object).slice(1))));
  const file = join(tmpdir(), `cdm-conformance-bench-realistic-${process.pid}.ndjson`);
  return writeFromPools('realistic (~0.9 kB)', file, count, { valid, invalid }, (i) => ({
    valid: i % 20 !== 19,
    pick: i,
  }));
}

/** The objects of `file` as the stream protocol's request lines (protocol/request.ts): {"id":"<n>","object":<the line>}. */
async function writeRequestFile(file: string): Promise<string> {
  const requests = file.replace(/\.ndjson$/, '.requests.ndjson');
  const out = createWriteStream(requests);
  let id = 0;
  let lineNumber = 0;
  for await (const batch of utf8LineBatches(createReadStream(file, { highWaterMark: 1 << 16 }))) {
    let text = '';
    for (const line of batch) {
      lineNumber += 1;
      if (typeof line !== 'string') throw new Error(`${file}: line ${lineNumber} is not a JSON text line`);
      if (line !== '') text += requestLine({ id: String(++id), kind: null, text: line });
    }
    await write(out, text);
  }
  await close(out);
  return requests;
}

export async function removeStream(stream: BenchStream): Promise<void> {
  await rm(stream.file, { force: true });
  await rm(stream.requests, { force: true });
}
