/**
 * report.html: the run report page as one self-contained file beside report.json (stylesheet and script
 * inlined, no link out), so it opens straight from a CI artifact. Written with the other report files as
 * one set (writeReports' extraFiles), so it is never an earlier run's page beside this run's report.json.
 */
import type { RunReport } from '../runner/types.js';
import { bundledScript } from './assets.js';
import type { ReportArticles } from './reportArticles.js';
import { reportPage } from './reportPage.js';

export const REPORT_HTML = 'report.html';

/** The page; `articles`: failing cases' articles rendered while the run went on (reportArticles.ts). */
export function renderReportHtml(report: RunReport, articles?: ReportArticles): string {
  return reportPage(report, { standalone: true, script: bundledScript('pages.js'), ...(articles === undefined ? {} : { renderedArticle: articles.renderedArticle }) });
}

/** report.html as one of writeReports' extraFiles: [name, content]. */
export function reportHtmlFile(report: RunReport, articles?: ReportArticles): readonly [string, string] {
  return [REPORT_HTML, renderReportHtml(report, articles)];
}
