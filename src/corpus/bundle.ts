/**
 * The bundled corpus in one file, dist/corpus-bundle.json, written by `npm run build`: reading, checking and
 * digesting 2,900 fixture files cost a run more than its subject's start-up, and one file is one read.
 *
 * The file carries a stamp of every fixture file and folder as they were when it was made (size, times of
 * modification and of change), and of the built code that made it, taken before the files were read. It is used only while every one of them
 * is still exactly so: a fixture edited, added, removed or renamed changes its own times or its folder's
 * (and the change time cannot be set back), and then the files are read as before. So it never stands
 * for a corpus that changed; an installed copy, whose times are the install's, reads the files too.
 */
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../support/atomicWrite.js';
import { CODE_DIR } from '../support/packagePaths.js';
import { CORPUS_DIR, fixtureTree } from './load.js';

/** dist/corpus-bundle.json (beside dist/corpus/; from src/ under vitest it does not exist: the files are read). */
export const CORPUS_BUNDLE = path.join(CODE_DIR, 'corpus-bundle.json');

const FORMAT = 'cdm-conformance corpus bundle 1';

/** [absolute path, size (-1 for a folder), mtimeMs, ctimeMs] */
type Stamp = [string, number, number, number];

function stampOf(file: string): Stamp | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats === undefined ? undefined : [file, stats.isDirectory() ? -1 : stats.size, stats.mtimeMs, stats.ctimeMs];
}

const same = (stamp: Stamp, now: Stamp | undefined): boolean => now !== undefined && now[1] === stamp[1] && now[2] === stamp[2] && now[3] === stamp[3];

/** What the bundle holds for the corpus `dir`, or undefined: no bundle, made for another folder, or something changed. */
export function readCorpusBundle(dir: string = CORPUS_DIR, file: string = CORPUS_BUNDLE): unknown {
  let bundle: { format?: unknown; dir?: unknown; stamps?: unknown; content?: unknown };
  try {
    bundle = JSON.parse(readFileSync(file, 'utf8')) as typeof bundle;
  } catch {
    return undefined;
  }
  if (bundle?.format !== FORMAT || bundle.dir !== path.resolve(dir) || !Array.isArray(bundle.stamps) || bundle.stamps.length === 0) return undefined;
  for (const stamp of bundle.stamps as Stamp[]) if (!same(stamp, stampOf(stamp[0]))) return undefined;
  return bundle.content;
}

export interface BundleTarget {
  /** The built files that make the content: stamped too. */
  readonly code: readonly string[];
  readonly dir?: string;
  readonly file?: string;
  /** Fixture times from this moment on are not trusted (default: 3 s before now; coarse file system clocks tick up to 2 s). */
  readonly trustedBefore?: number;
}

/**
 * Write `file` for the corpus `dir` (false: not written, a fixture changed just now): the stamps first (of
 * every fixture file and folder, and of the `code` files that make the content, so a rebuilt loader is not
 * answered by an old bundle), then `content()` (which reads the files): a file changed meanwhile leaves a
 * bundle that is never used. Replaced atomically (support/atomicWrite.ts; AtomicWriteError when it cannot be).
 */
export function writeCorpusBundle(content: () => unknown, { code, dir = CORPUS_DIR, file = CORPUS_BUNDLE, trustedBefore = Date.now() - 3000 }: BundleTarget): boolean {
  const { files, folders } = fixtureTree(dir);
  const stamp = (paths: readonly string[]): Stamp[] => paths.map(stampOf).filter((one): one is Stamp => one !== undefined);
  const fixtures = stamp([...folders, ...files].map((relative) => path.resolve(dir, relative)));
  const stamps = [...fixtures, ...stamp(code)];
  // A fixture changed in the last moments could change again within the file system's clock tick, leaving
  // the same times: then no bundle (the next build makes one), as git re-reads a "racily clean" file. (The
  // code was just written by this build; it changes only with the next one.)
  if (fixtures.some(([, , modified, changed]) => Math.max(modified, changed) >= trustedBefore)) {
    rmSync(file, { force: true });
    return false;
  }
  const text = JSON.stringify({ format: FORMAT, dir: path.resolve(dir), stamps, content: content() });
  writeFileAtomicSync(file, text);
  return true;
}
