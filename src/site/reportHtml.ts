/**
 * report.html, the reporter of the site layer (it uses the site's page chrome, which the report layer below
 * cannot): the run report page as one self-contained file beside report.json (stylesheet and script inlined,
 * no link out), so it opens straight from a CI artifact. `run` writes it with the report layer's reporters
 * as one set (RUN_REPORTERS), so it is never an earlier run's page beside this run's report.json.
 */
import type { RunReport } from '../report/model/index.js';
import type { ReportContext, Reporter } from '../report/reporter.js';
import { REPORTERS } from '../report/reporters.js';
import { bundledScript } from './assets.js';
import { rulePath } from './links.js';
import { reportPage } from './reportPage.js';

export const REPORT_HTML = 'report.html';

/** `context.helpUri` (run --docs-url): rule names link to their pages on the docs site; else nowhere. */
export function renderReportHtml(report: RunReport, context: ReportContext = {}): string {
  return reportPage(report, {
    standalone: true,
    script: bundledScript('pages.js'),
    ...(context.helpUri === undefined ? {} : { ruleLink: context.helpUri }),
  });
}

export const reportHtmlReporter: Reporter = { file: REPORT_HTML, render: renderReportHtml };

/** Every file of a run's report folder: the report layer's reporters and report.html. */
export const RUN_REPORTERS: readonly Reporter[] = [...REPORTERS, reportHtmlReporter];

/** A rule's page on the docs site published at `base` (the site command's output, served there): SARIF's helpUri. */
export function docsHelpUri(base: string): (ruleId: string) => string {
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  return (ruleId) => new URL(rulePath(ruleId), root).href;
}
