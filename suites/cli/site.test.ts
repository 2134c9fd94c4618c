import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ensureBuilt, expectOneErrorLine } from './_support.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-site-cli-'));
beforeAll(() => ensureBuilt());
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('cdm-conformance site', () => {
  it('prints its help with the exit codes', () => {
    const result = cli(['site', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Usage: cdm-conformance site');
    expect(result.stdout).toContain('Exit codes:');
  });

  it('builds the site and names its front page', () => {
    const out = path.join(scratch, 'site');
    const result = cli(['site', '--out', out]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^site: \d+ pages, [\d.]+ MB in [\d.]+ s: .*index\.html\n$/);
    expect(readFileSync(path.join(out, 'rules/Track.samples.order.html'), 'utf8')).toContain('non-decreasing');
    expect(cli(['site', '--out', out]).code).toBe(0); // its own folder is replaced
  });

  it('refuses a folder it did not make, and a corpus that is not one, in one line with exit 2', () => {
    const foreign = path.join(scratch, 'foreign');
    mkdirSync(foreign);
    writeFileSync(path.join(foreign, 'notes.txt'), 'keep me');
    const refused = cli(['site', '--out', foreign]);
    expect(refused.code).toBe(2);
    expect(expectOneErrorLine(refused.stderr)).toContain('was not made by the site command');
    expect(readFileSync(path.join(foreign, 'notes.txt'), 'utf8')).toBe('keep me');

    const corpus = path.join(scratch, 'corpus');
    mkdirSync(path.join(corpus, 'fixtures'), { recursive: true });
    writeFileSync(path.join(corpus, 'fixtures', 'bad.json'), '{"not": "a fixture"}');
    const bad = cli(['site', '--corpus', corpus, '--out', path.join(scratch, 'other')]);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toContain('bad.json is not a fixture');
  });
});
