/**
 * The one word (and its qualifier) every report leads with, so the console, summary.md, the badge and the
 * exit line can never disagree:
 *
 *   CONFORMANT                               complete run, every scored case passed
 *   NOT CONFORMANT                           complete run, a scored case failed
 *   PASS (partial: 25 of 374 must rules)     partial run, every selected case passed: no certificate
 *   FAIL (partial: 25 of 374 must rules)     partial run, a scored case failed
 *   PASS (partial: interrupted (SIGINT), 25 of 374 must rules)    stopped by a signal: said first
 *   NOTHING TESTED (partial: interrupted (SIGINT), 0 of 374 must rules)    partial run, no case answered:
 *                                            nothing failed, but nothing passed either
 */
import type { RunReport } from '../report/model/index.js';

type Summary = RunReport['summary'];

/**
 * How many catalogue must rules a partial run put to the subject, "partial: 25 of 374 must rules", and
 * first, when a signal stopped it, "interrupted (SIGINT), ".
 */
export function partialNote(summary: Summary): string {
  const { mustRules } = summary;
  const stopped = summary.interrupted === undefined ? '' : `interrupted (${summary.interrupted}), `;
  return `partial: ${stopped}${mustRules.total} of ${mustRules.catalogue ?? mustRules.total + (mustRules.untested ?? 0)} must rules`;
}

/** Cases the subject was put to, answered or not (a skipped case was not put, or not answered by choice). */
const tested = (summary: Summary): number =>
  Object.entries(summary.outcomes).reduce((sum, [outcome, count]) => (outcome === 'skipped' ? sum : sum + count), 0);

export function runVerdict(summary: Summary): 'CONFORMANT' | 'NOT CONFORMANT' | 'PASS' | 'FAIL' | 'NOTHING TESTED' {
  if (summary.complete === false)
    return summary.conformant === false ? 'FAIL' : tested(summary) === 0 ? 'NOTHING TESTED' : 'PASS';
  return summary.conformant === true ? 'CONFORMANT' : 'NOT CONFORMANT';
}

/** "CONFORMANT", "NOT CONFORMANT", or "PASS (partial: 25 of 374 must rules)" (FAIL, NOTHING TESTED alike). */
export function headline(summary: Summary): string {
  const word = runVerdict(summary);
  return summary.complete === false ? `${word} (${partialNote(summary)})` : word;
}

/** A run whose verdict is a failure (not conformant, or a partial run that failed). */
export const hasFailed = (summary: Summary): boolean => summary.conformant === false;
