/** The list of run reports in the site, newest first, or how to add some. */
import { subjectLabel } from '../report/identityText.js';
import { headlineOf, headlineText, type RunReport } from '../report/model/index.js';
import { html, type Html } from './html.js';
import { page } from './layout.js';
import { reportPath } from './links.js';
import { verdictOf } from './verdict.js';

export interface NamedReport {
  /** Unique within the site: the report's page is reports/<name>.html. */
  readonly name: string;
  /** Where it was read from, as the user gave it. */
  readonly source: string;
  readonly report: RunReport;
}

export function reportsIndexPage(
  reports: readonly NamedReport[],
  histories: readonly { subject: string; path: string }[] = [],
): string {
  const rows = [...reports]
    .sort((a, b) => (a.report.header.startedAt < b.report.header.startedAt ? 1 : -1))
    .map(({ name, source, report }) => {
      const { summary, header } = report;
      return html`<tr><td><a href="${reportPath(name).slice('reports/'.length)}">${subjectLabel(header.subject)}</a><div class="muted"><code>${source}</code></div></td>
<td>${verdictBadges(report)}</td>
<td class="num">${headlineText(headlineOf(summary))}</td><td>${summary.level}</td><td>${header.startedAt}</td></tr>`;
    });
  const body = html`<h1>Run reports</h1>
${
  reports.length === 0
    ? html`<p>No report in this build. Run a subject, then build the site with its report:</p>
<pre>npx cdm-conformance run --stream "my-validator --stream"
npx cdm-conformance site --reports reports/</pre>`
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">Subject</th><th scope="col">Verdict</th><th scope="col" class="num">Must rules passing</th><th scope="col">Level</th><th scope="col">Started</th></tr></thead><tbody>${rows}</tbody></table></div>
<p><a href="../compare.html">Compare them side by side</a>.</p>
${histories.length === 0 ? '' : html`<p>History over versions: ${histories.map(({ subject, path }, i) => html`${i > 0 ? ', ' : ''}<a href="../${path}">${subject}</a>`)}.</p>`}`
}`;
  return page({ title: 'Run reports · cdm-conformance', root: '../', section: 'reports' }, body);
}

/** The verdict as badges: conformant / not conformant / no verdict, and partial when it was. */
export function verdictBadges(report: RunReport): Html {
  const verdict = verdictOf(report);
  return html`<span class="badge ${verdict.tone}">${verdict.label.toLowerCase()}</span>${verdict.complete ? '' : html` <span class="badge warn">partial</span>`}`;
}
