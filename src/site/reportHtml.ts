/**
 * report.html: the run report page as one self-contained file beside report.json (stylesheet and script
 * inlined, no link out), so it opens straight from a CI artifact. Written with the other report files as
 * one set (writeReports' extraFiles), so it is never an earlier run's page beside this run's report.json.
 */
import { holdsFor } from '../report/draft.js';
import type { RunReport } from '../report/model/index.js';
import type { FileContent } from '../support/atomicWrite.js';
import { bundledScript } from './assets.js';
import type { ReportArticles } from './reportArticles.js';
import { reportPage, reportPageAround, startedValue, type ReportPageOptions } from './reportPage.js';

export const REPORT_HTML = 'report.html';

const pageOptions = (articles: ReportArticles | undefined): ReportPageOptions => ({
  standalone: true,
  script: bundledScript('pages.js'),
  ...(articles === undefined ? {} : { renderedArticle: articles.renderedArticle }),
});

/** The page; `articles`: failing cases' articles rendered while the run went on (reportArticles.ts). */
export function renderReportHtml(report: RunReport, articles?: ReportArticles): string {
  return reportPage(report, pageOptions(articles));
}

/** report.html as one of writeReports' extraFiles: [name, content]. */
export function reportHtmlFile(report: RunReport, articles?: ReportArticles): readonly [string, string] {
  return [REPORT_HTML, renderReportHtml(report, articles)];
}

/**
 * report.html rendered from a draft of the report while the subject closes (report/draft.ts): all of the
 * page but its "Started" value (the only part that shows the run's duration), as bytes. For a final report
 * that is the draft but for its duration, the page is those bytes around the final report's value; for any
 * other, the page rendered from it: byte for byte the page renderReportHtml makes.
 */
export class ReportHtmlDraft {
  private readonly around: readonly [before: Uint8Array, after: Uint8Array];

  constructor(
    readonly draft: RunReport,
    private readonly articles?: ReportArticles,
  ) {
    const [before, after] = reportPageAround(draft, pageOptions(articles));
    this.around = [Buffer.from(before), Buffer.from(after)];
  }

  /** report.html for `report`, as one of writeReports' extraFiles. */
  file(report: RunReport): readonly [string, FileContent] {
    if (!holdsFor(this.draft, report)) return reportHtmlFile(report, this.articles);
    return [REPORT_HTML, [this.around[0], Buffer.from(startedValue(report)), this.around[1]]];
  }
}
