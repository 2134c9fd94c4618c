import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** The package proofs (npm pack, tarball, git and binary installs): `npm run test:package`, also run by .ci/run. */
const PACKAGE = 'suites/package/**/*.test.ts';

export default defineConfig({
  test: {
    // Files run as vitest intends: each in its own fork with a fresh module graph (isolate), so no file's
    // state can reach another whatever the order and pairing of a run; docs/performance.md, "Test suite".
    pool: 'forks',
    isolate: true,
    // One file per core: most slow files wait on child processes (vitest's default leaves one core idle).
    maxWorkers: Math.max(2, availableParallelism()),
    // Temporary folders in memory where the machine has a tmpfs (the file says why and when); dist/ built
    // from src/ once, before any file runs.
    globalSetup: ['suites/_support/memoryTmp.ts', 'suites/_support/built.ts'],
    // Only a true hang trips these: no file sets its own shorter bound, so a test slowed by a loaded machine
    // (several runs side by side, a busy CI runner) still finishes. spawnSync calls that could hang pass a
    // `timeout` of 280 s: a blocked worker cannot run the test's timer.
    testTimeout: 300_000,
    hookTimeout: 600_000,
    projects: [
      // `npm test`: everything CI must prove but the package proofs.
      {
        extends: true,
        test: { name: 'suite', include: ['suites/**/*.test.ts'], exclude: [...configDefaults.exclude, PACKAGE] },
      },
      { extends: true, test: { name: 'package', include: [PACKAGE] } },
    ],
  },
});
