/**
 * Paths to the package's own files are made in one place (src/support/packagePaths.ts): the command also runs
 * bundled (dist/bin/), where a module cannot count `../` from its own file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_PATH, PACKAGE_ROOT, packagePath } from '../../src/support/packagePaths.js';

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(path.join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
}

describe('packagePaths', () => {
  it('finds the package root: its package.json is this package', () => {
    const manifest = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as {
      name: string;
      bin: Record<string, string>;
    };
    expect(manifest.name).toBe('cdm-conformance');
    expect(path.resolve(PACKAGE_ROOT, manifest.bin['cdm-conformance']!)).toBe(CLI_PATH);
  });

  it('is the only module that reads import.meta.url', () => {
    const readers = sourcesUnder(packagePath('src'))
      .filter((file) => /import\.meta\.url/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((file) => path.relative(PACKAGE_ROOT, file).split(path.sep).join('/'));
    expect(readers).toEqual(['src/support/packagePaths.ts']);
  });

  it.runIf(existsSync(CLI_PATH))(
    "holds in the bundled command: its version is package.json's, and it reads the bundled corpus",
    () => {
      const manifest = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string };
      expect(execFileSync(process.execPath, [CLI_PATH, '--version'], { encoding: 'utf8' }).trim()).toBe(
        manifest.version,
      );
      const listed = execFileSync(process.execPath, [CLI_PATH, 'corpus', 'list', '--kind', 'track'], {
        encoding: 'utf8',
      });
      expect(listed.split('\n').filter((line) => line.startsWith('track/')).length).toBeGreaterThan(100);
    },
  );
});
