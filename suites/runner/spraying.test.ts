/**
 * Rule level cannot be sprayed (issue 27; docs/decisions.md, "Sprayed answers"): a subject whose every
 * refusal names all 415 catalogue rule ids is not conformant at rule level, while the reference and the
 * stdlib Python example keep every score they had (no answer of theirs comes near the limit).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/report/model/index.js';
import { fixtureText } from '../../src/corpus/load.js';
import { judgeLevels, SPRAY_LIMIT } from '../../src/runner/match.js';
import { referenceResult } from '../../src/runner/subjects/reference.js';
import { committedFixtures } from '../_support/corpus.js';
import { cli, ROOT } from '../cli/_support.js';
import { ensureBuilt, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'spraying-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(name: string, ...args: string[]): { code: number | null; report: RunReport } {
  const out = join(scratch, name);
  const { code } = cli(['run', ...args, '--level', 'rule', '--quiet', '--out', out]);
  return { code, report: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as RunReport };
}

const sprayedCases = (report: RunReport) =>
  report.cases.filter((result) => result.actual.message?.includes('distinct rules, more than'));

describe('matching at rule level', () => {
  const expect1 = { valid: false, errors: [{ rule: 'A.x', path: '/a' }] };
  it('extra rules up to the limit still match; one more is wrong-rule at rule and path level', () => {
    const named = (n: number) => [
      { rule: 'A.x', path: '/a' },
      ...Array.from({ length: n }, (_, i) => ({ rule: `X.${i}` })),
    ];
    expect(judgeLevels(expect1, false, named(SPRAY_LIMIT))).toEqual({ verdict: true, rule: true, path: true });
    expect(judgeLevels(expect1, false, named(SPRAY_LIMIT + 1))).toEqual({ verdict: true, rule: false, path: false });
  });
});

describe('a subject naming every rule in every refusal', () => {
  it('is not conformant at rule level: its refusals are wrong-rule, the badge is not green', () => {
    // The Position rules' cases (over 100 invalid must ones) show it; the whole corpus would show no more.
    const { code, report } = run('sprays', '--stream', subjectCommand('sprays.mjs'), '--rule', 'Position.*');
    expect(code).toBe(1);
    expect(report.summary.conformant).toBe(false);
    const invalid = report.cases.filter((result) => !result.expected.valid && result.tier === 'must');
    expect(invalid.length).toBeGreaterThan(100);
    expect(invalid.every((result) => result.outcome === 'wrong-rule')).toBe(true);
    expect(sprayedCases(report)).toHaveLength(report.cases.filter((result) => !result.expected.valid).length);
    expect(readFileSync(join(scratch, 'sprays', 'badge.svg'), 'utf8')).not.toContain('CONFORMANT<');
  });
});

describe('honest subjects keep their scores', () => {
  it("the reference's answer on every fixture is judged right at rule level (none is taken for a spray)", () => {
    // In this process: suites/corpus/proof.test.ts proves those answers are exactly the expected ones, and
    // judgeLevels is what a run judges them with.
    const misjudged = committedFixtures().filter((fixture) => {
      const answer = referenceResult({ text: fixtureText(fixture), kind: fixture.kind });
      const expected = fixture.expect.valid ? { valid: true, errors: [] } : fixture.expect;
      return judgeLevels(expected, answer.valid, answer.errors).rule === false;
    });
    expect(misjudged.map((fixture) => fixture.id)).toEqual([]);
  });

  it.skipIf(spawnSync('python3', ['--version']).status !== 0)(
    'the stdlib Python example: no answer of its is taken for a spray',
    () => {
      const validator = join(ROOT, 'examples/python-subject/validator.py');
      const { report } = run('python', '--stream', `python3 '${validator}' --stream`);
      expect(sprayedCases(report)).toEqual([]);
    },
  );
});
