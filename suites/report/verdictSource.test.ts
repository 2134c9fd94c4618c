/**
 * A run whose exec verdicts are exit statuses (--exit-code-verdicts) cannot tell a crash from a rejection:
 * every human report of it says so (issue 23), and a run with honest verdicts says nothing of the kind.
 */
import { describe, expect, it } from 'vitest';
import { reportBadge, reportBadgeJson } from '../../src/report/badge.js';
import { renderConsole } from '../../src/report/console.js';
import type { RunReport } from '../../src/report/model/index.js';
import { renderSummaryMarkdown } from '../../src/report/summaryMarkdown.js';
import { EXIT_CODE_VERDICTS_LABEL } from '../../src/runner/subjects/exec.js';
import { renderReportHtml } from '../../src/site/reportHtml.js';
import { makeReport } from './_support/runReports.js';

const withVerdicts = (report: RunReport, verdicts: 'exit-code' | undefined): RunReport => ({
  ...report,
  header: { ...report.header, ...(verdicts === undefined ? {} : { verdicts }) },
});

describe('exit-code verdicts are labelled in every report', () => {
  const honest = makeReport();
  const bare = withVerdicts(honest, 'exit-code');

  it('console, summary.md and report.html carry the label', () => {
    expect(renderConsole(bare, { color: false })).toContain(EXIT_CODE_VERDICTS_LABEL);
    expect(renderSummaryMarkdown(bare)).toContain(EXIT_CODE_VERDICTS_LABEL);
    expect(renderReportHtml(bare)).toContain(EXIT_CODE_VERDICTS_LABEL);
  });

  it('the badge names the verdict source in its label', () => {
    expect(JSON.parse(reportBadgeJson(bare)).label).toMatch(/exit codes/);
    expect(reportBadge(bare)).toMatch(/exit codes/);
  });

  it('a run with honest verdicts carries no such label', () => {
    expect(renderConsole(honest, { color: false })).not.toContain(EXIT_CODE_VERDICTS_LABEL);
    expect(renderSummaryMarkdown(honest)).not.toContain(EXIT_CODE_VERDICTS_LABEL);
    expect(renderReportHtml(honest)).not.toContain(EXIT_CODE_VERDICTS_LABEL);
    expect(JSON.parse(reportBadgeJson(honest)).label).not.toMatch(/exit codes/);
  });
});
