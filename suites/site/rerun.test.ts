/**
 * "Rerun just this case" (site/rerun.ts): the command reproduces the original run's options for one case
 * (subject, generated seed, corpus, level, rule map, request form, baseline) and writes to a folder of its
 * own, so running it never replaces the report being read.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/report/model/index.js';
import { rerunCommand, shellWord } from '../../src/site/rerun.js';
import { BIN, cli, ensureBuilt, ROOT } from '../cli/_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'site-rerun-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const report = (header: Partial<RunReport['header']>, baseline?: string): RunReport =>
  ({
    header: { subject: { mode: 'stream', target: 'python3 "my v.py"', name: 'py' }, ...header },
    summary: { level: 'path', ...(baseline === undefined ? {} : { baseline: { file: baseline } }) },
    rules: [],
    cases: [],
  }) as unknown as RunReport;

describe('rerunCommand', () => {
  it("carries every option that judges the case, and its own --out, never the report's folder", () => {
    const command = rerunCommand(
      report(
        {
          generated: { count: 500, seed: -7 },
          filters: [{ option: '--corpus', values: ['my corpus'] }],
          ruleMap: 'maps/codes.json',
          requestForm: 'text',
        },
        'known failures.txt',
      ),
      'generated/12',
    );
    expect(command).toBe(
      `npx cdm-conformance run --stream 'python3 "my v.py"' --generated 500 --seed=-7 --corpus 'my corpus' --id generated/12 --level path --rule-map maps/codes.json --request-form text --baseline 'known failures.txt' --name py --out reports/py-rerun-12`,
    );
    expect(shellWord('reports/py')).toBe('reports/py');
  });

  it("keeps an exec run's --exit-code-verdicts: without it the rerun would judge the case another way", () => {
    const exec = report({
      subject: { mode: 'exec', target: 'python3 v.py {file}', name: 'py' },
      verdicts: 'exit-code',
    } as never);
    expect(rerunCommand(exec, 'entity/Position.lat.range/a')).toBe(
      `npx cdm-conformance run --exec 'python3 v.py {file}' --exit-code-verdicts --id entity/Position.lat.range/a --level path --name py --out reports/py-rerun-a`,
    );
  });

  it('names only what the run had: a plain corpus case of a plain run', () => {
    expect(rerunCommand(report({}), 'entity/Position.lat.range/a')).toBe(
      `npx cdm-conformance run --stream 'python3 "my v.py"' --id entity/Position.lat.range/a --level path --name py --out reports/py-rerun-a`,
    );
  });
});

describe('running the rerun command', () => {
  it('judges the case as the run did (rule map, level, baseline) and leaves the original report whole', () => {
    const cwd = join(scratch, 'project');
    mkdirSync(cwd, { recursive: true });
    writeFileSync(
      join(cwd, 'map.json'),
      JSON.stringify({ 'undeclared key': [{ path: '/{key}', kind: 'entity', rule: 'Entity.additional-properties' }] }),
    );
    writeFileSync(join(cwd, 'known.txt'), 'Position.lat.range\n');
    const first = cli(
      [
        'run',
        '--module',
        join(ROOT, 'suites/runner/_subjects/own-codes.mjs'),
        '--rule',
        'Entity.additional-properties',
        '--level',
        'rule',
        '--rule-map',
        'map.json',
        '--baseline',
        'known.txt',
        '--name',
        'own',
        '--quiet',
      ],
      { cwd },
    );
    expect(first.code, first.stderr).toBe(0);
    const original = readFileSync(join(cwd, 'reports/own/report.json'), 'utf8');
    const saved = JSON.parse(original) as RunReport;
    const target = saved.cases.find((result) => result.expected.valid === false)!;
    expect(target.outcome).toBe('pass'); // only through the rule map: the subject's code is its own

    const command = rerunCommand(saved, target.id).replace(
      /^npx cdm-conformance /,
      `${shellWord(process.execPath)} ${shellWord(BIN)} `,
    );
    const rerun = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8' });
    expect(rerun.status, rerun.stderr).toBe(0);
    expect(readFileSync(join(cwd, 'reports/own/report.json'), 'utf8')).toBe(original);
    const again = JSON.parse(
      readFileSync(join(cwd, `reports/own-rerun-${target.id.split('/').at(-1)}/report.json`), 'utf8'),
    ) as RunReport;
    expect(again.cases.map((result) => [result.id, result.outcome])).toEqual([[target.id, 'pass']]);
    expect(again.header.ruleMap).toBe('map.json');
    expect(again.summary.level).toBe('rule');
    expect(again.summary.baseline?.file).toBe('known.txt');
  });
});
