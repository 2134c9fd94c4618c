/**
 * The corpus, built deterministically from the bases and the builders. `buildCorpus()` returns every
 * fixture, sorted by id, after checking what the files must keep true (ids unique and never retired,
 * descriptions unique within a rule, every derived base a fixture, every patch reproducing its
 * object). The fixtures promoted into a corpus folder (corpus/promoted.json, `corpus promote`) are
 * part of it. `corpusFiles()` renders the committed files; `writeCorpus()` writes them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { baseFixtures } from './builders/bases.js';
import { crossFieldFixtures } from './builders/crossField.js';
import { decisionFixtures } from './builders/decisions.js';
import { evidenceFixtures } from './builders/evidence.js';
import { geojsonFixtures } from './builders/geojson.js';
import { heightFixtures } from './builders/heights.js';
import { jsonNumberFixtures } from './builders/jsonNumbers.js';
import { jsonTextFixtures } from './builders/jsonText.js';
import { lintFixtures } from './builders/lint.js';
import { sourceCodeFixtures } from './builders/lintCodes.js';
import { memberAndBagFixtures } from './builders/members.js';
import { nearMissFixtures } from './builders/nearMisses.js';
import { nullAndEmptyFixtures } from './builders/nullsAndEmpties.js';
import { perPlaceFixtures } from './builders/perPlace.js';
import { placeBoundaryFixtures } from './builders/placeBoundaries.js';
import { rootAndStreamFixtures } from './builders/roots.js';
import { routeFixtures } from './builders/route.js';
import { vectorFixtures } from './builders/vectors.js';
import { edgeFixtures } from './boundaries/edges.js';
import { fieldBoundaryFixtures } from './boundaries/fields.js';
import { checkCorpus } from './checks.js';
import { showcaseFixtures } from './showcase/showcase.js';
import { CORPUS_DIR } from '../load.js';
import { PROMOTED_FILE, promotedFixture, readPromoted } from '../promoted.js';
import type { Fixture } from '../types.js';

let builders: readonly Fixture[] | undefined;
/** Per corpus folder: the build and the promoted.json text it was made with (a promotion changes that text). */
const built = new Map<string, { promoted: string; fixtures: readonly Fixture[] }>();

/** What the builders make: the same for every corpus folder. */
function builtFixtures(): readonly Fixture[] {
  builders ??= [
    ...baseFixtures(),
    ...perPlaceFixtures(),
    ...nullAndEmptyFixtures(),
    ...fieldBoundaryFixtures(),
    ...edgeFixtures(),
    ...placeBoundaryFixtures(),
    ...memberAndBagFixtures(),
    ...rootAndStreamFixtures(),
    ...crossFieldFixtures(),
    ...heightFixtures(),
    ...evidenceFixtures(),
    ...nearMissFixtures(),
    ...routeFixtures(),
    ...decisionFixtures(),
    ...jsonTextFixtures(),
    ...jsonNumberFixtures(),
    ...lintFixtures(),
    ...sourceCodeFixtures(),
    ...vectorFixtures(),
    ...geojsonFixtures(),
    ...showcaseFixtures(),
  ];
  return builders;
}

/** Every fixture of the corpus in `dir` (its promoted ones included), sorted by id; built once per folder while its promoted.json stays the same. */
export function buildCorpus(dir: string = CORPUS_DIR): readonly Fixture[] {
  const promoted = promotedText(dir);
  const cached = built.get(dir);
  if (cached !== undefined && cached.promoted === promoted) return cached.fixtures;
  const fixtures = [...builtFixtures(), ...readPromoted(dir).map(promotedFixture)].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
  const problems = checkCorpus(fixtures);
  if (problems.length > 0)
    throw new Error(`corpus: ${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`);
  built.set(dir, { promoted, fixtures });
  return fixtures;
}

/** The text of the folder's promoted.json, '' when it has none. */
function promotedText(dir: string): string {
  try {
    return readFileSync(path.join(dir, PROMOTED_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
