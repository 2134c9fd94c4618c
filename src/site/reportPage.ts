/**
 * A run report as a page: the verdict (complete or partial), every matching level side by side, the
 * per-rule table (filter, sort, failures first), roll-ups by category and kind, and each failing case with
 * its rule's contract text, expected against actual errors, and the command that reruns just that case.
 * Standalone (report.html beside report.json) it inlines its stylesheet and script: one file, no links out.
 */
import type { Level, RunReport } from '../report/model/index.js';
import { html, type Html } from './html.js';
import { pageAround, type Script } from './layout.js';
import { caseArticle, ruleName } from './caseArticle.js';
import { rerunCommand } from './rerun.js';
import { verdictOf } from './verdict.js';
import { identityLine, identitySource, speedLine } from './identityView.js';
import { subjectLabel } from '../report/identityText.js';

/** Failing cases shown in full; report.json has every one. */
export const MAX_CASES = 300;

export const FAILED: ReadonlySet<string> = new Set([
  'false-accept',
  'false-reject',
  'error',
  'timeout',
  'unexpected-pass',
]);

export interface ReportPageOptions {
  /** Inline everything, link nowhere (report.html beside report.json). */
  readonly standalone: boolean;
  readonly script: Script;
  /** From this page to the site root (ignored when standalone). */
  readonly root?: string;
}

const pct = (value: number): string => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

function levels(report: RunReport): Html {
  const all = report.summary.levels;
  if (all === undefined) return html``;
  return html`<div class="cards">${(['verdict', 'rule', 'path'] as Level[]).map((level) => {
    const score = all[level];
    return html`<div class="card${level === report.summary.level ? ' current' : ''}"><div class="muted">${level} level${level === report.summary.level ? ' (certifies)' : ''}</div><div class="big">${pct(score.percent)}</div><div>${score.passing} / ${score.total} must rules</div></div>`;
  })}</div>`;
}

export function reportPage(report: RunReport, options: ReportPageOptions): string {
  const { header, summary } = report;
  const verdict = verdictOf(report);
  const failing = report.cases.filter((result) => FAILED.has(result.outcome));
  const rules = [...report.rules].sort(
    (a, b) => Number(b.status === 'fail') - Number(a.status === 'fail') || (a.id < b.id ? -1 : 1),
  );
  const outcomes = Object.entries(summary.outcomes).filter(([, count]) => count > 0);
  const speed = speedLine(report);
  const source = identitySource(header.subject);
  const top = html`<h1>${subjectLabel(header.subject)}</h1>
<div class="verdict ${verdict.tone}">${verdict.label} at ${summary.level} level: ${summary.mustRules.passing} of ${summary.mustRules.total} must rules pass (${pct(summary.percent)})${verdict.complete ? ' · complete run' : ' · partial run'}</div>
${verdict.complete ? '' : html`<div class="verdict warn">Partial run, so it certifies nothing: <ul class="errors">${verdict.partial.map((reason) => html`<li>${reason}</li>`)}</ul></div>`}
<dl class="facts">
<dt>Implementation</dt><dd>${identityLine(header.subject)}${source === '' ? '' : html` <span class="muted">(${source})</span>`}</dd>
<dt>Subject</dt><dd>${header.subject.mode}: <code>${header.subject.target}</code></dd>
<dt>Runner</dt><dd>cdm-conformance ${header.runner}, contract ${header.contract}, corpus <code>${header.corpusDigest}</code></dd>
<dt>Started</dt><dd>${header.startedAt}, ${(header.durationMs / 1000).toFixed(1)} s (${(header.subjectMs / 1000).toFixed(1)} s in the subject)</dd>
${header.generated === undefined ? '' : html`<dt>Generated</dt><dd>${header.generated.count} cases, seed ${header.generated.seed}</dd>`}
${speed === undefined ? '' : html`<dt>Speed</dt><dd>${speed}</dd>`}
<dt>Outcomes</dt><dd>${outcomes.map(([outcome, count], i) => html`${i > 0 ? ', ' : ''}${outcome} ${count}`)}</dd>
</dl>
<h2>Levels</h2>
${levels(report)}
<h2>Rules <span class="count">${rules.length}</span></h2>
<form class="controls" role="search" data-rule-filter data-noun="rules">
<label for="q" class="muted">Filter</label><input type="search" id="q" name="q" placeholder="rule id" autocomplete="off">
<label>Status <select name="tier"><option value="">all</option><option>fail</option><option>pass</option><option>untested</option><option>reported</option></select></label>
<button type="submit">Filter</button>
<output class="count" aria-live="polite" data-count>${rules.length} rules</output>
</form>
<div class="table-wrap"><table data-sortable><thead><tr><th scope="col" aria-sort="none">Rule</th><th scope="col" aria-sort="none">Tier</th><th scope="col" aria-sort="none">Category</th><th scope="col" class="num" aria-sort="none">Cases</th><th scope="col" class="num" aria-sort="none">Passed</th><th scope="col" class="num" aria-sort="none">False accepts</th><th scope="col" class="num" aria-sort="none">False rejects</th><th scope="col" class="num" aria-sort="none">Errors</th><th scope="col" aria-sort="none">Status</th></tr></thead>
<tbody>${rules.map((rule) => html`<tr id="${`rule-${rule.id}`}" data-search="${rule.id.toLowerCase()}" data-tier="${rule.status}"><td data-sort="${rule.id}">${ruleName(rule.id, options)}</td><td>${rule.tier}</td><td>${rule.category}</td><td class="num">${rule.cases}</td><td class="num">${rule.passed}</td><td class="num">${rule.falseAccepts}</td><td class="num">${rule.falseRejects}</td><td class="num">${rule.errors}</td><td data-sort="${['fail', 'untested', 'reported', 'pass'].indexOf(rule.status)}"><span class="badge ${rule.status === 'pass' ? 'pass' : rule.status === 'fail' ? 'fail' : 'none'}">${rule.status}</span></td></tr>`)}</tbody></table></div>
${report.rollups === undefined ? '' : html`<h2>By category</h2>${rollupTable(report.rollups.byCategory, 'Category')}<h2>By kind</h2>${rollupTable(report.rollups.byKind, 'Kind')}`}
<h2>Failing cases <span class="count">${failing.length}</span></h2>
${
  failing.length === 0
    ? html`<p>None.</p>`
    : failing.slice(0, MAX_CASES).map((result) => {
        const rerun = rerunCommand(report, result.id);
        return caseArticle(result, rerun, options);
      })
}
${failing.length > MAX_CASES ? html`<p class="muted">${failing.length - MAX_CASES} more failing cases are in report.json.</p>` : ''}`;
  const [pageBefore, pageAfter] = pageAround({
    title: `${subjectLabel(header.subject)}: conformance report`,
    root: options.root ?? '',
    section: 'reports',
    standalone: options.standalone,
    scripts: [options.script],
  });
  return `${pageBefore}${top.value}${pageAfter}`;
}

function rollupTable(rows: NonNullable<RunReport['rollups']>['byCategory'], label: string): Html {
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">${label}</th><th scope="col" class="num">Rules passing</th><th scope="col" class="num">Rules failing</th><th scope="col" class="num">Cases passed</th><th scope="col" class="num">False accepts</th><th scope="col" class="num">False rejects</th><th scope="col" class="num">Errors</th></tr></thead>
<tbody>${rows.map((row) => html`<tr><td>${row.key}</td><td class="num">${row.passing} / ${row.rules}</td><td class="num">${row.failing}</td><td class="num">${row.passed} / ${row.cases}</td><td class="num">${row.falseAccepts}</td><td class="num">${row.falseRejects}</td><td class="num">${row.errors}</td></tr>`)}</tbody></table></div>`;
}
