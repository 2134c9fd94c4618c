/** The history of one implementation (trend.ts) as Markdown: what `report trend` prints and writes to trend.md. */
import { cell, code, table } from './markdown.js';
import { formatPercent, plural } from './text.js';
import type { RuleChange, Trend, TrendStatus, TrendVersion } from './trend.js';

const verdict = (version: TrendVersion): string =>
  version.conformant === true ? 'conformant' : version.conformant === false ? 'not conformant' : 'partial';

const figure = (value: number | null, digits: number): string => (value === null ? '-' : value.toFixed(digits));

const SYMBOL: Record<TrendStatus, string> = { pass: '✓', fail: '✗', untested: '·', reported: 'r', absent: '-' };

/** One line per change: `+ id` started passing, `- id` stopped, with what it became. */
function changeLines(changes: readonly RuleChange[]): string[] {
  const started = changes.filter((change) => change.to === 'pass');
  const stopped = changes.filter((change) => change.to !== 'pass');
  return [
    ...started.map((change) => `- started passing: ${code(change.id)} (${change.tier}; was ${change.from})`),
    ...stopped.map((change) => `- stopped passing: ${code(change.id)} (${change.tier}; now ${change.to})`),
  ];
}

export function renderTrendMarkdown(trend: Trend): string {
  const { versions } = trend;
  const lines = [
    `# History of ${cell(trend.subject)}: ${plural(versions.length, 'version')}`,
    '',
    ...table(
      [
        'version',
        'run',
        'level',
        'verdict',
        'must rules passing',
        'scored rules passing',
        'cases/s',
        'p50 ms',
        'p99 ms',
      ],
      versions.map((version) => [
        code(version.label),
        version.startedAt.slice(0, 10),
        version.level,
        verdict(version),
        `${version.mustPassing}/${version.mustTotal}`,
        formatPercent(version.percent),
        figure(version.casesPerSecond, 0),
        figure(version.p50Ms, 2),
        figure(version.p99Ms, 2),
      ]),
      ['l', 'l', 'l', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    '## Changes',
    '',
  ];
  if (trend.changes.length === 0) lines.push('No rule started or stopped passing between these versions.', '');
  for (const version of versions.slice(1)) {
    const changes = trend.changes.filter((change) => change.label === version.label);
    if (changes.length === 0) continue;
    const started = changes.filter((change) => change.to === 'pass').length;
    lines.push(
      `### ${cell(version.label)}: ${started} started passing, ${changes.length - started} stopped`,
      '',
      ...changeLines(changes),
      '',
    );
  }
  const changed = trend.rules.filter((rule) => new Set(rule.statuses).size > 1);
  const steady = trend.rules.length - changed.length;
  lines.push(
    '## Timeline of the rules that changed',
    '',
    `✓ pass, ✗ fail, · untested, r reported (may tier), - not in that run. The other ${plural(steady, 'rule')} kept one status throughout.`,
    '',
  );
  if (changed.length > 0)
    lines.push(
      ...table(
        ['rule', 'tier', ...versions.map((version) => code(version.label))],
        changed.map((rule) => [code(rule.id), rule.tier, ...rule.statuses.map((status) => SYMBOL[status])]),
      ),
      '',
    );
  return `${lines.join('\n')}`;
}
