/**
 * The committed corpus files: one file per fixture, corpus/index.json and corpus/fixture.schema.json,
 * rendered byte for byte the same on every run, and written (stale fixture files removed) by
 * `npm run generate`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'glob';
import { buildCorpus } from './buildCorpus.js';
import { CORPUS_DIR } from '../load.js';
import { fixtureFile, indexDocument, serializeFixture } from '../render.js';
import { fixtureSchema } from '../schema.js';
import type { Fixture } from '../types.js';

export { fixtureFile, indexDocument, serializeFixture } from '../render.js';

/** Every generated file under corpus/ (paths relative to it) with its exact content. */
export function corpusFiles(fixtures: readonly Fixture[] = buildCorpus()): Map<string, string> {
  const files = new Map<string, string>();
  for (const fixture of fixtures) files.set(fixtureFile(fixture.id), serializeFixture(fixture));
  files.set('index.json', indexDocument(fixtures));
  files.set('fixture.schema.json', `${JSON.stringify(fixtureSchema, null, 2)}\n`);
  return files;
}

/** The fixture files that exist on disk (relative to the corpus directory). */
export const fixtureFilesOnDisk = (dir: string = CORPUS_DIR): string[] =>
  globSync('fixtures/**/*.json', { cwd: dir, posix: true }).sort();

function removeEmptyDirectories(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirectories(path.join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}

/** The files of the corpus in `dir` that differ from what the builders (and its promoted.json) make: stale or missing, and extra. */
export function corpusDrift(dir: string = CORPUS_DIR): { stale: string[]; extra: string[] } {
  const files = corpusFiles(buildCorpus(dir));
  const stale = [...files]
    .filter(
      ([file, content]) => !existsSync(path.join(dir, file)) || readFileSync(path.join(dir, file), 'utf8') !== content,
    )
    .map(([file]) => file);
  const extra = fixtureFilesOnDisk(dir).filter((file) => !files.has(file));
  return { stale, extra };
}

/** Writes the corpus; fixture files no builder makes any more are removed. */
export function writeCorpus(dir: string = CORPUS_DIR): { written: number; removed: string[] } {
  const files = corpusFiles(buildCorpus(dir));
  const removed = fixtureFilesOnDisk(dir).filter((file) => !files.has(file));
  for (const file of removed) rmSync(path.join(dir, file));
  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  removeEmptyDirectories(path.join(dir, 'fixtures'));
  return { written: files.size, removed };
}
