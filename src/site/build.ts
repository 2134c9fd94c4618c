/**
 * Builds the static site: the rules page, one page per rule, the playground, a page per run report and
 * the comparison. The site is written to a fresh folder beside `out` and swapped in whole, so a reader
 * never sees half a site; an existing `out` is replaced only when an earlier build made it.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Fixture } from '../corpus/types.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { Rule } from '../rules/catalogue/types.js';
import { bundledScript } from './assets.js';
import { stylesheet } from './css.js';
import type { RunReport } from '../report/model/index.js';
import { compareEmptyPage, comparePage } from './comparePage.js';
import { compare, type Implementation } from './comparison.js';
import { reportPage } from './reportPage.js';
import { fixtureDataPath, reportPath, rulePath, SHOWCASE, typePath } from './links.js';
import { reportsIndexPage, type NamedReport } from './reportsIndexPage.js';
import { historyPages } from './trendPage.js';
import { showcasePage } from './showcasePage.js';
import { syntaxPage } from './syntaxPage.js';
import { JSON_SYNTAX } from '../validation/verdict.js';
import { catalogueView, folderRule } from './catalogueView.js';
import { playgroundPage } from './playgroundPage.js';
import { rulePage } from './rulePage.js';
import { rulesIndexPage } from './rulesIndexPage.js';
import { typePage } from './typePage.js';

/** The file an earlier build leaves in its folder, so a rebuild knows the folder is its own to replace. */
export const SITE_MARKER = '.cdm-conformance-site';

export class SiteFolderError extends Error {
  override readonly name = 'SiteFolderError';
}

export interface SiteInput {
  readonly fixtures: readonly Fixture[];
  readonly rules?: readonly Rule[];
  /** Run reports: a page each, the reports list and, with any, the comparison. */
  readonly reports?: readonly NamedReport[];
  /** Trivial implementations run on the same corpus, to calibrate the comparison's scale. */
  readonly calibration?: readonly { readonly name: string; readonly report: RunReport }[];
}

/** Per rule folder, each fixture's exact text and kind: what "try it" opens in the playground. */
type FixtureData = Record<string, { kind: string | null; text: string; object?: true }>;

function fixtureData(fixtures: readonly Fixture[]): Map<string, FixtureData> {
  const byRule = new Map<string, FixtureData>();
  for (const fixture of fixtures) {
    const rule = folderRule(fixture);
    const data = byRule.get(rule) ?? byRule.set(rule, {}).get(rule)!;
    // Texts travel as JSON strings, never as object literals: a literal "__proto__" key would be lost in JS.
    data[fixture.id] =
      fixture.text !== undefined
        ? { kind: fixture.kind, text: fixture.text }
        : { kind: fixture.kind, text: JSON.stringify(fixture.object), object: true };
  }
  return byRule;
}

/** Every file of the site, path relative to the root -> contents. */
export function renderSite(input: SiteInput): Map<string, string> {
  const view = catalogueView(input.fixtures, input.rules ?? catalogue);
  const pages = bundledScript('pages.js');
  const playground = bundledScript('playground.js');
  const files = new Map<string, string>();
  files.set('assets/site.css', stylesheet);
  files.set('assets/pages.js', pages.code);
  files.set('assets/playground.js', playground.code);
  files.set('index.html', rulesIndexPage(view, pages));
  for (const rule of view.rules) files.set(rulePath(rule.id), rulePage(rule, view, pages));
  for (const section of view.sections) files.set(typePath(section), typePage(section, view, input.fixtures, pages));
  for (const [rule, data] of fixtureData(input.fixtures))
    files.set(fixtureDataPath(rule), `cdmFixtures(${JSON.stringify(data)});\n`);
  const example =
    input.fixtures.find(
      (fixture) =>
        fixture.kind === 'entity' &&
        fixture.expect.valid &&
        fixture.text === undefined &&
        fixture.id.includes('showcase'),
    ) ??
    input.fixtures.find((fixture) => fixture.kind === 'entity' && fixture.expect.valid && fixture.text === undefined);
  files.set(
    'playground.html',
    playgroundPage(example === undefined ? '{}' : JSON.stringify(example.object, null, 2), playground),
  );
  const showcase = input.fixtures.filter((fixture) => folderRule(fixture) === SHOWCASE);
  files.set(rulePath(JSON_SYNTAX), syntaxPage(pages));
  files.set('showcase.html', showcasePage(showcase, pages));
  const reports = input.reports ?? [];
  const histories = historyPages(reports);
  files.set('reports/index.html', reportsIndexPage(reports, histories));
  for (const history of histories) files.set(history.path, history.html);
  for (const { name, report } of reports)
    files.set(reportPath(name), reportPage(report, { standalone: false, script: pages, root: '../' }));
  if (reports.length === 0) files.set('compare.html', compareEmptyPage());
  else {
    const implementations: Implementation[] = [
      ...reports.map(({ name, report }) => ({
        name: report.header.subject.name,
        report,
        calibration: false,
        page: reportPath(name),
      })),
      ...(input.calibration ?? []).map(({ name, report }) => ({ name, report, calibration: true })),
    ];
    files.set('compare.html', comparePage(compare(implementations), pages));
  }
  return files;
}

/** Throws SiteFolderError unless `out` is new, empty or made by an earlier build: the only folders writeSite replaces. */
export function checkSiteFolder(out: string): void {
  const target = path.resolve(out);
  const entry = lstatSync(target, { throwIfNoEntry: false });
  if (entry === undefined) return;
  // A file, or a link to nothing, would fail only at the last rename, once the whole site was written beside it.
  const followed = statSync(target, { throwIfNoEntry: false });
  if (followed === undefined)
    throw new SiteFolderError(`${out} is a link to nothing; give an empty or new folder with --out`);
  if (!followed.isDirectory())
    throw new SiteFolderError(`${out} is not a folder; give an empty or new folder with --out`);
  if (readdirSync(target).length > 0 && !existsSync(path.join(target, SITE_MARKER))) {
    throw new SiteFolderError(
      `${out} exists and was not made by the site command; give an empty or new folder with --out`,
    );
  }
}

/** Writes the files to `out` by building beside it and swapping the folder in; returns the bytes written. */
export function writeSite(files: ReadonlyMap<string, string>, out: string): number {
  const target = path.resolve(out);
  checkSiteFolder(out);
  const fresh = `${target}.building-${process.pid}`;
  const old = `${target}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  let bytes = 0;
  try {
    for (const [file, contents] of files) {
      const full = path.join(fresh, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, contents);
      bytes += Buffer.byteLength(contents);
    }
    writeFileSync(
      path.join(fresh, SITE_MARKER),
      'Built by cdm-conformance site; the next build replaces this folder.\n',
    );
    if (existsSync(target)) renameSync(target, old);
    renameSync(fresh, target);
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    if (existsSync(old) && !existsSync(target)) renameSync(old, target);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
  return bytes;
}
