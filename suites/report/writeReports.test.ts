import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { StepSummaryError, writeReports } from '../../src/report/index.js';
import { makeReport } from './_support/runReports.js';
import { scratchFolders } from './_support/scratch.js';
import { parseXml } from './_support/xmlCheck.js';

const tempDir = scratchFolders('cdm-report-');

describe('writeReports', () => {
  it('creates the folder, writes the four reports and returns their paths', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const out = path.join(await tempDir(), 'nested', 'reports');
    const written = await writeReports(makeReport(), out);
    expect(written).toEqual(
      ['report.json', 'junit.xml', 'summary.md', 'badge.svg'].map((name) => path.join(out, name)),
    );
    expect(JSON.parse(await readFile(written[0]!, 'utf8'))).toEqual(makeReport());
    expect(parseXml(await readFile(written[1]!, 'utf8')).name).toBe('testsuites');
    expect(await readFile(written[2]!, 'utf8')).toMatch(/^## CDM 3\.0\.0 conformance/);
    expect(parseXml(await readFile(written[3]!, 'utf8')).name).toBe('svg');
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

  it('a $GITHUB_STEP_SUMMARY that cannot be appended to: the four reports exist, then StepSummaryError says why', async () => {
    const dir = await tempDir();
    vi.stubEnv('GITHUB_STEP_SUMMARY', path.join(dir, 'missing', 'step.md'));
    const out = path.join(dir, 'out');
    const failure = await writeReports(makeReport(), out).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StepSummaryError);
    expect((failure as StepSummaryError).message).toMatch(
      /^cannot append summary\.md to GITHUB_STEP_SUMMARY .*missing\/step\.md: no such file or directory$/,
    );
    expect((failure as StepSummaryError).written).toEqual(
      ['report.json', 'junit.xml', 'summary.md', 'badge.svg'].map((name) => path.join(out, name)),
    );
    expect(await readFile(path.join(out, 'summary.md'), 'utf8')).toMatch(/^## CDM/);
  });
});
