/**
 * `report merge`: the reports of the N shards of one run (`run --shard I/N`) as the one report the whole
 * run would have written. Refused unless every shard is there once and they agree on what was run: corpus
 * digest, runner, contract, subject, level, generated cases and shard count. Cases are dealt back into the
 * unsharded order (shard.ts) and every score is recomputed from them, so conformance is decided on the
 * merged whole, exactly as an unsharded run decides it. Timings: the earliest start, the longest shard (the
 * shards ran side by side), the subject time summed.
 */
import { ruleById } from '../rules/catalogue/index.js';
import { applyBaseline, type BaselineEntry } from '../runner/baseline.js';
import { rollUp, scoreRules, summarise } from '../runner/score.js';
import { conformantVerdict, partialReasons } from '../runner/completeness.js';
import { unknownRuleIds } from '../runner/unknownRules.js';
import { dealtTo, plannedCases } from '../runner/shard.js';
import { speedOf } from '../runner/speed.js';
import type { CaseResult, RunReport, Speed } from './model/index.js';

export class MergeError extends Error {
  override readonly name = 'MergeError';
}

export interface NamedReport {
  /** where it was read from, for messages */
  readonly source: string;
  readonly report: RunReport;
}

/** The filters of a shard's run other than its --shard: the same for every shard of one run. */
const withoutShard = (report: RunReport) =>
  (report.header.filters ?? []).filter((filter) => filter.option !== '--shard');

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function agree(reports: readonly NamedReport[], what: string, pick: (report: RunReport) => unknown): void {
  const first = reports[0]!;
  for (const other of reports.slice(1)) {
    if (!same(pick(first.report), pick(other.report))) {
      throw new MergeError(
        `${other.source} and ${first.source} differ in ${what} (${JSON.stringify(pick(other.report))} vs ${JSON.stringify(pick(first.report))}): they are not shards of one run`,
      );
    }
  }
}

export interface MergeOptions {
  readonly baseline?: { readonly file: string; readonly entries: readonly (string | BaselineEntry)[] };
}

export function mergeShards(reports: readonly NamedReport[], options: MergeOptions = {}): RunReport {
  if (reports.length === 0) throw new MergeError('no report to merge');
  for (const { source, report } of reports) {
    if (report.header?.shard === undefined)
      throw new MergeError(`${source} is not a shard (no header.shard): merge the reports of run --shard I/N`);
    if (report.summary.baseline !== undefined)
      throw new MergeError(
        `${source} was run with --baseline: run the shards without it and pass --baseline to report merge`,
      );
  }
  agree(reports, 'corpus digest', (report) => report.header.corpusDigest);
  agree(reports, 'subject', (report) => report.header.subject);
  agree(reports, 'request form', (report) => report.header.requestForm ?? null);
  agree(reports, 'runner version', (report) => report.header.runner);
  agree(reports, 'contract', (report) => report.header.contract);
  agree(reports, 'level', (report) => report.summary.level);
  agree(reports, 'generated cases', (report) => report.header.generated ?? null);
  agree(reports, 'shard plan (N of I/N)', (report) => report.header.shard!.count);
  agree(reports, 'planned cases', (report) => report.header.shard!.planned ?? null);
  agree(reports, 'filters', (report) => withoutShard(report));
  const count = reports[0]!.report.header.shard!.count;
  const byIndex = new Map<number, NamedReport>();
  for (const entry of reports) {
    const index = entry.report.header.shard!.index;
    const twice = byIndex.get(index);
    if (twice !== undefined)
      throw new MergeError(`shard ${index}/${count} is given twice (${twice.source} and ${entry.source})`);
    byIndex.set(index, entry);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  if (missing.length > 0)
    throw new MergeError(
      `shard${missing.length === 1 ? '' : 's'} ${missing.map((index) => `${index}/${count}`).join(', ')} missing: a merged report must hold every shard of the run`,
    );

  const shards = Array.from({ length: count }, (_, i) => byIndex.get(i + 1)!.report);
  const { cases, problems } = dealtBack(shards, count);
  const applied =
    options.baseline === undefined
      ? undefined
      : applyBaseline(
          cases,
          options.baseline.entries,
          options.baseline.file,
          (entry) => ruleById.has(entry) || cases.some((result) => result.id === entry),
        );
  const results = applied?.results ?? cases;
  // Every rule row any shard showed (untested rows of the run's scope included), scored over all cases.
  const scope = [...new Set(shards.flatMap((report) => report.rules.map((row) => row.id)))];
  const rules = scoreRules(results, scope);
  const level = shards[0]!.summary.level;
  const summary = summarise(rules, results, level);
  const aborted = shards
    .map((report, i) =>
      report.summary.aborted === undefined ? undefined : `shard ${i + 1}/${count}: ${report.summary.aborted}`,
    )
    .filter((why): why is string => why !== undefined);
  const interrupted = shards
    .map((report, i) =>
      report.summary.interrupted === undefined ? undefined : `shard ${i + 1}/${count}: ${report.summary.interrupted}`,
    )
    .filter((why): why is string => why !== undefined);
  const first = shards[0]!.header;
  const filters = withoutShard(shards[0]!);
  const partial = [
    ...problems,
    ...partialReasons({
      filters,
      mustRulesTested: summary.mustRules.total,
      aborted: aborted.length === 0 ? undefined : aborted.join('; '),
      interrupted: interrupted.length === 0 ? undefined : interrupted.join('; '),
    }),
  ];
  const unknown = unknownRuleIds(cases);
  const shrunk = shards.flatMap((report) => report.shrunk ?? []);
  return {
    header: {
      runner: first.runner,
      contract: first.contract,
      corpusDigest: first.corpusDigest,
      subject: first.subject,
      ...(first.requestForm === undefined ? {} : { requestForm: first.requestForm }),
      startedAt: shards.map((report) => report.header.startedAt).sort()[0]!,
      durationMs: Math.max(...shards.map((report) => report.header.durationMs)),
      subjectMs: shards.reduce((sum, report) => sum + report.header.subjectMs, 0),
      ...(first.generated === undefined ? {} : { generated: first.generated }),
      ...(filters.length === 0 ? {} : { filters }),
      mergedShards: count,
    },
    summary: {
      ...summary,
      conformant: conformantVerdict(partial.length === 0, summary.conformant === false),
      complete: partial.length === 0,
      ...(partial.length === 0 ? {} : { partial }),
      ...(aborted.length === 0 ? {} : { aborted: aborted.join('; ') }),
      ...(interrupted.length === 0 ? {} : { interrupted: interrupted.join('; ') }),
      ...(unknown === undefined ? {} : { unknownRuleIds: unknown }),
      ...(applied === undefined ? {} : { baseline: applied.summary }),
      ...mergedSpeed(shards, cases),
    },
    rollups: rollUp(rules, results),
    ...(shrunk.length === 0 ? {} : { shrunk }),
    rules,
    cases: results,
  };
}

/** Latency over every shard's answered cases; throughput against the shards' summed time (shards from before summary.speed: none). */
function mergedSpeed(shards: readonly RunReport[], cases: readonly CaseResult[]): { speed?: Speed } {
  const walls = shards.map((report) => report.summary.speed?.wallMs);
  if (walls.some((wall) => wall === undefined)) return {};
  return {
    speed: speedOf(
      cases,
      walls.reduce((sum: number, wall) => sum + wall!, 0),
    ),
  };
}

/**
 * The shards' cases dealt back into the run's order, each case once, and what keeps them from being exactly
 * the planned cases of one run (issue 27: a shard that lost its failing case merged as CONFORMANT): a shard
 * holding more or fewer cases than the deal gives it, a case held twice, ids that are not the planned ones,
 * or shards that record no plan. Any of them makes the merged report partial, naming it.
 */
function dealtBack(shards: readonly RunReport[], count: number): { cases: CaseResult[]; problems: string[] } {
  const problems: string[] = [];
  const planned = shards[0]!.header.shard!.planned;
  if (planned === undefined) problems.push('the shards record no plan of the run, so no case can be shown missing');
  const dealt: CaseResult[] = [];
  const longest = Math.max(0, ...shards.map((report) => report.cases.length));
  for (let round = 0; round < longest; round++)
    for (const report of shards) {
      const result = report.cases[round];
      if (result !== undefined) dealt.push(result);
    }
  if (planned !== undefined)
    shards.forEach((report, i) => {
      const want = dealtTo(i + 1, count, planned.cases);
      const held = report.cases.length;
      if (held !== want)
        problems.push(
          `shard ${i + 1}/${count} holds ${held} of the ${want} cases planned for it (${held < want ? `${want - held} missing` : `${held - want} too many`})`,
        );
    });
  const seen = new Set<string>();
  const doubled = new Set<string>();
  const cases = dealt.filter((result) => {
    if (!seen.has(result.id)) return seen.add(result.id);
    doubled.add(result.id);
    return false;
  });
  if (doubled.size > 0)
    problems.push(
      `${doubled.size} case${doubled.size === 1 ? ' is' : 's are'} held twice (${[...doubled].slice(0, 5).join(', ')}${doubled.size > 5 ? ', ...' : ''})`,
    );
  if (
    planned !== undefined &&
    problems.length === 0 &&
    plannedCases(cases.map((result) => result.id)).ids !== planned.ids
  )
    problems.push("the shards' case ids are not the planned ones (an edited or foreign shard)");
  return { cases, problems };
}
