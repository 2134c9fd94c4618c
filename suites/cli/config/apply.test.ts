/**
 * withConfig: the file's values become flags for the options the command line does not give; the file is
 * found upward to the repository root, named with --config, and kept away from validate --stream and --help.
 * Then docs/config.md's example, run as written.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConfig } from '../../../src/cli/config/apply.js';
import { configOptionHelp } from '../../../src/cli/config/help.js';
import { root, runShBlock, shBlock } from '../../_support/docBlocks.js';
import { BIN, ensureBuilt } from '../_support.js';

let scratch: string;
/** A repository (it has .git) with a config at its root and a subfolder to work from. */
let repo: string;
let sub: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-config-'));
  repo = path.join(scratch, 'repo');
  sub = path.join(repo, 'adapters', 'ais');
  mkdirSync(path.join(repo, '.git'), { recursive: true });
  mkdirSync(sub, { recursive: true });
  writeFileSync(
    path.join(repo, 'cdm-conformance.config.json'),
    JSON.stringify({
      '//': 'test',
      subject: { module: 'validator.mjs#schema' },
      name: 'acme',
      version: '2.1.0',
      level: 'rule',
      requestForm: 'text',
      ruleMap: 'map.json',
      baseline: '.cdm-baseline',
      generated: { count: 20, seed: 7 },
      out: 'reports/acme',
      docsUrl: 'https://example.org/cdm/',
      validate: { lint: true, failOn: 'warning', maxErrors: 5, format: 'github', kind: 'track' },
    }),
  );
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('withConfig', () => {
  it('gives run every value of the file, paths from the file folder, when the command line gives none', () => {
    expect(withConfig('run', [], sub)).toEqual([
      `--module=${path.join(repo, 'validator.mjs#schema')}`,
      '--level=rule',
      `--rule-map=${path.join(repo, 'map.json')}`,
      '--generated=20',
      '--seed=7',
      `--baseline=${path.join(repo, '.cdm-baseline')}`,
      '--name=acme',
      '--subject-version=2.1.0',
      '--request-form=text',
      `--out=${path.join(repo, 'reports/acme')}`,
      '--docs-url=https://example.org/cdm/',
    ]);
  });

  it('lets the command line win: its options stay, the file fills in the others; a subject flag replaces the subject', () => {
    const argv = withConfig('run', ['--stream', './v --stream', '--level=path', '--out', 'here'], sub);
    expect(argv.slice(-5)).toEqual(['--stream', './v --stream', '--level=path', '--out', 'here']);
    expect(argv.slice(0, -5).filter((arg) => /^--(module|level|out|stream)=/.test(arg))).toEqual([]);
    expect(argv).toContain('--name=acme');
    expect(withConfig('run', ['--reference'], sub).some((arg) => arg.startsWith('--module'))).toBe(false);
  });

  it('gives validate its defaults; --json stands for --format; a value after -- is a file, not an option', () => {
    expect(withConfig('validate', ['a.ndjson'], sub)).toEqual([
      '--kind=track',
      '--lint',
      '--fail-on=warning',
      '--max-errors=5',
      '--format=github',
      'a.ndjson',
    ]);
    expect(withConfig('validate', ['--json', '--kind', 'entity', 'a.ndjson'], sub)).toEqual([
      '--lint',
      '--fail-on=warning',
      '--max-errors=5',
      '--json',
      '--kind',
      'entity',
      'a.ndjson',
    ]);
    expect(withConfig('validate', ['--', '--kind'], sub)[0]).toBe('--kind=track');
  });

  it('gives validate the docs URL only for SARIF output, the format the command line or the file gives', () => {
    const docsUrl = '--docs-url=https://example.org/cdm/';
    expect(withConfig('validate', ['--format', 'sarif', 'a.ndjson'], sub)).toContain(docsUrl);
    expect(withConfig('validate', ['--format=sarif', 'a.ndjson'], sub)).toContain(docsUrl);
    expect(withConfig('validate', ['--format', 'gitlab', 'a.ndjson'], sub)).not.toContain(docsUrl);
    expect(withConfig('validate', ['a.ndjson'], sub)).not.toContain(docsUrl); // the file's format: github
    expect(withConfig('validate', ['--docs-url', 'https://x.org/', '--format', 'sarif'], sub)).not.toContain(docsUrl);
    const sarifByFile = path.join(scratch, 'sarif');
    mkdirSync(path.join(sarifByFile, '.git'), { recursive: true });
    writeFileSync(
      path.join(sarifByFile, 'cdm-conformance.config.json'),
      '{"docsUrl": "https://example.org/cdm/", "validate": {"format": "sarif"}}',
    );
    expect(withConfig('validate', ['a.ndjson'], sarifByFile)).toEqual([docsUrl, '--format=sarif', 'a.ndjson']);
    expect(withConfig('validate', ['--json', 'a.ndjson'], sarifByFile)).toEqual(['--json', 'a.ndjson']);
  });

  it('gives compare how cases are scored and generated and the docs URL, never the subject, name, baseline or folder of a run', () => {
    expect(withConfig('compare', ['--reference', '--stream', 'b=./b --stream'], sub)).toEqual([
      '--level=rule',
      `--rule-map=${path.join(repo, 'map.json')}`,
      '--generated=20',
      '--seed=7',
      '--docs-url=https://example.org/cdm/',
      '--reference',
      '--stream',
      'b=./b --stream',
    ]);
    expect(withConfig('compare', ['--reference', '--level', 'path', '--generated=5'], sub)).toEqual([
      `--rule-map=${path.join(repo, 'map.json')}`,
      '--seed=7',
      '--docs-url=https://example.org/cdm/',
      '--reference',
      '--level',
      'path',
      '--generated=5',
    ]);
  });

  it('keeps the baseline for the whole suite: a shard runs without it, report merge judges the whole with it', () => {
    const shard = withConfig('run', ['--shard', '2/4'], sub);
    expect(shard.filter((arg) => arg.startsWith('--baseline'))).toEqual([]);
    expect(shard).toContain('--level=rule');
    expect(withConfig('report', ['merge', 'shards/1', 'shards/2', '--out', 'whole'], sub)).toEqual([
      'merge',
      `--baseline=${path.join(repo, '.cdm-baseline')}`,
      'shards/1',
      'shards/2',
      '--out',
      'whole',
    ]);
    expect(withConfig('report', ['merge', '--baseline', 'other', 'a'], sub)).toEqual([
      'merge',
      '--baseline',
      'other',
      'a',
    ]);
    expect(withConfig('report', ['diff', 'a', 'b'], sub)).toEqual(['diff', 'a', 'b']);
  });

  it('never touches validate --stream (the reference subject), --help, or the commands it does not serve', () => {
    for (const argv of [['--stream'], ['--stream', '--kind', 'entity']])
      expect(withConfig('validate', argv, sub)).toEqual(argv);
    expect(withConfig('run', ['--help'], sub)).toEqual(['--help']);
    expect(withConfig('run', ['-h'], sub)).toEqual(['-h']);
    expect(withConfig('report', ['merge', '--help'], sub)).toEqual(['merge', '--help']);
    for (const command of ['rules', 'schema', 'generate', 'site', 'gate', 'init'])
      expect(withConfig(command, ['--kind', 'track'], sub)).toEqual(['--kind', 'track']);
    expect(withConfig('corpus', ['list', '--rule', 'Track.*'], sub)).toEqual(['list', '--rule', 'Track.*']);
  });

  it('stops looking at the repository root, and takes --config FILE instead of the file found', () => {
    const outside = path.join(scratch, 'elsewhere');
    mkdirSync(path.join(outside, '.git'), { recursive: true });
    writeFileSync(path.join(scratch, 'cdm-conformance.config.json'), '{"level": "path"}');
    expect(withConfig('run', [], outside)).toEqual([]);
    writeFileSync(path.join(outside, 'ci.json'), '{"level": "verdict"}');
    expect(withConfig('run', ['--config', 'ci.json', '--quiet'], outside)).toEqual(['--level=verdict', '--quiet']);
    expect(withConfig('run', [`--config=${path.join(outside, 'ci.json')}`], sub)).toEqual(['--level=verdict']);
  });

  it('refuses a bad file, a missing --config file and --config on other commands in one line', () => {
    const bad = path.join(scratch, 'bad');
    mkdirSync(path.join(bad, '.git'), { recursive: true });
    writeFileSync(path.join(bad, 'cdm-conformance.config.json'), '{"subject": {"strem": "x"}');
    expect(() => withConfig('run', [], bad)).toThrow(/^cdm-conformance\.config\.json: not JSON \(/);
    expect(() => withConfig('run', ['--config', 'nope.json'], bad)).toThrow(/^nope\.json: /);
    expect(() => withConfig('rules', ['--config', 'x.json'], bad)).toThrow(
      '--config applies to run, validate, compare and report merge only',
    );
    expect(() => withConfig('report', ['diff', '--config', 'x.json', 'a', 'b'], bad)).toThrow(/^--config applies to /);
    expect(() => withConfig('run', ['--config'], bad)).toThrow('--config needs a file');
  });
});

describe('--config FILE in the help', () => {
  beforeAll(() => ensureBuilt());
  const help = (args: string[]): string =>
    spawnSync(process.execPath, [BIN, ...args, '--help'], { encoding: 'utf8' }).stdout;

  it('is named by each command that reads the file, from one shared line, and by no other', () => {
    const text = configOptionHelp(24).split('\n')[1]!.trim();
    for (const command of [['run'], ['validate'], ['compare'], ['report', 'merge']])
      expect(help(command), command.join(' ')).toContain(text);
    for (const command of [['generate'], ['site'], ['gate'], ['rules'], ['schema'], ['init'], ['corpus', 'list']])
      expect(help(command), command.join(' ')).not.toContain('--config');
    const sources = execFileSync('grep', ['-rl', text, path.join(root, 'src')], { encoding: 'utf8' });
    expect(sources.trim().split('\n')).toEqual([path.join(root, 'src/cli/config/help.ts')]);
  });
});

describe("docs/config.md's example, as written", () => {
  beforeAll(() => ensureBuilt());

  it('init writes a starter; run then needs no option, and a flag overrides the file', () => {
    const cwd = path.join(scratch, 'docs');
    mkdirSync(path.join(cwd, '.git'), { recursive: true });
    const result = runShBlock(shBlock('config.md', '# cdm-conformance.config.json'), cwd);
    expect(result.stderr).toContain('Wrote cdm-conformance.config.json');
    expect(result.status).toBe(0);
    const first = JSON.parse(readFileSync(path.join(cwd, 'reports/my-validator/report.json'), 'utf8'));
    expect([first.header.subject.name, first.summary.level]).toEqual(['my-validator', 'verdict']);
    const second = JSON.parse(readFileSync(path.join(cwd, 'reports/at-rule-level/report.json'), 'utf8'));
    expect([second.header.subject.name, second.summary.level]).toEqual(['my-validator', 'rule']);
  });

  it('a sharded run takes the subject and generated cases from the file, and report merge its baseline', () => {
    const cwd = path.join(scratch, 'sharded');
    mkdirSync(path.join(cwd, '.git'), { recursive: true });
    writeFileSync(
      path.join(cwd, 'cdm-conformance.config.json'),
      JSON.stringify({
        subject: { stream: `python3 ${path.join(root, 'examples/python-subject/validator.py')} --stream` },
        generated: { count: 20, seed: 7 },
        baseline: '.cdm-baseline',
      }),
    );
    const result = runShBlock(shBlock('config.md', '## Which command reads what'), cwd);
    expect(result.stdout).toContain('as the baseline says');
    expect(result.status).toBe(0);
    const whole = JSON.parse(readFileSync(path.join(cwd, 'reports/whole/report.json'), 'utf8'));
    expect([whole.header.mergedShards, whole.header.generated?.count, whole.header.generated?.seed]).toEqual([
      2, 20, 7,
    ]);
  });

  it('a bad file stops the command in one line naming the key, exit 2', () => {
    const cwd = path.join(scratch, 'docs');
    writeFileSync(path.join(cwd, 'cdm-conformance.config.json'), '{"level": "rules"}');
    const run = spawnSync(process.execPath, [BIN, 'run'], { cwd, encoding: 'utf8' });
    expect(run.status).toBe(2);
    const docs = readFileSync(path.join(import.meta.dirname, '../../../docs/config.md'), 'utf8');
    expect(docs).toContain(run.stderr.trim());
  });
});
