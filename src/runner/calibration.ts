/**
 * Trivial implementations that calibrate a comparison's scale: what a validator that accepts everything,
 * rejects everything, or checks only the outer shape scores on the same corpus. Their rows are computed by
 * running them like any subject, never typed in, so they move with the corpus.
 */
import { kindNames } from '../contract/canonicalObject.js';
import { runConformance } from './run.js';
import { runSuite, type SuiteCases, type SuiteOptions } from './suite.js';
import type { Subject } from './subjects/subject.js';
import type { Case, Level, RunReport, SubjectVerdict } from '../report/model/index.js';

export type CalibrationName = 'always-valid' | 'always-invalid' | 'shape-only';

export const CALIBRATIONS: Readonly<Record<CalibrationName, string>> = {
  'always-valid': 'accepts every text',
  'always-invalid': 'rejects every text',
  'shape-only':
    'accepts a JSON object whose object_kind (when present) names a canonical kind, the one asked for when one is; checks nothing inside',
};

function shapeOnly(testCase: Case): boolean {
  let value: unknown;
  try {
    value = JSON.parse(testCase.text);
  } catch {
    return false;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const kind = (value as Record<string, unknown>).object_kind;
  if (kind === undefined) return testCase.kind !== null;
  return (
    typeof kind === 'string' &&
    (kindNames as readonly string[]).includes(kind) &&
    (testCase.kind === null || kind === testCase.kind)
  );
}

class TrivialSubject implements Subject {
  readonly mode = 'module' as const;
  readonly concurrency = 64;
  readonly target: string;
  constructor(readonly name: CalibrationName) {
    this.target = `(calibration) ${CALIBRATIONS[name]}`;
  }
  async judge(testCase: Case): Promise<SubjectVerdict> {
    const valid = this.name === 'always-valid' ? true : this.name === 'always-invalid' ? false : shapeOnly(testCase);
    return { status: 'answered', valid, errors: [], durationMs: 0 };
  }
  fatal(): undefined {
    return undefined;
  }
  async close(): Promise<void> {}
}

/** The three calibration runs on the corpus (filtered as `options` says), in a fixed order. */
export async function calibrationReports(
  options: Omit<SuiteOptions, 'onResult' | 'generated' | 'ruleMap' | 'maxFail'> = {},
): Promise<{ readonly name: CalibrationName; readonly report: RunReport }[]> {
  const names = Object.keys(CALIBRATIONS) as CalibrationName[];
  const runs = [];
  for (const name of names) runs.push({ name, report: (await runSuite(new TrivialSubject(name), options)).report });
  return runs;
}

/** The three calibration runs on exactly the cases the compared subjects ran (generated ones included). */
export async function calibrationReportsFor(
  suite: Pick<SuiteCases, 'cases' | 'scope' | 'corpusDigest' | 'filters'>,
  level: Level,
): Promise<{ readonly name: CalibrationName; readonly report: RunReport }[]> {
  const names = Object.keys(CALIBRATIONS) as CalibrationName[];
  const runs = [];
  for (const name of names) {
    const outcome = await runConformance({
      subject: new TrivialSubject(name),
      cases: suite.cases,
      scope: suite.scope,
      level,
      corpusDigest: suite.corpusDigest,
      filters: suite.filters,
    });
    runs.push({ name, report: outcome.report });
  }
  return runs;
}
