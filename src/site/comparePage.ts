/**
 * The comparison page: per implementation its identity, verdict, scores by tier and category, speed;
 * the interop score; and the rules × implementations matrix (pass / fail / not run, each cell linked to
 * the implementation's failing case), disagreements first. Calibration columns show what trivial
 * implementations score on the same corpus, so a percentage can be read against them.
 */
import { CALIBRATIONS, type CalibrationName } from '../runner/calibration.js';
import type { Cell, Comparison, Score } from './comparison.js';
import { headlineOf } from '../report/model/index.js';
import { html, type Html } from './html.js';
import { page, type Script } from './layout.js';
import { rulePath } from './links.js';
import { verdictBadges } from './reportsIndexPage.js';
import { measuredMs, shownRate, subjectLabel, webLink } from '../report/identityText.js';

const percent = (score: Score | undefined): string =>
  score === undefined || score.total === 0 ? 'n/a' : `${Math.floor((score.passing / score.total) * 1000) / 10}%`;
const scoreCell = (score: Score | undefined): Html =>
  html`<td class="num" data-sort="${score === undefined || score.total === 0 ? -1 : score.passing / score.total}">${percent(score)}<div class="muted">${score === undefined ? '' : `${score.passing}/${score.total}`}</div></td>`;
const CELL_CLASS: Record<Cell, string> = { pass: 'pass', fail: 'fail', 'not run': 'none', reported: 'none' };
/** A column head: the name, and the version under it when known. */
const columnHead = (impl: Comparison['implementations'][number]): Html => {
  const version = impl.calibration ? undefined : impl.report.header.subject.version;
  const name = impl.calibration ? html`<span class="muted">${impl.name}</span>` : html`${impl.name}`;
  return html`<th scope="col">${name}${version === undefined ? '' : html`<div class="muted version">${version}</div>`}</th>`;
};

/** Empty: how to get a comparison. */
export function compareEmptyPage(): string {
  const body = html`<h1>Comparison of implementations</h1>
<p>No report in this build. Compare several validators on the same cases in one go:</p>
<pre>npx cdm-conformance compare --stream "python=python3 my_validator.py --stream" --module "zod=./schema.mjs#schema"</pre>
<p>or build the site from reports you already have: <code>npx cdm-conformance site --reports reports/</code>.</p>`;
  return page({ title: 'Comparison · cdm-conformance', root: '', section: 'compare' }, body);
}

export function comparePage(comparison: Comparison, script: Script): string {
  const { implementations } = comparison;
  const categories = [...new Set(comparison.byCategory.flatMap((scores) => Object.keys(scores)))].sort();
  const head = (label: string): Html => html`<th scope="col" aria-sort="none">${label}</th>`;
  const nameCell = (i: number): Html => {
    const impl = implementations[i]!;
    return impl.calibration
      ? html`<th scope="row"><span class="muted">calibration:</span> ${impl.name}<div class="muted">${CALIBRATIONS[impl.name as CalibrationName] ?? ''}</div></th>`
      : html`<th scope="row"><a href="${impl.page ?? ''}">${subjectLabel({ ...impl.report.header.subject, name: impl.name })}</a><div class="muted">${details(impl.report)}</div></th>`;
  };
  const scores = implementations.map((impl, i) => {
    const speed = comparison.speed[i]!;
    return html`<tr${impl.calibration ? html` class="muted"` : ''}>${nameCell(i)}
<td>${impl.calibration ? '' : verdictBadges(impl.report)}</td>
${scoreCell(impl.calibration ? comparison.byTier[i]!.must : headlineOf(impl.report.summary))}${scoreCell(comparison.byTier[i]!.lint)}
<td class="num" data-sort="${speed.casesPerSecond ?? -1}">${impl.calibration ? 'n/a' : (shownRate(speed) ?? 'n/a')}</td>
<td class="num" data-sort="${speed.p50Ms ?? -1}">${impl.calibration ? 'n/a' : measuredMs(speed.p50Ms)}</td><td class="num" data-sort="${speed.p99Ms ?? -1}">${impl.calibration ? 'n/a' : measuredMs(speed.p99Ms)}</td></tr>`;
  });
  const categoryRows = categories.map(
    (category) =>
      html`<tr><th scope="row">${category}</th>${implementations.map((_, i) => scoreCell(comparison.byCategory[i]![category]))}</tr>`,
  );
  const rows = [...comparison.rows].sort(
    (a, b) =>
      Number(b.disagreement) - Number(a.disagreement) ||
      Number(b.cells.includes('fail')) - Number(a.cells.includes('fail')) ||
      (a.rule < b.rule ? -1 : 1),
  );
  const matrix = rows.map(
    (
      row,
    ) => html`<tr data-search="${row.rule.toLowerCase()}" data-tier="${row.disagreement ? 'disagreement' : row.cells.some((cell, i) => cell === 'fail' && !implementations[i]!.calibration) ? 'failing' : 'agreed'}">
<th scope="row"><a href="${rulePath(row.rule)}"><code>${row.rule}</code></a> <span class="badge t-${row.tier}">${row.tier}</span></th>
${row.cells.map((cell, i) => {
  const impl = implementations[i]!;
  const failure = row.firstFailures[i];
  const label = html`<span class="badge ${CELL_CLASS[cell]}">${cell}</span>`;
  const target =
    impl.page === undefined
      ? undefined
      : failure !== undefined
        ? `${impl.page}#${encodeURI(`case-${failure}`)}`
        : `${impl.page}#${encodeURI(`rule-${row.rule}`)}`;
  return html`<td class="cell">${target === undefined ? label : html`<a href="${target}" aria-label="${`${impl.name}: ${row.rule} ${cell}`}">${label}</a>`}</td>`;
})}</tr>`,
  );
  const disagreements = rows.filter((row) => row.disagreement).length;
  const real = implementations.filter((impl) => !impl.calibration).length;
  const body = html`<h1>Comparison of implementations</h1>
<div class="cards">
<div class="card"><div class="muted">Interop score</div><div class="big">${percent(comparison.interop)}</div><div>${comparison.interop.passing} of ${comparison.interop.total} must rules pass in all ${real} implementation${real === 1 ? '' : 's'}</div></div>
<div class="card"><div class="muted">Disagreements</div><div class="big">${disagreements}</div><div>rules the implementations judge differently</div></div>
</div>
<h2>Implementations</h2>
<div class="table-wrap"><table data-sortable><thead><tr>${head('Implementation')}${head('Verdict')}${head('must rules')}${head('lint rules')}${head('cases/s')}${head('p50 per case')}${head('p99 per case')}</tr></thead><tbody>${scores}</tbody></table></div>
<p class="muted">Scores count rules all of whose cases pass, at each report's own level. Calibration rows are trivial implementations run on the same corpus: a score near theirs says little.</p>
<h2>Must rules by category</h2>
<div class="table-wrap"><table data-sortable><thead><tr>${head('Category')}${implementations.map((impl) => head(impl.calibration ? impl.name : subjectLabel({ ...impl.report.header.subject, name: impl.name })))}</tr></thead><tbody>${categoryRows}</tbody></table></div>
<h2>Rules × implementations <span class="count">${rows.length}</span></h2>
<form class="controls" role="search" data-rule-filter>
<label for="q" class="muted">Filter</label><input type="search" id="q" name="q" placeholder="rule id" autocomplete="off">
<label>Show <select name="tier"><option value="">all rules</option><option value="disagreement">disagreements</option><option value="failing">failing somewhere</option><option value="agreed">agreed</option></select></label>
<button type="submit">Filter</button>
<output class="count" aria-live="polite" data-count>${rows.length} rules</output>
</form>
<div class="table-wrap"><table class="matrix"><thead><tr><th scope="col">Rule</th>${implementations.map(columnHead)}</tr></thead><tbody>${matrix}</tbody></table></div>`;
  return page({ title: 'Comparison · cdm-conformance', root: '', section: 'compare', scripts: [script] }, body);
}

/** Language and homepage as the subject stated them, then how it was run. */
function details(report: Comparison['implementations'][number]['report']): Html {
  const { subject } = report.header;
  const link = webLink(subject.homepage);
  return html`${subject.language === undefined ? '' : html`${subject.language} · `}${link === undefined ? '' : html`<a href="${link}" rel="noreferrer">${link}</a> · `}${subject.mode}: ${subject.target}`;
}
