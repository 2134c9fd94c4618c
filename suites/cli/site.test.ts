import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlProblems } from '../site/_support.js';
import { cli, cliInProcess, ensureBuilt, expectOneErrorLine, ROOT } from './_support.js';

// The refusals (exit 2, one line) and compare's missing subject run the built binary; the builds run the
// same command lines in process (cliInProcess).

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-site-cli-'));
beforeAll(() => ensureBuilt());
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('cdm-conformance site', () => {
  it('prints its help with the exit codes', async () => {
    const result = await cliInProcess(['site', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: cdm-conformance site');
    expect(result.stdout).toContain('Exit codes:');
  });

  it('builds the site and names its front page', async () => {
    const out = path.join(scratch, 'site');
    const result = await cliInProcess(['site', '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^site: \d+ pages, [\d.]+ MB in [\d.]+ s: .*index\.html\n$/);
    expect(readFileSync(path.join(out, 'rules/Track.samples.order.html'), 'utf8')).toContain('non-decreasing');
    expect((await cliInProcess(['site', '--out', out])).code).toBe(0); // its own folder is replaced
  });

  it('refuses a folder it did not make, and a corpus that is not one, in one line with exit 2', () => {
    const foreign = path.join(scratch, 'foreign');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'notes.txt'), 'keep me');
    const refused = cli(['site', '--out', foreign]);
    expect(refused.code).toBe(2);
    expect(expectOneErrorLine(refused.stderr)).toContain('was not made by the site command');
    expect(readFileSync(path.join(foreign, 'notes.txt'), 'utf8')).toBe('keep me');

    const corpus = path.join(scratch, 'corpus');
    mkdirSync(path.join(corpus, 'fixtures'), { recursive: true });
    writeFileSync(path.join(corpus, 'fixtures', 'bad.json'), '{"not": "a fixture"}');
    const bad = cli(['site', '--corpus', corpus, '--out', path.join(scratch, 'other')]);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toContain('bad.json is not a fixture');
  });

  it('refuses an --out that is a file or a link to nothing, in its own words, before it loads the corpus', async () => {
    // The bad corpus would be refused too: naming --out shows the folder is checked first, before any load.
    const corpus = path.join(scratch, 'corpus-for-out');
    mkdirSync(path.join(corpus, 'fixtures'), { recursive: true });
    writeFileSync(path.join(corpus, 'fixtures', 'bad.json'), '{"not": "a fixture"}');
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'keep me');
    const onFile = await cliInProcess(['site', '--corpus', corpus, '--out', file]);
    expect(onFile.code).toBe(2);
    expect(expectOneErrorLine(onFile.stderr)).toContain(
      `${file} is not a folder; give an empty or new folder with --out`,
    );
    expect(readFileSync(file, 'utf8')).toBe('keep me');

    const link = path.join(scratch, 'a-link');
    symlinkSync(path.join(scratch, 'nowhere', 'at-all'), link);
    const onLink = await cliInProcess(['site', '--out', link]);
    expect(onLink.code).toBe(2);
    expect(expectOneErrorLine(onLink.stderr)).toContain(
      `${link} is a link to nothing; give an empty or new folder with --out`,
    );
    expect(existsSync(path.join(scratch, 'nowhere'))).toBe(false);
    expect(readdirSync(scratch).filter((name) => name.includes('.building-'))).toEqual([]);
  });
});

describe('report.html and site --reports', () => {
  it('run writes a self-contained report.html beside report.json and ends by naming it; site --reports publishes it with the comparison', async () => {
    const out = path.join(scratch, 'run');
    const run = await cliInProcess(['run', '--reference', '--rule', 'Track.*', '--out', out]);
    expect(run.code).toBe(0);
    const lastLine = run.stdout.trim().split('\n').at(-1)!;
    expect(lastLine).toBe(`Open the report: ${path.relative(ROOT, path.join(out, 'report.html'))}`);
    const standalone = readFileSync(path.join(out, 'report.html'), 'utf8');
    expect(standalone).not.toMatch(/<link|<script src=/);
    expect(await htmlProblems(standalone, 'report.html')).toEqual([]);

    const site = path.join(scratch, 'with-reports');
    const built = await cliInProcess(['site', '--reports', out, '--out', site]);
    expect(built.stderr).toBe('');
    expect(built.stdout).toContain('1 report compared');
    for (const page of ['compare.html', 'reports/index.html', 'reports/reference.html']) {
      expect(await htmlProblems(readFileSync(path.join(site, page), 'utf8'), page)).toEqual([]);
    }
    const notReport = path.join(scratch, 'not-report.json');
    writeFileSync(notReport, '{"header": 1}');
    const bad = cli(['site', '--reports', notReport, '--out', path.join(scratch, 'x')]);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toContain('is not a run report');
  });
});

describe('cdm-conformance compare', () => {
  it('runs the same cases against each subject, writes a report folder each and the comparison page', async () => {
    const out = path.join(scratch, 'compare');
    const result = await cliInProcess([
      'compare',
      '--reference',
      '--module',
      `zod=${path.join(ROOT, 'examples/zod-schema/subject.mjs')}`,
      '--rule',
      'Track.*',
      '--rule',
      'EvidenceRef.*',
      '--out',
      out,
    ]);
    expect(result.code).toBe(1); // zod fails the evidence-kind rules
    // One line per subject (name and version) with the runner's own verdict and its report.html.
    expect(result.stdout).toMatch(/^reference \d+\.\d+\.\d+\S*: .+\(.*reference\/report\.html\)$/m);
    expect(result.stdout).toMatch(/^zod: .*fail.+\(.*zod\/report\.html\)$/im);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(`Comparison: ${path.join(out, 'site', 'compare.html')}`);
    for (const name of ['reference', 'zod'])
      expect(JSON.parse(readFileSync(path.join(out, name, 'report.json'), 'utf8')).header.subject.name).toBe(name);
    const page = readFileSync(path.join(out, 'site', 'compare.html'), 'utf8');
    expect(page).toContain('<a href="reports/zod.html">zod</a>');
    expect(page).toContain('always-invalid');
  });

  it('needs two subjects', () => {
    const result = cli(['compare', '--reference']);
    expect(result.code).toBe(2);
    expect(expectOneErrorLine(result.stderr)).toContain('at least two subjects');
  });
});
