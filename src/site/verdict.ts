/**
 * A report's verdict in words, never more than it proves: conformant only with a complete run that
 * passed; a partial run that failed nothing certifies nothing. Older reports without `complete` are
 * judged partial when they were cut short or left must rules untested.
 */
import type { RunReport } from '../report/model/index.js';

export interface VerdictWords {
  readonly label: 'CONFORMANT' | 'NOT CONFORMANT' | 'NO VERDICT';
  /** CSS class: pass, fail or warn. */
  readonly tone: 'pass' | 'fail' | 'warn';
  readonly complete: boolean;
  /** Why the run is partial (empty when complete). */
  readonly partial: readonly string[];
}

export function verdictOf(report: RunReport): VerdictWords {
  const { summary } = report;
  const untested = summary.mustRules.untested ?? 0;
  const legacyPartial = [
    ...(summary.aborted === undefined ? [] : [summary.aborted]),
    ...(untested > 0 ? [`${untested} must rules had no case run`] : []),
  ];
  const complete = typeof summary.complete === 'boolean' ? summary.complete : legacyPartial.length === 0;
  const partial = complete
    ? []
    : summary.partial !== undefined && summary.partial.length > 0
      ? summary.partial
      : legacyPartial.length > 0
        ? legacyPartial
        : ['the run did not put every must rule to the subject'];
  if (summary.conformant === true) return { label: 'CONFORMANT', tone: 'pass', complete, partial };
  if (summary.conformant === false) return { label: 'NOT CONFORMANT', tone: 'fail', complete, partial };
  return { label: 'NO VERDICT', tone: 'warn', complete, partial };
}
