/**
 * run --docs-url URL: the docs site (`cdm-conformance site`, published at URL) is where report.sarif's
 * helpUri and report.html's rule names point, one page per rule.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliInProcess, expectOneErrorLine } from './_support.js';

const scratch = mkdtempSync(join(tmpdir(), 'cdm-run-docs-url-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** A subject that accepts everything: every invalid case of the rule fails, so the rule is in both files. */
const acceptAll = join(scratch, 'accept-all.mjs');
writeFileSync(acceptAll, 'export default () => true;\n');

describe('run --docs-url', () => {
  it("points report.sarif's helpUri and report.html's rule links at each rule's page on the docs site", async () => {
    const out = join(scratch, 'linked');
    const { code, stderr } = await cliInProcess([
      'run',
      '--module',
      acceptAll,
      '--rule',
      'Position.lat.range',
      '--docs-url',
      'https://example.org/cdm',
      '--quiet',
      '--out',
      out,
    ]);
    expect(code, stderr).toBe(1);
    const page = 'https://example.org/cdm/rules/Position.lat.range.html';
    const sarif = JSON.parse(readFileSync(join(out, 'report.sarif'), 'utf8'));
    expect(sarif.runs[0].tool.driver.rules.map((rule: { helpUri?: string }) => rule.helpUri)).toEqual([page]);
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).toContain(`<a href="${page}"><code>Position.lat.range</code></a>`);
  });

  it('without it, report.html links nowhere and SARIF has no helpUri', async () => {
    const out = join(scratch, 'plain');
    await cliInProcess(['run', '--module', acceptAll, '--rule', 'Position.lat.range', '--quiet', '--out', out]);
    const sarif = JSON.parse(readFileSync(join(out, 'report.sarif'), 'utf8'));
    expect(sarif.runs[0].tool.driver.rules[0].helpUri).toBeUndefined();
    expect(readFileSync(join(out, 'report.html'), 'utf8')).not.toContain('<a href="https://');
  });

  it('refuses an address that is not http(s), in one line', async () => {
    const { code, stderr } = await cliInProcess(['run', '--reference', '--docs-url', 'file:///tmp/site']);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toContain('--docs-url must be an http or https URL; got "file:///tmp/site"');
  });
});

describe('compare --docs-url', () => {
  it("points each subject's report.sarif and report.html at the rule pages, as run does", async () => {
    const out = join(scratch, 'compared');
    const { code, stderr } = await cliInProcess([
      'compare',
      '--reference',
      '--module',
      `accepts=${acceptAll}`,
      '--rule',
      'Position.lat.range',
      '--docs-url',
      'https://example.org/cdm/',
      '--quiet',
      '--out',
      out,
    ]);
    expect(code, stderr).toBe(1);
    const page = 'https://example.org/cdm/rules/Position.lat.range.html';
    const sarif = JSON.parse(readFileSync(join(out, 'accepts', 'report.sarif'), 'utf8'));
    expect(sarif.runs[0].tool.driver.rules.map((rule: { helpUri?: string }) => rule.helpUri)).toEqual([page]);
    expect(readFileSync(join(out, 'accepts', 'report.html'), 'utf8')).toContain(`<a href="${page}">`);
  });

  it('refuses an address that is not http(s), in one line', async () => {
    const { code, stderr } = await cliInProcess([
      'compare',
      '--reference',
      '--module',
      acceptAll,
      '--docs-url',
      'ftp://x',
    ]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toContain('--docs-url must be an http or https URL; got "ftp://x"');
  });
});
