/**
 * A reporter turns the one results model (model/) into one file of the report: report.json, junit.xml,
 * summary.md, badge.svg, badge.json, report.sarif, gl-code-quality.json here; report.html in the site layer
 * (site/reportHtml.ts), which has the page chrome. writeReports writes a list of them as one atomic set.
 */
import type { FileContent } from '../support/atomicWrite.js';
import type { RunReport } from './model/index.js';

/** What some reporters need beyond the report: links out of it. */
export interface ReportContext {
  /** A rule's page on the docs site, when its address is known (SARIF's helpUri; site/reportHtml.ts makes it). */
  readonly helpUri?: (ruleId: string) => string;
}

export interface Reporter {
  /** The file's name in the report folder. */
  readonly file: string;
  readonly render: (report: RunReport, context: ReportContext) => FileContent;
}
