import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, ensureBuilt, expectOneErrorLine, ROOT } from './_support.js';

beforeAll(ensureBuilt);

describe('cdm-conformance: dispatch, help, version', () => {
  it.each([[['--help']], [['-h']], [[]]])('%j prints usage listing the commands and exit codes, exit 0', (args) => {
    const { code, stdout, stderr } = cli(args);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: cdm-conformance <command>/);
    expect(stdout).toMatch(/^ {2}validate {2}/m);
    expect(stdout).toMatch(/Exit codes:[\s\S]*0[\s\S]*1[\s\S]*2/);
  });

  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(cli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('an unknown command is one line on stderr, no stack, exit 2', () => {
    const { code, stdout, stderr } = cli(['frobnicate']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(expectOneErrorLine(stderr)).toContain("unknown command 'frobnicate'");
  });

  it('an unknown option is a usage error: one line, exit 2', () => {
    for (const args of [['--bogus'], ['validate', '--bogus']]) {
      const { code, stderr } = cli(args);
      expect(code).toBe(2);
      expect(expectOneErrorLine(stderr)).toContain('--bogus');
    }
  });

  it('validate --help documents the options and exit codes', () => {
    const { code, stdout } = cli(['validate', '--help']);
    expect(code).toBe(0);
    for (const option of ['--kind', '--ndjson', '--json', '--lint', '--quiet', '--stream'])
      expect(stdout).toContain(option);
    expect(stdout).toMatch(/Exit codes:/);
  });

  it.each([
    ['validate'],
    ['corpus'],
    ['corpus', 'list'],
    ['corpus', 'show'],
    ['corpus', 'stats'],
    ['corpus', 'export'],
    ['generate'],
    ['run'],
    ['site'],
    ['compare'],
  ])('%j --help states its exit codes', (...command) => {
    const { code, stdout } = cli([...command, '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Exit codes:[\s\S]*\b0\b[\s\S]*\b2\b/);
  });
});
