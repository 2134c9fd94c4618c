/** The reporters of the report layer, in the order writeReports writes and returns them. */
import { badgeJsonReporter, badgeReporter } from './badge.js';
import { gitlabReporter } from './gitlab.js';
import { junitReporter } from './junit.js';
import type { Reporter } from './reporter.js';
import { reportJsonReporter } from './reportJson.js';
import { sarifReporter } from './sarif.js';
import { summaryMarkdownReporter } from './summaryMarkdown.js';

export const REPORTERS: readonly Reporter[] = [
  reportJsonReporter,
  junitReporter,
  summaryMarkdownReporter,
  badgeReporter,
  badgeJsonReporter,
  sarifReporter,
  gitlabReporter,
];

/** The files writeReports creates in outDir by default, in the order it returns them. */
export const REPORT_FILES: readonly string[] = REPORTERS.map((reporter) => reporter.file);
