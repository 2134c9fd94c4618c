/**
 * Per-rule statistics over a whole validate run (`--stats`, `--stats-json`, and the GitHub step summary):
 * how many objects were checked and failed, how often each rule fired, on how many objects, and the first
 * few places to look. Memory is bounded by the number of distinct rules, never by the stream's length.
 */
import { tierOf } from '../../rules/catalogue/tiers.js';
import { cell, table } from '../../report/markdown.js';
import { escapeForTerminal as printable } from '../../support/terminal.js';
import type { ValidationError, ValidationResult } from '../../rules/types.js';

/** How many places per rule are kept ("first lines"). */
export const FIRST_PLACES = 5;

export interface Place {
  readonly source: string;
  /** NDJSON line number, or for a whole-file value the line of the offending value (0 when unknown). */
  readonly line: number;
}

export interface RuleCount {
  readonly rule: string;
  readonly tier: string;
  /** error (the object is invalid) or warning (lint) */
  readonly severity: 'error' | 'warning';
  /** how often the rule fired (an object may break it at several pointers) */
  fired: number;
  /** objects it fired on */
  objects: number;
  readonly first: Place[];
}

export interface StatsJson {
  readonly objects: number;
  readonly valid: number;
  readonly invalid: number;
  readonly withWarnings: number;
  readonly rules: readonly RuleCount[];
}

export class RuleStats {
  objects = 0;
  valid = 0;
  invalid = 0;
  withWarnings = 0;
  private readonly counts = new Map<string, RuleCount>();

  record(place: Place, result: ValidationResult): void {
    this.objects++;
    if (result.valid) this.valid++;
    else this.invalid++;
    const warnings = result.warnings ?? [];
    if (warnings.length > 0) this.withWarnings++;
    this.count(place, result.errors, 'error');
    this.count(place, warnings, 'warning');
  }

  /** A valid object without warnings: record() of it, with nothing to count per rule. */
  recordValid(): void {
    this.objects++;
    this.valid++;
  }

  private count(place: Place, findings: readonly ValidationError[], severity: 'error' | 'warning'): void {
    if (findings.length === 0) return;
    const seen = new Set<string>();
    for (const finding of findings) {
      let entry = this.counts.get(finding.rule);
      if (entry === undefined) {
        entry = { rule: finding.rule, tier: tierOf(finding.rule), severity, fired: 0, objects: 0, first: [] };
        this.counts.set(finding.rule, entry);
      }
      entry.fired++;
      if (seen.has(finding.rule)) continue;
      seen.add(finding.rule);
      entry.objects++;
      if (entry.first.length < FIRST_PLACES) entry.first.push(place);
    }
  }

  /** Most objects first, then most fired, then by id: the rule to fix first leads. */
  rules(): RuleCount[] {
    return [...this.counts.values()].sort(
      (a, b) => b.objects - a.objects || b.fired - a.fired || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0),
    );
  }

  toJson(): StatsJson {
    return {
      objects: this.objects,
      valid: this.valid,
      invalid: this.invalid,
      withWarnings: this.withWarnings,
      rules: this.rules(),
    };
  }
}

/** `file:line` (stdin as <stdin>), several places of one file as `file:4, 17, 90`. */
function places(first: readonly Place[]): string {
  const parts: string[] = [];
  let previous: string | undefined;
  for (const place of first) {
    const source = place.source === '-' ? '<stdin>' : place.source;
    const line = place.line > 0 ? String(place.line) : '?';
    parts.push(source === previous ? line : `${source}:${line}`);
    previous = source;
  }
  return parts.join(', ');
}

const percent = (part: number, whole: number): string =>
  whole === 0 ? '0%' : `${((part / whole) * 100).toFixed(part === whole || part === 0 ? 0 : 1)}%`;

function headline(stats: StatsJson): string {
  return (
    `${stats.objects.toLocaleString('en-US')} objects checked: ${stats.valid.toLocaleString('en-US')} valid, ${stats.invalid.toLocaleString('en-US')} invalid (${percent(stats.invalid, stats.objects)})` +
    (stats.withWarnings > 0 ? `, ${stats.withWarnings.toLocaleString('en-US')} with warnings` : '')
  );
}

/** The console table: aligned columns, every cell made printable. */
export function renderStatsTable(stats: StatsJson): string {
  const head = ['rule', 'tier', 'fired', 'objects', 'first lines'];
  const rows = stats.rules.map((entry) => [
    printable(entry.rule),
    entry.severity === 'warning' ? `${entry.tier} (warning)` : entry.tier,
    entry.fired.toLocaleString('en-US'),
    entry.objects.toLocaleString('en-US'),
    printable(places(entry.first)),
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const right = new Set([2, 3]);
  const line = (cells: readonly string[]): string =>
    cells
      .map((text, column) =>
        column === cells.length - 1
          ? text
          : right.has(column)
            ? text.padStart(widths[column]!)
            : text.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const body = rows.length === 0 ? ['no rule fired'] : [line(head), ...rows.map(line)];
  return `${headline(stats)}\n${body.join('\n')}\n`;
}

/** The step-summary section. */
export function renderStatsMarkdown(stats: StatsJson, title = 'cdm-conformance validate'): string {
  const lines = [`### ${cell(title)}`, '', headline(stats), ''];
  if (stats.rules.length > 0) {
    lines.push(
      ...table(
        ['rule', 'tier', 'fired', 'objects', 'first lines'],
        stats.rules.map((entry) => [
          `\`${cell(entry.rule)}\``,
          entry.severity === 'warning' ? `${entry.tier} (warning)` : entry.tier,
          entry.fired,
          entry.objects,
          cell(places(entry.first)),
        ]),
        ['l', 'l', 'r', 'r', 'l'],
      ),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
