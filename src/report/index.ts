/**
 * Reports of a conformance run: report.json (the data), junit.xml (for CI test views), summary.md (for
 * people, and the GitHub job summary), badge.svg (for a README), and the console text. docs/report.md
 * documents them; the runner (src/runner) calls writeReports and renderConsole when a run ends.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { RunReport } from './model/index.js';
import { reportBadge } from './badge.js';
import { junitPieces, renderJunit } from './junit.js';
import { renderReportJson, reportJsonPieces } from './reportJson.js';
import { appendStepSummary, renderSummaryMarkdown } from './summaryMarkdown.js';
import { AtomicWriteError, writeFilesAtomic, type FileContent } from '../support/atomicWrite.js';
import type { CaseParts } from './caseParts.js';
import type { ReportDraft } from './draft.js';
import { ioReason } from '../support/errorText.js';

export { renderConsole, type ConsoleOptions } from './console.js';
export { regressionLines, regressions, type Regression } from './regressions.js';
export { renderJunit } from './junit.js';
export { CaseParts } from './caseParts.js';
export { ReportDraft, holdsFor } from './draft.js';
export { runAnnotations } from './annotations.js';
export { renderReportJson } from './reportJson.js';
export { renderSummaryMarkdown, appendStepSummary } from './summaryMarkdown.js';
export { renderBadge, reportBadge, badgeColor, type BadgeColor } from './badge.js';

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

/** The files writeReports creates in outDir, in the order it returns them. */
export const REPORT_FILES = ['report.json', 'junit.xml', 'summary.md', 'badge.svg'] as const;

export interface WriteReportsOptions {
  /**
   * More files of the same report written in the same set, by name (the CLI's report.html, rendered by the
   * site layer above this one): the folder never holds this run's report.json beside an earlier report.html.
   */
  readonly extraFiles?: ReadonlyArray<readonly [name: string, content: FileContent]>;
  /** Called synchronously once every file is in place (see writeFilesAtomic). */
  readonly onReplaced?: () => void;
  /** The cases' parts rendered while the run was going (caseParts.ts); the rest are rendered here. */
  readonly parts?: CaseParts;
  /** Parts rendered from a draft of the report while the subject closed (draft.ts), used where it holds. */
  readonly draft?: ReportDraft;
}

/** UTF-8 bytes of each piece of text, the short ones that recur (separators, line breaks) encoded once. */
function encoder(): (text: string) => Uint8Array {
  const short = new Map<string, Uint8Array>();
  return (text) => {
    if (text.length > 8) return Buffer.from(text);
    let bytes = short.get(text);
    if (bytes === undefined) short.set(text, (bytes = Buffer.from(text)));
    return bytes;
  };
}

/**
 * Creates outDir (and its parents), writes the four reports (and `extraFiles`) as one set (each replaced
 * atomically, and none of them when any cannot be written: AtomicWriteError names the file), appends
 * summary.md to $GITHUB_STEP_SUMMARY when that is set, and returns the paths written (the step summary is
 * not one of them: it is appended to, and belongs to the CI job). A failed append throws StepSummaryError
 * only after the files exist.
 */
export async function writeReports(
  report: RunReport,
  outDir: string,
  options: WriteReportsOptions = {},
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const { parts, draft } = options;
  const markdown = draft?.summaryMarkdown(report) ?? renderSummaryMarkdown(report);
  const junit = (used: CaseParts): FileContent =>
    draft === undefined ? junitPieces(report, used.junit, encoder()) : draft.junitPieces(report, used, encoder());
  const contents: Record<(typeof REPORT_FILES)[number], FileContent> = {
    'report.json': parts === undefined ? renderReportJson(report) : reportJsonPieces(report, parts.json, encoder()),
    'junit.xml': parts === undefined ? renderJunit(report) : junit(parts),
    'summary.md': markdown,
    'badge.svg': reportBadge(report),
  };
  const files = [...REPORT_FILES.map((name) => [name, contents[name]] as const), ...(options.extraFiles ?? [])];
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
  try {
    await appendStepSummary(markdown);
  } catch (error) {
    throw new StepSummaryError(
      `cannot append summary.md to GITHUB_STEP_SUMMARY ${process.env.GITHUB_STEP_SUMMARY}: ${ioReason(error)}`,
      written,
    );
  }
  return written;
}
