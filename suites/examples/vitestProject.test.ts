/**
 * examples/vitest-project works where it is: `cd examples/vitest-project && npm test` runs its own tests,
 * not the repository's config (vitest looks for a config in the folders above when a project has none).
 * The project's install and run from the packed tarball are suites/package/tarball.test.ts's.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

describe('examples/vitest-project', () => {
  it('finds its own test files when vitest runs in its folder', () => {
    const listed = spawnSync(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly'], {
      cwd: join(ROOT, 'examples/vitest-project'),
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(listed.status, listed.stderr).toBe(0);
    expect(
      listed.stdout
        .split('\n')
        .filter((line) => line !== '')
        .sort(),
    ).toEqual(['test/adapter.test.ts', 'test/conformance.test.ts']);
  });
});
