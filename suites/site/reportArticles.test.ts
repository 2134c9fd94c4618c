/**
 * report.html's failing-case articles rendered while the run goes (site/reportArticles.ts): the page is byte
 * for byte the one rendered all at once, whether the articles rendered ahead still hold their rerun command
 * or not (a subject named by a hello after they were rendered).
 */
import { describe, expect, it } from 'vitest';
import { ReportArticles } from '../../src/site/reportArticles.js';
import { renderReportHtml } from '../../src/site/reportHtml.js';
import { rerunCommand, type RerunContext } from '../../src/site/rerun.js';
import type { CaseResult, RunReport } from '../../src/report/model/index.js';
import { makeCase, makeReport } from '../report/_support/runReports.js';

const FAILING = new Set(['false-accept', 'false-reject', 'error', 'timeout', 'unexpected-pass']);

/** `results` handed to `articles` as they would come in, and the idle turns that render them let run. */
async function renderedAhead(articles: ReportArticles, results: readonly CaseResult[]): Promise<void> {
  for (const result of results) articles.add(result);
  for (let turn = 0; turn < 1000; turn++) await new Promise((resolve) => setImmediate(resolve));
}

const contextOf = (report: RunReport): RerunContext => ({
  subject: report.header.subject,
  generated: report.header.generated,
  level: report.summary.level,
});

describe("report.html's articles rendered ahead", () => {
  it('give the page rendered all at once, and are the ones used', async () => {
    const report = makeReport();
    const failing = report.cases.filter((result) => FAILING.has(result.outcome));
    expect(failing.length).toBeGreaterThan(2);
    const articles = new ReportArticles(() => contextOf(report));
    await renderedAhead(articles, report.cases);
    expect(renderReportHtml(report, articles)).toBe(renderReportHtml(report));
    expect(
      failing.every((result) => articles.renderedArticle(result, rerunCommand(report, result.id)) !== undefined),
    ).toBe(true);
    // Only failing cases are rendered ahead: the page shows no others.
    expect(
      report.cases
        .filter((result) => !FAILING.has(result.outcome))
        .map((result) => articles.renderedArticle(result, rerunCommand(report, result.id))),
    ).toEqual(report.cases.filter((result) => !FAILING.has(result.outcome)).map(() => undefined));
  });

  it('are rendered again when the rerun command changed since (the subject named later), or the result was replaced', async () => {
    const report = makeReport();
    const failing = report.cases.filter((result) => FAILING.has(result.outcome));
    const articles = new ReportArticles(() => ({
      ...contextOf(report),
      subject: { ...report.header.subject, name: 'not yet named' },
    }));
    await renderedAhead(articles, report.cases);
    expect(
      failing.every((result) => articles.renderedArticle(result, rerunCommand(report, result.id)) === undefined),
    ).toBe(true);
    expect(renderReportHtml(report, articles)).toBe(renderReportHtml(report));
    // A result replaced after it came in is another object: its article is rendered when the page is.
    const replaced = { ...makeReport(), cases: report.cases.map((result) => ({ ...result })) };
    const sameContext = new ReportArticles(() => contextOf(replaced));
    await renderedAhead(sameContext, report.cases);
    expect(renderReportHtml(replaced, sameContext)).toBe(renderReportHtml(replaced));
    expect(
      replaced.cases.every(
        (result) => sameContext.renderedArticle(result, rerunCommand(replaced, result.id)) === undefined,
      ),
    ).toBe(true);
  });

  it('stop at the 300 the page shows', async () => {
    const many = Array.from({ length: 320 }, (_, index) =>
      makeCase({
        id: `entity/Entity.additional-properties/case-${index}`,
        rule: 'Entity.additional-properties',
        outcome: 'false-accept',
      }),
    );
    const report = makeReport({ cases: many });
    const articles = new ReportArticles(() => contextOf(report));
    await renderedAhead(articles, many);
    expect(
      many.filter((result) => articles.renderedArticle(result, rerunCommand(report, result.id)) !== undefined),
    ).toHaveLength(300);
    expect(renderReportHtml(report, articles)).toBe(renderReportHtml(report));
  });
});
