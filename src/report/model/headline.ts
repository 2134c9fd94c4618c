/**
 * The one number every report leads with: must rules passing of the must rules in the catalogue. Computed
 * here, once, and shown as is by the console, summary.md, report.html, the badge, the comparison page and
 * report.json (summary.headline), so no two of them can disagree. A partial run counts the rules it did not
 * put to the subject as not passing: its headline is low, never flattering.
 */

export interface Headline {
  readonly passing: number;
  readonly total: number;
  /** passing / total in percent, rounded down to one decimal: 100 only when every must rule passes. */
  readonly percent: number;
}

/** summary.mustRules (runReport.ts), as much of it as the headline reads. */
interface MustRules {
  readonly total: number;
  readonly passing: number;
  readonly untested?: number;
  readonly catalogue?: number;
}

/** The headline of a summary's must rules (catalogue: the must rules in the catalogue, else all it knew of). */
export function headlineOfMustRules(mustRules: MustRules): Headline {
  const total = mustRules.catalogue ?? mustRules.total + (mustRules.untested ?? 0);
  const percent = total === 0 ? 0 : Math.floor((mustRules.passing / total) * 1000) / 10;
  return { passing: mustRules.passing, total, percent };
}

/** The run's headline: as the runner recorded it, or (a report written before it did) from its must rules. */
export const headlineOf = (summary: { readonly headline?: Headline; readonly mustRules: MustRules }): Headline =>
  summary.headline ?? headlineOfMustRules(summary.mustRules);

/** "27.8%", "100%": the headline's percent as every report writes it. */
export const headlinePercent = (headline: Headline): string =>
  `${Number.isInteger(headline.percent) ? headline.percent : headline.percent.toFixed(1)}%`;

/** "104 of 374 must rules pass (27.8%)"; "1 of 374 must rules passes (0.2%)". */
export function headlineText(headline: Headline): string {
  const rules = `must rule${headline.total === 1 ? '' : 's'}`;
  return `${headline.passing} of ${headline.total} ${rules} ${headline.passing === 1 ? 'passes' : 'pass'} (${headlinePercent(headline)})`;
}
