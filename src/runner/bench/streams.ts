/**
 * The second stream the bench measures: realistic objects (~0.9 kB, the corpus showcase: what adapters
 * really send), 95% valid, beside the generated stream of runner/bench.ts (~1.6 kB, every optional field
 * and awkward value). And each stream as the stream protocol's request lines, for `validate --stream`.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCorpus } from '../../corpus/load.js';
import { requestLine } from '../../protocol/request.js';

export interface BenchStream {
  readonly file: string;
  readonly objects: number;
  readonly bytes: number;
  readonly valid: number;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

async function close(out: WriteStream): Promise<void> {
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
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

/** `count` showcase objects, 95% valid (an invalid one lacks its first key, which every kind requires). */
export async function writeRealisticStream(count: number): Promise<BenchStream> {
  const pool = showcaseObjects();
  const validTexts = pool.map((object) => JSON.stringify(object));
  const invalidTexts = pool.map((object) => JSON.stringify(Object.fromEntries(Object.entries(object).slice(1))));
  const file = join(tmpdir(), `cdm-conformance-bench-realistic-${process.pid}.ndjson`);
  const out = createWriteStream(file);
  let bytes = 0;
  let valid = 0;
  for (let i = 0; i < count; i++) {
    const isValid = i % 20 !== 19;
    const line = `${(isValid ? validTexts : invalidTexts)[i % pool.length]!}\n`;
    valid += isValid ? 1 : 0;
    bytes += Buffer.byteLength(line);
    await write(out, line);
  }
  await close(out);
  return { file, objects: count, bytes, valid };
}

/** The same objects as request lines: {"id":"<n>","object":<the line>}. */
export async function writeRequestFile(stream: BenchStream): Promise<string> {
  const file = stream.file.replace(/\.ndjson$/, '.requests.ndjson');
  const out = createWriteStream(file);
  let pending = '';
  let id = 0;
  for await (const chunk of createReadStream(stream.file, { encoding: 'utf8', highWaterMark: 1 << 16 })) {
    const lines = (pending + (chunk as string)).split('\n');
    pending = lines.pop()!;
    let text = '';
    for (const line of lines) if (line !== '') text += requestLine({ id: String(++id), kind: null, text: line });
    await write(out, text);
  }
  if (pending !== '') await write(out, requestLine({ id: String(++id), kind: null, text: pending }));
  await close(out);
  return file;
}
