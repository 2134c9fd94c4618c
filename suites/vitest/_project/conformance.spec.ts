// conformanceTests in a caller's test run: the subject modules (CDM_SUBJECTS, comma-separated; each its own
// describe block, named by its path) and the rule filter come from the spawning suite.
import { conformanceTests } from '../../../src/vitest.js';

for (const file of process.env.CDM_SUBJECTS!.split(',')) {
  const { default: subject } = (await import(file)) as { default: unknown };
  conformanceTests(subject, { rules: process.env.CDM_RULES!.split(','), name: `certification of ${file}` });
}
