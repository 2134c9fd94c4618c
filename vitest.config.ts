import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['suites/**/*.test.ts'],
    // The CLI suites spawn the built binary; give slow CI machines room without hiding hangs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
