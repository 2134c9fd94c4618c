/**
 * How long the whole site takes to build (every rule page, every fixture, three run reports and the
 * comparison), and how big its pages are: the figures `npm run bench` prints in its site section.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadCorpus } from '../corpus/load.js';
import { calibrationReports } from '../runner/calibration.js';
import { renderSite, writeSite } from './build.js';

export interface SiteBench {
  readonly fixtures: number;
  readonly reports: number;
  readonly pages: number;
  readonly renderMs: number;
  readonly writeMs: number;
  readonly totalBytes: number;
  readonly largestPage: { readonly file: string; readonly bytes: number };
  readonly medianRulePageBytes: number;
  readonly rulesPageBytes: number;
  readonly playgroundBundleBytes: number;
}

/** Three real run reports (the calibration subjects on the whole corpus) stand in for published ones. */
export async function benchSite(corpusDir?: string): Promise<SiteBench> {
  const fixtures = loadCorpus(corpusDir);
  const runs = await calibrationReports(corpusDir === undefined ? {} : { corpusDir });
  const reports = runs.map(({ name, report }) => ({ name, source: name, report }));
  const started = performance.now();
  const files = renderSite({ fixtures, reports, calibration: runs });
  const rendered = performance.now();
  const out = mkdtempSync(path.join(tmpdir(), 'cdm-site-bench-'));
  try {
    writeSite(files, path.join(out, 'site'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const written = performance.now();
  const pages = [...files]
    .filter(([file]) => file.endsWith('.html'))
    .map(([file, text]) => ({ file, bytes: Buffer.byteLength(text) }));
  const rulePages = pages
    .filter((page) => page.file.startsWith('rules/'))
    .map((page) => page.bytes)
    .sort((a, b) => a - b);
  return {
    fixtures: fixtures.length,
    reports: reports.length,
    pages: pages.length,
    renderMs: rendered - started,
    writeMs: written - rendered,
    totalBytes: [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    largestPage: pages.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
    medianRulePageBytes: rulePages[Math.floor(rulePages.length / 2)] ?? 0,
    rulesPageBytes: pages.find((page) => page.file === 'index.html')?.bytes ?? 0,
    playgroundBundleBytes: Buffer.byteLength(files.get('assets/playground.js') ?? ''),
  };
}
