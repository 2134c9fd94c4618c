/**
 * scripts/build-binary.mjs as an installed package runs it: a step that fails says so in one line and
 * leaves nothing in --out (its staging folder holds a copy of the node binary, ~100 MB).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../_support/docBlocks.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-binary-builder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A package as npm installs it, holding what the builder reads, with no postject anywhere it looks. */
function installedPackage(): string {
  const pkg = path.join(scratch, 'node_modules', 'cdm-conformance');
  for (const file of ['package.json', 'scripts/build-binary.mjs', 'scripts/binary/launcher.mjs'])
    cpSync(path.join(root, file), path.join(pkg, file), { recursive: true });
  mkdirSync(path.join(pkg, 'dist/bin'), { recursive: true });
  writeFileSync(path.join(pkg, 'dist/bin/cdm-conformance.js'), 'export {};\n');
  return pkg;
}

describe('build-binary.mjs when postject is missing', () => {
  it('says which npm command installs it, in one line, exit 2, and leaves --out empty', () => {
    const pkg = installedPackage();
    const out = path.join(scratch, 'tools');
    const run = spawnSync(process.execPath, [path.join(pkg, 'scripts/build-binary.mjs'), '--out', out], {
      cwd: scratch,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('npm install --no-save postject');
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });
});
