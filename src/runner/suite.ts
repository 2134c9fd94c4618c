/**
 * The suite as a library call: what `cdm-conformance run` does, minus the command line and the files: the
 * run planned (plan.ts) and the subject run against it (session.ts), as `run` and `compare` do.
 * Adapter teams call it from their own tests; writeReports (src/report) writes the files when wanted.
 */
import type { CaseFilter } from './cases.js';
import { planRun, selectCases, type PlanOptions, type RunPlan } from './plan.js';
import type { RunOutcome } from './run.js';
import { runPlan } from './session.js';
import type { Subject } from './subjects/index.js';
import type { CaseResult } from '../report/model/index.js';

export interface SuiteOptions extends Omit<PlanOptions, 'requestForm' | 'ruleMapFile'> {
  /** Shrink generated disagreements into this folder (none without it). */
  readonly out?: string;
  readonly onResult?: (result: CaseResult, done: number, total: number) => void;
}

/** The cases a run puts to its subject, as `run` and runSuite pick them (before any shard). */
export type SuiteCases = Pick<RunPlan, 'cases' | 'scope' | 'corpusDigest' | 'corpusIds' | 'filters'>;

export const suiteCases = (
  options: Pick<PlanOptions, keyof CaseFilter | 'generated' | 'corpusDir'>,
): Promise<SuiteCases> => selectCases(options);

/** Run the corpus (filtered) and any generated cases against `subject`, then close it. */
export async function runSuite(subject: Subject, options: SuiteOptions = {}): Promise<RunOutcome> {
  let plan: RunPlan;
  try {
    plan = await planRun(options);
  } catch (error) {
    await subject.close();
    throw error;
  }
  return runPlan(plan, subject, { out: options.out, onResult: options.onResult });
}
