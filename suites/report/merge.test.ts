/**
 * run --shard I/N, report merge and report diff, through the CLI on the bundled reference: in process
 * (cliInProcess), but for one report diff through the built binary.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interleave, parseShard, shardOf } from '../../src/runner/shard.js';
import { cli, cliInProcess, ensureBuilt } from '../cli/_support.js';

let dir: string;
beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'cdm-merge-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const report = (folder: string): any => JSON.parse(readFileSync(join(dir, folder, 'report.json'), 'utf8'));
/** The report without what a sharded run may change: timings and the shard plan. */
function comparable(value: any): any {
  const copy = structuredClone(value);
  for (const key of ['startedAt', 'durationMs', 'subjectMs', 'shard', 'mergedShards']) delete copy.header[key];
  for (const result of copy.cases) delete result.durationMs;
  delete copy.summary.speed;
  return copy;
}

describe('shard plans', () => {
  it('parse I/N and refuse anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard('0/4')).toMatch(/I must be 1 to 4/);
    expect(parseShard('5/4')).toMatch(/I must be 1 to 4/);
    expect(parseShard('2-4')).toMatch(/expected I\/N/);
  });

  it('deal round-robin: balanced to one case, disjoint, and interleaving restores the order', () => {
    const items = Array.from({ length: 11 }, (_, i) => i);
    const shards = [1, 2, 3].map((index) => shardOf(items, { index, count: 3 }));
    expect(shards.map((shard) => shard.length)).toEqual([4, 4, 3]);
    expect(interleave(shards)).toEqual(items);
  });
});

describe('run --shard and report merge', () => {
  it('a shard is partial and certifies nothing; the merged shards are the unsharded report apart from timings', async () => {
    const args = [
      'run',
      '--reference',
      '--rule',
      'Track.*,Position.*',
      '--level',
      'rule',
      '--generated',
      '20',
      '--seed',
      '5',
      '--quiet',
    ];
    expect((await cliInProcess([...args, '--out', join(dir, 'whole')])).code).toBe(0);
    for (const index of [1, 2, 3]) {
      const shard = await cliInProcess([...args, '--shard', `${index}/3`, '--out', join(dir, `s${index}`)]);
      expect(shard.code).toBe(0);
      expect(shard.stdout + shard.stderr).toContain(`--shard ${index}/3`);
      expect(report(`s${index}`).summary.conformant).toBe(null);
      expect(report(`s${index}`).header.filters).toEqual([
        { option: '--rule', values: ['Track.*,Position.*'] },
        { option: '--shard', values: [`${index}/3`] },
      ]);
      expect(report(`s${index}`).header.shard).toMatchObject({
        index,
        count: 3,
        planned: { cases: expect.any(Number) },
      });
    }
    const merged = await cliInProcess([
      'report',
      'merge',
      join(dir, 's3'),
      join(dir, 's1'),
      join(dir, 's2', 'report.json'),
      '--out',
      join(dir, 'merged'),
    ]);
    expect(merged.code).toBe(0);
    expect(report('merged').header.mergedShards).toBe(3);
    // The same report files as the run itself writes, report.html among them.
    expect(readdirSync(join(dir, 'merged')).sort()).toEqual(readdirSync(join(dir, 'whole')).sort());
    expect(readFileSync(join(dir, 'merged', 'report.html'), 'utf8')).toContain('<html');
    expect(comparable(report('merged'))).toEqual(comparable(report('whole')));
    // Speed is recomputed over every shard's cases, throughput against the shards' summed time.
    const speeds = [1, 2, 3].map((index) => report(`s${index}`).summary.speed);
    expect(report('merged').summary.speed.cases).toBe(report('whole').summary.speed.cases);
    expect(report('merged').summary.speed.wallMs).toBeCloseTo(
      speeds.reduce((sum: number, speed: { wallMs: number }) => sum + speed.wallMs, 0),
      2,
    );
  });

  it('refuses a missing or doubled shard, other shard plans, other subjects and other corpora', async () => {
    const run = (name: string, ...extra: string[]) =>
      cliInProcess(['run', '--reference', '--rule', 'Track.samples.*', '--quiet', '--out', join(dir, name), ...extra]);
    for (const [name, ...extra] of [
      ['a1', '--shard', '1/2'],
      ['a2', '--shard', '2/2'],
      ['b1', '--shard', '1/3'],
      ['n1', '--shard', '1/2', '--name', 'other'],
    ] as const)
      await run(name, ...extra);
    const merge = (...folders: string[]) =>
      cliInProcess(['report', 'merge', ...folders.map((folder) => join(dir, folder)), '--out', join(dir, 'm')]);
    expect((await merge('a1')).stderr).toContain('shard 2/2 missing');
    expect((await merge('a1', 'a1', 'a2')).stderr).toContain('is given twice');
    expect((await merge('a1', 'b1')).stderr).toContain('differ in shard plan');
    expect((await merge('a1', 'n1')).stderr).toContain('differ in subject');
    const other = report('a2');
    other.header.corpusDigest = 'sha256:0000';
    writeFileSync(join(dir, 'a2-other.json'), JSON.stringify(other));
    const digest = await cliInProcess([
      'report',
      'merge',
      join(dir, 'a1'),
      join(dir, 'a2-other.json'),
      '--out',
      join(dir, 'm'),
    ]);
    expect(digest.code).toBe(2);
    expect(digest.stderr).toContain('differ in corpus digest');
    const form = report('a2');
    form.header.requestForm = 'text';
    writeFileSync(join(dir, 'a2-form.json'), JSON.stringify(form));
    expect(
      (await cliInProcess(['report', 'merge', join(dir, 'a1'), join(dir, 'a2-form.json'), '--out', join(dir, 'm')]))
        .stderr,
    ).toContain('differ in request form');
    expect((await merge('a1', 'a2')).code).toBe(0);
    expect(report('m').header.requestForm).toBe('object');
    expect((await cliInProcess(['report', 'merge', join(dir, 'a1', 'junit.xml'), '--out', join(dir, 'm')])).code).toBe(
      2,
    );
  });

  it('a shard that lost a case, or holds one twice, or foreign ids: the merge is partial, naming it (issue 27)', async () => {
    const merged = async (name: string, edit: (shard: any) => void) => {
      const shard = report('a2');
      edit(shard);
      writeFileSync(join(dir, `${name}.json`), JSON.stringify(shard));
      const out = join(dir, `m-${name}`);
      const { code } = await cliInProcess([
        'report',
        'merge',
        join(dir, 'a1'),
        join(dir, `${name}.json`),
        '--out',
        out,
      ]);
      return { code, summary: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).summary };
    };
    const planned = report('a2').cases.length;
    const lost = await merged('lost', (shard) => shard.cases.splice(1, 1));
    expect(lost.summary.conformant).not.toBe(true);
    expect(lost.summary.complete).toBe(false);
    expect(lost.summary.partial).toContain(
      `shard 2/2 holds ${planned - 1} of the ${planned} cases planned for it (1 missing)`,
    );
    const twice = await merged('twice', (shard) => shard.cases.push(shard.cases[0]));
    expect(twice.summary.partial.join('; ')).toMatch(/1 case is held twice \(track\/Track\.samples/);
    const foreign = await merged('foreign', (shard) => (shard.cases[0].id = 'entity/made-up/case'));
    expect(foreign.summary.partial).toContain(
      "the shards' case ids are not the planned ones (an edited or foreign shard)",
    );
  });

  it('a failing case in one shard makes the merged run not conformant', async () => {
    const failing = report('a2');
    const index = failing.cases.findIndex((result: any) => result.expected.valid === false);
    failing.cases[index] = {
      ...failing.cases[index],
      actual: { valid: true, errors: [] },
      outcome: 'false-accept',
      levels: { verdict: false, rule: false, path: false },
    };
    writeFileSync(join(dir, 'a2-failing.json'), JSON.stringify(failing));
    const merged = await cliInProcess([
      'report',
      'merge',
      join(dir, 'a1'),
      join(dir, 'a2-failing.json'),
      '--out',
      join(dir, 'mf'),
    ]);
    expect(merged.code).toBe(1);
    expect(report('mf').summary.conformant).toBe(false);
    expect(report('mf').rules.find((row: any) => row.id === failing.cases[index].rule).status).toBe('fail');
  });
});

describe('report diff', () => {
  it('names what newly fails (exit 1) and what newly passes (exit 0)', async () => {
    const before = report('a2');
    const after = structuredClone(before);
    const index = after.cases.findIndex((result: any) => result.expected.valid === false);
    after.cases[index] = { ...after.cases[index], actual: { valid: true, errors: [] }, outcome: 'false-accept' };
    after.rules = after.rules.map((row: any) =>
      row.id === after.cases[index].rule ? { ...row, status: 'fail', falseAccepts: 1 } : row,
    );
    writeFileSync(join(dir, 'before.json'), JSON.stringify(before));
    writeFileSync(join(dir, 'after.json'), JSON.stringify(after));
    const worse = cli(['report', 'diff', join(dir, 'before.json'), join(dir, 'after.json')]);
    expect(worse.code).toBe(1);
    expect(worse.stdout).toContain('### Rules newly failing (1)');
    expect(worse.stdout).toContain(`\`${after.cases[index].id}\``);
    const better = await cliInProcess(['report', 'diff', join(dir, 'after.json'), join(dir, 'before.json'), '--json']);
    expect(better.code).toBe(0);
    expect(JSON.parse(better.stdout).cases.newlyPassing.map((entry: any) => entry.id)).toEqual([after.cases[index].id]);
    expect(
      (await cliInProcess(['report', 'diff', join(dir, 'before.json'), join(dir, 'before.json')])).stdout,
    ).toContain('No change in any rule or case.');
  });
});
