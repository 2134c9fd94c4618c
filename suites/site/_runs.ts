/**
 * Real runs for the report and comparison pages: the reference, the Python example (stream) and the zod
 * example (module) on a slice of the corpus, plus a subject whose messages try to break out of the page.
 */
import { runSuite } from '../../src/runner/suite.js';
import { makeSubject } from '../../src/runner/subjects/index.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import type { RunReport } from '../../src/report/model/index.js';
import type { NamedReport } from '../../src/site/reportsIndexPage.js';
import { HOSTILE } from './_hostile.js';

/** Rules enough to fail the examples in several ways, few enough to stay fast. */
export const SLICE = { rules: ['Track.*', 'Position.*', 'EvidenceRef.*', 'json.*', 'Entity.*'] };

const settings = (name: string) => ({ name, timeoutMs: 10_000, jobs: 1, maxRestarts: 3 });

export async function realRuns(): Promise<NamedReport[]> {
  const named = async (name: string, report: Promise<{ report: RunReport }>): Promise<NamedReport> => ({
    name,
    source: `(test run) ${name}`,
    report: (await report).report,
  });
  const hostile = ModuleSubject.fromValue(
    () => ({ valid: false, errors: [{ path: HOSTILE, rule: HOSTILE, message: `message ${HOSTILE}` }] }),
    { name: `hostile ${HOSTILE}` },
  );
  return Promise.all([
    named(
      'reference',
      makeSubject({ mode: 'in-process-reference' }, settings('reference')).then((subject) => runSuite(subject, SLICE)),
    ),
    // Relative commands, as a user types them (the suites run from the repository root): no page or
    // screenshot shows a path of this machine.
    named(
      'python',
      makeSubject(
        { mode: 'stream', command: 'python3 examples/python-subject/validator.py --stream' },
        settings('python'),
      ).then((subject) => runSuite(subject, SLICE)),
    ),
    named(
      'zod',
      makeSubject({ mode: 'module', specifier: 'examples/zod-schema/subject.mjs' }, settings('zod')).then((subject) =>
        runSuite(subject, SLICE),
      ),
    ),
    named('hostile', runSuite(hostile, { rules: ['Track.samples.*'] })),
  ]);
}
