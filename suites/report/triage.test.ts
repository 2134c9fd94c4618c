/**
 * A baseline entry's triage (reason, link, expiry) is shown beside the known failure in summary.md and
 * report.html (issue 24), with the link as a link only when it is an http(s) URL.
 */
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/report/model/index.js';
import { renderSummaryMarkdown } from '../../src/report/summaryMarkdown.js';
import { renderReportHtml } from '../../src/site/reportHtml.js';
import { makeReport } from './_support/runReports.js';

const CASE = 'entity/Position.lat.range/position.lat--above-maximum';

function withTriage(triage: NonNullable<RunReport['summary']['baseline']>['triage']): RunReport {
  const report = makeReport();
  return {
    ...report,
    summary: {
      ...report.summary,
      baseline: { file: 'known.json', expectedFailures: 1, unexpectedPasses: [], stale: [], newFailures: [], triage },
    },
  };
}

describe('baseline triage in the human reports', () => {
  const report = withTriage([
    { id: CASE, reason: 'float32 | rounding <b>', link: 'https://example.org/issues/7', expires: '2027-01-31' },
  ]);

  it('summary.md lists each triaged entry with its reason, link and expiry', () => {
    const markdown = renderSummaryMarkdown(report);
    expect(markdown).toContain(CASE);
    expect(markdown).toContain('float32 \\| rounding');
    expect(markdown).toContain('https://example.org/issues/7');
    expect(markdown).toContain('2027-01-31');
  });

  it('report.html shows them too, the link as a link and the reason escaped', () => {
    const page = renderReportHtml(report);
    expect(page).toContain('<a href="https://example.org/issues/7">');
    expect(page).toContain('float32 | rounding &lt;b&gt;');
    expect(page).toContain('2027-01-31');
  });

  it('a link that is not http(s) is shown as text, never as a link', () => {
    const page = renderReportHtml(withTriage([{ id: CASE, link: 'javascript:alert(1)' }]));
    expect(page).not.toContain('href="javascript:');
    expect(page).toContain('javascript:alert(1)');
  });
});
