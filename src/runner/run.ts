/**
 * One conformance run, without the console: cases -> subject -> results -> (shrunk disagreements) ->
 * baseline -> scores -> RunReport, and the exit code it earns (judge.ts):
 *
 *   0  conformant; a partial run (filtered, interrupted) whose every selected case passed; or failing
 *      exactly as the baseline says;
 *   1  not conformant (a scored case failed), a regression against the baseline, or a baseline entry that
 *      is stale, expired or now passes;
 *   2  the subject could not be run (it gave up, or answered no case at all).
 *
 * Only a complete run certifies (completeness.ts): a partial one that passes says PASS (partial: ...),
 * report.json `conformant: null`, `complete: false`.
 */
import { applyBaseline, type BaselineEntry } from './baseline.js';
import { conformantVerdict, partialReasons } from './completeness.js';
import { execute } from './execute.js';
import { subjectHeader } from './identity.js';
import { runnerVersion } from './version.js';

export { runnerVersion } from './version.js';
import { judgeRun } from './judge.js';
export { judgeRun } from './judge.js';
import { matchCase, type MatchOptions, type RuleMap } from './match.js';
import { rollUp, scoreRules, summarise } from './score.js';
import { speedOf } from './speed.js';
import type { Subject } from './subjects/subject.js';
import type { AppliedFilter, Case, CaseResult, Level, RunReport } from '../report/model/index.js';
import { unknownRuleIds } from './unknownRules.js';

export const CONTRACT = 'Common Data Model Contract 3.0.0';

export interface ShrinkHook {
  /** Shrink the generated disagreements among `results`; returns what was written. */
  (subject: Subject, results: readonly CaseResult[]): Promise<NonNullable<RunReport['shrunk']>>;
}

export interface RunConfig {
  readonly subject: Subject;
  readonly cases: readonly Case[];
  /** Catalogue rules the run is about (rows shown even when untested). */
  readonly scope: readonly string[];
  readonly level: Level;
  readonly ruleMap?: RuleMap;
  /** The file the rule map was read from: recorded in the report, so a rerun of one case can name it. */
  readonly ruleMapFile?: string;
  readonly maxFail?: number;
  readonly corpusDigest: string;
  readonly generated?: { readonly count: number; readonly seed: number };
  /** The options that narrowed the cases (suiteCases gives them): a filtered run never certifies. */
  readonly filters?: readonly AppliedFilter[];
  /**
   * The signal that stopped the run (e.g. "SIGINT"), or undefined: asked before each case, as each answer
   * comes in and after the cases ran. Whoever sets it cancels the subject too (subject.cancel, or killing its
   * processes), so the cases in flight settle at once; they and the cases left are "not run". An
   * interrupted run is partial, whatever it passed, and is not shrunk.
   */
  readonly interrupted?: () => string | undefined;
  /** This run is one shard of the selected cases (the cases given are that shard's; --shard is among filters). */
  readonly shard?: { readonly index: number; readonly count: number };
  readonly baseline?: {
    readonly file: string;
    /** Case or rule ids, with their triage when the file gives one (baselineFile.ts). */
    readonly entries: readonly (string | BaselineEntry)[];
    readonly known: (entry: string) => boolean;
    /** The day entries' `expires` is compared with (YYYY-MM-DD; default: today, UTC). */
    readonly today?: string;
  };
  readonly shrink?: ShrinkHook;
  readonly onResult?: (result: CaseResult, done: number, total: number) => void;
}

export interface RunOutcome {
  readonly report: RunReport;
  readonly exitCode: 0 | 1 | 2;
  /** One line saying why the exit code is what it is. */
  readonly verdict: string;
  /** Subject slips outside any case (docs/runner.md); shown, never scored. */
  readonly warnings: readonly string[];
}

export async function runConformance(config: RunConfig): Promise<RunOutcome> {
  const startedAt = new Date();
  const started = performance.now();
  const { subject } = config;
  let executed;
  let casesMs = 0;
  let shrunk: NonNullable<RunReport['shrunk']> = [];
  let closing: Promise<void> | undefined;
  try {
    const casesStarted = performance.now();
    executed = await execute(subject, config.cases, {
      level: config.level,
      ruleMap: config.ruleMap,
      maxFail: config.maxFail,
      onResult: config.onResult,
      interrupted: () => config.interrupted?.(),
    });
    casesMs = performance.now() - casesStarted;
    if (config.shrink !== undefined && executed.aborted === undefined && config.interrupted?.() === undefined)
      shrunk = await config.shrink(subject, executed.results);
    closing = subject.close();
    // Awaited only after the turns, the scoring and the draft below: a close that fails meanwhile is handled
    // there (`await closing` rethrows), not left to end the process as an unhandled rejection.
    closing.catch(() => undefined);
  } finally {
    if (closing === undefined) await subject.close();
  }
  // Scored while the subject exits (its input ended, it cleans up), not after: scored again only if it
  // amended an answer meanwhile (an answer given twice, read while it closed). A stream's end reaches the
  // subject on the event loop's next turns, not while code runs (Node ends a pipe on the next tick, libuv in
  // its next poll): they come first, or the subject would see the end of its input only after the scoring.
  await new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
  const amendedBefore = subject.amendments?.().size ?? 0;
  let scoring = scored(executed.results, config, subject.amendments?.());
  // The report from what stands now: a draft, then made again once the subject has closed.
  const ran = {
    ...executed,
    shrunk,
    speed: speedOf(executed.results, casesMs),
    unknown: unknownRuleIds(executed.results),
  };
  const reportNow = (): { report: RunReport; warnings: readonly string[] } => {
    const interrupted = executed.interrupted ?? config.interrupted?.();
    const identity = subjectHeader(subject, subject.given ?? {}, subject.announced?.());
    return {
      report: reportOf(config, scoring, { ...ran, interrupted }, identity.header, {
        startedAt,
        durationMs: performance.now() - started,
      }),
      warnings: identity.warnings,
    };
  };
  await closing;
  if ((subject.amendments?.().size ?? 0) !== amendedBefore)
    scoring = scored(executed.results, config, subject.amendments?.());
  const fatal = subject.fatal();
  const { report, warnings } = reportNow();
  return { report, ...judgeRun(report, fatal), warnings: [...warnings, ...(subject.warnings?.() ?? [])] };
}

/** How the cases ran: the subject's time, why they stopped early, what was shrunk, their speed, unknown rule ids. */
interface RanCases {
  readonly subjectMs: number;
  readonly aborted?: string | undefined;
  readonly interrupted?: string | undefined;
  readonly shrunk: NonNullable<RunReport['shrunk']>;
  readonly speed: RunReport['summary']['speed'];
  readonly unknown: ReturnType<typeof unknownRuleIds>;
}

interface Timing {
  readonly startedAt: Date;
  readonly durationMs: number;
}

/** The RunReport of a run: its scoring, how its cases ran, who the subject is, and when. */
function reportOf(
  config: RunConfig,
  scoring: ReturnType<typeof scored>,
  executed: RanCases,
  subject: RunReport['header']['subject'],
  timing: Timing,
): RunReport {
  const { applied, results, rules, summary, rollups } = scoring;
  const { interrupted } = executed;
  const filters = config.filters ?? [];
  const partial = partialReasons({
    filters,
    mustRulesTested: summary.mustRules.total,
    aborted: executed.aborted,
    interrupted,
  });
  const { unknown } = executed;
  return {
    header: {
      runner: runnerVersion(),
      contract: CONTRACT,
      corpusDigest: config.corpusDigest,
      subject,
      ...(config.subject.requestForm === undefined ? {} : { requestForm: config.subject.requestForm }),
      ...(config.subject.verdicts === 'exit-code' ? { verdicts: 'exit-code' as const } : {}),
      ...(config.ruleMapFile === undefined ? {} : { ruleMap: config.ruleMapFile }),
      startedAt: timing.startedAt.toISOString(),
      durationMs: Math.round(timing.durationMs),
      subjectMs: Math.round(executed.subjectMs),
      ...(config.generated === undefined ? {} : { generated: config.generated }),
      ...(filters.length === 0 ? {} : { filters }),
      ...(config.shard === undefined ? {} : { shard: config.shard }),
    },
    summary: {
      ...summary,
      conformant: conformantVerdict(partial.length === 0, summary.conformant === false),
      complete: partial.length === 0,
      ...(partial.length === 0 ? {} : { partial }),
      ...(executed.aborted === undefined ? {} : { aborted: executed.aborted }),
      ...(interrupted === undefined ? {} : { interrupted }),
      ...(unknown === undefined ? {} : { unknownRuleIds: unknown }),
      ...(applied === undefined ? {} : { baseline: applied.summary }),
      speed: executed.speed,
    },
    rollups,
    ...(executed.shrunk.length === 0 ? {} : { shrunk: executed.shrunk }),
    rules,
    cases: results,
  };
}

/** The results as scored: answers that cannot stand amended, the baseline applied, each rule scored, summed up. */
function scored(
  executed: readonly CaseResult[],
  config: RunConfig,
  amendments: ReadonlyMap<string, string> | undefined,
) {
  const amended = amend(executed, config.cases, amendments, config);
  const applied =
    config.baseline === undefined
      ? undefined
      : applyBaseline(
          amended,
          config.baseline.entries,
          config.baseline.file,
          config.baseline.known,
          config.baseline.today,
        );
  const results = applied?.results ?? amended;
  const rules = scoreRules(results, config.scope);
  return { applied, results, rules, summary: summarise(rules, results, config.level), rollups: rollUp(rules, results) };
}

/** Cases whose answer cannot stand (the subject answered them twice) become errors with the subject's message. */
function amend(
  results: readonly CaseResult[],
  cases: readonly Case[],
  amendments: ReadonlyMap<string, string> | undefined,
  options: MatchOptions,
): CaseResult[] {
  if (amendments === undefined || amendments.size === 0) return [...results];
  return results.map((result, index) => {
    const message = amendments.get(result.id);
    if (message === undefined || result.outcome === 'error') return result;
    return matchCase(cases[index]!, { status: 'error', message, durationMs: result.durationMs }, options);
  });
}
