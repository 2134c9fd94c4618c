/** The baseline's triage beside each known failure in report.html: reason, link (an issue URL), expiry. */
import type { RunReport } from '../report/model/index.js';
import { html, type Html } from './html.js';

/** A link only for an http(s) URL: a baseline is the team's file, but never a way to script the page. */
const linkOf = (link: string): Html | string =>
  /^https?:\/\//i.test(link) ? html`<a href="${link}">${link}</a>` : link;

export function triageSection(report: RunReport): Html | string {
  const triage = report.summary.baseline?.triage ?? [];
  if (triage.length === 0) return '';
  return html`<h2 id="known-failures">Known failures, as the baseline triages them <span class="count">${triage.length}</span></h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Known failure</th><th scope="col">Reason</th><th scope="col">Link</th><th scope="col">Expires</th></tr></thead>
<tbody>${triage.map((entry) => html`<tr><td><code>${entry.id}</code></td><td>${entry.reason ?? ''}</td><td>${entry.link === undefined ? '' : linkOf(entry.link)}</td><td>${entry.expires ?? ''}</td></tr>`)}</tbody></table></div>`;
}
