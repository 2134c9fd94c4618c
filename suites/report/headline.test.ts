/**
 * The one headline number (must rules passing of the must rules in the catalogue) is the same in every
 * report of one run: console, summary.md, report.html, badge.svg, badge.json, the comparison page and
 * report.json.
 */
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../src/report/console.js';
import { reportBadge, reportBadgeJson } from '../../src/report/badge.js';
import { headlineOf, headlinePercent, headlineText, type RunReport } from '../../src/report/model/index.js';
import { renderReportJson } from '../../src/report/reportJson.js';
import { renderSummaryMarkdown } from '../../src/report/summaryMarkdown.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { runSuite } from '../../src/runner/suite.js';
import { comparePage } from '../../src/site/comparePage.js';
import { compare } from '../../src/site/comparison.js';
import { renderReportHtml } from '../../src/site/reportHtml.js';
import { verdictOfValue } from '../../src/validation/verdict.js';

/** The reference, but blind to one rule: a complete run that is not conformant. */
const blindToAffiliation = (value: unknown, { kind }: { kind?: string | null }) => {
  const result = verdictOfValue(value, kind ? { kind: kind as 'entity' } : {});
  const errors = result.errors.filter((error) => error.rule !== 'Affiliation.closed-vocabulary');
  return { valid: errors.length === 0, errors };
};

describe('one headline number', () => {
  it('every report of one complete run shows the same must rules passing of the catalogue', async () => {
    const { report } = await runSuite(ModuleSubject.fromValue(blindToAffiliation), { level: 'rule' });
    expect(report.summary.complete).toBe(true);
    const headline = headlineOf(report.summary);
    expect(headline.total).toBe(report.summary.mustRules.catalogue);
    expect(headline.passing).toBe(report.summary.mustRules.passing);
    expect(headline.passing).toBeLessThan(headline.total);
    const text = headlineText(headline);
    const percent = headlinePercent(headline);

    expect(JSON.parse(renderReportJson(report)).summary.headline).toEqual(headline);
    expect(renderConsole(report, { color: false })).toContain(text);
    expect(renderSummaryMarkdown(report)).toContain(text);
    const html = renderReportHtml(report);
    expect(html).toContain(text);
    expect(JSON.parse(reportBadgeJson(report)).message).toBe(percent);
    expect(reportBadge(report)).toContain(`>${percent}</text>`);
    const page = comparePage(
      compare([{ name: 'blind', report, calibration: false, page: 'reports/blind.html' } as const]),
      { name: 'pages.js', code: '' },
    );
    expect(page).toContain(`${percent}<div class="muted">${headline.passing}/${headline.total}</div>`);
  });

  it('reads "1 of 374 must rules passes", "0 of 1 must rule pass"', () => {
    const of = (passing: number, total: number): string =>
      headlineText(headlineOf({ mustRules: { passing, total, catalogue: total } } as RunReport['summary']));
    expect(of(1, 374)).toBe('1 of 374 must rules passes (0.2%)');
    expect(of(0, 1)).toBe('0 of 1 must rule pass (0%)');
    expect(of(374, 374)).toBe('374 of 374 must rules pass (100%)');
  });
});
