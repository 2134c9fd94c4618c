/**
 * How long `cdm-conformance site` takes to build the whole site with a published report (every rule page,
 * every fixture, the report's page, the comparison calibrated by its trivial implementations), and how big
 * its pages are.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { CLI } from './paths.js';
import { median, type Range, range } from './rounds.js';
import { timeProcess } from './processes.js';

export interface SiteFigures {
  readonly buildMs: Range;
  readonly pages: number;
  readonly totalBytes: number;
  readonly indexBytes: number;
  readonly medianRulePageBytes: number;
  readonly largestPage: { readonly file: string; readonly bytes: number };
  readonly playgroundBundleBytes: number;
}

function filesUnder(dir: string, root = dir): Array<{ file: string; bytes: number }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(at, root);
    return entry.isFile() ? [{ file: relative(root, at), bytes: statSync(at).size }] : [];
  });
}

export async function measureSite(rounds: number): Promise<SiteFigures> {
  const scratch = mkdtempSync(join(tmpdir(), 'cdm-conformance-bench-site-'));
  try {
    const reports = join(scratch, 'reports');
    const ran = spawnSync(process.execPath, [CLI, 'run', '--reference', '--quiet', '--out', reports]);
    if (ran.status !== 0) throw new Error(`bench: run --reference exited with ${ran.status}`);
    const times: number[] = [];
    const site = join(scratch, 'site');
    for (let round = 0; round < rounds; round++)
      times.push((await timeProcess({ argv: [CLI, 'site', '--reports', reports, '--out', site] })).ms);
    const files = filesUnder(site);
    const pages = files.filter((page) => page.file.endsWith('.html'));
    const rulePages = pages.filter((page) => page.file.startsWith('rules/')).map((page) => page.bytes);
    return {
      buildMs: range(times),
      pages: pages.length,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      indexBytes: pages.find((page) => page.file === 'index.html')?.bytes ?? 0,
      medianRulePageBytes: rulePages.length === 0 ? 0 : median(rulePages),
      largestPage: pages.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
      playgroundBundleBytes: files.find((file) => file.file === join('assets', 'playground.js'))?.bytes ?? 0,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
