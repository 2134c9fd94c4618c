/**
 * The browser scripts `npm run build` bundles into dist/site/assets/ (scripts/bundle-site.mjs). Found
 * from src/site and dist/site alike; a missing bundle is one clear error, not a page without its script.
 */
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';
import type { Script } from './layout.js';
import { packagePath } from '../support/packagePaths.js';

export const ASSETS_DIR = packagePath('dist', 'site', 'assets') + sep;

export class MissingBundleError extends Error {
  override readonly name = 'MissingBundleError';
}

const cache = new Map<string, Script>();

export function bundledScript(name: 'pages.js' | 'playground.js'): Script {
  let script = cache.get(name);
  if (script === undefined) {
    let code: string;
    try {
      code = readFileSync(ASSETS_DIR + name, 'utf8');
    } catch {
      throw new MissingBundleError(`the browser bundle ${name} is missing from ${ASSETS_DIR}: run npm run build`);
    }
    script = { name, code };
    cache.set(name, script);
  }
  return script;
}
