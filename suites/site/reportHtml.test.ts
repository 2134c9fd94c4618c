/**
 * report.html in Debian's chromium for runs of a subject answering with the wrong rule, at the wrong place,
 * crashing with a traceback and missing a rule: every failing must rule is on the page with every one of its
 * failing cases (the first few open, the rest one click away), each with the object sent, the subject's own
 * code beside the mapped id and its stderr as it came; may-tier cases after them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level, RunReport } from '../../src/report/model/index.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { runSuite } from '../../src/runner/suite.js';
import { FAILED } from '../../src/site/reportPage.js';
import { renderReportHtml } from '../../src/site/reportHtml.js';
import { verdictOfValue } from '../../src/validation/verdict.js';
import { type SiteBrowser, startBrowser, watchedPage } from './_browser.js';

const TRACEBACK = 'Traceback (most recent call last):\n  File "v.py", line 12, in check\nValueError: badly formed UUID';

/** The reference with four kinds of mistake, its own code "my.time" for timestamps (mapped by the rule map). */
function imperfect(value: unknown, { kind }: { kind?: string | null }) {
  const result = verdictOfValue(value, kind ? { kind: kind as 'entity' } : {});
  if (result.errors.some((error) => error.rule === 'UUID.format')) throw new Error(TRACEBACK);
  const errors = result.errors
    .filter((error) => error.rule !== 'Entity.additional-properties')
    .map((error) =>
      error.rule === 'Affiliation.closed-vocabulary'
        ? { ...error, rule: 'Entity.type' }
        : error.rule === 'Timestamp.format'
          ? { ...error, rule: 'my.time', path: '/elsewhere' }
          : error,
    );
  return { valid: result.valid, errors };
}

const RULES = [
  'Affiliation.closed-vocabulary',
  'Timestamp.format',
  'UUID.format',
  'Entity.additional-properties',
  'json.*',
];

let browser: SiteBrowser;
let dir: string;
const reports = new Map<Level, RunReport>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cdm-report-html-'));
  for (const level of ['rule', 'path'] as const) {
    const { report } = await runSuite(ModuleSubject.fromValue(imperfect), {
      level,
      rules: RULES,
      ruleMap: new Map([['my.time', 'Timestamp.format']]),
    });
    reports.set(level, report);
    writeFileSync(path.join(dir, `${level}.html`), renderReportHtml(report));
  }
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('report.html in chromium', () => {
  for (const level of ['rule', 'path'] as const) {
    it(`${level} level: every failing must rule with all its failing cases, none cut`, async () => {
      const report = reports.get(level)!;
      const failing = report.cases.filter((result) => result.tier === 'must' && FAILED.has(result.outcome));
      const byRule = new Map<string, string[]>();
      for (const result of failing) byRule.set(result.rule, [...(byRule.get(result.rule) ?? []), result.id]);
      expect([...byRule.keys()].sort()).toEqual(
        level === 'rule'
          ? ['Affiliation.closed-vocabulary', 'Entity.additional-properties', 'UUID.format']
          : ['Affiliation.closed-vocabulary', 'Entity.additional-properties', 'Timestamp.format', 'UUID.format'],
      );
      expect(failing.some((result) => result.outcome === 'wrong-rule')).toBe(true);
      if (level === 'path') expect(failing.some((result) => result.outcome === 'wrong-path')).toBe(true);

      const { page, problems } = await watchedPage(browser.context);
      await page.goto(pathToFileURL(path.join(dir, `${level}.html`)).href);
      const shown = await page.$$eval('section.failing-rule', (sections) =>
        sections.map((section) => [
          section.id.replace(/^fail-/, ''),
          [...section.querySelectorAll('article')].map((article) => article.id.replace(/^case-/, '')),
          [...section.querySelectorAll(':scope > article')].length,
        ]),
      );
      expect(new Map(shown.map(([rule, ids]) => [rule, [...(ids as string[])].sort()]))).toEqual(
        new Map([...byRule].map(([rule, ids]) => [rule, ids.sort()])),
      );
      for (const [, , open] of shown) expect(open).toBeLessThanOrEqual(3);
      // The rest are one click away: opening a rule's <details> shows its cases.
      const more = page.locator('section.failing-rule details.more-cases').first();
      await more.locator(':scope > summary').click();
      expect(await more.locator('article').first().isVisible()).toBe(true);
      // Every outcome kind counted, wrong-rule and wrong-path among them, and a column for each in the table.
      const outcomes = await page.locator('dd.outcomes').innerText();
      for (const outcome of ['wrong-rule', 'wrong-path', 'error', 'false-accept'])
        expect(outcomes).toContain(`${outcome} ${report.summary.outcomes[outcome as 'error']}`);
      const headers = await page.locator('table[data-sortable] thead th').allInnerTexts();
      expect(headers).toEqual(expect.arrayContaining(['Wrong rule', 'Wrong path']));
      // A crash: its traceback as it came, one line per line.
      const stderr = page.locator('section#fail-UUID\\.format pre.stderr').first();
      expect((await stderr.innerText()).split('\n')).toEqual(expect.arrayContaining(['ValueError: badly formed UUID']));
      // The object sent, marked at the expected place.
      expect(await page.locator('section#fail-UUID\\.format article pre.sent mark').first().isVisible()).toBe(true);
      // may-tier cases come after every failing rule.
      const order = await page.$$eval('h2', (heads) => heads.map((head) => head.id).filter((id) => id !== ''));
      expect(order.indexOf('failing-must')).toBeLessThan(order.indexOf('may'));
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it("path level: the subject's own code beside the mapped rule id", async () => {
    const { page } = await watchedPage(browser.context);
    await page.goto(pathToFileURL(path.join(dir, 'path.html')).href);
    const diff = await page.locator('section#fail-Timestamp\\.format pre.diff').first().innerText();
    expect(diff).toContain("+ Timestamp.format at /elsewhere (subject's code: my.time)");
    await page.close();
  });
});
