/** A generated-case disagreement shrunk to a minimal fixture file. */
import type { Outcome } from './caseResult.js';

/** One cause of disagreement, shrunk to one fixture file. */
export interface ShrunkEntry {
  /** The case shrunk: the first generated case with this cause. */
  readonly case: string;
  readonly file: string;
  readonly rule: string;
  /** How many generated cases disagreed with this cause (all listed in `cases`). */
  readonly disagreements: number;
  readonly cases: readonly string[];
  /** Findings as `rule at pointer`, array indices as `*`. */
  readonly cause: {
    readonly outcome: Outcome;
    readonly pointers: readonly string[];
    readonly expected: readonly string[];
    readonly actual: readonly string[];
  };
}
