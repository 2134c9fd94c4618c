/**
 * End to end: the built CLI's `run` command against the deliberately partial Python subject. It must finish
 * (a report is written), and fail (exit 1) with real failing rules: that is the point of the example.
 * Skipped, with the reason in the test name, until the runner, the build and the corpus are all there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/report/model/index.js';
import { root } from './_support.js';

const main = path.join(root, 'dist/bin/cdm-conformance.js');

function whyNot(): string | null {
  if (spawnSync('python3', ['--version']).status !== 0) return 'python3 is not installed';
  if (!existsSync(path.join(root, 'src/cli/run.ts'))) return 'the runner (src/cli/run.ts) does not exist yet';
  if (!existsSync(main)) return 'the CLI is not built (npm run build)';
  if (spawnSync(process.execPath, [main, 'run', '--help'], { cwd: root }).status !== 0)
    return 'the built CLI has no run command yet (npm run build)';
  const fixtures = path.join(root, 'corpus/fixtures');
  if (!existsSync(fixtures) || readdirSync(fixtures).length === 0) return 'the corpus has no fixtures yet';
  return null;
}

const reason = whyNot();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('cdm-conformance run against the Python subject', () => {
  const title = 'exits 1 with failing rules and a finished report';
  if (reason !== null) {
    it.skip(`${title} (skipped: ${reason})`, () => {});
    return;
  }
  it(title, async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'cdm-run-python-'));
    dirs.push(out);
    const run = spawnSync(
      process.execPath,
      [main, 'run', '--stream', 'python3 examples/python-subject/validator.py --stream', '--out', out],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, GITHUB_STEP_SUMMARY: '', NO_COLOR: '1' },
        timeout: 280_000,
      },
    );
    expect(run.status, run.stderr).toBe(1);
    for (const name of ['report.json', 'junit.xml', 'summary.md', 'badge.svg'])
      expect(existsSync(path.join(out, name)), name).toBe(true);
    const report = JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')) as RunReport;
    expect(report.summary.aborted).toBeUndefined();
    expect(report.summary.conformant).toBe(false);
    expect(report.header.subject.mode).toBe('stream');
    expect(report.cases.length).toBeGreaterThan(0);
    const failing = report.rules.filter((rule) => rule.status === 'fail');
    expect(failing.length).toBeGreaterThan(0);
    // What it checks passes, what it ignores fails.
    expect(report.rules.find((rule) => rule.id === 'Affiliation.closed-vocabulary')?.status).toBe('pass');
    expect(failing.map((rule) => rule.id)).toContain('Entity.additional-properties');
    expect(report.cases.filter((result) => result.outcome === 'error' || result.outcome === 'timeout')).toEqual([]);
    // The example's README quotes this run: its figures must be the run's own.
    const readme = await readFile(path.join(root, 'examples/python-subject/README.md'), 'utf8');
    const quoted = /(\d+) of the (\d+) must rules pass[\s\S]*?the ([\d,]+) false accepts/.exec(readme);
    expect(quoted, 'the README quotes the figures of this run').not.toBeNull();
    const { mustRules, outcomes } = report.summary;
    expect([Number(quoted![1]), Number(quoted![2]), Number(quoted![3]!.replace(/,/g, ''))]).toEqual([
      mustRules.passing,
      mustRules.total,
      outcomes['false-accept'],
    ]);
  });
});
