// `npm run build:binary`: dist-bin/cdm-conformance, one executable for teams without Node: Node's
// single-executable application (SEA; `node --experimental-sea-config`, injected with postject as Node's docs
// describe) holding this Node and the package as npm installs it: package.json, dist/ (no maps or types),
// corpus/ and the production dependencies from node_modules/.
//
// The executable's main script (`launcher` below) unpacks that package once per build into a cache folder
// (CDM_CONFORMANCE_CACHE, else $XDG_CACHE_HOME or ~/.cache /cdm-conformance/<version>-<digest>; written into a
// temporary folder renamed into place, so a reader never sees half of it) and runs dist/bin/cdm-conformance.js
// from there: the command is the npm-installed one, file for file.
//
// Re-entry: in a SEA process.execPath is the executable itself, and the package starts Node on its own scripts
// with it (the reference subject `<execPath> dist/bin/cdm-conformance.js validate --stream`, the module host
// forked from dist/runner/subjects/moduleHost.js). So the executable, given as first argument a script inside
// its own unpacked package, runs that script as `node SCRIPT ARGS...` would; any other argument list is a
// command line of cdm-conformance. Worker threads load their script files from the unpacked package as usual.
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

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = path.join(ROOT, 'dist-bin');
const NAME = process.platform === 'win32' ? 'cdm-conformance.exe' : 'cdm-conformance';
/** The fuse Node's SEA support looks for in its own binary (Node's docs, "Single executable applications"). */
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/** Every file under `dir` (relative to ROOT, '/'-separated) that `keep` accepts, sorted. */
function filesUnder(dir, keep = () => true) {
  const found = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(relative, keep));
    else if (entry.isFile() && keep(relative)) found.push(relative);
  }
  return found.sort();
}

/** The folders of the production dependencies, as Node resolves them from the package (dependencies, transitively). */
function productionPackages() {
  const folders = new Set();
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
      if (!found.startsWith(ROOT) || folders.has(found)) continue;
      folders.add(found);
      visit(found);
    }
  };
  visit(ROOT);
  return [...folders].map((folder) => path.relative(ROOT, folder).split(path.sep).join('/')).sort();
}

/** What npm installs that the command reads: no source maps, no type declarations, no sources. */
function packageFiles() {
  const code = (file) => !file.endsWith('.map') && !file.endsWith('.d.ts') && !file.endsWith('.d.mts');
  return [
    'package.json',
    ...filesUnder('dist', code),
    ...filesUnder('corpus'),
    ...productionPackages().flatMap((folder) => filesUnder(folder, (file) => code(file) && !/\/\.bin\//.test(file))),
  ];
}

/** One gzip: a 4-byte length, a JSON list of [path, size, mode], then the files' bytes in that order. */
function archive(files) {
  const entries = files.map((file) => {
    const stats = statSync(path.join(ROOT, file));
    return [file, stats.size, stats.mode & 0o777];
  });
  const header = Buffer.from(JSON.stringify(entries));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return gzipSync(Buffer.concat([length, header, ...files.map((file) => readFileSync(path.join(ROOT, file)))]));
}

/** The executable's main script (CommonJS, as a SEA's must be); DIGEST and VERSION are filled in by the build. */
function launcher(DIGEST, VERSION) {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { getRawAsset } = require('node:sea');
  const { pathToFileURL } = require('node:url');
  const vm = require('node:vm');
  const { gunzipSync } = require('node:zlib');

  // The one experimental feature used below (lending Node's loader) warns on stderr, which the npm-installed
  // command does not write: that warning alone is dropped.
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning, ...rest) {
    if (String(warning?.message ?? warning).includes('USE_MAIN_CONTEXT_DEFAULT_LOADER')) return;
    return emitWarning.call(this, warning, ...rest);
  };

  const cacheRoot =
    process.env.CDM_CONFORMANCE_CACHE ||
    (process.env.XDG_CACHE_HOME && path.join(process.env.XDG_CACHE_HOME, 'cdm-conformance')) ||
    path.join(os.homedir() || os.tmpdir(), '.cache', 'cdm-conformance');
  const home = path.join(path.resolve(cacheRoot), `${VERSION}-${DIGEST}`);

  /** Unpacks the package into `home` through a temporary folder renamed into place. */
  const unpack = () => {
    fs.mkdirSync(cacheRoot, { recursive: true });
    const partial = fs.mkdtempSync(path.join(cacheRoot, '.partial-'));
    try {
      const bytes = gunzipSync(Buffer.from(getRawAsset('package')));
      const headerLength = bytes.readUInt32BE(0);
      let offset = 4 + headerLength;
      for (const [file, size, mode] of JSON.parse(bytes.subarray(4, offset).toString('utf8'))) {
        const target = path.join(partial, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes.subarray(offset, offset + size), { mode });
        offset += size;
      }
      fs.renameSync(partial, home);
    } catch (error) {
      // A full disk, or another process that unpacked the same package first: no half copy stays behind.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(home, 'package.json'))) throw error;
    }
  };
  if (!fs.existsSync(path.join(home, 'package.json'))) {
    try {
      unpack();
    } catch (error) {
      process.stderr.write(
        `cdm-conformance: cannot unpack the tool into ${cacheRoot} (${error?.code ?? error?.message ?? error}): set CDM_CONFORMANCE_CACHE to a writable folder\n`,
      );
      process.exit(2);
    }
  }

  const args = process.argv.slice(2);
  const first = args[0] === undefined ? '' : path.resolve(args[0]);
  const reentry = first.startsWith(home + path.sep) && /\.[cm]?js$/.test(first) && fs.existsSync(first);
  const script = reentry ? first : path.join(home, 'dist', 'bin', 'cdm-conformance.js');
  process.argv = [process.execPath, script, ...(reentry ? args.slice(1) : args)];
  // A SEA's main script has no import() of its own: Node's default loader is lent to this one call.
  const load = new vm.Script('(url) => import(url)', {
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  }).runInThisContext();
  load(pathToFileURL(script).href).catch((error) => {
    process.stderr.write(`cdm-conformance: ${String(error?.message ?? error).split('\n')[0]}\n`);
    process.exitCode = 2;
  });
}

/** Runs a build step; its output is shown only when it fails (postject's ELF parser warns about every note section). */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})\n${result.stdout}${result.stderr}`);
}

/** `--if-changed`: dist-bin/.build-inputs holds this digest when the executable was built from these inputs. */
const STAMP = path.join(OUT_DIR, '.build-inputs');

function build() {
  const started = process.hrtime.bigint();
  run(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), '--if-changed']);
  if (!readFileSync(process.execPath).includes(FUSE))
    throw new Error(
      `${process.execPath} has no single-executable support (no ${FUSE}): use the Node.js builds of nodejs.org`,
    );
  const staging = path.join(OUT_DIR, '.staging');
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const files = packageFiles();
  const packed = archive(files);
  const digest = createHash('sha256').update(packed).digest('hex').slice(0, 16);
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const main = `'use strict';\n(${launcher})(${JSON.stringify(digest)}, ${JSON.stringify(version)});\n`;
  const inputs = createHash('sha256').update(packed).update(main).update(readFileSync(process.execPath)).digest('hex');
  if (
    process.argv.includes('--if-changed') &&
    existsSync(path.join(OUT_DIR, NAME)) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === inputs
  ) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`dist-bin/${NAME} is already built from these inputs (dist-bin/.build-inputs): build skipped`);
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
  const postject = createRequire(path.join(ROOT, 'package.json')).resolve('postject/dist/cli.js');
  const injected = [partial, 'NODE_SEA_BLOB', path.join(staging, 'sea.blob'), '--sentinel-fuse', FUSE];
  if (process.platform === 'darwin') injected.push('--macho-segment-name', 'NODE_SEA');
  run(process.execPath, [postject, ...injected]);
  rmSync(STAMP, { force: true });
  renameSync(partial, path.join(OUT_DIR, NAME));
  writeFileSync(STAMP, `${inputs}\n`);
  rmSync(staging, { recursive: true, force: true });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const megabytes = (statSync(path.join(OUT_DIR, NAME)).size / 1024 ** 2).toFixed(0);
  console.error(
    `dist-bin/${NAME}: ${files.length} package files (${(packed.length / 1024 ** 2).toFixed(1)} MB packed), ${megabytes} MB, built in ${seconds.toFixed(1)} s`,
  );
}

build();
