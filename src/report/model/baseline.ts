/** How the run compared with a --baseline file of known failures. */
export interface BaselineSummary {
  readonly file: string;
  /** Failures the baseline lists (outcome expected-failure). */
  readonly expectedFailures: number;
  /** Listed cases (or rules) that now pass: the run fails until the baseline is updated. */
  readonly unexpectedPasses: readonly string[];
  /** Entries that match no case and no rule: the run fails. */
  readonly stale: readonly string[];
  /** Failures the baseline does not list. */
  readonly newFailures: readonly string[];
}
