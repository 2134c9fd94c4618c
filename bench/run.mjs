// `npm run bench`: dist/ built when its inputs changed (the pipelines run the built command as a user does),
// then bench/*.ts bundled with esbuild into bench/.build/ (Node 20 does not run TypeScript; the build's own
// bundler, so nothing is added) and run there with the arguments given: `npm run bench -- --help`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-changed'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

// Every process the bench starts is an entry of its own: the bench itself, the JSON.parse/ajv pipelines, the
// preload that reports a process's peak memory and CPU, and the worker thread of the in-process figures.
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'bench/main.ts',
    pipeline: 'bench/pipeline.ts',
    peakRss: 'bench/peakRss.ts',
    inProcessWorker: 'bench/inProcessWorker.ts',
  },
  outdir: 'bench/.build',
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
const ran = spawnSync(process.execPath, [path.join(root, 'bench/.build/main.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exitCode = ran.status ?? 1;
