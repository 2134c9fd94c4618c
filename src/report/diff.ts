/**
 * `report diff OLD NEW`: what changed between two runs of one implementation, for release notes and for
 * reviewing a baseline change. A case or rule "fails" as scoring sees it: a false accept, false reject,
 * error or timeout, including failures a baseline had marked as expected (the diff is about behaviour,
 * not about the gate). may rules and cases are reported as behaviour changes, never as failures.
 */
import { isFailure } from '../runner/match.js';
import { underlyingOutcome } from '../runner/score.js';
import type { CaseResult, Outcome, RunReport } from './model/index.js';
import { cell, code } from './markdown.js';
import { formatPercent } from './text.js';

export interface CaseChange {
  readonly id: string;
  readonly rule: string;
  readonly tier: string;
  readonly before: Outcome | null;
  readonly after: Outcome | null;
}

export interface RuleChange {
  readonly id: string;
  readonly tier: string;
  readonly before: string | null;
  readonly after: string | null;
}

export interface RunSide {
  readonly subject: string;
  readonly startedAt: string;
  readonly corpusDigest: string;
  readonly level: string;
  readonly conformant: boolean | null;
  readonly percent: number;
}

export interface ReportDiff {
  readonly old: RunSide;
  readonly new: RunSide;
  readonly sameCorpus: boolean;
  readonly rules: {
    readonly newlyFailing: RuleChange[];
    readonly newlyPassing: RuleChange[];
    readonly otherChanges: RuleChange[];
  };
  readonly cases: {
    readonly newlyFailing: CaseChange[];
    readonly newlyPassing: CaseChange[];
    /** may cases whose answer changed (behaviour, never scored) */
    readonly behaviourChanged: CaseChange[];
    /** in NEW only (a corpus or filter change), with their outcome */
    readonly added: CaseChange[];
    readonly removed: CaseChange[];
  };
}

const side = (report: RunReport): RunSide => ({
  subject: report.header.subject.name,
  startedAt: report.header.startedAt,
  corpusDigest: report.header.corpusDigest,
  level: report.summary.level,
  conformant: report.summary.conformant,
  percent: report.summary.percent,
});

const fails = (result: CaseResult): boolean => result.tier !== 'may' && isFailure(underlyingOutcome(result));

export function diffReports(before: RunReport, after: RunReport): ReportDiff {
  const oldCases = new Map(before.cases.map((result) => [result.id, result]));
  const newCases = new Map(after.cases.map((result) => [result.id, result]));
  const change = (id: string, was: CaseResult | undefined, now: CaseResult | undefined): CaseChange => ({
    id,
    rule: (now ?? was)!.rule,
    tier: (now ?? was)!.tier,
    before: was === undefined ? null : underlyingOutcome(was),
    after: now === undefined ? null : underlyingOutcome(now),
  });
  const cases: ReportDiff['cases'] = {
    newlyFailing: [],
    newlyPassing: [],
    behaviourChanged: [],
    added: [],
    removed: [],
  };
  for (const [id, now] of newCases) {
    const was = oldCases.get(id);
    if (was === undefined) cases.added.push(change(id, undefined, now));
    else if (now.tier === 'may') {
      if (was.actual.valid !== now.actual.valid) cases.behaviourChanged.push(change(id, was, now));
    } else if (!fails(was) && fails(now)) cases.newlyFailing.push(change(id, was, now));
    else if (fails(was) && !fails(now) && underlyingOutcome(now) === 'pass')
      cases.newlyPassing.push(change(id, was, now));
  }
  for (const [id, was] of oldCases) if (!newCases.has(id)) cases.removed.push(change(id, was, undefined));

  const oldRules = new Map(before.rules.map((row) => [row.id, row]));
  const rules: ReportDiff['rules'] = { newlyFailing: [], newlyPassing: [], otherChanges: [] };
  for (const row of after.rules) {
    const was = oldRules.get(row.id);
    const entry: RuleChange = { id: row.id, tier: row.tier, before: was?.status ?? null, after: row.status };
    if (entry.before === entry.after) continue;
    if (row.status === 'fail') rules.newlyFailing.push(entry);
    else if (row.status === 'pass' && was?.status === 'fail') rules.newlyPassing.push(entry);
    else rules.otherChanges.push(entry);
  }
  for (const row of before.rules)
    if (!after.rules.some((other) => other.id === row.id))
      rules.otherChanges.push({ id: row.id, tier: row.tier, before: row.status, after: null });
  return {
    old: side(before),
    new: side(after),
    sameCorpus: before.header.corpusDigest === after.header.corpusDigest,
    rules,
    cases,
  };
}

/** Something that passed before fails now. */
export const regressed = (diff: ReportDiff): boolean =>
  diff.rules.newlyFailing.length > 0 || diff.cases.newlyFailing.length > 0;

const verdictOf = (run: RunSide): string =>
  `${run.conformant === true ? 'conformant' : run.conformant === false ? 'not conformant' : 'partial'} at ${run.level} level, ${formatPercent(run.percent)} of tested must rules`;

function caseList(title: string, list: readonly CaseChange[], limit: number): string[] {
  if (list.length === 0) return [];
  const shownCases = list
    .slice(0, limit)
    .map(
      (entry) =>
        `- ${code(entry.id)} (${code(entry.rule)}): ${entry.before ?? 'not run'} → ${entry.after ?? 'not run'}`,
    );
  return [
    `### ${title} (${list.length})`,
    '',
    ...shownCases,
    ...(list.length > limit ? [`- … and ${list.length - limit} more (--json lists all)`] : []),
    '',
  ];
}

function ruleList(title: string, list: readonly RuleChange[]): string[] {
  if (list.length === 0) return [];
  return [
    `### ${title} (${list.length})`,
    '',
    ...list.map(
      (entry) => `- ${code(entry.id)} (${entry.tier}): ${entry.before ?? 'absent'} → ${entry.after ?? 'absent'}`,
    ),
    '',
  ];
}

/** Markdown for release notes and pull requests: regressions first. */
export function renderDiffMarkdown(diff: ReportDiff, limit = 50): string {
  const lines = [
    `## Conformance changes: ${cell(diff.old.subject)} → ${cell(diff.new.subject)}`,
    '',
    `- before (${cell(diff.old.startedAt)}): ${verdictOf(diff.old)}`,
    `- after (${cell(diff.new.startedAt)}): ${verdictOf(diff.new)}`,
    ...(diff.sameCorpus
      ? []
      : [
          `- the corpus differs (${code(diff.old.corpusDigest)} → ${code(diff.new.corpusDigest)}): added and removed cases below come from that`,
        ]),
    '',
  ];
  const body = [
    ...ruleList('Rules newly failing', diff.rules.newlyFailing),
    ...caseList('Cases newly failing', diff.cases.newlyFailing, limit),
    ...ruleList('Rules newly passing', diff.rules.newlyPassing),
    ...caseList('Cases newly passing', diff.cases.newlyPassing, limit),
    ...ruleList('Other rule changes', diff.rules.otherChanges),
    ...caseList('may behaviour changed (reported, never scored)', diff.cases.behaviourChanged, limit),
    ...caseList('Cases only in the new run', diff.cases.added, limit),
    ...caseList('Cases only in the old run', diff.cases.removed, limit),
  ];
  return `${[...lines, ...(body.length === 0 ? ['No change in any rule or case.', ''] : body)].join('\n')}`;
}
