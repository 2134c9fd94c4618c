import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['suites/**/*.test.ts'],
    // Most of the slow files wait on child processes (the CLI, subjects), not on a core, so they overlap
    // well: twice the cores (vitest's default is one fewer than the cores, a single worker on 2 cores).
    maxWorkers: Math.max(2, 2 * availableParallelism()),
    // The CLI suites spawn the built binary; give slow CI machines room without hiding hangs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
