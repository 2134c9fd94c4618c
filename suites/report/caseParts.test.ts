import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CaseParts } from '../../src/report/caseParts.js';
import { writeReports } from '../../src/report/index.js';
import { ordered, renderReportJson, reportShape } from '../../src/report/reportJson.js';
import { runConformance } from '../../src/runner/run.js';
import { suiteCases } from '../../src/runner/suite.js';
import { ReferenceSubject } from '../../src/runner/subjects/reference.js';
import type { Subject } from '../../src/runner/subjects/subject.js';
import type { Case, CaseResult, RunReport, SubjectVerdict } from '../../src/report/model/index.js';
import { makeReport } from './_support/runReports.js';
import { scratchFolders } from './_support/scratch.js';

const tempDir = scratchFolders('cdm-parts-');

/** The reference without two rules (false accepts), now and then a wrong rule, path or verdict, an error or a timeout. */
function scriptedSubject(): Subject {
  const reference = new ReferenceSubject({ disabledRules: ['Entity.additional-properties', 'Timestamp.format'] });
  let asked = 0;
  return {
    mode: 'stream',
    target: 'scripted',
    name: 'scripted <subject> & "quotes"',
    concurrency: 4,
    judge: async (testCase: Case): Promise<SubjectVerdict> => {
      asked += 1;
      if (asked % 97 === 0) return { status: 'error', message: 'exited with code 3\u0000 <boom>', durationMs: 1.5 };
      if (asked % 89 === 0) return { status: 'timeout', message: 'no answer in 5000 ms', durationMs: 5000 };
      const verdict = reference.judgeNow(testCase);
      if (verdict.status !== 'answered') return verdict;
      if (asked % 19 === 0)
        return { ...verdict, valid: false, errors: [{ rule: 'Entity.type', path: '', message: '<nope> & "why"' }] };
      if (verdict.valid || verdict.errors === undefined) return verdict;
      if (asked % 13 === 0)
        return {
          ...verdict,
          errors: verdict.errors.map((error) => ({ ...error, path: `${error.path ?? ''}/elsewhere` })),
        };
      if (asked % 17 === 0)
        return { ...verdict, errors: [{ rule: 'Made.up', path: '/x', message: 'a rule of its own' }] };
      return verdict;
    },
    fatal: () => undefined,
    close: async () => undefined,
  };
}

let cases: readonly Case[];
let scope: readonly string[];
beforeAll(async () => {
  ({ cases, scope } = await suiteCases({}));
}, 120_000);

/** A run over the whole corpus, each result handed to `parts` as it comes in; what the baseline lists is replaced after. */
async function runWithParts(parts: CaseParts, baseline?: readonly string[]): Promise<RunReport> {
  const results: CaseResult[] = [];
  const { report } = await runConformance({
    subject: scriptedSubject(),
    cases,
    scope,
    level: 'path',
    corpusDigest: 'sha256:test',
    ...(baseline === undefined ? {} : { baseline: { file: 'known.txt', entries: baseline, known: () => true } }),
    onResult: (result) => {
      results.push(result);
      parts.add(result);
    },
  });
  // Let the rendering ahead finish, as it does while a subject answers (its results came in: none was replaced yet).
  for (
    let waited = 0;
    waited < 20_000 && !results.every((result) => parts.json(result) === parts.json(result));
    waited += 50
  )
    await new Promise((resolve) => setTimeout(resolve, 50));
  parts.stop();
  return report;
}

/** Each file of `dir` by name, as where it first differs from the same file in `other` (-1: byte for byte the same). */
async function firstDifferences(dir: string, other: string): Promise<Record<string, number>> {
  const names = (await readdir(dir)).sort();
  expect((await readdir(other)).sort()).toEqual(names);
  const differences: Record<string, number> = {};
  for (const name of names) {
    const [mine, theirs] = [await readFile(path.join(dir, name)), await readFile(path.join(other, name))];
    const shorter = Math.min(mine.length, theirs.length);
    let at = 0;
    while (at < shorter && mine[at] === theirs[at]) at += 1;
    differences[name] = at === shorter && mine.length === theirs.length ? -1 : at;
  }
  return differences;
}

const same = { 'badge.svg': -1, 'junit.xml': -1, 'report.json': -1, 'summary.md': -1 };

describe('report parts rendered while the run goes', () => {
  it('make report.json the text of the whole report, as JSON.stringify writes it at once', () => {
    for (const report of [makeReport(), makeReport({ cases: [] }), { ...makeReport(), zeta: 1 }]) {
      expect(renderReportJson(report)).toBe(`${JSON.stringify(ordered(report, reportShape), null, 2)}\n`);
    }
  });

  it('write the same files as rendering every case after the run, over the whole corpus', async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const parts = new CaseParts();
    const report = await runWithParts(parts);
    expect(new Set(report.cases.map((result) => result.outcome))).toEqual(
      new Set(['pass', 'false-accept', 'false-reject', 'wrong-rule', 'wrong-path', 'error', 'timeout']),
    );
    // Rendered ahead: the same bytes each time they are asked for.
    expect(
      report.cases.every(
        (result) => parts.json(result) === parts.json(result) && parts.junit(result) === parts.junit(result),
      ),
    ).toBe(true);
    const [ahead, atEnd] = [await tempDir(), await tempDir()];
    await writeReports(report, ahead, { parts });
    await writeReports(report, atEnd);
    expect(await firstDifferences(ahead, atEnd)).toEqual(same);
    expect(
      (await readFile(path.join(ahead, 'report.json'), 'utf8')) ===
        `${JSON.stringify(ordered(report, reportShape), null, 2)}\n`,
    ).toBe(true);
  }, 60_000);

  it("are not used for results replaced after they came in (a baseline's expected failures and unexpected passes)", async () => {
    vi.stubEnv('GITHUB_STEP_SUMMARY', '');
    const parts = new CaseParts();
    const plain = await runWithParts(new CaseParts());
    const listed = plain.cases
      .filter((result) => result.outcome !== 'skipped')
      .filter((_, index) => index % 5 === 0)
      .map((result) => result.id);
    const report = await runWithParts(parts, listed);
    expect(report.cases.filter((result) => result.outcome === 'expected-failure').length).toBeGreaterThan(0);
    expect(report.cases.filter((result) => result.outcome === 'unexpected-pass').length).toBeGreaterThan(0);
    const replaced = report.cases.filter(
      (result) => result.outcome === 'expected-failure' || result.outcome === 'unexpected-pass',
    );
    expect(replaced.every((result) => parts.json(result) !== parts.json(result))).toBe(true);
    const [ahead, atEnd] = [await tempDir(), await tempDir()];
    await writeReports(report, ahead, { parts });
    await writeReports(report, atEnd);
    expect(await firstDifferences(ahead, atEnd)).toEqual(same);
  }, 60_000);
});
