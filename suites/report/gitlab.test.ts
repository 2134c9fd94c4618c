/** gl-code-quality.json and validate --format gitlab: the items GitLab's merge-request widget reads. */
import { describe, expect, it } from 'vitest';
import { runFindings } from '../../src/report/findings.js';
import { renderGitlab } from '../../src/report/gitlab.js';
import { makeReport } from './_support/runReports.js';
import { ENTITY, validateAs } from './_support/validateAs.js';

interface Issue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: string;
  location: { path: string; lines: { begin: number } };
}

/** Every member GitLab documents as required, of the right type; fingerprints unique (GitLab keeps one per print). */
function expectCodeQuality(issues: Issue[]): void {
  for (const issue of issues) {
    expect(Object.keys(issue).sort()).toEqual(['check_name', 'description', 'fingerprint', 'location', 'severity']);
    expect(issue.description.length).toBeGreaterThan(0);
    expect(issue.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(['info', 'minor', 'major', 'critical', 'blocker']).toContain(issue.severity);
    expect(issue.location.path.length).toBeGreaterThan(0);
    expect(Number.isInteger(issue.location.lines.begin) && issue.location.lines.begin >= 1).toBe(true);
  }
  expect(new Set(issues.map((issue) => issue.fingerprint)).size).toBe(issues.length);
}

describe('gl-code-quality.json', () => {
  it('one issue per failing scored case, on its fixture file, severity major', () => {
    const issues = JSON.parse(renderGitlab(runFindings(makeReport()))) as Issue[];
    expectCodeQuality(issues);
    expect(issues).toHaveLength(5);
    expect(issues[0]).toMatchObject({
      check_name: 'Entity.additional-properties',
      severity: 'major',
      location: { path: 'corpus/fixtures/entity/Entity.additional-properties/extra-key.json', lines: { begin: 1 } },
    });
  });

  it('no failures: an empty array', () => {
    expect(JSON.parse(renderGitlab([]))).toEqual([]);
  });
});

describe('validate --format gitlab', () => {
  it('one issue per finding on its NDJSON line; lint warnings are minor', async () => {
    const bad = ENTITY.replace('"NEUTRAL"', '"ALLY"');
    const epoch = ENTITY.replace('2024-03-01T12:00:00.000Z', '1970-01-01T00:00:00.000Z');
    const issues = JSON.parse(await validateAs('gitlab', [ENTITY, bad, epoch], true)) as Issue[];
    expectCodeQuality(issues);
    expect(issues.map((issue) => [issue.check_name, issue.severity, issue.location.lines.begin])).toEqual([
      ['Affiliation.closed-vocabulary', 'major', 2],
      [expect.stringMatching(/^lint\./), 'minor', 3],
    ]);
    expect(issues[0]!.location.path).toBe('fixtures/out.ndjson');
  });

  it('nothing to say: an empty array', async () => {
    expect(JSON.parse(await validateAs('gitlab', [ENTITY]))).toEqual([]);
  });
});
