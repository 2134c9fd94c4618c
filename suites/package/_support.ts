/**
 * Helpers for the package suites, which run npm as a consumer does against the cache `npm ci` just filled
 * (--prefer-offline: no download).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { memoryFolder } from '../_support/memoryTmp.js';

/** A cache bigger than this (a developer's years of installs) is used where it is, not copied. */
const COPY_AT_MOST = 1024 ** 3;

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    total += entry.isDirectory() ? bytesUnder(at) : entry.isFile() ? statSync(at).size : 0;
  }
  return total;
}

/** npm's cache folder: npm and npx tell the scripts they run; otherwise ask npm. */
function npmCache(): string {
  const told = process.env.npm_config_cache;
  if (told !== undefined && told !== '') return told;
  return spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
}

/**
 * The npm cache to install with: a copy of npm's cache in `scratch` when `scratch` is in memory (the suites'
 * TMPDIR, suites/_support/memoryTmp.ts), else npm's cache itself. npm clones a git dependency and installs
 * its build tools under `<cache>/_cacache/tmp`, thousands of files written and deleted; on a disk file system
 * that was most of the package suites' kernel time (measured with `/usr/bin/time -v npx vitest run
 * suites/package`: 24 CPU-s of system time with the cache on disk, 5.5 with this copy). The copy holds the
 * same packages, so an install is what it would be, and it leaves npm's own cache as it was.
 */
export function npmCacheFor(scratch: string): string {
  const cache = npmCache();
  const memory = memoryFolder();
  if (memory === undefined || !path.resolve(scratch).startsWith(`${memory}/`)) return cache;
  const content = path.join(cache, '_cacache');
  try {
    if (bytesUnder(content) > COPY_AT_MOST) return cache;
    const copy = path.join(scratch, 'npm-cache');
    cpSync(content, path.join(copy, '_cacache'), {
      recursive: true,
      filter: (source) => source !== path.join(content, 'tmp'),
    });
    return copy;
  } catch {
    return cache; // no cache to copy (a fresh machine): npm makes its own
  }
}

/** The fuse Node's single-executable support looks for in its own binary (scripts/build-binary.mjs). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/** Why a single executable cannot be built here (postject looked for from `from`), or undefined when it can. */
export function noSingleExecutable(from: string): string | undefined {
  if (process.platform === 'win32') return 'the suite drives the executable with POSIX tools';
  if (!readFileSync(process.execPath).includes(SEA_FUSE))
    return `${process.execPath} is a Node without single-executable support (no SEA fuse): use a nodejs.org build`;
  try {
    createRequire(path.join(from, 'package.json')).resolve('postject/dist/cli.js');
  } catch {
    return 'postject is not installed (npm ci installs it)';
  }
  return undefined;
}
