/**
 * scripts/build.mjs: `npm run build` stamps dist/ with a digest of its inputs, and `prepare` (--if-changed)
 * skips the build only when dist/ holds the digest of the inputs as they are now. npm runs `prepare` twice
 * for a git install (suites/package/gitInstall.test.ts runs one); the second finds the stamp and skips.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInputsDigest, cachedBuildOf, isBuiltFromCurrentInputs, writeBuildStamp } from '../../scripts/build.mjs';
import { ROOT } from '../cli/_support.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A project tree with the build's inputs (no compilers installed) and its own copy of the script. */
function project(name: string): string {
  const root = path.join(scratch, name);
  for (const file of [
    'src/index.ts',
    'src/site/browser/pages.ts',
    'tsconfig.json',
    'tsconfig.build.json',
    'package.json',
    'package-lock.json',
    'scripts/bundle-site.mjs',
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file.endsWith('.json') ? `{ "description": "${file}" }\n` : `// ${file}\n`);
  }
  cpSync(path.join(ROOT, 'scripts/build.mjs'), path.join(root, 'scripts/build.mjs'));
  return root;
}

const builtAndStamped = (root: string): void => {
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'dist/index.js'), 'built');
  writeBuildStamp(root);
};

describe('the build stamp', () => {
  it('matches only the inputs it was taken from: any source, config or script changed, added or removed, or dist/ gone, and it does not', () => {
    const root = project('stamp');
    expect(isBuiltFromCurrentInputs(root)).toBe(false);
    builtAndStamped(root);
    expect(isBuiltFromCurrentInputs(root)).toBe(true);
    const changes: [string, () => void][] = [
      ['a source edited', () => writeFileSync(path.join(root, 'src/index.ts'), 'export const changed = 1;\n')],
      ['a source added', () => writeFileSync(path.join(root, 'src/added.ts'), '\n')],
      ['a browser source edited', () => writeFileSync(path.join(root, 'src/site/browser/pages.ts'), 'changed\n')],
      ['a source removed', () => rmSync(path.join(root, 'src/added.ts'))],
      ['tsconfig.build.json edited', () => writeFileSync(path.join(root, 'tsconfig.build.json'), '{}\n')],
      ['the lock file edited', () => writeFileSync(path.join(root, 'package-lock.json'), '{}\n')],
      ['the bundler script edited', () => writeFileSync(path.join(root, 'scripts/bundle-site.mjs'), '\n')],
    ];
    for (const [what, change] of changes) {
      const before = buildInputsDigest(root);
      change();
      expect(buildInputsDigest(root), what).not.toBe(before);
      expect(isBuiltFromCurrentInputs(root), what).toBe(false);
      writeBuildStamp(root);
      expect(isBuiltFromCurrentInputs(root), what).toBe(true);
    }
    rmSync(path.join(root, 'dist'), { recursive: true });
    expect(isBuiltFromCurrentInputs(root)).toBe(false);
  });

  it('prepare (--if-changed) leaves a dist/ stamped with the current inputs as it is, and builds anew otherwise', () => {
    const root = project('prepare');
    builtAndStamped(root);
    const skipped = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-changed'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(skipped.status, skipped.stderr).toBe(0);
    // On stderr: `npm pack --json` runs prepare, and its stdout must stay the JSON npm prints.
    expect(skipped.stdout).toBe('');
    expect(skipped.stderr).toContain('build skipped');
    expect(readFileSync(path.join(root, 'dist/index.js'), 'utf8')).toBe('built');
    // One source changed: the build starts clean (dist/ removed), and here fails for want of tsc.
    writeFileSync(path.join(root, 'src/index.ts'), 'export const changed = 1;\n');
    const rebuilt = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-changed'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(rebuilt.stderr).not.toContain('build skipped');
    expect(existsSync(path.join(root, 'dist/index.js'))).toBe(false);
    expect(rebuilt.status).not.toBe(0);
    expect(rebuilt.stderr).toMatch(/typescript/);
  });

  it('prepare with CDM_BUILD_CACHE copies the cached build of the same inputs, and ignores a partial one or one of other inputs', () => {
    const root = project('cached');
    const cache = path.join(scratch, 'build-cache');
    const prepare = () =>
      spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-changed'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, CDM_BUILD_CACHE: cache },
      });
    const cacheBuild = (digest: string, content: string, stamped = true): void => {
      const cached = cachedBuildOf(digest, cache)!;
      mkdirSync(cached, { recursive: true });
      writeFileSync(path.join(cached, 'index.js'), content);
      if (stamped) writeFileSync(path.join(cached, '.build-inputs'), `${digest}\n`);
    };
    // A copy cut short (its stamp, written last, missing) is no build: prepare compiles (and fails for want of tsc).
    cacheBuild(buildInputsDigest(root), 'cut short', false);
    const partial = prepare();
    expect(partial.status).not.toBe(0);
    expect(partial.stderr).toMatch(/typescript/);
    cacheBuild(buildInputsDigest(root), 'cached');
    const restored = prepare();
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toBe('');
    expect(restored.stderr).toContain('copied from the build of these inputs in CDM_BUILD_CACHE');
    expect(readFileSync(path.join(root, 'dist/index.js'), 'utf8')).toBe('cached');
    expect(isBuiltFromCurrentInputs(root)).toBe(true);
    // One source changed: the cached build is of other inputs, so prepare compiles.
    writeFileSync(path.join(root, 'src/index.ts'), 'export const changed = 1;\n');
    const changed = prepare();
    expect(changed.stderr).not.toContain('build skipped');
    expect(changed.status).not.toBe(0);
    expect(existsSync(path.join(root, 'dist/index.js'))).toBe(false);
  });

  it('is what package.json runs: build unconditionally, prepare only if the inputs changed', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toBe('node scripts/build.mjs');
    expect(scripts.prepare).toBe('node scripts/build.mjs --if-changed');
  });
});
