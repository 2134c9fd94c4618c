/**
 * vitest's globalSetup: dist/ built from src/ as it is now, and the scripted subjects' bundle from dist/,
 * before any test file starts (suites/cli/_support.ts's ensureBuilt then only checks). Done once per run, in
 * this one process, instead of racing in every worker; a lock beside node_modules/.cache keeps two runs on
 * one checkout (`npm test` twice at once) from building over each other. tsc emits even when a file
 * elsewhere in src/ has a type error (other work in progress), so only a missing binary fails the run.
 */
import { spawnSync } from 'node:child_process';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = join(ROOT, 'dist/bin/cdm-conformance.js');
const CACHE = join(ROOT, 'node_modules/.cache/cdm-conformance-suites');
const LOCK = join(CACHE, 'build.lock');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** dist/ is missing or older than a file of src/. */
export function distIsStale(): boolean {
  try {
    return statSync(BIN).mtimeMs < newestMtime(join(ROOT, 'src'));
  } catch {
    return true;
  }
}

const SUBJECTS_DIST = join(ROOT, 'suites/runner/_subjects/_dist.mjs');
export const SUBJECTS_BUNDLE = join(CACHE, 'subjects.mjs');
const SUBJECTS_SOURCES = ['protocol/server.js', 'validation/verdict.js', 'rules/validate.js'].map((file) =>
  join(ROOT, 'dist', file),
);

/** The subjects' bundle (suites/runner/_subjects/_reference.mjs loads it) is missing or older than dist/. */
export function subjectsBundleIsStale(): boolean {
  const built = statSync(SUBJECTS_BUNDLE, { throwIfNoEntry: false })?.mtimeMs;
  return (
    built === undefined ||
    SUBJECTS_SOURCES.some((source) => (statSync(source, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built)
  );
}

const run = (args: readonly string[], what: string): void => {
  const done = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (done.status !== 0 && what !== 'tsc') throw new Error(`${what} failed:\n${done.stdout}${done.stderr}`);
  if (what === 'tsc' && statSync(BIN, { throwIfNoEntry: false }) === undefined)
    throw new Error(`build failed:\n${done.stdout}${done.stderr}`);
};

/** tsc, then what npm run build does after it: the site's scripts, the bundled command, the corpus bundle. */
function buildDist(): void {
  run([join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], 'tsc');
  for (const script of ['scripts/bundle-site.mjs', 'scripts/bundle-cli.mjs', 'scripts/bundle-corpus.mjs'])
    run([join(ROOT, script)], script);
}

/**
 * The subjects' one-file bundle of the reference code they use, written to a temporary name and renamed.
 * esbuild runs in a process of its own: here it would leave its service process running.
 */
function bundleSubjects(): void {
  const partial = `${SUBJECTS_BUNDLE}.${process.pid}.tmp`;
  const options = {
    entryPoints: [SUBJECTS_DIST],
    outfile: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  };
  run(
    ['--input-type=module', '-e', `await (await import('esbuild')).build(${JSON.stringify(options)});`],
    "bundling the subjects' reference code",
  );
  renameSync(partial, SUBJECTS_BUNDLE);
}

/** Whether the process that holds the lock is gone (a run killed mid-build): its pid is the lock's content. */
function holderGone(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(LOCK, 'utf8'));
  } catch {
    return false; // released meanwhile: the next attempt takes it
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The lock: a file holding this process's pid, made whole under another name and linked into place (link
 * fails when the lock exists, and nobody ever reads a half-written one). A waiter wakes on the folder's
 * change events; it also looks once a second whether the holder died, which no event would tell it.
 */
async function lock(): Promise<void> {
  mkdirSync(CACHE, { recursive: true });
  const mine = `${LOCK}.${process.pid}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (;;) {
      try {
        linkSync(mine, LOCK);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      await new Promise<void>((wake) => {
        const watcher = watch(CACHE, (_event, name) => name === basename(LOCK) && done());
        const alive = setInterval(() => holderGone() && done(), 1000);
        function done(): void {
          watcher.close();
          clearInterval(alive);
          wake();
        }
        if (statSync(LOCK, { throwIfNoEntry: false }) === undefined) done();
      });
      if (holderGone()) rmSync(LOCK, { force: true });
    }
  } finally {
    rmSync(mine, { force: true });
  }
}

export default async function setup(): Promise<void> {
  if (!distIsStale() && !subjectsBundleIsStale()) return;
  await lock();
  try {
    if (distIsStale()) buildDist();
    if (subjectsBundleIsStale()) bundleSubjects();
  } finally {
    rmSync(LOCK, { force: true });
  }
}
