/**
 * Reading the committed corpus: what the runner, the CLI and the tests use. A fixture's text is sent
 * verbatim: `text` when the fixture has one, otherwise the object as JSON.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fixtureSchema } from './schema.js';
import { checkSchema } from './schemaCheck.js';
import type { Fixture } from './types.js';
import { packagePath } from '../support/packagePaths.js';
import { CorpusLoadError } from './loadError.js';

export type { Fixture } from './types.js';

/** corpus/ of this package (from src/corpus and dist/corpus alike). */
export const CORPUS_DIR = packagePath('corpus') + path.sep;

export { CorpusLoadError } from './loadError.js';

/** Just enough shape for a case; a stranger file would fail deep inside a run with a cryptic TypeError. */
function isFixture(value: unknown): value is Fixture {
  const f = value as Partial<Fixture> | null;
  const expect = f?.expect as { valid?: unknown; errors?: unknown } | undefined;
  return (
    typeof f === 'object' &&
    f !== null &&
    !Array.isArray(f) &&
    typeof f.id === 'string' &&
    Array.isArray(f.rules) &&
    typeof f.tier === 'string' &&
    typeof expect === 'object' &&
    expect !== null &&
    typeof expect.valid === 'boolean' &&
    (expect.valid || Array.isArray(expect.errors)) &&
    (typeof f.text === 'string' || 'object' in f)
  );
}

/**
 * The fields that reach a command line (`kind` replaces {kind} in --exec), a file name or a terminal
 * (`id`, `rules`, `tier`), checked against the fixture schema: a --corpus folder is foreign input, and a
 * kind of `$(touch /tmp/x)` must be refused here, not quoted later and hoped for.
 */
const CHECKED_FIELDS = ['id', 'kind', 'tier', 'rules'] as const;

function fieldProblem(fixture: Fixture): string | undefined {
  const properties = fixtureSchema.properties as Record<string, Record<string, unknown>>;
  for (const field of CHECKED_FIELDS) {
    if (!Object.hasOwn(fixture, field)) return `has no ${field}`;
    const problems = checkSchema(
      (fixture as unknown as Record<string, unknown>)[field],
      properties[field]!,
      fixtureSchema as Record<string, unknown>,
      `/${field}`,
    );
    if (problems.length > 0)
      return `has a ${field} the fixture schema refuses (${problems[0]}): ${JSON.stringify((fixture as unknown as Record<string, unknown>)[field]).slice(0, 80)}`;
  }
  return undefined;
}

/**
 * The `.json` files in any folder under `<dir>/fixtures`, as the glob `fixtures/**` + `/*.json` matched
 * them: no dot files or folders, and a symlinked folder entered one level only. Posix paths, sorted; and
 * the folders walked (what a corpus bundle stamps: a file added or removed changes its folder). A plain
 * walk: the glob cost a quarter of the load, and every run loads the corpus.
 */
export function fixtureTree(dir: string): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = (relative: string, throughLink: boolean): void => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
    } catch {
      return;
    }
    folders.push(relative);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = `${relative}/${entry.name}`;
      const target = entry.isSymbolicLink() ? statSync(path.join(dir, child), { throwIfNoEntry: false }) : entry;
      if (target?.isDirectory() === true) {
        if (!throughLink) walk(child, entry.isSymbolicLink());
      } else if (target?.isFile() === true && entry.name.endsWith('.json')) files.push(child);
    }
  };
  walk('fixtures', false);
  return { files: files.sort(), folders: folders.sort() };
}

/** Every fixture under `<dir>/fixtures`, sorted by id; CorpusLoadError names the first file that is not one. */
export function loadCorpus(dir: string = CORPUS_DIR): Fixture[] {
  const { files } = fixtureTree(dir);
  if (files.length === 0) throw new CorpusLoadError('no fixtures (fixtures/**/*.json)');
  const fixtures = files.map((file) => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new CorpusLoadError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!isFixture(value))
      throw new CorpusLoadError(
        `${file} is not a fixture (needs id, rules, tier, expect and object or text; docs/fixture-format.md)`,
      );
    const problem = fieldProblem(value);
    if (problem !== undefined) throw new CorpusLoadError(`${file} ${problem}; corpus/fixture.schema.json`);
    return value;
  });
  return fixtures.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The exact JSON text to send for a fixture. */
export function fixtureText(fixture: Pick<Fixture, 'text' | 'object'>): string {
  return fixture.text ?? JSON.stringify(fixture.object);
}
