/**
 * The console report: what a developer sees when a run ends. Failing rules first (passes collapse to one
 * line), then the worst cases with an expected-versus-actual diff, then the roll-up by Errors-table category.
 */
import { speedText, subjectLabel } from './identityText.js';
import type { CaseResult, RuleResult, RunReport } from './model/index.js';
import { painter, type Painter } from './ansi.js';
import { diffErrors, diffText, oneLine } from './errorDiff.js';
import { partialText, scoreText, unknownRulesText, verdictSourceText } from './headline.js';
import { failingRules, OUTCOMES, rollupPercent, rollupsOf, worstCases } from './rollup.js';
import { headline, runVerdict } from '../runner/verdictLabel.js';
import { describeFilters } from '../runner/completeness.js';
import { contractVersion, formatDuration, formatPercent, plural, printable, verdictWord } from './text.js';

export interface ConsoleOptions {
  readonly color: boolean;
  /** How many worst cases to show with their diff (default 5; 0 hides the section). */
  readonly worst?: number;
  /** At most this many failing rules in the table (default 40); the rest are counted, summary.md has them all. */
  readonly maxRules?: number;
}

/** Passing rules are listed by name only when there are this few; otherwise one count line. */
const SMALL = 8;

function columns(rows: readonly (readonly string[])[], right: readonly boolean[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) =>
    row
      .map((value, i) => (right[i] ? value.padStart(widths[i]!) : value.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

function ruleSection(report: RunReport, paint: Painter, maxRules: number): string[] {
  const failing = [...failingRules(report, 'must'), ...failingRules(report, 'lint')];
  const passing = report.rules.filter((rule) => rule.status === 'pass');
  const untested = report.rules.filter((rule) => rule.status === 'untested').length;
  const reported = report.rules.filter((rule) => rule.status === 'reported').length;
  const lines: string[] = [paint.bold('Rules')];
  if (failing.length > 0) {
    const shown = failing.slice(0, maxRules);
    const head = ['rule', 'tier', 'category', 'cases', 'passed', 'false-acc', 'false-rej', 'wrong', 'errors'];
    const row = (rule: RuleResult): string[] => [
      printable(rule.id),
      rule.tier,
      rule.category,
      ...[rule.cases, rule.passed, rule.falseAccepts, rule.falseRejects, rule.wrongReasons ?? 0, rule.errors].map(
        String,
      ),
    ];
    const table = columns([head, ...shown.map(row)], [false, false, false, true, true, true, true, true, true]);
    lines.push(`    ${paint.dim(table[0]!)}`, ...table.slice(1).map((line) => `  ${paint.red('✗')} ${line}`));
    if (failing.length > shown.length)
      lines.push(
        paint.dim(
          `  … and ${plural(failing.length - shown.length, 'more failing rule')} (summary.md and report.json list them all)`,
        ),
      );
  }
  if (passing.length > 0 && passing.length <= SMALL)
    lines.push(
      ...passing.map((rule) => `  ${paint.green('✓')} ${rule.id} ${paint.dim(`(${plural(rule.cases, 'case')})`)}`),
    );
  else if (passing.length > 0) lines.push(`  ${paint.green('✓')} ${plural(passing.length, 'rule')} pass every case`);
  if (untested > 0) lines.push(paint.dim(`  ${plural(untested, 'rule')} without cases in this run`));
  if (reported > 0)
    lines.push(
      paint.dim(`  ${plural(reported, 'may rule')} reported, not scored (summary.md shows the behaviour matrix)`),
    );
  return lines;
}

function caseBlock(result: CaseResult, index: number, paint: Painter): string[] {
  const lines = diffErrors(result.expected.errors, result.actual.errors ?? []);
  const head = `  ${index + 1}. ${printable(result.id)} ${paint.red(result.outcome)} ${paint.dim(`[${printable(result.rule)}]`)}`;
  const verdicts = `     expected ${verdictWord(result.expected.valid)}, got ${verdictWord(result.actual.valid)}`;
  const note = result.actual.message === undefined ? [] : [paint.dim(`     ${oneLine(result.actual.message)}`)];
  const colourLine = (line: string): string => {
    const sign = line.trimStart()[0];
    return sign === '-' ? paint.red(line) : sign === '+' ? paint.green(line) : paint.dim(line);
  };
  return [head, verdicts, ...note, ...diffText(lines, '     ').map(colourLine)];
}

function worstSection(report: RunReport, paint: Painter, worst: number): string[] {
  if (worst <= 0) return [];
  const cases = worstCases(report, worst);
  if (cases.length === 0) return [];
  return [
    paint.bold(`Worst ${plural(cases.length, 'case')}`) +
      paint.dim('  (- expected, not reported; + reported, not expected)'),
    ...cases.flatMap((result, i) => caseBlock(result, i, paint)),
  ];
}

function categorySection(report: RunReport, paint: Painter): string[] {
  const rows = rollupsOf(report).byCategory;
  if (rows.length === 0) return [];
  const table = columns(
    [
      ['category', 'rules', 'failing', 'passing', 'cases', 'false-acc', 'false-rej', 'wrong', 'errors'],
      ...rows.map((row) => {
        const percent = rollupPercent(row);
        return [
          row.key,
          ...[row.rules, row.failing].map(String),
          percent === null ? '-' : formatPercent(percent),
          ...[row.cases, row.falseAccepts, row.falseRejects, row.wrongReasons ?? 0, row.errors].map(String),
        ];
      }),
    ],
    [false, true, true, true, true, true, true, true, true],
  );
  return [
    paint.bold('By category'),
    `  ${paint.dim(table[0]!)}`,
    ...table.slice(1).map((line, i) => `  ${rows[i]!.failing > 0 ? paint.red(line) : line}`),
  ];
}

function baselineLine(report: RunReport, paint: Painter): string[] {
  const baseline = report.summary.baseline;
  if (baseline === undefined) return [];
  const parts = [
    plural(baseline.expectedFailures, 'known failure', 'known failures'),
    plural(baseline.newFailures.length, 'new failure', 'new failures'),
    plural(baseline.unexpectedPasses.length, 'unexpected pass', 'unexpected passes'),
    plural(baseline.stale.length, 'stale entry', 'stale entries'),
  ];
  const holds = baseline.newFailures.length + baseline.unexpectedPasses.length + baseline.stale.length === 0;
  return [
    `Baseline ${baseline.file}: ${holds ? paint.green('holds') : paint.red('does not hold')} (${parts.join(', ')})`,
  ];
}

/** Every level side by side, so a subject certified at verdict sees how far it is from rule and path. */
function levelsLine(report: RunReport, paint: Painter): string[] {
  const levels = report.summary.levels;
  if (levels === undefined) return [];
  const parts = (['verdict', 'rule', 'path'] as const).map(
    (level) => `${level} ${levels[level].passing}/${levels[level].total} (${formatPercent(levels[level].percent)})`,
  );
  return [paint.dim(`must rules by level: ${parts.join(' · ')}`)];
}

export function renderConsole(report: RunReport, options: ConsoleOptions): string {
  const paint = painter(options.color);
  const { header, summary } = report;
  const outcomes = OUTCOMES.filter((outcome) => (summary.outcomes[outcome] ?? 0) > 0).map(
    (outcome) => `${outcome} ${summary.outcomes[outcome]}`,
  );
  const word = runVerdict(summary);
  const verdict = (
    word === 'CONFORMANT'
      ? paint.green
      : word === 'PASS' || word === 'NOTHING TESTED'
        ? (text: string) => text
        : paint.red
  )(paint.bold(headline(summary)));
  const partial = partialText(report);
  const unknown = unknownRulesText(summary);
  const sections = [
    [
      `${paint.bold('cdm-conformance')} ${header.runner} · contract ${contractVersion(header.contract)} · ${printable(subjectLabel(header.subject))} ${paint.dim(`(${header.subject.mode}: ${printable(header.subject.target)})`)}`,
      paint.dim(
        `${plural(report.cases.length, 'case')} in ${formatDuration(header.durationMs)}; scored: ${outcomes.join(', ') || 'none'}`,
      ),
      ...(header.filters === undefined || header.filters.length === 0
        ? []
        : [paint.dim(`filters: ${printable(describeFilters(header.filters))}`)]),
      ...(verdictSourceText(report) === null ? [] : [paint.bold(verdictSourceText(report)!)]),
      ...(summary.speed === undefined ? [] : [paint.dim(`speed: ${speedText(summary.speed)}`)]),
    ],
    ruleSection(report, paint, options.maxRules ?? 40),
    worstSection(report, paint, options.worst ?? 5),
    categorySection(report, paint),
    [
      ...(summary.aborted === undefined ? [] : [paint.red(`The run ended early: ${printable(summary.aborted)}`)]),
      ...(summary.interrupted === undefined
        ? []
        : [paint.red(`The run was interrupted (${printable(summary.interrupted)})`)]),
      ...baselineLine(report, paint),
      ...levelsLine(report, paint),
      ...(unknown === null ? [] : [unknown]),
      ...(partial === null ? [] : [partial]),
      `${verdict} at level ${summary.level}: ${scoreText(summary)}`,
    ],
  ].filter((lines) => lines.length > 0);
  // No trailing newline: the caller writes it (console.log, or write with its own line end).
  return sections.map((lines) => lines.join('\n')).join('\n\n');
}
