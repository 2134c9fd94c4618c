/**
 * The certificate must be earned: a run that did not put every must rule of the catalogue to the subject
 * (filtered by --rule, --tier, --kind, --id, another --corpus, generated cases only, interrupted) never
 * prints CONFORMANT, never writes conformant: true or a green badge. It says PASS (partial: N of M must
 * rules), exits 0 only when every selected case passed, and records its filters in the report header.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../src/corpus/load.js';
import { loadCorpusCases } from '../../src/runner/cases.js';
import { runConformance } from '../../src/runner/run.js';
import { ReferenceSubject } from '../../src/runner/subjects/reference.js';
import { cli, cliInProcess, ensureBuilt } from '../cli/_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'runner-partial-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let outs = 0;
type Run = { code: number | null; stdout: string; stderr: string; report: any; summary: string; badge: string };
/** `run args --out <a fresh folder>` in process, and what it wrote. */
async function runIn(args: string[]): Promise<Run> {
  return withReports(args, (withOut) => cliInProcess(withOut));
}
/** The same through the built binary: the failing run below, where the exit status is the process's. */
async function runBinary(args: string[]): Promise<Run> {
  return withReports(args, async (withOut) => cli(withOut));
}
async function withReports(
  args: string[],
  run: (args: string[]) => Promise<{ code: number | null; stdout: string; stderr: string }>,
): Promise<Run> {
  const out = join(scratch, `out-${++outs}`);
  const result = await run(['run', ...args, '--out', out]);
  const read = (name: string): string => readFileSync(join(out, name), 'utf8');
  return { ...result, report: JSON.parse(read('report.json')), summary: read('summary.md'), badge: read('badge.svg') };
}

const PARTIAL = /PASS \(partial: (\d+) of 374 must rules\)/;

describe('a filtered run never certifies', () => {
  it.each([
    [['--rule', 'Track.*'], { option: '--rule', values: ['Track.*'] }],
    [['--tier', 'lint'], { option: '--tier', values: ['lint'] }],
    [['--kind', 'stream'], { option: '--kind', values: ['stream'] }],
    [['--id', 'entity/Position.lat.*'], { option: '--id', values: ['entity/Position.lat.*'] }],
  ])(
    '%j: PASS (partial), exit 0, conformant null, the filter in the header, a grey partial badge',
    async (args, filter) => {
      const run = await runIn(['--reference', ...args]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).not.toMatch(/\bCONFORMANT\b/);
      expect(run.stdout).toMatch(PARTIAL);
      expect(run.report.summary).toMatchObject({ conformant: null, complete: false });
      expect(run.report.header.filters).toEqual([filter]);
      expect(run.summary).toMatch(PARTIAL);
      expect(run.summary).toContain(`filters: \`${filter.option} ${filter.values.join(',')}\``);
      expect(run.summary).not.toContain('Conformant: yes');
      expect(run.badge).toContain('fill="#9f9f9f"');
      expect(run.badge).toMatch(/aria-label="cdm 3\.0\.0: partial \d+\/374"/);
      expect(run.badge).not.toContain('#97ca00');
    },
  );

  it('a run on another --corpus folder, even a full copy, never certifies', async () => {
    const copy = join(scratch, 'corpus-copy');
    cpSync(CORPUS_DIR, copy, { recursive: true });
    const run = await runIn(['--reference', '--corpus', copy, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.summary).toMatchObject({ conformant: null, complete: false });
    expect(run.report.header.filters).toEqual([{ option: '--corpus', values: [copy] }]);
  });

  it('generated cases only: partial', async () => {
    // A generous timeout: on a loaded machine the reference can take seconds to start, and a subject that
    // answers no case writes no report (suites/cli/runHostile.test.ts).
    const run = await runIn([
      '--reference',
      '--id',
      'no/such/fixture',
      '--generated',
      '5',
      '--seed',
      '7',
      '--timeout',
      '60000',
      '--quiet',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.cases.every((result: { origin: string }) => result.origin === 'generated')).toBe(true);
    expect(run.report.summary).toMatchObject({ conformant: null, complete: false, mustRules: { catalogue: 374 } });
    expect(run.stdout).toMatch(/PASS \(partial: \d+ of 374 must rules\)/);
  });

  it('a filtered run that fails exits 1 and says FAIL (partial), with a red badge', async () => {
    const run = await runBinary([
      '--exec',
      'exit 1',
      '--exit-code-verdicts',
      '--rule',
      'Timestamp.format',
      '--kind',
      'entity',
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.report.summary).toMatchObject({ conformant: false, complete: false });
    expect(run.report.header.filters).toEqual([
      { option: '--rule', values: ['Timestamp.format'] },
      { option: '--kind', values: ['entity'] },
    ]);
    expect(run.stdout).toMatch(/FAIL \(partial: 1 of 374 must rules\)/);
    expect(run.stderr).toMatch(
      /FAIL \(partial: 1 of 374 must rules\) at verdict level: \d+ scored rules? fails?; filtered by --rule Timestamp\.format --kind entity/,
    );
    expect(run.badge).toContain('fill="#e05d44"');
    expect(run.badge).toContain('fail (partial 1/374)');
  });
});

describe('an interrupted run is partial', () => {
  it('runConformance records the signal, and the run certifies nothing however well it went', async () => {
    const { cases, digest } = await loadCorpusCases();
    const outcome = await runConformance({
      subject: new ReferenceSubject(),
      cases,
      scope: [],
      level: 'verdict',
      corpusDigest: digest,
      interrupted: () => 'SIGINT',
    });
    expect(outcome.report.summary).toMatchObject({ conformant: null, complete: false, interrupted: 'SIGINT' });
    expect(outcome.report.summary.partial).toContain('interrupted (SIGINT)');
    const whole = await runConformance({
      subject: new ReferenceSubject(),
      cases,
      scope: [],
      level: 'verdict',
      corpusDigest: digest,
    });
    expect(whole.report.summary).toMatchObject({ conformant: true, complete: true });
    expect(whole.report.summary.partial).toBeUndefined();
    expect(whole.exitCode).toBe(0);
  });

  it('a signal mid-run: what was answered before it stands, everything after is "not run", never a failure', async () => {
    const { cases, digest } = await loadCorpusCases();
    let answered = 0;
    const outcome = await runConformance({
      subject: new ReferenceSubject(),
      cases,
      scope: [],
      level: 'verdict',
      corpusDigest: digest,
      onResult: () => (answered += 1),
      interrupted: () => (answered >= 100 ? 'SIGTERM' : undefined),
    });
    const run = outcome.report.cases.filter((result) => result.actual.message !== 'not run: interrupted by SIGTERM');
    expect(run).toHaveLength(100);
    expect(run.every((result) => result.outcome === 'pass' || result.outcome === 'skipped')).toBe(true);
    const notRun = outcome.report.cases.slice(100);
    expect(
      notRun.every(
        (result) => result.outcome === 'skipped' && result.actual.message === 'not run: interrupted by SIGTERM',
      ),
    ).toBe(true);
    expect(outcome.report.summary).toMatchObject({ conformant: null, complete: false, interrupted: 'SIGTERM' });
    expect(outcome.report.summary.aborted).toBeUndefined();
    expect(outcome.verdict).toMatch(
      new RegExp(
        `^interrupted by SIGTERM after 100 of ${cases.length} cases: PASS \\(partial: interrupted \\(SIGTERM\\), \\d+ of 374 must rules\\) at verdict level: not a certification$`,
      ),
    );
  });
});
