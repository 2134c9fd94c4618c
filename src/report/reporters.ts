/** The reporters of the report layer, in the order writeReports writes and returns them. */
import { badgeReporter } from './badge.js';
import { junitReporter } from './junit.js';
import { reportJsonReporter } from './reportJson.js';
import type { Reporter } from './reporter.js';
import { summaryMarkdownReporter } from './summaryMarkdown.js';

export const REPORTERS: readonly Reporter[] = [
  reportJsonReporter,
  junitReporter,
  summaryMarkdownReporter,
  badgeReporter,
];

/** The files writeReports creates in outDir by default, in the order it returns them. */
export const REPORT_FILES: readonly string[] = REPORTERS.map((reporter) => reporter.file);
