import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['suites/**/*.test.ts'],
    // One file per core: vitest's default is one fewer than the cores, a single worker on 2 cores, though
    // most slow files wait on child processes. More than the cores starves the CPU-bound proofs (python).
    maxWorkers: Math.max(2, availableParallelism()),
    // The CLI suites spawn the built binary; give slow CI machines room without hiding hangs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
