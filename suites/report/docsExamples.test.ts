/**
 * docs/report.md's SARIF, GitLab and JUnit examples, run as written (cdm-conformance is the built command):
 * the "on your machine" commands and the commands inside the CI snippets, then their files checked.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ENTITY_TEXT, ensureBuilt, INVALID_ENTITY_TEXT, ROOT } from '../cli/_support.js';
import { junitSchemaErrors } from './_support/junitSchema.js';
import { expectGithubSubset, sarifSchemaErrors } from './_support/sarifSchema.js';

const doc = readFileSync(path.join(ROOT, 'docs/report.md'), 'utf8');
const section = doc.slice(doc.indexOf('## SARIF and GitLab Code Quality'), doc.indexOf('## Console'));
const blocks = (lang: string): string[] =>
  [...section.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]!);

/** The command lines of the shell block and the `npx cdm-conformance` lines of the CI snippets. */
const shellLines = blocks('sh')[0]!.trim().split('\n');
const ciLines = blocks('yaml')
  .flatMap((block) => [...block.matchAll(/npx (cdm-conformance .*?)(?: \|\| true)?$/gm)].map((match) => match[1]!))
  .map((line) => line);

let dir: string;
const run = (line: string) =>
  spawnSync('bash', ['-c', line.replace(/^cdm-conformance /, `"${process.execPath}" "${BIN}" `)], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GITHUB_STEP_SUMMARY: '' },
  });

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'cdm-report-docs-'));
  mkdirSync(path.join(dir, 'out'));
  writeFileSync(path.join(dir, 'out/entities.ndjson'), `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/report.md's examples", () => {
  it('finds them (the reader is not blind)', () => {
    expect(shellLines).toHaveLength(4);
    expect(ciLines).toEqual([
      'cdm-conformance validate --kind entity --format sarif out/entities.ndjson > cdm.sarif',
      'cdm-conformance validate --kind entity --format gitlab out/entities.ndjson > gl-code-quality.json',
    ]);
  });

  it('the CI snippets write a valid SARIF log and a Code Quality report', () => {
    for (const line of ciLines) expect(run(line).status, line).toBe(1); // one value is invalid
    const sarif = JSON.parse(readFileSync(path.join(dir, 'cdm.sarif'), 'utf8'));
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(
      expectGithubSubset(sarif).runs[0]!.results.map((r) => [r.ruleId, r.locations?.[0]?.physicalLocation]),
    ).toEqual([
      [
        'Entity.entity_id.required',
        { artifactLocation: { uri: 'out/entities.ndjson' }, region: { startLine: 2, startColumn: 1 } },
      ],
    ]);
    const issues = JSON.parse(readFileSync(path.join(dir, 'gl-code-quality.json'), 'utf8'));
    expect(issues).toMatchObject([
      { check_name: 'Entity.entity_id.required', location: { path: 'out/entities.ndjson', lines: { begin: 2 } } },
    ]);
  });

  it('the commands on your machine: SARIF with helpUri, Code Quality, JUnit, and a run writing all three', () => {
    for (const line of shellLines) {
      const result = run(line);
      expect(result.status, `${line}: ${result.stderr}`).toBe(1);
    }
    const sarif = JSON.parse(readFileSync(path.join(dir, 'cdm.sarif'), 'utf8'));
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(sarif.runs[0].tool.driver.rules[0].helpUri).toBe(
      'https://example.org/cdm/rules/Entity.entity_id.required.html',
    );
    expect(junitSchemaErrors(readFileSync(path.join(dir, 'junit.xml'), 'utf8'))).toEqual([]);
    const reportDir = path.join(dir, 'reports/accept-all');
    const runSarif = JSON.parse(readFileSync(path.join(reportDir, 'report.sarif'), 'utf8'));
    expect(sarifSchemaErrors(runSarif)).toEqual([]);
    const results = expectGithubSubset(runSarif).runs[0]!.results;
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.ruleId.startsWith('Affiliation.'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(reportDir, 'gl-code-quality.json'), 'utf8'))).toHaveLength(results.length);
    expect(JSON.parse(readFileSync(path.join(reportDir, 'badge.json'), 'utf8'))).toMatchObject({
      schemaVersion: 1,
      color: 'red',
    });
    expect(junitSchemaErrors(readFileSync(path.join(reportDir, 'junit.xml'), 'utf8'))).toEqual([]);
  });

  it("the README badge example points shields at a report's badge.json", () => {
    const url = /img\.shields\.io\/endpoint\?url=([^)\s]+)/.exec(doc)![1]!;
    expect(decodeURIComponent(url)).toMatch(/^https:\/\/.*\/badge\.json$/);
  });
});
