// Bundles the command (src/cli/main.ts) with esbuild (run by `npm run build`, after tsc) into dist/bin/. Node's
// module loader then reads a handful of files instead of ~120 compiled modules and fp-ts's CommonJS files one
// by one, which halves the start-up of every command (validate on one object: ~0.11 s -> ~0.07 s CPU).
// Packages only some commands use stay external and load when those commands import them.
//
// - cdm-conformance-all.js: every command, one chunk per lazily loaded command and chunks of what commands
//   share, io-ts and fp-ts included; validate-worker.js, the threads of validate --workers, shares them.
// - validate-command.js: the same main.ts with validate and everything it needs in one file, and no other
//   command. validate runs most often and on the shortest inputs (a CI gate, the runner's reference subject
//   `validate --stream`): split, it loaded ~25 chunks, each a round of the module loader (~11 ms more CPU on
//   one object, perf stat -e task-clock).
// - run-command.js: the same main.ts with run and no other command, split (its files are named
//   run-command-*.js). run spawns a stream subject before it loads the rest (cli/run.ts): in
//   cdm-conformance-all.js the code before that spawn sat in 25 files, whose chunks are cut for every command;
//   here in 11, cut for run's own lazy imports only (the spawn ~6 ms sooner, perf stat -e task-clock). One
//   unsplit file would hold the whole run (the corpus reader, scoring, the report writers) before the spawn:
//   later still.
// - cdm-conformance.js (package.json "bin"), written here: picks validate-command.js when the command named is
//   validate, found as dispatch.ts finds it (the first argument not starting with '-'), run-command.js for
//   run, and cdm-conformance-all.js otherwise. Each runs the same main.ts, so the command behaves the same.
import { build } from 'esbuild';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = {
  absWorkingDir: root,
  outdir: 'dist/bin',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: [
    'fast-check',
    'glob',
    'ajv',
    'ajv/*',
    'vitest',
    'vitest/*',
    'playwright-core',
    'esbuild',
    'yaml',
    'zod',
    'html-validate',
    '@nats-io/*',
  ],
  legalComments: 'none',
  logLevel: 'warning',
};

await build({
  ...common,
  // validate --workers starts its threads from their own entry point (src/cli/validate/pool.ts).
  entryPoints: { 'cdm-conformance-all': 'src/cli/main.ts', 'validate-worker': 'src/cli/validate/worker.ts' },
  splitting: true,
});

/** In NAME-command.js every command but NAME is a module that says where it lives (never loaded: see above). */
const otherCommands = (name) => ({
  name: 'other-commands',
  setup(bundle) {
    bundle.onResolve({ filter: /^\.\/.*\.js$/ }, (args) =>
      args.importer.endsWith('src/cli/commands.ts') && args.kind === 'dynamic-import' && args.path !== `./${name}.js`
        ? { path: args.path, namespace: 'other-command' }
        : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: 'other-command' }, (args) => ({
      contents: `export async function run() { throw new Error(${JSON.stringify(`${args.path.slice(2, -3)} is not in dist/bin/${name}-command.js: run dist/bin/cdm-conformance.js`)}); }`,
      loader: 'js',
    }));
  },
});
await build({
  ...common,
  entryPoints: { 'validate-command': 'src/cli/main.ts' },
  splitting: false,
  plugins: [otherCommands('validate')],
});
await build({
  ...common,
  entryPoints: { 'run-command': 'src/cli/main.ts' },
  splitting: true,
  chunkNames: 'run-command-[name]-[hash]',
  plugins: [otherCommands('run')],
});

const launcher = `#!/usr/bin/env node
// Written by scripts/bundle-cli.mjs: validate loads validate-command.js (one file), run run-command.js, every other command cdm-conformance-all.js.
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
await import(command === 'validate' ? './validate-command.js' : command === 'run' ? './run-command.js' : './cdm-conformance-all.js');
`;
const bin = path.join(root, 'dist', 'bin', 'cdm-conformance.js');
writeFileSync(`${bin}.tmp`, launcher, { mode: 0o755 });
renameSync(`${bin}.tmp`, bin);
