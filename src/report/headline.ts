/**
 * The sentences every human report leads with, shared by the console and summary.md so they cannot drift:
 * the score behind the verdict word (runner/verdictLabel.ts), why a run is partial, and the hint for a
 * subject whose rule ids the catalogue does not know.
 */
import { describeFilters } from '../runner/completeness.js';
import { EXIT_CODE_VERDICTS_LABEL } from '../runner/subjects/exec.js';
import { headlineOf, headlineText, type RunReport } from './model/index.js';
import { printable } from './text.js';
import { plural } from '../support/plural.js';

type Summary = RunReport['summary'];

/**
 * "372 of 374 must rules pass (99.4%); 3 scored rules fail": the headline (model/headline.ts), then every
 * scored row (must, lint, valid objects) that fails, which a conformant run has none of.
 */
export function scoreText(summary: Summary): string {
  const scored = summary.scoredRules ?? { total: summary.mustRules.total, passing: summary.mustRules.passing };
  const failing = scored.total - scored.passing;
  const rest = failing === 0 ? `no scored rule fails` : `${failing} scored rule${failing === 1 ? ' fails' : 's fail'}`;
  return `${headlineText(headlineOf(summary))}; ${rest}`;
}

/** "Partial run (filtered by --rule Track.*; 349 must rules not put to the subject): not a certification". */
export function partialText(report: RunReport): string | null {
  const { summary } = report;
  if (summary.complete !== false) return null;
  const reasons =
    summary.partial ??
    (report.header.filters === undefined ? [] : [`filtered by ${describeFilters(report.header.filters)}`]);
  return `Partial run (${printable(reasons.join('; '))}): not a certification`;
}

/** Shown at rule and path level, where foreign ids cost the subject every rule. */
export function unknownRulesText(summary: Summary): string | null {
  const unknown = summary.unknownRuleIds;
  if (unknown === undefined || unknown.count === 0 || summary.level === 'verdict') return null;
  const examples = unknown.examples.map((id) => printable(id)).join(', ');
  return `${plural(unknown.count, 'rule id')} the subject reported ${unknown.count === 1 ? 'is' : 'are'} not in the catalogue (e.g. ${examples}): at ${summary.level} level they match no expected rule; translate them with --rule-map FILE (docs/runner.md)`;
}

/** For a run whose exec verdicts are exit statuses (--exit-code-verdicts): a crash counted as a rejection. */
export function verdictSourceText(report: RunReport): string | null {
  return report.header.verdicts === 'exit-code' ? EXIT_CODE_VERDICTS_LABEL : null;
}
