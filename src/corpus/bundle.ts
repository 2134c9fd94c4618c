/**
 * The bundled corpus in one file, dist/corpus-bundle.json, written by `npm run build`: reading, checking and
 * digesting 2,900 fixture files cost a run more than its subject's start-up, and one file is one read.
 *
 * The file carries a stamp of every fixture file and folder as they were when it was made (size, times of
 * modification and of change), and of the built code that made it, taken before the files were read. It is
 * used while every one of them is still exactly so: a fixture edited, added, removed or renamed changes its
 * own times or its folder's (and the change time cannot be set back). When one is not (an installed copy,
 * whose times are the install's; code compiled again), it is used only if every fixture file and code file
 * is byte for byte the one it was made from (sha256, and the same list of fixture files); else the files are
 * read as before. So it never stands for a corpus that changed.
 */
import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from '../support/atomicWrite.js';
import { escapeNonAscii } from '../support/jsonString.js';
import { CODE_DIR } from '../support/packagePaths.js';
import { CORPUS_DIR, fixtureTree } from './load.js';

/** dist/corpus-bundle.json (beside dist/corpus/; from src/ under vitest it does not exist: the files are read). */
export const CORPUS_BUNDLE = path.join(CODE_DIR, 'corpus-bundle.json');

const FORMAT = 'cdm-conformance corpus bundle 2';

/** [absolute path, size (-1 for a folder), mtimeMs, ctimeMs] */
export type Stamp = [string, number, number, number];

/** [path from its root, '/'-separated; size; sha256 of the content, base64] */
type Digest = [string, number, string];

/**
 * The same files by content, for a bundle whose stamps cannot hold (an installed copy: its times are the
 * install's): where the corpus folder is from the bundle's own folder, each fixture file (from that
 * folder), each code file (from the bundle's folder).
 */
interface Contents {
  readonly dir: string;
  readonly fixtures: readonly Digest[];
  readonly code: readonly Digest[];
}

function stampOf(file: string): Stamp | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats === undefined ? undefined : [file, stats.isDirectory() ? -1 : stats.size, stats.mtimeMs, stats.ctimeMs];
}

const same = (stamp: Stamp, now: Stamp | undefined): boolean =>
  now !== undefined && now[1] === stamp[1] && now[2] === stamp[2] && now[3] === stamp[3];

const stamped = (paths: readonly string[]): Stamp[] =>
  paths.map(stampOf).filter((one): one is Stamp => one !== undefined);

/** The corpus `dir`'s fixture files, and a stamp of each and of every folder (a file added or removed changes its folder's). */
export function fixtureStamps(dir: string): { files: string[]; stamps: Stamp[] } {
  const { files, folders } = fixtureTree(dir);
  return { files, stamps: stamped([...folders, ...files].map((relative) => path.resolve(dir, relative))) };
}

/** Nothing stamped has changed since: one stat per stamp. */
export const stampsHold = (stamps: readonly Stamp[]): boolean =>
  stamps.every((stamp) => same(stamp, stampOf(stamp[0])));

/**
 * No stamp is from `trustedBefore` on: a file changed in the last moments could change again within the file
 * system's clock tick, leaving the same times (as git re-reads a "racily clean" file).
 */
export const stampsTrusted = (stamps: readonly Stamp[], trustedBefore: number): boolean =>
  stamps.every(([, , modified, changed]) => Math.max(modified, changed) < trustedBefore);

function digestOf(root: string, relative: string): Digest | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.resolve(root, relative));
  } catch {
    return undefined;
  }
  return [relative, bytes.length, createHash('sha256').update(bytes).digest('base64')];
}

const isDigest = (value: unknown): value is Digest =>
  Array.isArray(value) &&
  value.length === 3 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'number' &&
  typeof value[2] === 'string';

/** Every digest of `contents` holds for the corpus `dir` and the bundle's folder `home`: the same files, byte for byte. */
function sameContents(contents: Partial<Contents> | undefined, dir: string, home: string): boolean {
  const { fixtures, code } = contents ?? {};
  if (
    typeof contents?.dir !== 'string' ||
    !Array.isArray(fixtures) ||
    !Array.isArray(code) ||
    !fixtures.every(isDigest) ||
    !code.every(isDigest)
  )
    return false;
  // Another corpus folder never gets this one's bundle.
  if (path.resolve(home, contents.dir) !== path.resolve(dir)) return false;
  const { files } = fixtureTree(dir);
  if (files.length !== fixtures.length || files.some((relative, index) => relative !== fixtures[index]![0]))
    return false;
  const holds =
    (root: string) =>
    ([relative, size, sha256]: Digest): boolean => {
      const now = digestOf(root, relative);
      return now !== undefined && now[1] === size && now[2] === sha256;
    };
  return fixtures.every(holds(dir)) && code.every(holds(home));
}

/**
 * What the bundle holds for the corpus `dir`, or undefined: no bundle, made for another folder, or something
 * changed. While every stamp holds (the build's own checkout) that is one stat per file; when one does not,
 * every fixture and code file is read and compared by content instead (about 60 ms of CPU more, still about
 * 75 ms less than loading the fixtures from their files), so an installed copy, whose times are the
 * install's, uses it too.
 */
export function readCorpusBundle(dir: string = CORPUS_DIR, file: string = CORPUS_BUNDLE): unknown {
  let bundle: { format?: unknown; dir?: unknown; stamps?: unknown; contents?: Partial<Contents>; content?: unknown };
  try {
    const bytes = readFileSync(file);
    // Written in ASCII (writeCorpusBundle), it is read as Latin-1: the same text for ASCII bytes, decoded in
    // a fraction of UTF-8's time, into a one-byte string (a UTF-8 decode of its few hundred non-ASCII
    // characters made the whole 9 MB a two-byte one: about 17 ms of CPU more per run).
    bundle = JSON.parse(bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8')) as typeof bundle;
  } catch {
    return undefined;
  }
  if (bundle?.format !== FORMAT) return undefined;
  const stamps = Array.isArray(bundle.stamps) ? (bundle.stamps as Stamp[]) : [];
  if (bundle.dir === path.resolve(dir) && stamps.length > 0 && stampsHold(stamps)) return bundle.content;
  return sameContents(bundle.contents, dir, path.dirname(path.resolve(file))) ? bundle.content : undefined;
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
 * bundle that is never used. Written in ASCII (non-ASCII characters escaped), which reads fastest. Replaced
 * atomically (support/atomicWrite.ts; AtomicWriteError when it cannot be).
 */
export function writeCorpusBundle(
  content: () => unknown,
  { code, dir = CORPUS_DIR, file = CORPUS_BUNDLE, trustedBefore = Date.now() - 3000 }: BundleTarget,
): boolean {
  const { files, stamps: fixtures } = fixtureStamps(dir);
  const stamps = [...fixtures, ...stamped(code)];
  // A fixture changed in the last moments: no bundle (the next build makes one). (The code was just written
  // by this build; it changes only with the next one.)
  if (!stampsTrusted(fixtures, trustedBefore)) {
    rmSync(file, { force: true });
    return false;
  }
  const home = path.dirname(path.resolve(file));
  const fromHome = (target: string): string => path.relative(home, target).split(path.sep).join('/');
  const contents: Contents = {
    dir: fromHome(path.resolve(dir)),
    fixtures: files.map((relative) => digestOf(dir, relative)).filter((one): one is Digest => one !== undefined),
    code: code
      .map((target) => digestOf(home, fromHome(path.resolve(target))))
      .filter((one): one is Digest => one !== undefined),
  };
  const text = escapeNonAscii(
    JSON.stringify({ format: FORMAT, dir: path.resolve(dir), stamps, contents, content: content() }),
  );
  writeFileAtomicSync(file, text);
  return true;
}
