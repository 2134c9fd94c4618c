import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (CPU seconds and waits, measured with `npx vitest run --reporter=json`), longest
 * first. vitest orders files by the durations it cached from earlier runs, but a fresh clone (.ci/run) has no
 * cache and runs them alphabetically, so a long file met last ends the run alone on one core.
 */
const LONGEST_FIRST = [
  'suites/package/tarball.test.ts',
  'suites/package/gitInstall.test.ts',
  'suites/runner/cli.test.ts',
  'suites/site/browser.test.ts',
  'suites/cli/site.test.ts',
  'suites/runner/stream.test.ts',
  'suites/vitest/entry.test.ts',
  'suites/action/action.test.ts',
  'suites/rules/fastCheck.test.ts',
  'suites/runner/partial.test.ts',
  'suites/corpus/promote.test.ts',
  'suites/report/merge.test.ts',
  'suites/cli/fastPath.test.ts',
  'suites/rules/jsonSchemaPython.test.ts',
  'suites/examples/standardSchema.test.ts',
  'suites/examples/zodSchema.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification): number => {
      const at = LONGEST_FIRST.indexOf(relative(import.meta.dirname, file.moduleId));
      return at === -1 ? LONGEST_FIRST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    include: ['suites/**/*.test.ts'],
    // One file per core: vitest's default is one fewer than the cores, a single worker on 2 cores, though
    // most slow files wait on child processes. More than the cores starves the CPU-bound proofs (python).
    maxWorkers: Math.max(2, availableParallelism()),
    // Worker threads, each reused for file after file with its modules kept (no fresh module graph per file):
    // the suite's 90-odd files each paid a process start and a re-import of src/ (measured with
    // `/usr/bin/time -v npx vitest run`: about 9 % of the suite's CPU). A file that changes shared state
    // (spies, stubbed env, fake timers) restores it in its own after-hooks.
    pool: 'threads',
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // Temporary folders in memory where the machine has a tmpfs (the file says why and when).
    globalSetup: ['suites/_support/memoryTmp.ts'],
    // The CLI suites spawn the built binary; give slow CI machines room without hiding hangs.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
