// `npm run build`: dist/ from a clean start (no output of a deleted source survives), tsc, then the site's
// browser bundles (bundle-site.mjs), the bundled command (bundle-cli.mjs) and the corpus bundle (bundle-corpus.mjs); last, dist/.build-inputs: a digest of every input of that build.
//
// `node scripts/build.mjs --if-changed` is the `prepare` script: it skips the build when dist/ holds the digest
// of the inputs as they are now. npm runs `prepare` twice when it installs from git: in the install of the
// clone's build tools, and again before packing the clone; the second found the same inputs and rebuilt them
// all the same (about half the CPU of a git install).
//
// With CDM_BUILD_CACHE set to a directory, a build whose inputs digest is already there copies that dist/
// instead of compiling, and a build that compiles leaves a copy there: a git install on a machine that built
// the same inputs before (a CI cache, suites/package/gitInstall.test.ts) skips tsc and the bundlers. The digest
// covers every input of the build, so a changed, added or missing source still compiles.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const stampOf = (root) => path.join(root, 'dist', '.build-inputs');

/** Every file under `dir` of `root` (relative, '/'-separated), sorted. */
function filesUnder(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  const found = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(root, relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

/** The installed compiler's package.json (its version), or nothing when it is not installed there. */
function toolManifest(root, tool) {
  try {
    return path
      .relative(root, createRequire(path.join(root, 'package.json')).resolve(`${tool}/package.json`))
      .split(path.sep)
      .join('/');
  } catch {
    return `(${tool} not installed)`;
  }
}

/** What dist/ is made from: the sources, the configs, these scripts, the lock file and the compilers. */
export function buildInputsDigest(root = ROOT) {
  const inputs = [
    ...filesUnder(root, 'src'),
    'tsconfig.json',
    'tsconfig.build.json',
    'package.json',
    'package-lock.json',
    'scripts/build.mjs',
    'scripts/bundle-site.mjs',
    'scripts/bundle-cli.mjs',
    'scripts/bundle-corpus.mjs',
  ];
  inputs.push(toolManifest(root, 'typescript'), toolManifest(root, 'esbuild'));
  const hash = createHash('sha256');
  for (const file of inputs) {
    const content = existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : Buffer.alloc(0);
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return `sha256:${hash.digest('hex')}`;
}

/** dist/ was built (to the end: the digest is written last) from the inputs as they are now. */
export function isBuiltFromCurrentInputs(root = ROOT) {
  return existsSync(stampOf(root)) && readFileSync(stampOf(root), 'utf8').trim() === buildInputsDigest(root);
}

/** Record that dist/ of `root` is built from its current inputs (written atomically). */
export function writeBuildStamp(root, digest = buildInputsDigest(root)) {
  writeFileSync(`${stampOf(root)}.tmp`, `${digest}\n`);
  renameSync(`${stampOf(root)}.tmp`, stampOf(root));
}

/** Where CDM_BUILD_CACHE keeps the dist/ built from the inputs with `digest`, or nothing when it is not set. */
export function cachedBuildOf(digest, cache = process.env.CDM_BUILD_CACHE) {
  return cache ? path.join(path.resolve(cache), digest.replace(/^sha256:/, ''), 'dist') : undefined;
}

/** Copy `from` to `to` through a temporary sibling renamed into place, so no reader sees half a copy. */
function copyDirAtomically(from, to) {
  const partial = `${to}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(from, partial, { recursive: true });
  rmSync(to, { recursive: true, force: true });
  renameSync(partial, to);
}

/** dist/ from the cache when it holds a complete build of `digest` (its stamp is written last). */
function restoredFromCache(root, digest) {
  const cached = cachedBuildOf(digest);
  if (
    cached === undefined ||
    !existsSync(path.join(cached, '.build-inputs')) ||
    readFileSync(path.join(cached, '.build-inputs'), 'utf8').trim() !== digest
  )
    return false;
  copyDirAtomically(cached, path.join(root, 'dist'));
  return true;
}

/** Leave a copy of a finished build in the cache; a cache that cannot be written only costs the next build. */
function storeInCache(root, digest) {
  const cached = cachedBuildOf(digest);
  if (cached === undefined) return;
  try {
    mkdirSync(path.dirname(cached), { recursive: true });
    copyDirAtomically(path.join(root, 'dist'), cached);
  } catch (error) {
    console.warn(`build cache not written (${error.message})`);
  }
}

// Status lines go to stderr: npm runs prepare inside `npm pack --json`, whose stdout must stay its JSON.
async function build(root) {
  if (process.argv.includes('--if-changed') && isBuiltFromCurrentInputs(root)) {
    console.error('dist/ is already built from these inputs (dist/.build-inputs): build skipped');
    return 0;
  }
  // Taken before the build: an input changed while it runs leaves a digest that no longer matches, so the
  // next `prepare` builds again.
  const digest = buildInputsDigest(root);
  if (process.argv.includes('--if-changed') && restoredFromCache(root, digest)) {
    console.error(
      `dist/ copied from the build of these inputs in CDM_BUILD_CACHE (${cachedBuildOf(digest)}): build skipped`,
    );
    return 0;
  }
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
  const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  if (compiled.status !== 0) return compiled.status ?? 1;
  await import('./bundle-site.mjs');
  await import('./bundle-cli.mjs');
  await import('./bundle-corpus.mjs');
  writeBuildStamp(root, digest);
  storeInCache(root, digest);
  return 0;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await build(ROOT);
