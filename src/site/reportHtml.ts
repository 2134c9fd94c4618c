/**
 * report.html: the run report page as one self-contained file beside report.json (stylesheet and script
 * inlined, no link out), so it opens straight from a CI artifact. Replaced atomically.
 */
import path from 'node:path';
import type { RunReport } from '../runner/types.js';
import { writeFileAtomic } from '../support/atomicWrite.js';
import { bundledScript } from './assets.js';
import { reportPage } from './reportPage.js';

export const REPORT_HTML = 'report.html';

export function renderReportHtml(report: RunReport): string {
  return reportPage(report, { standalone: true, script: bundledScript('pages.js') });
}

/** Writes DIR/report.html and returns its path. */
export async function writeReportHtml(report: RunReport, dir: string): Promise<string> {
  const file = path.join(dir, REPORT_HTML);
  await writeFileAtomic(file, renderReportHtml(report));
  return file;
}
