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
  /** Entries past their `expires` day: the run fails until each is fixed or given a new day. Absent when none. */
  readonly expired?: readonly string[];
  /**
   * The entries that carry triage (a JSON baseline): id (a case or rule id) with its reason, link (an issue
   * URL) and expires (YYYY-MM-DD), for the reports to show beside each known failure. Absent when none does.
   */
  readonly triage?: readonly {
    readonly id: string;
    readonly reason?: string;
    readonly link?: string;
    readonly expires?: string;
  }[];
}
