/**
 * The headline counts every scored failure: a subject that fails only valid-object rows (showcase) or only
 * lint fixtures is not conformant, and the percentage, the badge colour, the console line and summary.md all
 * say so; none of them reads 100 % or green.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderConsole, reportBadge, renderSummaryMarkdown } from '../../src/report/index.js';
import { loadCorpusCases } from '../../src/runner/cases.js';
import { runConformance, type RunOutcome } from '../../src/runner/run.js';
import { ReferenceSubject } from '../../src/runner/subjects/reference.js';
import type { Subject } from '../../src/runner/subjects/subject.js';
import type { Case, SubjectVerdict } from '../../src/report/model/index.js';

/** The reference, except that it refuses the cases `refuses` picks (valid objects it should accept). */
function refusing(refuses: (testCase: Case) => boolean): Subject {
  const reference = new ReferenceSubject();
  return {
    mode: 'module',
    target: 'in-process',
    name: 'refuses-some-valid-objects',
    concurrency: 1,
    judge: async (testCase: Case): Promise<SubjectVerdict> =>
      refuses(testCase)
        ? { status: 'answered', valid: false, errors: [{ path: '', rule: 'made.up', message: 'no' }], durationMs: 0 }
        : reference.judge(testCase),
    fatal: () => undefined,
    close: async () => {},
  };
}

let cases: readonly Case[];
let digest: string;
beforeAll(async () => {
  ({ cases, digest } = await loadCorpusCases());
});

async function runWith(refuses: (testCase: Case) => boolean): Promise<RunOutcome> {
  return runConformance({ subject: refusing(refuses), cases, scope: [], level: 'verdict', corpusDigest: digest });
}

describe.each([
  ['a showcase object', (testCase: Case) => testCase.id === cases.find((c) => c.rules.length === 0)!.id],
  [
    'a lint fixture',
    (testCase: Case) => testCase.tier === 'lint' && testCase.id === cases.find((c) => c.tier === 'lint')!.id,
  ],
])('a subject that fails only %s', (_what, refuses) => {
  let outcome: RunOutcome;
  beforeAll(async () => {
    outcome = await runWith(refuses);
  });

  it('is not conformant, exit 1, although every must rule passes', () => {
    const { summary } = outcome.report;
    expect(summary.mustRules.passing).toBe(summary.mustRules.total);
    expect(summary.conformant).toBe(false);
    expect(summary.complete).toBe(true);
    expect(outcome.exitCode).toBe(1);
  });

  it('has a percentage below 100 that counts the failing row', () => {
    const { summary } = outcome.report;
    expect(summary.percent).toBeLessThan(100);
    expect(summary.scoredRules!.passing).toBe(summary.scoredRules!.total - 1);
  });

  it('draws no green badge and no bare "100%": every must rule passes, yet it is not conformant', () => {
    const badge = reportBadge(outcome.report);
    expect(badge).not.toContain('#97ca00');
    expect(badge).toMatch(/aria-label="cdm 3\.0\.0: 100%, not conformant"/);
  });

  it('says NOT CONFORMANT with the failing count on the console and in summary.md', () => {
    const console = renderConsole(outcome.report, { color: false });
    const last = console.trimEnd().split('\n').pop()!;
    expect(last).toMatch(/^NOT CONFORMANT at level verdict: 374 of 374 must rules pass \(100%\); 1 scored rule fails$/);
    const markdown = renderSummaryMarkdown(outcome.report);
    expect(markdown).toMatch(
      /\*\*NOT CONFORMANT\*\* at level `verdict`: 374 of 374 must rules pass \(100%\); 1 scored rule fails/,
    );
  });
});

describe('a run stopped before any case was answered', () => {
  let outcome: RunOutcome;
  beforeAll(async () => {
    outcome = await runConformance({
      subject: refusing(() => false),
      cases,
      scope: [],
      level: 'verdict',
      corpusDigest: digest,
      interrupted: () => 'SIGINT',
    });
  });

  it('tested nothing: every case is skipped, not run', () => {
    expect(outcome.report.cases.every((result) => result.outcome === 'skipped')).toBe(true);
    expect(outcome.report.summary.conformant).toBeNull();
  });

  it('says NOTHING TESTED, never PASS, on the console, in summary.md and in the verdict line', () => {
    const console = renderConsole(outcome.report, { color: false });
    const markdown = renderSummaryMarkdown(outcome.report);
    expect(console).toContain('NOTHING TESTED (partial: interrupted (SIGINT), 0 of 374 must rules)');
    expect(markdown).toContain('**NOTHING TESTED (partial: interrupted (SIGINT), 0 of 374 must rules)**');
    expect(outcome.verdict).toContain('NOTHING TESTED (partial: interrupted (SIGINT), 0 of 374 must rules)');
    for (const text of [console, markdown, outcome.verdict]) expect(text).not.toMatch(/\bPASS\b/);
  });

  it('draws the grey partial badge', () => {
    const badge = reportBadge(outcome.report);
    expect(badge).not.toContain('#97ca00');
    expect(badge).not.toContain('#e05d44');
  });
});
