/**
 * The corpus a process keeps between loads (runner/cases.ts, corpusFromFilesKept) is the runner's own: every
 * load hands its caller cases of its own, as a fresh read did, so what one caller does with the cases or the
 * report it was given cannot change what a later run in the same process puts to its subject or expects.
 */
import { describe, expect, it } from 'vitest';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { loadCorpusCases } from '../../src/runner/cases.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { runSuite } from '../../src/runner/suite.js';

const ID = 'entity/Position.lat.range/position.lat--above-maximum';
// Under vitest there is no built bundle: the committed fixtures are read, then kept (they are old enough).
const NO_BUNDLE = '/nonexistent/corpus-bundle.json';

describe('the kept corpus is not shared with its callers', () => {
  it('a caller changing the cases one load gave it changes no later load', async () => {
    const first = await loadCorpusCases(undefined, NO_BUNDLE);
    const mine = first.cases.find((testCase) => testCase.id === ID) as { text: string; expect: { valid: boolean } };
    const {
      text,
      expect: { valid },
    } = mine;
    mine.text = '{}';
    mine.expect.valid = !valid;
    try {
      const again = (await loadCorpusCases(undefined, NO_BUNDLE)).cases.find((testCase) => testCase.id === ID)!;
      expect([again.text, again.expect.valid]).toEqual([text, valid]);
    } finally {
      mine.text = text; // without the fix, the kept corpus itself: put back for the files after this one
      mine.expect.valid = valid;
    }
  });

  it("a caller changing a run's report changes no later run's verdict (runSuite twice in one process)", async () => {
    const run = () => runSuite(ModuleSubject.fromValue(validate), { ids: [ID] });
    const first = await run();
    expect(first.report.cases.map((result) => result.outcome)).toEqual(['pass']);
    const expected = first.report.cases[0]!.expected as { valid: boolean };
    const valid = expected.valid;
    expected.valid = !valid; // say, a caller marking a known difference in its copy of the report
    try {
      const second = await run();
      expect(second.report.cases.map((result) => [result.outcome, result.expected.valid])).toEqual([['pass', valid]]);
    } finally {
      expected.valid = valid;
    }
  });
});
