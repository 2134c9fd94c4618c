/**
 * Baselines that carry their triage (docs/baseline.schema.json): an entry may give a reason, a link and an
 * expiry day; an expired entry fails the gate like a stale one, by name; the text form keeps working, and
 * --update-baseline keeps the form and each entry's triage. The day is injected (`today`), never read.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { applyBaseline, parseBaseline } from '../../src/runner/baseline.js';
import { parseBaselineFile, renderBaselineJson } from '../../src/runner/baselineFile.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { runSuite } from '../../src/runner/suite.js';
import { cliInProcess, ensureBuilt, expectOneErrorLine, ROOT } from '../cli/_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'runner-baseline-triage-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ACCEPTS_ALL = ModuleSubject.fromValue(() => true);
const LAT = 'Position.lat.range';
const CASE = 'entity/Position.lat.range/position.lat--above-maximum';

const schema = JSON.parse(readFileSync(join(ROOT, 'docs/baseline.schema.json'), 'utf8'));
const conforms = new Ajv2020({ strict: true }).compile(schema);

describe('the JSON form', () => {
  const triaged = {
    $schema: './node_modules/cdm-conformance/docs/baseline.schema.json',
    entries: [
      LAT,
      { id: CASE, reason: 'rounds to float32', link: 'https://example.org/issues/7', expires: '2027-03-31' },
    ],
  };

  it('is read with each entry and its triage, and the schema shipped in docs/ accepts it', () => {
    expect(conforms(triaged)).toBe(true);
    expect(parseBaselineFile(JSON.stringify(triaged))).toEqual({
      form: 'json',
      entries: [
        { id: LAT },
        { id: CASE, reason: 'rounds to float32', link: 'https://example.org/issues/7', expires: '2027-03-31' },
      ],
    });
    expect(parseBaseline(JSON.stringify(triaged))).toEqual([LAT, CASE]);
  });

  it.each([
    [{ entries: [{ id: CASE, expires: '2027-02-30' }] }, /entries\[0\]\.expires: "2027-02-30" is not a day/],
    [{ entries: [{ id: CASE, link: 'javascript:alert(1)' }] }, /entries\[0\]\.link: must be an http\(s\) URL/],
    [{ entries: [{ id: CASE, expiry: '2027-01-01' }] }, /entries\[0\]: unknown member "expiry"/],
    [{ entries: [{ reason: 'no id' }] }, /entries\[0\]\.id: a case id or rule id is needed/],
    [{ known: [] }, /unknown member "known"/],
  ])('refuses %j in one line, as the schema does', (baseline, message) => {
    expect(() => parseBaselineFile(JSON.stringify(baseline))).toThrow(message);
    if (!JSON.stringify(baseline).includes('2027-02-30')) expect(conforms(baseline)).toBe(false);
  });

  it('the text form is read as before', () => {
    expect(parseBaselineFile(`# known\n${LAT}  # flaky\n\n${CASE}\n${LAT}\n`)).toEqual({
      form: 'text',
      entries: [{ id: LAT }, { id: CASE }],
    });
  });
});

describe('expiry', () => {
  it('an entry past its day fails the gate by name; on its last day it holds (the day injected)', async () => {
    const baseline = (today: string) => ({
      file: 'b.json',
      entries: [{ id: CASE, reason: 'known', expires: '2027-03-31' }],
      today,
    });
    const onTime = await runSuite(ACCEPTS_ALL, { ids: [CASE], baseline: baseline('2027-03-31') });
    expect(onTime.exitCode).toBe(0);
    expect(onTime.report.summary.baseline).toMatchObject({ expectedFailures: 1, triage: [{ id: CASE }] });
    expect(onTime.report.summary.baseline?.expired).toBeUndefined();
    const late = await runSuite(ACCEPTS_ALL, { ids: [CASE], baseline: baseline('2027-04-01') });
    expect(late.exitCode).toBe(1);
    expect(late.report.summary.baseline?.expired).toEqual([CASE]);
    expect(late.verdict).toContain(`1 baseline entry has expired (${CASE})`);
  });

  it('applies to rule entries too, and leaves entries without a day alone', () => {
    const applied = applyBaseline(
      [],
      [{ id: LAT, expires: '2020-01-01' }, { id: CASE }],
      'b.json',
      () => true,
      '2026-11-27',
    );
    expect(applied.summary.expired).toEqual([LAT]);
  });
});

/** A subject that accepts everything (exit 0), run on LAT's entity fixtures against the baseline `file`. */
const acceptAllAgainst = (file: string, more: readonly string[]) =>
  cliInProcess([
    'run',
    '--exec',
    'exit 0',
    '--exit-code-verdicts',
    '--rule',
    LAT,
    '--kind',
    'entity',
    '--baseline',
    file,
    ...more,
    '--quiet',
  ]);

describe('run --baseline with a JSON baseline', () => {
  it('names an expired entry on stderr and in summary.md, with exit 1; a malformed file is one usage line', async () => {
    const file = join(scratch, 'expired.json');
    writeFileSync(
      file,
      JSON.stringify({
        entries: [{ id: LAT, reason: 'float32', link: 'https://example.org/i/1', expires: '2001-01-01' }],
      }),
    );
    const out = join(scratch, 'expired');
    const run = await acceptAllAgainst(file, ['--out', out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`expired entry: ${LAT}: expired after 2001-01-01`);
    expect(run.stderr).toMatch(/the baseline is out of date: 1 baseline entry has expired \(Position\.lat\.range\)/);
    const summary = readFileSync(join(out, 'summary.md'), 'utf8');
    expect(summary).toContain('1 expired entry');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.summary.baseline.triage).toEqual([
      { id: LAT, reason: 'float32', link: 'https://example.org/i/1', expires: '2001-01-01' },
    ]);

    writeFileSync(file, '{"entries": [{"id": "x", "expires": "soon"}]}');
    const bad = await cliInProcess(['run', '--reference', '--baseline', file]);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toMatch(
      /--baseline .*expired\.json: entries\[0\]\.expires: "soon" is not a day/,
    );
  });

  it('--update-baseline keeps the JSON form and the triage of every entry it writes again', async () => {
    const file = join(scratch, 'update.json');
    writeFileSync(
      file,
      JSON.stringify({
        entries: [{ id: CASE, reason: 'kept', link: 'https://example.org/i/2' }, 'entity/showcase/no-such'],
      }),
    );
    const run = await acceptAllAgainst(file, ['--update-baseline', '--out', join(scratch, 'update')]);
    expect(run.code, run.stderr).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(conforms(written)).toBe(true);
    expect(written.entries).toContainEqual({ id: CASE, reason: 'kept', link: 'https://example.org/i/2' });
    expect(written.entries.filter((entry: unknown) => typeof entry === 'string').length).toBeGreaterThan(0);
    expect(JSON.stringify(written)).not.toContain('no-such'); // stale: dropped by the update
  });

  it('renderBaselineJson writes an entry without triage as its id alone', () => {
    const text = renderBaselineJson([], 'subject', [{ id: LAT }, { id: CASE, reason: 'r' }]);
    expect(JSON.parse(text)).toEqual({ subject: 'subject', entries: [LAT, { id: CASE, reason: 'r' }] });
  });
});

it('the reference passes an old text baseline as it always did', async () => {
  const { exitCode } = await runSuite(ModuleSubject.fromValue(validate), {
    ids: [CASE],
    baseline: { file: 'b.txt', entries: [] },
  });
  expect(exitCode).toBe(0);
});

describe('report merge --baseline with a JSON baseline', () => {
  it('reads the triage and fails an expired entry by name, as run does', async () => {
    const shard = (index: number) =>
      cliInProcess([
        'run',
        '--reference',
        '--id',
        'entity/Position.lat.*',
        '--shard',
        `${index}/2`,
        '--quiet',
        '--out',
        join(scratch, `shard${index}`),
      ]);
    expect((await shard(1)).code).toBe(0);
    expect((await shard(2)).code).toBe(0);
    const file = join(scratch, 'merge.json');
    writeFileSync(file, JSON.stringify({ entries: [{ id: CASE, reason: 'r', expires: '2001-01-01' }] }));
    const merged = await cliInProcess([
      'report',
      'merge',
      join(scratch, 'shard1'),
      join(scratch, 'shard2'),
      '--baseline',
      file,
      '--out',
      join(scratch, 'merged'),
    ]);
    expect(merged.code).toBe(1);
    expect(merged.stderr).toContain(`1 baseline entry has expired (${CASE})`);
    const report = JSON.parse(readFileSync(join(scratch, 'merged', 'report.json'), 'utf8'));
    expect(report.summary.baseline.triage).toEqual([{ id: CASE, reason: 'r', expires: '2001-01-01' }]);
  });
});
