/**
 * `report trend` and the site's history pages, as docs/history.md shows them: two runs of one subject at two
 * versions, the trend printed and written, then the site built with both reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trend } from '../../src/report/trend.js';
import { runShBlock, shBlock } from '../_support/docBlocks.js';
import { htmlProblems } from '../site/_support.js';
import { BIN, ensureBuilt } from './_support.js';

let scratch: string;
let printed: ReturnType<typeof runShBlock>;
/** What report trend printed: the runs before it print their verdict lines first. */
let history: string;

beforeAll(() => {
  ensureBuilt();
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-trend-'));
  printed = runShBlock(shBlock('history.md', '# History of one implementation'), scratch);
  history = printed.stdout.slice(printed.stdout.indexOf('# History'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cli = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { cwd: scratch, encoding: 'utf8' });

describe('report trend (docs/history.md)', () => {
  it('prints the history as Markdown: a row per version, what started passing at 1.1.0', () => {
    expect(printed.status).toBe(0);
    expect(printed.stdout.slice(0, -history.length)).toMatch(/^conformant at verdict level\n/);
    const lines = history.split('\n');
    expect(lines[0]).toBe('# History of my-validator: 2 versions');
    expect(lines.find((line) => line.startsWith('| `1.0.0` |'))).toMatch(
      /^\| `1\.0\.0` \| \d{4}-\d\d-\d\d \| verdict \| not conformant \| \d+\/\d+ \| [\d.]+% \|/,
    );
    expect(lines.find((line) => line.startsWith('| `1.1.0` |'))).toMatch(/\| conformant \| (\d+)\/\1 \| 100% \|/);
    expect(history).toMatch(/^### 1\.1\.0: \d+ started passing, 0 stopped$/m);
    expect(history).toContain('- started passing: `Timestamp.format` (must; was fail)');
    expect(printed.stderr).toContain('History written: trend/trend.md, trend/trend.json, trend/trend.html');
  });

  it('writes trend.md as printed, trend.json with the timeline, and trend.html standing alone and valid', async () => {
    expect(readFileSync(path.join(scratch, 'trend/trend.md'), 'utf8')).toBe(history);
    const trend = JSON.parse(readFileSync(path.join(scratch, 'trend/trend.json'), 'utf8')) as Trend;
    expect(trend.versions.map((version) => version.label)).toEqual(['1.0.0', '1.1.0']);
    expect(trend.rules.find((rule) => rule.id === 'Timestamp.format')?.statuses).toEqual(['fail', 'pass']);
    expect(trend.changes.every((change) => change.label === '1.1.0' && change.to === 'pass')).toBe(true);
    const page = readFileSync(path.join(scratch, 'trend/trend.html'), 'utf8');
    expect(page).toContain('<h1>History of my-validator</h1>');
    expect(page).not.toContain('href="rules/'); // standalone: no links into a site that is not there
    expect(await htmlProblems(page, 'trend.html')).toEqual([]);
  });

  it('--json prints the same data; the arguments in either order give the same history', () => {
    const json = cli('report', 'trend', '--json', 'history/1.1.0', 'history/1.0.0');
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(readFileSync(path.join(scratch, 'trend/trend.json'), 'utf8')));
  });

  it('refuses one report, or two of one version, in one line with exit 2', () => {
    const one = cli('report', 'trend', 'history/1.0.0');
    expect([one.status, one.stderr.trim().split('\n').length]).toEqual([2, 1]);
    expect(one.stderr).toContain('report trend: a trend needs two reports or more (got 1)');
    const same = cli('report', 'trend', 'history/1.0.0', 'history/1.0.0/report.json');
    expect(same.status).toBe(2);
    expect(same.stderr).toContain('two reports are of version 1.0.0');
  });

  it('site --reports: a history page for the subject, linked from the reports list', async () => {
    const site = runShBlock(shBlock('history.md', '## On the site'), scratch);
    expect(site.status).toBe(0);
    const page = readFileSync(path.join(scratch, 'site/history/my-validator.html'), 'utf8');
    expect(page).toContain('<h1>History of my-validator</h1>');
    expect(page).toContain('href="../rules/Timestamp.format.html"');
    expect(await htmlProblems(page, 'history/my-validator.html')).toEqual([]);
    const index = readFileSync(path.join(scratch, 'site/reports/index.html'), 'utf8');
    expect(index).toContain('History over versions: <a href="../history/my-validator.html">my-validator</a>.');
    expect(existsSync(path.join(scratch, 'site/compare.html'))).toBe(true);
  });
});
