// `npm run build:binary`: dist-bin/cdm-conformance, one executable for teams without Node: Node's
// single-executable application (SEA; `node --experimental-sea-config`, injected with postject as Node's docs
// describe) holding this Node and the package as npm installs it: package.json, dist/ (no maps or types),
// corpus/ and the production dependencies from node_modules/.
//
// It runs in a checkout (building dist/ first when stale) and in an installed package, which ships this file,
// scripts/binary/ and dist/ built (`node node_modules/cdm-conformance/scripts/build-binary.mjs --out DIR`): there the
// dependencies npm hoisted beside the package are taken from where Node finds them, and postject from the
// package or the working directory (`npm install --no-save postject` when neither has it). docs/binary.md.
//
// The executable's main script is scripts/binary/launcher.mjs: how it unpacks the package and re-enters itself.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launcher } from './binary/launcher.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `Usage: node scripts/build-binary.mjs [--out DIR] [--if-changed]

  --out DIR      where to write cdm-conformance (default: dist-bin/ of the package folder)
  --if-changed   skip the build when DIR/.build-inputs says the executable is made from the same inputs
  -h, --help     show this help

Exit codes: 0 built or up to date, 2 usage error or the build failed (one line says why)
`;

/** The command line: --out DIR, --if-changed, --help; anything else is a usage error. */
function options(argv) {
  const parsed = { out: path.join(ROOT, 'dist-bin'), ifChanged: false, help: false };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--if-changed') parsed.ifChanged = true;
    else if (arg === '-h' || arg === '--help') parsed.help = true;
    else if (arg === '--out' || arg.startsWith('--out=')) {
      const value = arg === '--out' ? argv[++index] : arg.slice('--out='.length);
      if (value === undefined || value === '') throw new UsageError('--out needs a folder');
      parsed.out = path.resolve(value);
    } else throw new UsageError(`unknown argument '${arg}'`);
  }
  return parsed;
}

class UsageError extends Error {}
const OPTIONS = (() => {
  try {
    return options(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`build-binary: ${error.message} (see node scripts/build-binary.mjs --help)\n`);
    process.exit(2);
  }
})();
const OUT_DIR = OPTIONS.out;
const OUT_SHOWN = path.relative(process.cwd(), OUT_DIR) || '.';
const NAME = process.platform === 'win32' ? 'cdm-conformance.exe' : 'cdm-conformance';
/** The fuse Node's SEA support looks for in its own binary (Node's docs, "Single executable applications"). */
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/** Every file under the folder `from` (absolute) that `keep` accepts, as [name in the package, absolute path]. */
function filesUnder(from, as, keep = () => true) {
  const found = [];
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, name] = [path.join(from, entry.name), `${as}/${entry.name}`];
    if (entry.isDirectory()) found.push(...filesUnder(source, name, keep));
    else if (entry.isFile() && keep(name)) found.push([name, source]);
  }
  return found;
}

/**
 * Where a dependency found at `folder` goes in the package: its path from ROOT in a checkout; for one npm
 * hoisted beside an installed package (`<project>/node_modules/fp-ts`), its path from the folder above the
 * node_modules it is in, so `node_modules/fp-ts` is found from dist/ as it was from the package.
 */
function nameInPackage(folder) {
  if (folder.startsWith(ROOT)) return path.relative(ROOT, folder).split(path.sep).join('/');
  for (let above = path.dirname(ROOT); ; above = path.dirname(above)) {
    if (folder.startsWith(path.join(above, 'node_modules') + path.sep))
      return path.relative(above, folder).split(path.sep).join('/');
    if (path.dirname(above) === above) throw new Error(`${folder} is not under a node_modules above ${ROOT}`);
  }
}

/** The production dependencies, as Node resolves them from the package (dependencies, transitively): name → folder. */
function productionPackages() {
  const folders = new Map();
  const visit = (fromDir) => {
    const manifest = JSON.parse(readFileSync(path.join(fromDir, 'package.json'), 'utf8'));
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      let at = fromDir;
      let found;
      for (;;) {
        const candidate = path.join(at, 'node_modules', name);
        if (existsSync(path.join(candidate, 'package.json'))) {
          found = candidate;
          break;
        }
        if (path.dirname(at) === at) break;
        at = path.dirname(at);
      }
      if (found === undefined) {
        if (manifest.optionalDependencies?.[name] !== undefined) continue;
        throw new Error(`${name} (a dependency of ${fromDir}) is not installed: run npm ci`);
      }
      const named = nameInPackage(found);
      if (folders.has(named)) {
        if (folders.get(named) !== found)
          throw new Error(`two copies of ${named} (${folders.get(named)} and ${found}): run npm dedupe`);
        continue;
      }
      folders.set(named, found);
      visit(found);
    }
  };
  visit(ROOT);
  return [...folders].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** What npm installs that the command reads: no source maps, no type declarations, no sources. */
function packageFiles() {
  const code = (file) => !file.endsWith('.map') && !file.endsWith('.d.ts') && !file.endsWith('.d.mts');
  const files = [
    ['package.json', path.join(ROOT, 'package.json')],
    ...filesUnder(path.join(ROOT, 'dist'), 'dist', code),
    ...filesUnder(path.join(ROOT, 'corpus'), 'corpus'),
    ...productionPackages().flatMap(([name, folder]) =>
      filesUnder(folder, name, (file) => code(file) && !/\/\.bin\//.test(file)),
    ),
  ];
  return files.sort(([a], [b]) => (a < b ? -1 : 1));
}

/** One gzip: a 4-byte length, a JSON list of [path, size, mode], then the files' bytes in that order. */
function archive(files) {
  const entries = files.map(([name, source]) => {
    const stats = statSync(source);
    return [name, stats.size, stats.mode & 0o777];
  });
  const header = Buffer.from(JSON.stringify(entries));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return gzipSync(Buffer.concat([length, header, ...files.map(([, source]) => readFileSync(source))]));
}

/** Runs a build step; its output is shown only when it fails (postject's ELF parser warns about every note section). */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})\n${result.stdout}${result.stderr}`);
}

/** `--if-changed`: OUT_DIR/.build-inputs holds this digest when the executable was built from these inputs. */
const STAMP = path.join(OUT_DIR, '.build-inputs');

function build() {
  const started = process.hrtime.bigint();
  // A checkout builds dist/ when stale; an installed package ships it built, without the build script.
  if (existsSync(path.join(ROOT, 'scripts/build.mjs')))
    run(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-changed']);
  else if (!existsSync(path.join(ROOT, 'dist/bin/cdm-conformance.js')))
    throw new Error(`${ROOT} holds neither the build script nor a built dist/: not a cdm-conformance package`);
  if (!readFileSync(process.execPath).includes(FUSE))
    throw new Error(
      `${process.execPath} has no single-executable support (no ${FUSE}): use the Node.js builds of nodejs.org`,
    );
  // Before anything is written: a missing injector is one line, not a staging folder left behind.
  const postject = postjectCli();
  const staging = path.join(OUT_DIR, '.staging');
  const madeOut = !existsSync(OUT_DIR);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    buildIn(staging, postject, started);
  } finally {
    // The staging folder holds a copy of the node binary: never left in --out, whatever failed.
    rmSync(staging, { recursive: true, force: true });
    if (madeOut && readdirSync(OUT_DIR).length === 0) rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

/** The executable, made in `staging` and moved into --out when whole. */
function buildIn(staging, postject, started) {
  const files = packageFiles();
  const packed = archive(files);
  const digest = createHash('sha256').update(packed).digest('hex').slice(0, 16);
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const main = `'use strict';\n(${launcher})(${JSON.stringify(digest)}, ${JSON.stringify(version)});\n`;
  const inputs = createHash('sha256').update(packed).update(main).update(readFileSync(process.execPath)).digest('hex');
  if (
    OPTIONS.ifChanged &&
    existsSync(path.join(OUT_DIR, NAME)) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === inputs
  ) {
    console.error(
      `${OUT_SHOWN}/${NAME} is already built from these inputs (${OUT_SHOWN}/.build-inputs): build skipped`,
    );
    return;
  }
  writeFileSync(path.join(staging, 'main.cjs'), main);
  writeFileSync(path.join(staging, 'package.gz'), packed);
  writeFileSync(
    path.join(staging, 'sea-config.json'),
    JSON.stringify({
      main: path.join(staging, 'main.cjs'),
      output: path.join(staging, 'sea.blob'),
      disableExperimentalSEAWarning: true,
      assets: { package: path.join(staging, 'package.gz') },
    }),
  );
  run(process.execPath, ['--experimental-sea-config', path.join(staging, 'sea-config.json')]);
  const partial = path.join(staging, NAME);
  copyFileSync(process.execPath, partial);
  chmodSync(partial, 0o755);
  const injected = [partial, 'NODE_SEA_BLOB', path.join(staging, 'sea.blob'), '--sentinel-fuse', FUSE];
  if (process.platform === 'darwin') injected.push('--macho-segment-name', 'NODE_SEA');
  run(process.execPath, [postject, ...injected]);
  rmSync(STAMP, { force: true });
  renameSync(partial, path.join(OUT_DIR, NAME));
  writeFileSync(STAMP, `${inputs}\n`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const megabytes = (statSync(path.join(OUT_DIR, NAME)).size / 1024 ** 2).toFixed(0);
  console.error(
    `${OUT_SHOWN}/${NAME}: ${files.length} package files (${(packed.length / 1024 ** 2).toFixed(1)} MB packed), ${megabytes} MB, built in ${seconds.toFixed(1)} s`,
  );
}

/** postject's command line: a checkout has it (a devDependency); an installed package may, or the working directory. */
function postjectCli() {
  for (const from of [ROOT, process.cwd()]) {
    try {
      return createRequire(path.join(from, 'package.json')).resolve('postject/dist/cli.js');
    } catch {
      // not here: the next place
    }
  }
  throw new Error(
    'postject is not installed: run `npm install --no-save postject` here (the injector Node names for single executables), then this again',
  );
}

if (OPTIONS.help) process.stdout.write(USAGE);
else {
  try {
    build();
  } catch (error) {
    process.stderr.write(`build-binary: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  }
}
