// A test run of its own for suites/vitest/entry.test.ts, which spawns it: *.spec.ts, never picked up by the
// repository's own run (suites/**/*.test.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['*.spec.ts'], testTimeout: 30_000 } });
