// The single executable's main script: scripts/build-binary.mjs writes `launcher` below into it as source, with
// the package it carries as an asset. It unpacks that package once per build into a cache folder
// (CDM_CONFORMANCE_CACHE, else $XDG_CACHE_HOME or ~/.cache /cdm-conformance/<version>-<digest>; written into a
// temporary folder renamed into place, so a reader never sees half of it) and runs dist/bin/cdm-conformance.js
// from there: the command is the npm-installed one, file for file. It runs alone in the executable: it
// imports nothing and uses no name from this module's scope.
//
// Re-entry: in a SEA process.execPath is the executable itself, and the package starts Node on its own scripts
// with it (the reference subject `<execPath> dist/bin/cdm-conformance.js validate --stream`, the module host
// forked from dist/runner/subjects/moduleHost.js). So the executable, given as first argument a script inside
// its own unpacked package, runs that script as `node SCRIPT ARGS...` would; any other argument list is a
// command line of cdm-conformance.

/** The executable's main script (CommonJS, as a SEA's must be); DIGEST and VERSION are filled in by the build. */
export function launcher(DIGEST, VERSION) {
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
