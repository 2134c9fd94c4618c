/**
 * summary.md: the page a reviewer reads in a pull request or a GitHub job summary. Order is by urgency:
 * with a --baseline, the gate's verdict and every regression by name; then the verdict (and why a run
 * stopped early or is partial), the failing must rules (what blocks conformance), roll-ups, may behaviour,
 * and last how the run was made.
 */
import { appendFile } from 'node:fs/promises';
import type { Rollup, RunReport } from './model/index.js';
import type { Reporter } from './reporter.js';
import { cell, code, table } from './markdown.js';
import { describeFilters } from '../runner/completeness.js';
import { headline } from '../runner/verdictLabel.js';
import { partialText, scoreText, unknownRulesText, verdictSourceText } from './headline.js';
import { regressions } from './regressions.js';
import { categoryLabel, failingRules, mayMatrix, OUTCOMES, rollupPercent, rollupsOf } from './rollup.js';
import { contractVersion, formatDuration, formatPercent, plural } from './text.js';
import { identityParts, speedText, subjectLabel, webLink } from './identityText.js';

const ROLLUP_HEAD = [
  'rules passing',
  'rules failing',
  'passing',
  'cases',
  'passed',
  'false accepts',
  'false rejects',
  'wrong rule/path',
  'errors',
];
const ROLLUP_ALIGN = ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'] as const;

function rollupCells(row: Rollup): (string | number)[] {
  const percent = rollupPercent(row);
  return [
    row.passing,
    row.failing,
    percent === null ? '-' : formatPercent(percent),
    row.cases,
    row.passed,
    row.falseAccepts,
    row.falseRejects,
    row.wrongReasons ?? 0,
    row.errors,
  ];
}

/** With a --baseline, the gate's verdict comes first and names every case that differs from it. */
function gateLines(report: RunReport): string[] {
  if (report.summary.baseline === undefined) return [];
  const found = regressions(report);
  // A run cut short checked only what ran: it holds no further than that.
  const { interrupted, aborted } = report.summary;
  const cut =
    interrupted !== undefined
      ? ` for the cases that ran (interrupted by ${cell(interrupted)})`
      : aborted !== undefined
        ? ' for the cases that ran (the run ended early)'
        : '';
  if (found.length === 0)
    return [
      `### Gate: holds${cut}`,
      '',
      `The run fails exactly as ${code(report.summary.baseline.file)} says (${plural(report.summary.baseline.expectedFailures, 'known failure', 'known failures')}, nothing new${cut === '' ? '' : ' among the cases that ran'}).`,
    ];
  const count = (kind: string): number => found.filter((entry) => entry.kind === kind).length;
  const parts = [
    plural(count('new failure'), 'new failure', 'new failures'),
    plural(count('unexpected pass'), 'unexpected pass', 'unexpected passes'),
    plural(count('stale entry'), 'stale entry', 'stale entries'),
    ...(count('expired entry') > 0 ? [plural(count('expired entry'), 'expired entry', 'expired entries')] : []),
  ];
  // Known failures that now pass, and nothing else: an improvement, recorded by a deliberate update.
  const improved = count('unexpected pass') === found.length;
  return [
    improved ? '### Gate: improved' : '### Gate: regressed',
    '',
    `${parts.join(', ')} against ${code(report.summary.baseline.file)}${improved ? ' (run with `--update-baseline` to record it)' : ''}:`,
    '',
    ...table(
      ['', 'case', 'rule', 'expected', 'actual'],
      found.map((entry) => [
        entry.kind,
        code(entry.id),
        entry.rule === null ? '-' : code(entry.rule),
        entry.expected === null ? '-' : cell(entry.expected),
        entry.actual === null ? '-' : cell(entry.actual),
      ]),
      ['l', 'l', 'l', 'l', 'l'],
    ),
  ];
}

function verdictLines(report: RunReport): string[] {
  const { summary, header } = report;
  const untested = summary.mustRules.untested ?? 0;
  const partial = partialText(report);
  const unknown = unknownRulesText(summary);
  return [
    `## CDM ${cell(contractVersion(header.contract))} conformance: ${cell(subjectLabel(header.subject))}`,
    '',
    ...gateLines(report).flatMap((line, index, all) => (index === all.length - 1 ? [line, ''] : [line])),
    ...(summary.aborted === undefined ? [] : [`> **The run ended early:** ${cell(summary.aborted)}`, '']),
    ...(summary.interrupted === undefined ? [] : [`> **The run was interrupted** (${cell(summary.interrupted)})`, '']),
    ...(partial === null ? [] : [`> ${cell(partial)}`, '']),
    ...(verdictSourceText(report) === null ? [] : [`> ${cell(verdictSourceText(report)!)}`, '']),
    `**${headline(summary)}** at level \`${summary.level}\`: ${cell(scoreText(summary))}` +
      `${untested > 0 ? ` (${untested} must rules without cases in this run)` : ''}.`,
    ...(unknown === null ? [] : ['', `> ${cell(unknown)}`]),
    '',
    ...table(
      OUTCOMES,
      [OUTCOMES.map((outcome) => summary.outcomes[outcome] ?? 0)],
      OUTCOMES.map(() => 'r' as const),
    ),
    ...(summary.levels === undefined
      ? []
      : [
          '',
          ...table(
            ['level', 'must rules passing', 'of', 'passing'],
            (['verdict', 'rule', 'path'] as const).map((level) => [
              level === summary.level ? `**${level}**` : level,
              summary.levels![level].passing,
              summary.levels![level].total,
              formatPercent(summary.levels![level].percent),
            ]),
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
      ['rule', 'category', 'cases', 'passed', 'false accepts', 'false rejects', 'wrong rule/path', 'errors'],
      failing.map((rule) => [
        code(rule.id),
        code(rule.category),
        rule.cases,
        rule.passed,
        rule.falseAccepts,
        rule.falseRejects,
        rule.wrongReasons ?? 0,
        rule.errors,
      ]),
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
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
  const differences = baseline.newFailures.length + baseline.unexpectedPasses.length + baseline.stale.length;
  return [
    `### Baseline ${code(baseline.file)}`,
    '',
    `- ${plural(baseline.expectedFailures, 'known failure', 'known failures')} (listed in the baseline, reported as expected-failure)`,
    `- ${differences === 0 ? 'no differences' : `${differences} differences, each named under "Gate: regressed" at the top`}`,
    ...(baseline.triage === undefined || baseline.triage.length === 0
      ? []
      : [
          '',
          ...table(
            ['known failure', 'reason', 'link', 'expires'],
            baseline.triage.map((entry) => [
              code(entry.id),
              cell(entry.reason ?? ''),
              cell(entry.link ?? ''),
              cell(entry.expires ?? ''),
            ]),
          ),
        ]),
  ];
}

function rollupLines(report: RunReport): string[] {
  const { byCategory, byKind } = rollupsOf(report);
  return [
    '### By Errors-table category (scored rules)',
    '',
    ...(byCategory.length === 0
      ? ['No scored rules.']
      : table(
          ['category', ...ROLLUP_HEAD],
          byCategory.map((row) => [`${code(row.key)}: ${cell(categoryLabel(row.key))}`, ...rollupCells(row)]),
          ROLLUP_ALIGN,
        )),
    '',
    '### By kind (scored cases)',
    '',
    ...(byKind.length === 0
      ? ['No scored cases.']
      : table(
          ['kind', ...ROLLUP_HEAD],
          byKind.map((row) => [code(row.key), ...rollupCells(row)]),
          ROLLUP_ALIGN,
        )),
  ];
}

function mayLines(report: RunReport): string[] {
  const rows = mayMatrix(report);
  if (rows.length === 0) return [];
  return [
    '### May behaviour (where the contract is silent; reported, never scored)',
    '',
    ...table(
      ['rule', 'decision', 'reference', 'subject', 'agrees', 'errors'],
      rows.map((row) => [
        code(row.rule),
        row.decision === null ? '-' : code(row.decision),
        row.reference,
        row.subject === row.reference ? row.subject : `**${row.subject}**`,
        `${row.agree}/${row.cases}`,
        row.errors === 0 ? '0' : `**${row.errors}**`,
      ]),
      ['l', 'l', 'l', 'l', 'r', 'r'],
    ),
  ];
}

function runLines(report: RunReport): string[] {
  const { header } = report;
  const shrunk = report.shrunk ?? [];
  const link = webLink(header.subject.homepage);
  // An autolink only for a URL with nothing Markdown or HTML could take for syntax.
  const homepage = link === undefined || /[<>\s`|]/.test(link) ? [] : [`<${link}>`];
  return [
    '### Run',
    '',
    `- subject: ${[...identityParts(header.subject).map(cell), ...homepage].join(', ')} (${header.subject.mode}: ${code(header.subject.target)})`,
    ...(header.requestForm === undefined
      ? []
      : [
          `- request form: ${code(header.requestForm)} (${header.requestForm === 'text' ? 'the exact text as the JSON string member "text"' : 'the exact text spliced in as the "object" member'})`,
        ]),
    `- runner ${cell(header.runner)}, contract ${cell(header.contract)}, corpus ${code(header.corpusDigest)}`,
    ...(header.generated === undefined
      ? []
      : [`- ${header.generated.count} generated cases, seed ${code(String(header.generated.seed))}`]),
    ...(header.filters === undefined || header.filters.length === 0
      ? []
      : [`- filters: ${code(describeFilters(header.filters))} (a filtered run never certifies)`]),
    ...(shrunk.length === 0
      ? []
      : [
          `- ${shrunk.length} generated disagreements shrunk to fixtures: ${idList(shrunk.map((entry) => entry.file))}`,
        ]),
    `- started ${cell(header.startedAt)}, took ${formatDuration(header.durationMs)} (subject ${formatDuration(header.subjectMs)})`,
    ...(report.summary.speed === undefined ? [] : [`- speed: ${speedText(report.summary.speed)}`]),
  ];
}

export const SUMMARY_MD = 'summary.md';

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

export const summaryMarkdownReporter: Reporter = { file: SUMMARY_MD, render: renderSummaryMarkdown };

/**
 * GitHub Actions shows $GITHUB_STEP_SUMMARY on the run's page; several steps may write to it, so we append
 * (with a blank line first) rather than overwrite. Returns the file appended to, or null when not in Actions.
 * The environment is plain data, so the public types need no @types/node.
 */
export async function appendStepSummary(
  markdown: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<string | null> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (file === undefined || file === '') return null;
  await appendFile(file, `\n${markdown}`, 'utf8');
  return file;
}
