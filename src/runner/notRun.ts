/**
 * "Not run": a case never put to the subject, or settled without its answer. Built here only, so every
 * report, verdict and count tells these cases apart the same way. A case the run chose to leave (--max-fail
 * reached, a signal) is `skipped`; a case left because the subject gave up is an `error` (the subject's
 * failure, scored as one).
 */
import type { CaseResult, SubjectVerdict } from '../report/model/index.js';

const PREFIX = 'not run: ';

/** The verdict of a case not run, and why: `skipped` when the run stopped, `error` when the subject gave up. */
export function notRun(why: string, status: 'skipped' | 'error' = 'skipped'): SubjectVerdict {
  return { status, message: `${PREFIX}${why}`, durationMs: 0 };
}

/** Whether a result is a case the run stopped before (skipped, not run), as opposed to a may-tier skip. */
export const wasNotRun = (result: Pick<CaseResult, 'outcome' | 'actual'>): boolean =>
  result.outcome === 'skipped' && result.actual.message?.startsWith(PREFIX) === true;
