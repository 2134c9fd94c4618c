/** report/trend.ts and trendText.ts: the history of one implementation from its reports over versions. */
import { describe, expect, it } from 'vitest';
import type { RuleStatus, RunReport } from '../../src/report/model/index.js';
import { TrendError, trendOf } from '../../src/report/trend.js';
import { renderTrendMarkdown } from '../../src/report/trendText.js';

/** A report with what a trend reads: subject, start, summary, and per-rule statuses. */
function report(
  version: string | undefined,
  statuses: Record<string, RuleStatus>,
  options: { name?: string; startedAt?: string; casesPerSecond?: number } = {},
): { source: string; report: RunReport } {
  const rules = Object.entries(statuses).map(([id, status]) => ({ id, tier: 'must', status }));
  const passing = rules.filter((rule) => rule.status === 'pass').length;
  return {
    source: `reports/${version ?? 'unversioned'}/report.json`,
    report: {
      header: {
        subject: { mode: 'stream', target: 'x', name: options.name ?? 'acme', ...(version ? { version } : {}) },
        startedAt: options.startedAt ?? '2026-01-01T00:00:00.000Z',
      },
      summary: {
        level: 'verdict',
        conformant: passing === rules.length,
        percent: Math.floor((passing / rules.length) * 100),
        mustRules: { total: rules.length, passing },
        speed: { casesPerSecond: options.casesPerSecond ?? 100, p50Ms: 0.5, p99Ms: 2, cases: 1, wallMs: 1 },
      },
      rules,
      cases: [],
    } as unknown as RunReport,
  };
}

describe('trendOf', () => {
  it('orders versions semantically (a pre-release before its release), whatever the argument order', () => {
    const trend = trendOf([
      report('1.10.0', { A: 'pass' }),
      report('1.2.0', { A: 'fail' }),
      report('1.10.0-rc.1', { A: 'fail' }),
      report('v1.9.3', { A: 'pass' }),
    ]);
    expect(trend.versions.map((version) => version.label)).toEqual(['1.2.0', 'v1.9.3', '1.10.0-rc.1', '1.10.0']);
    expect(trend.rules).toEqual([{ id: 'A', tier: 'must', statuses: ['fail', 'pass', 'fail', 'pass'] }]);
  });

  it('falls back to when each run started when a version is missing or not semantic', () => {
    const trend = trendOf([
      report('nightly', { A: 'pass' }, { startedAt: '2026-03-01T00:00:00.000Z' }),
      report(undefined, { A: 'fail' }, { startedAt: '2026-02-01T00:00:00.000Z' }),
    ]);
    expect(trend.versions.map((version) => version.label)).toEqual(['reports/unversioned/report.json', 'nightly']);
  });

  it('records which rules started or stopped passing at which version, a rule gone from a run as absent', () => {
    const trend = trendOf([
      report('1.0.0', { A: 'fail', B: 'pass', C: 'pass', D: 'untested' }),
      report('1.1.0', { A: 'pass', B: 'fail', C: 'pass', D: 'fail' }),
      report('2.0.0', { A: 'pass', B: 'pass', D: 'pass', E: 'pass' }),
    ]);
    expect(trend.changes).toEqual([
      { id: 'A', tier: 'must', label: '1.1.0', from: 'fail', to: 'pass' },
      { id: 'B', tier: 'must', label: '1.1.0', from: 'pass', to: 'fail' },
      { id: 'B', tier: 'must', label: '2.0.0', from: 'fail', to: 'pass' },
      { id: 'C', tier: 'must', label: '2.0.0', from: 'pass', to: 'absent' },
      { id: 'D', tier: 'must', label: '2.0.0', from: 'fail', to: 'pass' },
      { id: 'E', tier: 'must', label: '2.0.0', from: 'absent', to: 'pass' },
    ]);
    expect(trend.versions.map((version) => [version.percent, version.mustPassing, version.casesPerSecond])).toEqual([
      [50, 2, 100],
      [50, 2, 100],
      [100, 4, 100],
    ]);
  });

  it('refuses fewer than two reports, two subjects, and two reports of one version', () => {
    expect(() => trendOf([report('1.0.0', { A: 'pass' })])).toThrow(TrendError);
    expect(() => trendOf([report('1.0.0', { A: 'pass' }), report('1.1.0', { A: 'pass' }, { name: 'other' })])).toThrow(
      'the reports are of different subjects (acme, other): a trend follows one',
    );
    expect(() => trendOf([report('1.0.0', { A: 'pass' }), report('1.0.0', { A: 'fail' })])).toThrow(
      'two reports are of version 1.0.0',
    );
  });
});

describe('renderTrendMarkdown', () => {
  it('a row per version, the changes per version, and the timeline of the rules that changed only', () => {
    const text = renderTrendMarkdown(
      trendOf([report('1.0.0', { A: 'fail', B: 'pass' }), report('1.1.0', { A: 'pass', B: 'pass' })]),
    );
    expect(text).toContain('| `1.0.0` | 2026-01-01 | verdict | not conformant | 1/2 | 50% | 100 | 0.50 | 2.00 |');
    expect(text).toContain('### 1.1.0: 1 started passing, 0 stopped\n\n- started passing: `A` (must; was fail)');
    expect(text).toContain('The other 1 rule kept one status throughout.');
    expect(text).toContain('| `A` | must | ✗ | ✓ |');
    expect(text).not.toContain('| `B` |');
  });

  it('keeps a hostile subject name and version inside their cells', () => {
    const text = renderTrendMarkdown(
      trendOf([
        report('1.0.0', { A: 'pass' }, { name: 'x | y\n# z\u001b[31m' }),
        report('1.0.1', { A: 'pass' }, { name: 'x | y\n# z\u001b[31m' }),
      ]),
    );
    expect(text.split('\n')[0]).toBe('# History of x \\| y # z\\u001B[31m: 2 versions');
    expect(text).toContain('No rule started or stopped passing between these versions.');
  });
});
