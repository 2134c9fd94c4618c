/**
 * `npm ci` on Node 20 (the version the README and the Action name) prints no EBADENGINE warning: every
 * package the lock file installs accepts Node 20. html-validate 11 asked for Node 22 and warned on every
 * install; 10.x supports Node 20.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
// npm's own range matcher, installed with the dev tools (a dependency of several of them).
const semver = createRequire(join(ROOT, 'package.json'))('semver') as {
  satisfies: (version: string, range: string) => boolean;
};
/** The oldest Node 20 the dev tools run on (vite and vitest ask for 20.19 or later). */
const NODE_20 = '20.19.0';

describe('the lock file', () => {
  it('installs no package that refuses Node 20', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { engines?: Record<string, string> | string[] }>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines !== undefined && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !semver.satisfies(NODE_20, (entry.engines as Record<string, string>).node!))
      .map(([name, entry]) => `${name} (node ${(entry.engines as Record<string, string>).node})`);
    expect(refusing).toEqual([]);
  });
});
