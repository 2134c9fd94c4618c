/**
 * summary.md: the page a reviewer reads in a pull request or a GitHub job summary. Order is by urgency:
 * the verdict (and why a run stopped early), then the failing must rules (what blocks conformance), the
 * baseline, roll-ups, may behaviour, and last how the run was made.
 */
import { appendFile } from 'node:fs/promises';
import type { Rollup, RunReport } from '../runner/types.js';
import { cell, code, table } from './markdown.js';
import { categoryLabel, failingRules, mayMatrix, OUTCOMES, rollupPercent, rollupsOf } from './rollup.js';
import { contractVersion, formatDuration, formatPercent } from './text.js';

const ROLLUP_HEAD = ['rules passing', 'rules failing', 'passing', 'cases', 'passed', 'false accepts', 'false rejects', 'errors'];
const ROLLUP_ALIGN = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'] as const;

function rollupCells(row: Rollup): (string | number)[] {
  const percent = rollupPercent(row);
  return [row.passing, row.failing, percent === null ? '-' : formatPercent(percent), row.cases, row.passed, row.falseAccepts, row.falseRejects, row.errors];
}

function verdictLines(report: RunReport): string[] {
  const { summary, header } = report;
  const untested = summary.mustRules.untested ?? 0;
  return [
    `## CDM ${cell(contractVersion(header.contract))} conformance: ${cell(header.subject.name)}`,
    '',
    ...(summary.aborted === undefined ? [] : [`> **The run ended early:** ${cell(summary.aborted)}`, '']),
    `**Conformant: ${summary.conformant ? 'yes' : 'no'}** at level \`${summary.level}\`: ` +
      `${summary.mustRules.passing} of ${summary.mustRules.total} tested must rules passing, **${formatPercent(summary.percent)}**` +
      `${untested > 0 ? ` (${untested} must rules without cases in this run)` : ''}.`,
    '',
    ...table(OUTCOMES, [OUTCOMES.map((outcome) => summary.outcomes[outcome] ?? 0)], OUTCOMES.map(() => 'r' as const)),
    ...(summary.levels === undefined
      ? []
      : [
          '',
          ...table(
            ['level', 'must rules passing', 'of', 'passing'],
            (['verdict', 'rule', 'path'] as const).map((level) => [level === summary.level ? `**${level}**` : level, summary.levels![level].passing, summary.levels![level].total, formatPercent(summary.levels![level].percent)]),
            ['l', 'r', 'r', 'r'],
          ),
        ]),
  ];
}

function failingRuleLines(report: RunReport, tier: 'must' | 'lint', title: string): string[] {
  const failing = failingRules(report, tier);
  if (failing.length === 0) return tier === 'must' ? [`### ${title}`, '', 'None.'] : [];
  return [
    `### ${title} (${failing.length})`,
    '',
    ...table(
      ['rule', 'category', 'cases', 'passed', 'false accepts', 'false rejects', 'errors'],
      failing.map((rule) => [code(rule.id), code(rule.category), rule.cases, rule.passed, rule.falseAccepts, rule.falseRejects, rule.errors]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
  ];
}

/** At most this many ids per baseline list: the full lists are in report.json. */
const LIST_LIMIT = 20;

function idList(ids: readonly string[]): string {
  const shown = ids.slice(0, LIST_LIMIT).map(code).join(', ');
  return ids.length > LIST_LIMIT ? `${shown} and ${ids.length - LIST_LIMIT} more` : shown;
}

function baselineLines(report: RunReport): string[] {
  const baseline = report.summary.baseline;
  if (baseline === undefined) return [];
  const line = (label: string, ids: readonly string[], hint: string): string[] => (ids.length === 0 ? [] : [`- **${ids.length} ${label}** (${hint}): ${idList(ids)}`]);
  return [
    `### Baseline ${code(baseline.file)}`,
    '',
    `- ${baseline.expectedFailures} known failures (listed in the baseline, reported as expected-failure)`,
    ...line('new failures', baseline.newFailures, 'not in the baseline: fix them, or list them'),
    ...line('unexpected passes', baseline.unexpectedPasses, 'listed but passing: remove them from the baseline'),
    ...line('stale entries', baseline.stale, 'name no case or rule'),
  ];
}

function rollupLines(report: RunReport): string[] {
  const { byCategory, byKind } = rollupsOf(report);
  return [
    '### By Errors-table category (scored rules)',
    '',
    ...(byCategory.length === 0 ? ['No scored rules.'] : table(['category', ...ROLLUP_HEAD], byCategory.map((row) => [`${code(row.key)}: ${cell(categoryLabel(row.key))}`, ...rollupCells(row)]), ROLLUP_ALIGN)),
    '',
    '### By kind (scored cases)',
    '',
    ...(byKind.length === 0 ? ['No scored cases.'] : table(['kind', ...ROLLUP_HEAD], byKind.map((row) => [code(row.key), ...rollupCells(row)]), ROLLUP_ALIGN)),
  ];
}

function mayLines(report: RunReport): string[] {
  const rows = mayMatrix(report);
  if (rows.length === 0) return [];
  return [
    '### May behaviour (where the contract is silent; reported, never scored)',
    '',
    ...table(
      ['rule', 'decision', 'reference', 'subject', 'agrees'],
      rows.map((row) => [code(row.rule), row.decision === null ? '-' : code(row.decision), row.reference, row.subject === row.reference ? row.subject : `**${row.subject}**`, `${row.agree}/${row.cases}`]),
      ['l', 'l', 'l', 'l', 'r'],
    ),
  ];
}

function runLines(report: RunReport): string[] {
  const { header } = report;
  const shrunk = report.shrunk ?? [];
  return [
    '### Run',
    '',
    `- subject: ${cell(header.subject.name)} (${header.subject.mode}: ${code(header.subject.target)})`,
    `- runner ${cell(header.runner)}, contract ${cell(header.contract)}, corpus ${code(header.corpusDigest)}`,
    ...(header.generated === undefined ? [] : [`- ${header.generated.count} generated cases, seed ${code(String(header.generated.seed))}`]),
    ...(shrunk.length === 0 ? [] : [`- ${shrunk.length} generated disagreements shrunk to fixtures: ${idList(shrunk.map((entry) => entry.file))}`]),
    `- started ${cell(header.startedAt)}, took ${formatDuration(header.durationMs)} (subject ${formatDuration(header.subjectMs)})`,
  ];
}

export function renderSummaryMarkdown(report: RunReport): string {
  const sections = [
    verdictLines(report),
    failingRuleLines(report, 'must', 'Failing must rules'),
    failingRuleLines(report, 'lint', 'Failing lint rules (valid objects the subject rejects)'),
    baselineLines(report),
    rollupLines(report),
    mayLines(report),
    runLines(report),
  ].filter((lines) => lines.length > 0);
  return `${sections.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}

/**
 * GitHub Actions shows $GITHUB_STEP_SUMMARY on the run's page; several steps may write to it, so we append
 * (with a blank line first) rather than overwrite. Returns the file appended to, or null when not in Actions.
 * The environment is plain data, so the public types need no @types/node.
 */
export async function appendStepSummary(markdown: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<string | null> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (file === undefined || file === '') return null;
  await appendFile(file, `\n${markdown}`, 'utf8');
  return file;
}
