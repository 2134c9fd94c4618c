/** Per-rule results, their roll-ups and the must-rule score at one matching level. */
import type { Tier } from '../../rules/catalogue/types.js';

export type RuleStatus = 'pass' | 'fail' | 'untested' | 'reported';

export interface RuleResult {
  readonly id: string;
  readonly tier: Tier;
  readonly category: string;
  readonly cases: number;
  readonly passed: number;
  readonly falseAccepts: number;
  readonly falseRejects: number;
  /** Refused for the wrong rule or at the wrong place (outcomes wrong-rule and wrong-path). */
  readonly wrongReasons: number;
  readonly errors: number;
  readonly status: RuleStatus;
}

/** A roll-up of per-rule results: by the contract's Errors-table category, or by kind. */
export interface Rollup {
  readonly key: string;
  readonly rules: number;
  readonly passing: number;
  readonly failing: number;
  readonly cases: number;
  readonly passed: number;
  readonly falseAccepts: number;
  readonly falseRejects: number;
  readonly wrongReasons: number;
  readonly errors: number;
}

/** Must rules passing at one matching level: a rule passes when each of its answered cases is right at it. */
export interface LevelScore {
  readonly passing: number;
  readonly total: number;
  readonly percent: number;
}
