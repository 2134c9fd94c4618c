/**
 * The built site in a real browser (Debian's chromium): search, rule pages, the playground against
 * `validate --json`, hostile text, keyboard use, phone width, no console error and no network request.
 * One browser, one tab and one site build for the whole file: every test navigates the same tab, since each
 * new tab cost chromium a renderer process (ten loads of index.html: 2.2 CPU-s in new tabs, 0.85 in one).
 * Screenshots land in reports/screenshots/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';
import type { Fixture } from '../../src/corpus/types.js';
import { renderSite, writeSite } from '../../src/site/build.js';
import { fixturePath, rulePath, tryPath, typePath } from '../../src/site/links.js';
import { cliInProcess, ensureBuilt, jsonLines, ROOT } from '../cli/_support.js';
import { startBrowser, watchedPage, type PageWatch, type SiteBrowser } from './_browser.js';
import { highlightOffsets } from './_playgroundMarks.js';
import { HOSTILE, hostileFixtures } from './_hostile.js';
import { realRuns, SLICE } from './_runs.js';
import { calibrationReports } from '../../src/runner/calibration.js';
import { renderReportHtml } from '../../src/site/reportHtml.js';
import type { NamedReport } from '../../src/site/reportsIndexPage.js';
import { reportPath } from '../../src/site/links.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-site-browser-'));
const siteDir = path.join(scratch, 'site');
const SHOTS = path.join(ROOT, 'reports', 'screenshots');
let browser: SiteBrowser;
let fixtures: Fixture[];
/** The tab every test navigates; what it did wrong is checked, and cleared, after each test. */
let watch: PageWatch | undefined;
let reports: NamedReport[];

const url = (file: string): string =>
  pathToFileURL(path.join(siteDir, file.split('#')[0]!)).href +
  (file.includes('#') ? `#${file.split('#').slice(1).join('#')}` : '');

async function open(file: string): Promise<PageWatch> {
  const { page } = watch!;
  const target = url(file);
  // Where only the fragment changes, goto scrolls the document the last test left: load it anew instead.
  const sameDocument = target.includes('#') && page.url().split('#')[0] === target.split('#')[0];
  await page.goto(target);
  if (sameDocument) await page.reload();
  return watch!;
}

async function shot(name: string): Promise<void> {
  await watch!.page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

beforeAll(async () => {
  ensureBuilt();
  fixtures = [...loadCorpus(), ...hostileFixtures];
  reports = await realRuns();
  const calibration = await calibrationReports(SLICE);
  writeSite(renderSite({ fixtures, reports, calibration }), siteDir);
  writeFileSync(path.join(scratch, 'report.html'), renderReportHtml(reports.find((r) => r.name === 'python')!.report));
  mkdirSync(SHOTS, { recursive: true });
  browser = await startBrowser();
  watch = await watchedPage(browser.context);
});

afterEach(() => {
  if (watch === undefined) return;
  // Anything the page did after its test's last step is still seen: by this check or the next test's.
  const problems = watch.problems.splice(0);
  expect(problems, 'console errors, dialogs or network requests').toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A spread of fixtures: every text-level one, and up to `per` of each scope × tier × verdict. */
function spread(all: readonly Fixture[], per: number): Fixture[] {
  const groups = new Map<string, Fixture[]>();
  for (const fixture of all) {
    if (fixture.id.includes('/hostile-')) continue;
    const key = `${fixture.id.split('/')[0]} ${fixture.tier} ${fixture.expect.valid}`;
    (groups.get(key) ?? groups.set(key, []).get(key)!).push(fixture);
  }
  const chosen: Fixture[] = [];
  for (const [key, group] of groups) {
    const take = key.startsWith('stream') ? group.length : Math.min(per, group.length);
    for (let i = 0; i < take; i++) chosen.push(group[Math.floor((i * group.length) / take)]!);
  }
  return chosen;
}

describe('the site in chromium', () => {
  it('finds Track.samples.order when searching for "non-decreasing", and filters by tier and kind', async () => {
    const { page } = await open('index.html');
    await page.fill('#q', 'non-decreasing');
    const shown = await page.$$eval('tr[data-search]:not([hidden]) code', (codes) =>
      codes.map((code) => code.textContent),
    );
    expect(shown).toContain('Track.samples.order');
    expect(shown.length).toBeLessThan(10);
    await page.fill('#q', '');
    await page.selectOption('select[name=tier]', 'lint');
    const lint = await page.$$eval('tr[data-search]:not([hidden])', (rows) =>
      rows.map((row) => row.getAttribute('data-tier')),
    );
    expect(new Set(lint)).toEqual(new Set(['lint']));
    await expect(page.textContent('[data-count]')).resolves.toMatch(/^\d+ of \d+ rules$/);
    await page.selectOption('select[name=tier]', '');
    await shot('rules');
  });

  it('reaches the search by keyboard from the top of the page', async () => {
    const { page } = await open('index.html');
    await page.keyboard.press('Tab'); // the skip link
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    for (let i = 0; i < 12 && (await page.evaluate(() => document.activeElement?.id)) !== 'q'; i++)
      await page.keyboard.press('Tab');
    await page.keyboard.type('samples order');
    expect(
      await page.$$eval('tr[data-search]:not([hidden]) code', (codes) => codes.map((code) => code.textContent)),
    ).toContain('Track.samples.order');
  });

  it('shows a rule page with its quote, places and fixtures, each at its own URL with the offending path marked', async () => {
    const id = 'track/Track.samples.order/samples--newest-first';
    const { page } = await open(fixturePath(id));
    expect(await page.textContent('h1')).toBe('Track.samples.order');
    expect(await page.textContent('blockquote')).toContain('non-decreasing');
    const article = page.locator(`article[id="${id}"]`);
    expect(await article.locator('mark').allTextContents()).toEqual([
      '"2024-03-01T11:59:00.000Z"',
      '"2024-03-01T11:58:00.000Z"',
    ]);
    expect(await page.evaluate(() => decodeURI(location.hash.slice(1)))).toBe(id);
    await shot('rule');
  });

  it('opens a fixture from its "try it" link in the playground, with the same errors the rule page expects', async () => {
    const id = 'track/Track.samples.order/samples--newest-first';
    const { page } = await open(rulePath('Track.samples.order'));
    await page.locator(`article[id="${id}"] a[href$="${tryPath(id).split('#')[1]!}"]`).click();
    await page.waitForSelector('#verdict[data-valid="false"]');
    const findings = await page.$$eval('#findings li', (items) =>
      items.map((item) => `${item.getAttribute('data-rule')} ${item.getAttribute('data-path')}`),
    );
    expect(findings).toEqual([
      'Track.samples.order /samples/1/observed_at',
      'Track.samples.order /samples/2/observed_at',
    ]);
    // The errors are marked in the editor itself, not in a copy of the text elsewhere on the page.
    expect(await page.$('#where')).toBeNull();
    const marks = await highlightOffsets(page);
    // Each mark covers the offending member: its key and the value the rule refuses.
    const offending = ['"observed_at": "2024-03-01T11:59:00.000Z"', '"observed_at": "2024-03-01T11:58:00.000Z"'];
    expect(marks.map((mark) => mark.text)).toEqual(offending);
    for (const mark of marks) {
      expect(mark.valueText, 'the mark holds the editor text it covers').toBe(mark.text);
      expect(Math.abs(mark.dx) + Math.abs(mark.dy), `mark ${mark.text} sits on its text in the editor`).toBeLessThan(2);
    }
    // Scrolled: the marks move with the text.
    const original = await page.inputValue('#source');
    await page.evaluate(() => {
      const source = document.querySelector<HTMLTextAreaElement>('#source')!;
      source.value = source.value.replace('{', `{${'\n'.repeat(80)}`);
      source.dispatchEvent(new Event('input'));
    });
    // "Show" (keyboard reachable) selects the first error in the editor, which scrolls it into view.
    await page.locator('#findings li button.show').first().press('Enter');
    // The backdrop follows the editor's scroll (a fixed 150 ms wait stood here before).
    await page.waitForFunction(() => {
      const source = document.querySelector<HTMLTextAreaElement>('#source')!;
      return (
        document.querySelector<HTMLElement>('#highlights')!.style.transform ===
        `translate(${-source.scrollLeft}px, ${-source.scrollTop}px)`
      );
    });
    const scrolled = await highlightOffsets(page);
    expect(scrolled.map((mark) => mark.text)).toEqual(offending);
    expect(await page.$eval('#source', (source) => source.scrollTop)).toBeGreaterThan(500);
    for (const mark of scrolled)
      expect(Math.abs(mark.dx) + Math.abs(mark.dy), `scrolled mark ${mark.text}`).toBeLessThan(2);
    expect(scrolled[0]!.visible, 'the shown error is in view').toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('source');
    await page.evaluate((text) => {
      const source = document.querySelector<HTMLTextAreaElement>('#source')!;
      source.value = text;
      source.dispatchEvent(new Event('input'));
      source.scrollTop = 0;
    }, original);
    // The address now holds the text itself: reloading reproduces it.
    expect(page.url()).toContain('json=');
    await page.reload();
    await page.waitForSelector('#verdict[data-valid="false"]');
    expect(await page.$$eval('#findings li', (items) => items.length)).toBe(2);
    await shot('playground');
  });

  it('asks for an object, with no verdict and no finding, when the editor is empty or only white space', async () => {
    const { page } = await open('playground.html');
    await page.waitForSelector('#verdict[data-valid]');
    for (const text of ['', '  \n\t']) {
      await page.fill('#source', text);
      await page.waitForFunction(() => document.querySelector<HTMLElement>('#verdict')!.dataset.valid === undefined);
      const shown = await page.$eval('#verdict', (box) => ({ text: box.textContent, className: box.className }));
      expect(shown).toEqual({ text: 'Paste an object to see its verdict', className: 'verdict none' });
      expect(await page.$$eval('#findings li', (items) => items.length)).toBe(0);
    }
    await shot('playground-empty');
    await page.fill('#source', '{');
    await page.waitForSelector('#verdict[data-valid="false"]');
  });

  it('gives the same verdicts, rule ids and pointers as validate --json on at least 200 fixtures of every kind and tier', async () => {
    const chosen = spread(fixtures, 9);
    expect(chosen.length).toBeGreaterThanOrEqual(200);
    for (const scope of ['entity', 'event', 'plan_object', 'track', 'stream'])
      expect(chosen.some((f) => f.id.startsWith(`${scope}/`))).toBe(true);
    for (const tier of ['must', 'may', 'lint']) expect(chosen.some((f) => f.tier === tier)).toBe(true);
    for (const rule of [
      'json.duplicate-key',
      'json.byte-order-mark',
      'json.lone-surrogate',
      'json.number-overflow',
      'json.unsafe-integer',
    ]) {
      expect(
        chosen.some((f) => f.rules.includes(rule) && f.text !== undefined),
        rule,
      ).toBe(true);
    }
    // The CLI's command line (in this process): one file per fixture, one call per kind.
    const dir = path.join(scratch, 'texts');
    mkdirSync(dir);
    const expected = new Map<string, string>();
    const byKind = new Map<string, number[]>();
    chosen.forEach((fixture, i) => {
      writeFileSync(path.join(dir, `${i}.json`), fixture.text ?? JSON.stringify(fixture.object));
      (byKind.get(fixture.kind ?? '') ?? byKind.set(fixture.kind ?? '', []).get(fixture.kind ?? '')!).push(i);
    });
    for (const [kind, indices] of byKind) {
      const result = await cliInProcess([
        'validate',
        '--json',
        ...(kind === '' ? [] : ['--kind', kind]),
        ...indices.map((i) => path.join(dir, `${i}.json`)),
      ]);
      for (const line of jsonLines(result.stdout)) {
        const i = Number(path.basename(line.source, '.json'));
        expected.set(
          chosen[i]!.id,
          JSON.stringify({
            valid: line.valid,
            errors: line.errors.map((e: { rule: string; path: string }) => [e.rule, e.path]),
          }),
        );
      }
    }
    expect(expected.size).toBe(chosen.length);
    // The playground: the same texts typed into the page.
    const { page } = await open('playground.html');
    await page.waitForSelector('#verdict[data-valid]');
    const inputs = chosen.map((fixture) => ({
      id: fixture.id,
      kind: fixture.kind ?? '',
      text: fixture.text ?? JSON.stringify(fixture.object),
    }));
    const actual = await page.evaluate((cases) => {
      const source = document.querySelector<HTMLTextAreaElement>('#source')!;
      const kind = document.querySelector<HTMLSelectElement>('#kind')!;
      return cases.map(({ id, kind: k, text }) => {
        kind.value = k;
        source.value = text;
        source.dispatchEvent(new Event('input'));
        const valid = document.querySelector<HTMLElement>('#verdict')!.dataset.valid === 'true';
        const errors = [...document.querySelectorAll<HTMLElement>('#findings li')].map((li) => [
          li.dataset.rule,
          li.dataset.path,
        ]);
        return [id, JSON.stringify({ valid, errors })] as const;
      });
    }, inputs);
    const disagreements = actual
      .filter(([id, answer]) => expected.get(id) !== answer)
      .map(([id, answer]) => `${id}: cli ${expected.get(id)} page ${answer}`);
    expect(disagreements).toEqual([]);
    expect(actual.filter(([, answer]) => answer.startsWith('{"valid":false')).length).toBeGreaterThan(50);
  });

  it('renders a hostile fixture as text on its rule page and in the playground, and runs nothing', async () => {
    const id = hostileFixtures[0]!.id;
    const { page } = await open(fixturePath(id));
    const article = page.locator(`article[id="${id}"]`);
    expect(await article.textContent()).toContain(HOSTILE);
    expect(await page.$$eval('img', (images) => images.length)).toBe(0);
    await article.locator('a', { hasText: 'Try it' }).click();
    await page.waitForSelector('#verdict[data-valid="false"]');
    expect(await page.inputValue('#source')).toContain(HOSTILE);
    expect(await page.textContent('#highlights')).toContain(HOSTILE);
    expect(await page.$$eval('img', (images) => images.length)).toBe(0);
    const text = hostileFixtures[1]!;
    await page.goto(url(tryPath(text.id)));
    // Its own text, not just any text holding HOSTILE: the page still shows the first fixture (hostile too)
    // until the second's data script has loaded, and the findings are drawn in the same step as the text.
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLTextAreaElement>('#source')!.value === expected,
      text.text!,
    );
    expect(await page.$$eval('#findings li', (items) => items.map((item) => item.getAttribute('data-rule')))).toContain(
      'json.duplicate-key',
    );
    expect(await page.$$eval('img', (images) => images.length)).toBe(0);
  });

  it('shows a run report: verdict, levels, a sortable and filterable rule table, failing cases with the command that reruns each', async () => {
    const { page } = await open(reportPath('python'));
    expect(await page.textContent('.verdict')).toMatch(/^NOT CONFORMANT at verdict level: \d+ of \d+ must rules pass/);
    expect(await page.$$eval('.cards .card', (cards) => cards.length)).toBe(3);
    const statuses = await page.$$eval('table[data-sortable] tbody tr td:last-child', (cells) =>
      cells.map((cell) => cell.textContent),
    );
    expect(statuses[0]).toBe('fail'); // failures first
    await page.selectOption('select[name=tier]', 'pass');
    expect(
      new Set(
        await page.$$eval('table[data-sortable] tbody tr:not([hidden]) td:last-child', (cells) =>
          cells.map((cell) => cell.textContent),
        ),
      ),
    ).toEqual(new Set(['pass']));
    await page.selectOption('select[name=tier]', '');
    const cases = page.locator('table[data-sortable] th', { hasText: /^Cases$/ });
    await cases.focus();
    await page.keyboard.press('Enter');
    expect(await cases.getAttribute('aria-sort')).toBe('ascending');
    const counts = await page.$$eval('table[data-sortable] tbody tr td:nth-child(4)', (cells) =>
      cells.map((cell) => Number(cell.textContent)),
    );
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    const rerun = await page
      .locator('article.fixture pre', { hasText: /^npx cdm-conformance run / })
      .first()
      .textContent();
    expect(rerun).toMatch(
      /^npx cdm-conformance run --stream 'python3 .*validator\.py --stream' --id \S+ --level verdict --name python .*--out \S+$/,
    );
    // A rule id is code in a link: an underline at the font's own place hides its underscores ("entity id").
    const offset = await page.$eval(
      'table[data-sortable] tbody td:first-child a',
      (a) => getComputedStyle(a).textUnderlineOffset,
    );
    expect(offset).not.toBe('auto');
    await shot('report');
  });

  it('renders a hostile subject name and messages as text, and runs nothing', async () => {
    const { page } = await open(reportPath('hostile'));
    expect(await page.textContent('h1')).toBe(`hostile ${HOSTILE}`);
    await page.locator('details summary').first().click();
    expect(await page.locator('details').first().textContent()).toContain(`message ${HOSTILE}`);
    expect(await page.$$eval('img', (images) => images.length)).toBe(0);
  });

  it('opens the self-contained report.html with no other file and no request', async () => {
    const { page } = watch!;
    const requests: string[] = [];
    const onRequest = (request: { url(): string }): void => void requests.push(request.url());
    page.on('request', onRequest);
    try {
      await page.goto(pathToFileURL(path.join(scratch, 'report.html')).href);
      expect(requests).toEqual([pathToFileURL(path.join(scratch, 'report.html')).href]); // the page itself
      expect(await page.textContent('h1')).toBe('python 1.0.0');
      expect(
        await page.$$eval(
          'a[href]',
          (links) => links.filter((link) => !link.getAttribute('href')!.startsWith('#')).length,
        ),
      ).toBe(0);
      await page.fill('#q', 'track.samples');
      expect(await page.$$eval('tbody tr[data-search]:not([hidden])', (rows) => rows.length)).toBeGreaterThan(0);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('compares the real runs with calibration columns computed from trivial implementations, each cell linked to its case', async () => {
    const { page } = await open('compare.html');
    // Each implementation's column: its name, and under it the version it announced.
    const columns = await page.$$eval('table.matrix thead th', (cells) =>
      cells.map((cell) => (cell as HTMLElement).innerText),
    );
    const version = reports.find((r) => r.name === 'reference')!.report.header.runner;
    expect(columns).toEqual([
      'Rule',
      `reference\n${version}`,
      'python\n1.0.0',
      'zod',
      `hostile ${HOSTILE}`,
      'always-valid',
      'always-invalid',
      'shape-only',
    ]);
    // No page shows a path of this machine (the reference's own command included).
    expect(await page.content()).not.toContain(ROOT);
    expect(await page.textContent('.cards .card')).toMatch(/Interop score\s*[\d.]+%/);
    await page.selectOption('select[name=tier]', 'disagreement');
    const row = page.locator('table.matrix tbody tr:not([hidden])').first();
    const failing = row.locator('td.cell a', { hasText: 'fail' }).first();
    const target = (await failing.getAttribute('href'))!;
    expect(target).toMatch(/^reports\/.+\.html#case-/);
    await shot('compare');
    await failing.click();
    await page.waitForURL(/#case-/);
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
    expect(await page.locator(`[id="${id}"]`).count()).toBe(1);
  });

  it('fits a phone screen: no page scrolls sideways', async () => {
    const phone = await browser.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await phone.newPage(); // one tab, as for the desktop pages
      for (const [file, name] of [
        ['index.html', 'rules-phone'],
        [rulePath('Track.samples.order'), 'rule-phone'],
        [typePath('Position'), 'type-phone'],
        ['playground.html', 'playground-phone'],
        ['showcase.html', null],
        ['compare.html', 'compare-phone'],
        [reportPath('python'), 'report-phone'],
      ] as const) {
        await page.goto(url(file));
        const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(scroll, file).toBeLessThanOrEqual(width);
        // Nor is a table cut: the rules and contract tables fit their frame (report tables may scroll in theirs).
        const cut = await page.$$eval('.table-wrap:has(table.rules, table.contract)', (frames) =>
          frames.filter((frame) => frame.scrollWidth > frame.clientWidth + 1).map((frame) => frame.scrollWidth),
        );
        expect(cut, `${file}: tables wider than their frame`).toEqual([]);
        if (name !== null) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
      }
    } finally {
      await phone.close();
    }
  });
});

describe('without a browser', () => {
  it('fails loudly, naming the package to install, instead of skipping', async () => {
    await expect(startBrowser('/nonexistent/chromium')).rejects.toThrow(/apt-get install -y chromium/);
    await expect(startBrowser('/bin/false')).rejects.toThrow(/could not start/);
  });
});
