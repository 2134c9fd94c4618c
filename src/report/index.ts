/**
 * Reports of a conformance run: report.json (the data), junit.xml (for CI test views), summary.md (for
 * people, and the GitHub job summary), badge.svg (for a README), and the console text. docs/report.md
 * documents them; the runner (src/runner) calls writeReports and renderConsole when a run ends.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AtomicWriteError, writeFilesAtomic } from '../support/atomicWrite.js';
import { ioReason } from '../support/errorText.js';
import type { RunReport } from './model/index.js';
import type { ReportContext, Reporter } from './reporter.js';
import { REPORTERS } from './reporters.js';
import { appendStepSummary, SUMMARY_MD } from './summaryMarkdown.js';

export { runAnnotations } from './annotations.js';
export { type BadgeColor, badgeColor, renderBadge, reportBadge } from './badge.js';
export { type ConsoleOptions, renderConsole } from './console.js';
export { renderJunit } from './junit.js';
export { type Regression, regressionLines, regressions } from './regressions.js';
export type { ReportContext, Reporter } from './reporter.js';
export { REPORT_FILES, REPORTERS } from './reporters.js';
export { renderReportJson } from './reportJson.js';
export { appendStepSummary, renderSummaryMarkdown } from './summaryMarkdown.js';

/** The reports were written, but appending to $GITHUB_STEP_SUMMARY failed; `written` lists them. */
export class StepSummaryError extends Error {
  override readonly name = 'StepSummaryError';
  constructor(
    message: string,
    readonly written: string[],
  ) {
    super(message);
  }
}

export interface WriteReportsOptions extends ReportContext {
  /** The reporters to write (default REPORTERS; `run` adds the site layer's report.html: site/reportHtml.ts). */
  readonly reporters?: readonly Reporter[];
  /** Called synchronously once every file is in place (see writeFilesAtomic). */
  readonly onReplaced?: () => void;
}

/**
 * Creates outDir (and its parents), writes each reporter's file as one set (each replaced atomically, and
 * none of them when any cannot be written: AtomicWriteError names the file), appends summary.md to
 * $GITHUB_STEP_SUMMARY when that is set, and returns the paths written (the step summary is not one of them:
 * it is appended to, and belongs to the CI job). A failed append throws StepSummaryError only after the
 * files exist.
 */
export async function writeReports(
  report: RunReport,
  outDir: string,
  options: WriteReportsOptions = {},
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const context: ReportContext = options.helpUri === undefined ? {} : { helpUri: options.helpUri };
  const files = (options.reporters ?? REPORTERS).map(
    (reporter) => [reporter.file, reporter.render(report, context)] as const,
  );
  const written = files.map(([name]) => path.join(outDir, name));
  try {
    await writeFilesAtomic(
      files.map(([, content], index) => [written[index]!, content] as const),
      options.onReplaced === undefined ? {} : { onReplaced: options.onReplaced },
    );
  } catch (error) {
    if (!(error instanceof AtomicWriteError)) throw error;
    // Said in full: the report files already in outDir (if any) are an earlier run's, not this one's.
    throw new AtomicWriteError(
      error.file,
      error.cause,
      `${error.message}; no report was written (report files already in ${outDir} are left whole, from an earlier run)`,
    );
  }
  const markdown = files.find(([name]) => name === SUMMARY_MD)?.[1];
  try {
    if (typeof markdown === 'string') await appendStepSummary(markdown);
  } catch (error) {
    throw new StepSummaryError(
      `cannot append summary.md to GITHUB_STEP_SUMMARY ${process.env.GITHUB_STEP_SUMMARY}: ${ioReason(error)}`,
      written,
    );
  }
  return written;
}
