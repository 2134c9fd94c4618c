// Bundles the site's browser scripts with esbuild (run by `npm run build`, after tsc):
// pages.js (filters, sorting, try-it links) and playground.js (the reference validator itself, from src/).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({
  absWorkingDir: root,
  entryPoints: { pages: 'src/site/browser/pages.ts', playground: 'src/site/browser/playground.ts' },
  outdir: 'dist/site/assets',
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2020'],
  legalComments: 'none',
  logLevel: 'warning',
});
