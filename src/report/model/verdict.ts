/** What a subject answers about one case, before it is matched against the expectation. */

export interface SubjectError {
  readonly path?: string;
  readonly rule?: string;
  /** The subject's own rule code, when --rule-map translated it into `rule`. */
  readonly code?: string;
  readonly message?: string;
}

/** What a subject said about one case. */
export type SubjectVerdict =
  | {
      readonly status: 'answered';
      readonly valid: boolean;
      readonly errors?: readonly SubjectError[];
      /** The end of what the subject wrote on stderr for this case (exec), as written. */
      readonly stderr?: string;
      readonly durationMs: number;
    }
  | {
      readonly status: 'error';
      readonly message: string;
      /** What the subject wrote on stderr before it failed this case (a crash's traceback), as written. */
      readonly stderr?: string;
      readonly durationMs: number;
    }
  | { readonly status: 'timeout'; readonly durationMs: number; readonly message?: string; readonly stderr?: string }
  /** The subject cannot judge this case fairly (module mode: a text-level finding a parsed value hides). */
  | { readonly status: 'skipped'; readonly message: string; readonly durationMs: number };
