/**
 * Regressions are named: with --baseline, every new failure, unexpected pass and stale entry is printed on
 * stderr with its rule and expected-versus-actual, and summary.md opens with the gate's verdict
 * ("Gate: holds" / "Gate: regressed") and the same list, before the long tables. Nothing nudges the user
 * to paper over a regression with --update-baseline. The runs are command lines run in process (cliInProcess):
 * what they show is the command's, not the process's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess, ensureBuilt } from '../cli/_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'runner-baseline-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// An exec subject that calls everything invalid: the valid Position.lat fixtures become false rejects.
const REJECTS_ALL = [
  '--exec',
  'exit 1',
  '--exit-code-verdicts',
  '--rule',
  'Position.lat.*',
  '--kind',
  'entity',
  '--quiet',
];

async function gate(
  name: string,
  baseline: string,
  args: string[] = REJECTS_ALL,
): Promise<{ code: number | null; stderr: string; summary: string; report: any }> {
  const file = join(scratch, `${name}.txt`);
  writeFileSync(file, baseline);
  const out = join(scratch, name);
  const { code, stderr } = await cliInProcess(['run', ...args, '--baseline', file, '--out', out]);
  return {
    code,
    stderr,
    summary: readFileSync(join(out, 'summary.md'), 'utf8'),
    report: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')),
  };
}

describe('--baseline names every regression', () => {
  it('new failures: each on stderr with id, rule, expected and actual; summary.md opens with "Gate: regressed"', async () => {
    const run = await gate('new', '# nothing known\n');
    expect(run.code).toBe(1);
    const failing = run.report.summary.baseline.newFailures as string[];
    expect(failing.length).toBeGreaterThan(0);
    for (const id of failing) {
      const rule = run.report.cases.find((result: { id: string }) => result.id === id).rule;
      expect(run.stderr).toContain(`new failure: ${id} [${rule}]: expected valid, got invalid: false-reject\n`);
      expect(run.summary).toContain(`| new failure | \`${id}\` | \`${rule}\` | valid | invalid: false-reject |`);
    }
    const gateAt = run.summary.indexOf('### Gate: regressed');
    expect(gateAt).toBeGreaterThan(0);
    expect(gateAt).toBeLessThan(run.summary.indexOf('### Failing must rules'));
    expect(run.summary).toContain(`${failing.length} new failures, 0 unexpected passes, 0 stale entries`);
    expect(run.stderr).toMatch(/gate regressed: \d+ new failures/);
    expect(run.stderr + run.summary).not.toMatch(/update-baseline/);
  });

  it('unexpected passes and stale entries are named too', async () => {
    const passing = 'entity/Position.lat.range/position.lat--above-maximum';
    const run = await gate('mixed', `${passing}\nentity/Position.lat.range/no-such-case\n`, [
      '--reference',
      '--rule',
      'Position.lat.*',
      '--kind',
      'entity',
      '--quiet',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `unexpected pass: ${passing} [Position.lat.range]: expected invalid (Position.lat.range at /position/lat), got invalid (Position.lat.range)`,
    );
    expect(run.stderr).toContain(
      'stale entry: entity/Position.lat.range/no-such-case: names no case or rule of the corpus',
    );
    expect(run.summary).toContain('0 new failures, 1 unexpected pass, 1 stale entry');
    expect(run.summary).toContain(`| unexpected pass | \`${passing}\` | \`Position.lat.range\` |`);
    expect(run.summary).toContain(
      '| stale entry | `entity/Position.lat.range/no-such-case` | - | - | names no case or rule of the corpus |',
    );
  });

  it('a baseline that holds says "Gate: holds" at the top and names nothing', async () => {
    const first = await gate('all', '# nothing known\n');
    const listed = (first.report.summary.baseline.newFailures as string[]).join('\n');
    const run = await gate('holds', `${listed}\n`);
    expect(run.code, run.stderr).toBe(0);
    expect(run.summary).toMatch(
      /^## .*\n\n### Gate: holds\n\nThe run fails exactly as `.*holds\.txt` says \(\d+ known failures, nothing new\)\./,
    );
    expect(run.stderr).not.toMatch(/new failure|unexpected pass|stale entry/);
  });
});
