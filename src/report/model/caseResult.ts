/** One case judged: its expectation, the subject's answer and the outcome at each matching level. */
import type { Tier } from '../../rules/catalogue/types.js';
import type { ExpectedError, Kind } from './case.js';
import type { SubjectError } from './verdict.js';

export type Level = 'verdict' | 'rule' | 'path';

/**
 * `wrong-rule` / `wrong-path`: at rule or path level, the subject refused an invalid case as it should, but
 * not for the expected rule (or not at the expected place): the rule itself went undetected.
 */
export type Outcome =
  | 'pass'
  | 'false-accept'
  | 'false-reject'
  | 'wrong-rule'
  | 'wrong-path'
  | 'error'
  | 'timeout'
  | 'skipped'
  | 'expected-failure'
  | 'unexpected-pass';

/** Scores at each matching level, all shown; `outcome` is judged at the run's chosen level. */
export interface CaseResult {
  readonly id: string;
  readonly rule: string;
  readonly rules: readonly string[];
  readonly tier: Tier;
  readonly kind: Kind | null;
  readonly origin: 'corpus' | 'generated';
  /** What the case is about (failing cases). */
  readonly description?: string;
  readonly expected: { readonly valid: boolean; readonly errors: readonly ExpectedError[] };
  readonly actual: {
    readonly valid: boolean | null;
    /** At most 50 (runner/match.ts KEPT_ERRORS): the ones matching expected errors first. */
    readonly errors: readonly SubjectError[];
    /** Errors the subject reported past the 50 kept. */
    readonly omittedErrors?: number;
    readonly message?: string;
    /**
     * The end of the subject's stderr for this case, as written: a traceback stays multi-line. Exec: what the
     * case's process wrote; stream: what the process wrote before it crashed or timed out on this case.
     */
    readonly stderr?: string;
  };
  readonly levels: { readonly verdict: boolean; readonly rule: boolean | null; readonly path: boolean | null };
  readonly outcome: Outcome;
  readonly durationMs: number;
  /** The exact JSON text sent (failing cases, up to runner/match.ts MAX_SHOWN_TEXT characters). */
  readonly text?: string;
}
