// Bundles the command (src/cli/main.ts) with esbuild (run by `npm run build`, after tsc) into
// dist/bin/cdm-conformance.js, package.json's "bin": Node then reads a handful of files instead of the
// compiled modules and fp-ts's CommonJS files one by one (docs/performance.md, "Start-up"). Each command
// is a chunk loaded when it runs. Packages only some commands use stay external and load when those
// commands import them.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: { 'cdm-conformance': 'src/cli/main.ts' },
  outdir: 'dist/bin',
  bundle: true,
  splitting: true,
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
});
