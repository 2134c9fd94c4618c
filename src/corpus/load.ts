/**
 * Reading the committed corpus: what the runner, the CLI and the tests use. A fixture's text is sent
 * verbatim: `text` when the fixture has one, otherwise the object as JSON.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'glob';
import type { Fixture } from './types.js';

export type { Fixture } from './types.js';

/** corpus/ of this package (from src/corpus and dist/corpus alike). */
export const CORPUS_DIR = fileURLToPath(new URL('../../corpus/', import.meta.url));

/** Every fixture under `<dir>/fixtures`, sorted by id. */
export function loadCorpus(dir: string = CORPUS_DIR): Fixture[] {
  const files = globSync('fixtures/**/*.json', { cwd: dir, posix: true }).sort();
  return files
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Fixture)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The exact JSON text to send for a fixture. */
export function fixtureText(fixture: Pick<Fixture, 'text' | 'object'>): string {
  return fixture.text ?? JSON.stringify(fixture.object);
}
