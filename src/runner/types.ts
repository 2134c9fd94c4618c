/**
 * The data every part of the runner shares: cases in, outcomes out. Subjects (exec, stream, module)
 * turn a case into a SubjectVerdict; matching turns verdict + expectation into an Outcome; reports
 * render a RunReport. docs/report.md documents the JSON form of RunReport.
 */
import type { Tier } from '../rules/catalogue/types.js';
import type { AppliedFilter } from './completeness.js';

/** How a stream request carries a case's text (src/runner/subjects/request.ts, docs/protocol.md). */
export type RequestForm = 'object' | 'text';

export type Kind = 'entity' | 'event' | 'plan_object' | 'track';

export interface ExpectedError {
  readonly rule: string;
  readonly path: string;
}

/** One case to put to a subject: a corpus fixture or a generated object. */
export interface Case {
  readonly id: string;
  /** The rules the case is about (first is the primary rule for per-rule scoring). */
  readonly rules: readonly string[];
  readonly tier: Tier;
  /** Validate against this kind, or null for a mixed-stream object. */
  readonly kind: Kind | null;
  /** The exact JSON text sent to the subject, byte for byte. */
  readonly text: string;
  readonly expect: { readonly valid: boolean; readonly errors: readonly ExpectedError[] };
  readonly origin: 'corpus' | 'generated';
  readonly description: string;
}

export interface SubjectError {
  readonly path?: string;
  readonly rule?: string;
  readonly message?: string;
}

/** What a subject said about one case. */
export type SubjectVerdict =
  | {
      readonly status: 'answered';
      readonly valid: boolean;
      readonly errors?: readonly SubjectError[];
      readonly durationMs: number;
    }
  | { readonly status: 'error'; readonly message: string; readonly durationMs: number }
  | { readonly status: 'timeout'; readonly durationMs: number; readonly message?: string }
  /** The subject cannot judge this case fairly (module mode: a text-level finding a parsed value hides). */
  | { readonly status: 'skipped'; readonly message: string; readonly durationMs: number };

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
  readonly expected: { readonly valid: boolean; readonly errors: readonly ExpectedError[] };
  readonly actual: {
    readonly valid: boolean | null;
    readonly errors: readonly SubjectError[];
    readonly message?: string;
  };
  readonly levels: { readonly verdict: boolean; readonly rule: boolean | null; readonly path: boolean | null };
  readonly outcome: Outcome;
  readonly durationMs: number;
}

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

/** Must rules passing at one matching level: a rule passes when each of its answered cases is right at it. */
export interface LevelScore {
  readonly passing: number;
  readonly total: number;
  readonly percent: number;
}

/** What a subject says about itself (stream handshake, module `about`): every member optional, checked and capped. */
export interface SubjectIdentity {
  readonly name?: string;
  readonly version?: string;
  readonly language?: string;
  readonly homepage?: string;
}

/** header.subject: how the subject was reached and who it is (flags first, then what it announced). */
export interface SubjectHeader {
  readonly mode: 'exec' | 'stream' | 'module' | 'reference';
  readonly target: string;
  readonly name: string;
  readonly version?: string;
  readonly language?: string;
  readonly homepage?: string;
  /** What the subject said about itself, as received (after checks), when it said anything. */
  readonly announced?: SubjectIdentity;
}

/** summary.speed: how fast the subject judged (src/runner/speed.ts). */
export interface Speed {
  /** Answered cases the figures cover (errors and timeouts left out). */
  readonly cases: number;
  /** The cases phase, first request to last answer, in ms (start-up included). */
  readonly wallMs: number;
  readonly casesPerSecond: number | null;
  /** Nearest-rank percentiles of the answered cases' durations, in ms. */
  readonly p50Ms: number | null;
  readonly p99Ms: number | null;
}

export interface RunReport {
  readonly header: {
    readonly runner: string;
    readonly contract: string;
    readonly corpusDigest: string;
    readonly subject: SubjectHeader;
    /** Stream and reference subjects: how each case's text travelled in its request line (--request-form). */
    readonly requestForm?: RequestForm;
    /** The --rule-map file the subject's codes were translated with, as given (a rerun names it again). */
    readonly ruleMap?: string;
    readonly startedAt: string;
    readonly durationMs: number;
    readonly subjectMs: number;
    /** --generated N --seed S: how many generated cases, and the seed that reproduces them. */
    readonly generated?: { readonly count: number; readonly seed: number };
    /** The options that narrowed the run (--rule, --tier, --kind, --id, --shard, --corpus): a filtered run never certifies. */
    readonly filters?: readonly AppliedFilter[];
    /** run --shard I/N: this run is shard `index` of `count`, a partial run (`report merge` joins the shards). */
    readonly shard?: { readonly index: number; readonly count: number };
    /** report merge: how many shards this report was merged from. */
    readonly mergedShards?: number;
  };
  readonly summary: {
    readonly level: Level;
    /**
     * true: complete and every scored case passed (a certificate); false: a scored case failed; null: nothing
     * failed but the run was partial, so it certifies nothing.
     */
    readonly conformant: boolean | null;
    /** Every must rule of the catalogue was put to the subject: no filter, not interrupted, not cut short. */
    readonly complete: boolean;
    /** Why the run is partial (absent when complete). */
    readonly partial?: readonly string[];
    readonly outcomes: Readonly<Record<Outcome, number>>;
    /** total: must rules tested; catalogue: must rules in the catalogue (a complete run tests them all). */
    readonly mustRules: {
      readonly total: number;
      readonly passing: number;
      readonly untested?: number;
      readonly catalogue?: number;
    };
    /** Every scored row (must rules, lint rules, valid-object rows) with a tested case: what `percent` counts. */
    readonly scoredRules?: { readonly total: number; readonly passing: number };
    /** scoredRules passing / total in percent, rounded down: 100 only when no scored case failed. */
    readonly percent: number;
    /** Every level scored side by side (must rules passing at each), whatever level the run certifies at. */
    readonly levels?: Readonly<Record<Level, LevelScore>>;
    /** Set when the run ended early (restart cap, --max-fail, a subject that cannot run): why. */
    readonly aborted?: string;
    /** Set when the run was stopped by a signal (SIGINT, SIGTERM): the run is partial and never certifies. */
    readonly interrupted?: string;
    /** Rule ids the subject reported that the catalogue does not know (after --rule-map): how many, and the commonest. */
    readonly unknownRuleIds?: { readonly count: number; readonly examples: readonly string[] };
    readonly baseline?: BaselineSummary;
    /** Throughput and per-case latency of the answered cases. */
    readonly speed?: Speed;
  };
  /** Per-rule results rolled up by Errors-table category and by kind. */
  readonly rollups?: { readonly byCategory: readonly Rollup[]; readonly byKind: readonly Rollup[] };
  /** Generated-case disagreements shrunk to minimal fixtures, written next to the report. */
  readonly shrunk?: readonly ShrunkEntry[];
  readonly rules: readonly RuleResult[];
  readonly cases: readonly CaseResult[];
}
