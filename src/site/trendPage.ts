/**
 * The history of one implementation as a page (report/trend.ts): its versions with verdict, pass rate and
 * speed, what started or stopped passing at each, and the timeline of the rules that changed. The site
 * writes one per subject with reports of two versions or more (history/<subject>.html, linked from the
 * reports list); `report trend --out DIR` writes the same page standalone as trend.html.
 */
import { formatPercent } from '../report/text.js';
import { type Trend, TrendError, type TrendStatus, trendOf } from '../report/trend.js';
import { html } from './html.js';
import { page } from './layout.js';
import { fileName, rulePath } from './links.js';
import type { NamedReport } from './reportsIndexPage.js';

const STATUS: Record<TrendStatus, string> = {
  pass: '✓ pass',
  fail: '✗ fail',
  untested: 'untested',
  reported: 'reported',
  absent: 'not in run',
};

const figure = (value: number | null, digits: number): string => (value === null ? 'n/a' : value.toFixed(digits));

/** `root`: from the page to the site root ('' standalone: rule names are then not links). */
export function trendPage(trend: Trend, options: { readonly root: string; readonly standalone: boolean }): string {
  const { versions } = trend;
  const ruleName = (id: string) =>
    options.standalone
      ? html`<code>${id}</code>`
      : html`<a href="${options.root}${rulePath(id)}"><code>${id}</code></a>`;
  const versionRows = versions.map((version) => {
    const verdict =
      version.conformant === true ? 'conformant' : version.conformant === false ? 'not conformant' : 'partial';
    const changes = trend.changes.filter((change) => change.label === version.label);
    const started = changes.filter((change) => change.to === 'pass').length;
    return html`<tr><th scope="row"><code>${version.label}</code></th><td>${version.startedAt.slice(0, 10)}</td><td>${version.level}</td><td>${verdict}</td>
<td class="num">${version.mustPassing} / ${version.mustTotal}</td><td class="num">${formatPercent(version.percent)}</td>
<td class="num">${version === versions[0] ? '' : `+${started} −${changes.length - started}`}</td>
<td class="num">${figure(version.casesPerSecond, 0)}</td><td class="num">${figure(version.p50Ms, 2)}</td><td class="num">${figure(version.p99Ms, 2)}</td></tr>`;
  });
  const changeLists = versions.slice(1).map((version) => {
    const changes = trend.changes.filter((change) => change.label === version.label);
    if (changes.length === 0) return '';
    return html`<h3><code>${version.label}</code></h3><ul>${changes.map(
      (change) =>
        html`<li>${change.to === 'pass' ? 'started passing' : 'stopped passing'}: ${ruleName(change.id)} (${change.tier}; ${change.to === 'pass' ? `was ${STATUS[change.from]}` : `now ${STATUS[change.to]}`})</li>`,
    )}</ul>`;
  });
  const changed = trend.rules.filter((rule) => new Set(rule.statuses).size > 1);
  const timeline = changed.map(
    (rule) =>
      html`<tr><th scope="row">${ruleName(rule.id)}</th><td>${rule.tier}</td>${rule.statuses.map((status) => html`<td>${STATUS[status]}</td>`)}</tr>`,
  );
  const body = html`<h1>History of ${trend.subject}</h1>
<p>${versions.length} versions, oldest first. Each row is one run report; pass rates are scored rules passing, rounded down.</p>
<div class="table-wrap"><table><thead><tr><th scope="col">Version</th><th scope="col">Run</th><th scope="col">Level</th><th scope="col">Verdict</th><th scope="col" class="num">Must rules passing</th><th scope="col" class="num">Scored rules passing</th><th scope="col" class="num">Rules started / stopped passing</th><th scope="col" class="num">Cases/s</th><th scope="col" class="num">p50 ms</th><th scope="col" class="num">p99 ms</th></tr></thead><tbody>${versionRows}</tbody></table></div>
<h2>What changed</h2>
${trend.changes.length === 0 ? html`<p>No rule started or stopped passing between these versions.</p>` : changeLists}
<h2>Timeline of the rules that changed</h2>
<p>${trend.rules.length - changed.length} other rules kept one status in every version.</p>
${changed.length === 0 ? '' : html`<div class="table-wrap"><table><thead><tr><th scope="col">Rule</th><th scope="col">Tier</th>${versions.map((version) => html`<th scope="col"><code>${version.label}</code></th>`)}</tr></thead><tbody>${timeline}</tbody></table></div>`}`;
  return page(
    {
      title: `History of ${trend.subject} · cdm-conformance`,
      root: options.root,
      section: 'reports',
      standalone: options.standalone,
    },
    body,
  );
}

/** Where the site puts the history of `subject`. */
export const historyPath = (subject: string): string =>
  `history/${fileName(subject.toLowerCase().replace(/[^a-z0-9._-]+/g, '-'))}.html`;

/** A history page per subject that has reports of two versions or more; subjects run twice at one version get none. */
export function historyPages(reports: readonly NamedReport[]): { subject: string; path: string; html: string }[] {
  const bySubject = new Map<string, NamedReport[]>();
  for (const named of reports) {
    const subject = named.report.header.subject.name;
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), named]);
  }
  return [...bySubject].flatMap(([subject, group]) => {
    if (group.length < 2) return [];
    try {
      const trend = trendOf(group.map(({ source, report }) => ({ source, report })));
      return [{ subject, path: historyPath(subject), html: trendPage(trend, { root: '../', standalone: false }) }];
    } catch (error) {
      if (error instanceof TrendError) return [];
      throw error;
    }
  });
}
