import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REPORT_FILES, StepSummaryError, writeReports } from '../../src/report/index.js';
import type { RunReport } from '../../src/report/model/index.js';
import { RUN_REPORTERS } from '../../src/site/reportHtml.js';
import { AtomicWriteError } from '../../src/support/atomicWrite.js';
import { makeReport } from './_support/runReports.js';
import { scratchFolders } from './_support/scratch.js';
import { parseXml } from './_support/xmlCheck.js';

const tempDir = scratchFolders('cdm-report-');

describe('writeReports', () => {
  it('creates the folder, writes the reports and returns their paths', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const out = path.join(await tempDir(), 'nested', 'reports');
    const written = await writeReports(makeReport(), out);
    expect(written).toEqual(
      ['report.json', 'junit.xml', 'summary.md', 'badge.svg', 'badge.json', 'report.sarif', 'gl-code-quality.json'].map(
        (name) => path.join(out, name),
      ),
    );
    expect(JSON.parse(await readFile(written[0]!, 'utf8'))).toEqual(makeReport());
    expect(parseXml(await readFile(written[1]!, 'utf8')).name).toBe('testsuites');
    expect(await readFile(written[2]!, 'utf8')).toMatch(/^## CDM 3\.0\.0 conformance/);
    expect(parseXml(await readFile(written[3]!, 'utf8')).name).toBe('svg');
  });

  it('writes the reporters it is given as one set: none of them when one cannot be written', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const out = await tempDir();
    const reporters = [
      { file: 'a.txt', render: () => 'a' },
      { file: 'b.txt', render: (report: RunReport) => report.header.subject.name },
    ];
    expect(await writeReports(makeReport(), out, { reporters })).toEqual([
      path.join(out, 'a.txt'),
      path.join(out, 'b.txt'),
    ]);
    expect(await readFile(path.join(out, 'b.txt'), 'utf8')).toBe(makeReport().header.subject.name);
    // A folder where a file must go: the write fails, and a.txt keeps the earlier run's content.
    await writeFile(path.join(out, 'a.txt'), 'earlier');
    await mkdir(path.join(out, 'c.txt'));
    const failure = await writeReports(makeReport(), out, {
      reporters: [
        { file: 'a.txt', render: () => 'later' },
        { file: 'c.txt', render: () => 'c' },
      ],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AtomicWriteError);
    expect(await readFile(path.join(out, 'a.txt'), 'utf8')).toBe('earlier');
  });

  it("run's set is the report layer's reporters and report.html, each file once", () => {
    expect(RUN_REPORTERS.map((reporter) => reporter.file)).toEqual([...REPORT_FILES, 'report.html']);
    expect(new Set(REPORT_FILES).size).toBe(REPORT_FILES.length);
  });

  it('appends summary.md to $GITHUB_STEP_SUMMARY when set', async () => {
    const dir = await tempDir();
    const stepSummary = path.join(dir, 'step.md');
    await writeFile(stepSummary, 'before\n');
    vi.stubEnv('GITHUB_STEP_SUMMARY', stepSummary);
    const written = await writeReports(makeReport(), path.join(dir, 'out'));
    expect(written).not.toContain(stepSummary);
    expect(await readFile(stepSummary, 'utf8')).toBe(`before\n\n${await readFile(written[2]!, 'utf8')}`);
  });

  it('a $GITHUB_STEP_SUMMARY that cannot be appended to: the reports exist, then StepSummaryError says why', async () => {
    const dir = await tempDir();
    vi.stubEnv('GITHUB_STEP_SUMMARY', path.join(dir, 'missing', 'step.md'));
    const out = path.join(dir, 'out');
    const failure = await writeReports(makeReport(), out).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepSummaryError);
    expect((failure as StepSummaryError).message).toMatch(
      /^cannot append summary\.md to GITHUB_STEP_SUMMARY .*missing\/step\.md: no such file or directory$/,
    );
    expect((failure as StepSummaryError).written).toEqual(REPORT_FILES.map((name) => path.join(out, name)));
    expect(await readFile(path.join(out, 'summary.md'), 'utf8')).toMatch(/^## CDM/);
  });
});
