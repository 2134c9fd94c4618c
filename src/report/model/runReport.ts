/**
 * The results model every reporter reads (JSON, JUnit, Markdown, badge, report.html, annotations, SARIF): the
 * runner builds one RunReport per run. docs/report.md documents its JSON form.
 */
import type { BaselineSummary } from './baseline.js';
import type { Headline } from './headline.js';
import type { RequestForm } from './case.js';
import type { CaseResult, Level, Outcome } from './caseResult.js';
import type { LevelScore, Rollup, RuleResult } from './ruleResult.js';
import type { ShrunkEntry } from './shrunk.js';
import type { Speed, SubjectHeader } from './subject.js';

/** One option that narrowed the run, as the user gave it: `{ option: '--rule', values: ['Track.*'] }`. */
export interface AppliedFilter {
  readonly option: string;
  readonly values: readonly string[];
}

export interface RunReport {
  readonly header: {
    readonly runner: string;
    readonly contract: string;
    readonly corpusDigest: string;
    readonly subject: SubjectHeader;
    /** Stream and reference subjects: how each case's text travelled in its request line (--request-form). */
    readonly requestForm?: RequestForm;
    /**
     * 'exit-code': an exec subject run with --exit-code-verdicts, its verdict the exit status alone, so a crash
     * cannot be told from a rejection; every report says so (runner/subjects/exec.ts EXIT_CODE_VERDICTS_LABEL).
     */
    readonly verdicts?: 'exit-code';
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
    readonly shard?: {
      readonly index: number;
      readonly count: number;
      /** The whole run's selected cases (how many, a digest of their ids): `report merge` checks the shards hold them exactly. */
      readonly planned?: { readonly cases: number; readonly ids: string };
    };
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
    /** The headline: must rules passing of the must rules in the catalogue (model/headline.ts). */
    readonly headline?: Headline;
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
