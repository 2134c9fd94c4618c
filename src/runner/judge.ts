/**
 * A run's exit code and the one line saying why (docs/runner.md, "Exit codes"): the subject gave up, the run
 * was interrupted or cut short, the gate against a baseline, conformance, or a partial pass.
 */
import { oneLine } from '../support/errorText.js';
import { baselineHolds } from './baseline.js';
import { describeFilters } from './completeness.js';
import { wasNotRun } from './notRun.js';
import type { BaselineSummary, RunReport } from '../report/model/index.js';
import { headline } from './verdictLabel.js';

export function judgeRun(report: RunReport, fatal: string | undefined): { exitCode: 0 | 1 | 2; verdict: string } {
  const { summary } = report;
  if (summary.interrupted !== undefined) return interruptedVerdict(report);
  if (fatal !== undefined) return { exitCode: 2, verdict: `the run ended early: ${fatal}` };
  const attempted = report.cases.filter((result) => result.outcome !== 'skipped');
  if (attempted.length > 0 && attempted.every((result) => result.actual.valid === null)) {
    // The verdict is one line on stderr; a subject's message may span several.
    const first = oneLine(attempted[0]!.actual.message ?? 'no answer');
    return { exitCode: 2, verdict: `the subject answered no case (first: ${first})` };
  }
  if (summary.aborted !== undefined) return { exitCode: 1, verdict: `the run ended early: ${summary.aborted}` };
  const failing = report.rules.filter((rule) => rule.tier !== 'may' && rule.status === 'fail').length;
  const filters = report.header.filters ?? [];
  const narrowed = filters.length === 0 ? '' : `; filtered by ${describeFilters(filters)}`;
  if (summary.baseline !== undefined) return gateVerdict(summary.baseline);
  if (summary.conformant === true) return { exitCode: 0, verdict: `conformant at ${summary.level} level` };
  if (summary.conformant === null) {
    return {
      exitCode: 0,
      verdict: `${headline(summary)} at ${summary.level} level: every selected case passed, but the run is partial (${(summary.partial ?? []).join('; ')}): not a certification`,
    };
  }
  const label = summary.complete ? 'not conformant' : headline(summary);
  return {
    exitCode: 1,
    verdict: `${label} at ${summary.level} level: ${failing} scored rule${failing === 1 ? ' fails' : 's fail'}${narrowed}`,
  };
}

/**
 * A run stopped by a signal: what ran, and the partial verdict it earned (a failure stands; a pass certifies
 * nothing). The CLI exits 130 / 143 whatever this says; the code is for library callers.
 */
function interruptedVerdict(report: RunReport): { exitCode: 0 | 1; verdict: string } {
  const { summary } = report;
  const notRun = report.cases.filter(wasNotRun).length;
  const failing = report.rules.filter((rule) => rule.tier !== 'may' && rule.status === 'fail').length;
  const stopped = `interrupted by ${summary.interrupted} after ${report.cases.length - notRun} of ${report.cases.length} cases: ${headline(summary)} at ${summary.level} level`;
  if (summary.conformant === false)
    return { exitCode: 1, verdict: `${stopped}: ${failing} scored rule${failing === 1 ? ' fails' : 's fail'}` };
  return { exitCode: 0, verdict: `${stopped}: not a certification` };
}

const some = (ids: readonly string[]): string => `${ids.slice(0, 3).join(', ')}${ids.length > 3 ? ', ...' : ''}`;

/**
 * The gate's verdict against a baseline. New failures are a regression. Known failures that now pass are an
 * improvement, still exit 1 (the baseline only shrinks by a deliberate update), with the way forward named.
 * Stale and expired entries make the baseline out of date.
 */
function gateVerdict(base: BaselineSummary): { exitCode: 0 | 1; verdict: string } {
  if (baselineHolds(base))
    return { exitCode: 0, verdict: `as the baseline says: ${base.expectedFailures} known failures, nothing new` };
  const passes = base.unexpectedPasses.length;
  const expired = base.expired ?? [];
  const parts = [
    base.newFailures.length > 0 ? `${base.newFailures.length} new failures` : '',
    passes > 0
      ? `${passes} known failure${passes === 1 ? ' now passes' : 's now pass'} (${some(base.unexpectedPasses)})`
      : '',
    base.stale.length > 0 ? `${base.stale.length} baseline entries match nothing (${some(base.stale)})` : '',
    expired.length > 0
      ? `${expired.length} baseline ${expired.length === 1 ? 'entry has' : 'entries have'} expired (${some(expired)}): fix ${expired.length === 1 ? 'it' : 'them'} or give a new "expires" day`
      : '',
  ].filter((part) => part !== '');
  if (base.newFailures.length > 0)
    return { exitCode: 1, verdict: `gate regressed: ${parts.join('; ')} (each is named above and in summary.md)` };
  if (base.stale.length === 0 && expired.length === 0)
    return { exitCode: 1, verdict: `improved: ${parts[0]}; run with --update-baseline to record it` };
  return {
    exitCode: 1,
    verdict: `the baseline is out of date: ${parts.join('; ')} (each is named above and in summary.md)`,
  };
}
