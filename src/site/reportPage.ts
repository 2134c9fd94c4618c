/**
 * A run report as a page, leading with what a team has to fix: the verdict and the headline number, then
 * every failing must rule (then lint rule) with its failing cases grouped under it (a few shown, the rest
 * one click away, none cut), every outcome counted, the levels side by side, the per-rule table (filter,
 * sort, failures first, a column per way of failing), roll-ups, and last the may-tier cases, reported and
 * never scored. Standalone (report.html beside report.json) it inlines its stylesheet and script.
 */
import { OUTCOMES } from '../report/rollup.js';
import { plural } from '../report/text.js';
import {
  type CaseResult,
  headlineOf,
  headlineText,
  type Level,
  type Outcome,
  type RuleResult,
  type RunReport,
} from '../report/model/index.js';
import { ruleById } from '../rules/catalogue/index.js';
import { EXIT_CODE_VERDICTS_LABEL } from '../runner/subjects/exec.js';
import { type ArticleOptions, caseArticle, ruleName } from './caseArticle.js';
import { html, type Html } from './html.js';
import { page, type Script } from './layout.js';
import { rerunCommand } from './rerun.js';
import { triageSection } from './triageView.js';
import { verdictOf } from './verdict.js';
import { identityLine, identitySource, speedLine } from './identityView.js';
import { subjectLabel } from '../report/identityText.js';

/** Cases shown open under each failing rule; the rest are in a <details> below them. */
export const CASES_SHOWN = 3;

/** Outcomes of a case that failed (a may case: that differs from the reference's decision). */
export const FAILED: ReadonlySet<Outcome> = new Set<Outcome>([
  'false-accept',
  'false-reject',
  'wrong-rule',
  'wrong-path',
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
  /** Standalone: a rule's page on the published docs site (run --docs-url). */
  readonly ruleLink?: (ruleId: string) => string;
}

const pct = (value: number): string => `${Number.isInteger(value) ? value : value.toFixed(1)}%`;

function levels(report: RunReport): Html {
  const all = report.summary.levels;
  if (all === undefined) return html``;
  return html`<div class="cards">${(['verdict', 'rule', 'path'] as Level[]).map((level) => {
    const score = all[level];
    return html`<div class="card${level === report.summary.level ? ' current' : ''}"><div class="muted">${level} level${level === report.summary.level ? ' (certifies)' : ''}</div><div class="big">${pct(score.percent)}</div><div>${score.passing} of ${plural(score.total, 'must rule')} with an answered case</div></div>`;
  })}</div>`;
}

/** How many cases of each outcome a rule's cases ended in (wrong-rule and wrong-path apart). */
function outcomeCounts(cases: readonly CaseResult[]): Map<string, Record<Outcome, number>> {
  const counts = new Map<string, Record<Outcome, number>>();
  for (const result of cases) {
    let row = counts.get(result.rule);
    if (row === undefined)
      counts.set(result.rule, (row = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>));
    row[result.outcome] += 1;
  }
  return counts;
}

/** "2 false accepts, 1 wrong rule" for one rule's failing cases. */
function failureSummary(row: Record<Outcome, number> | undefined): string {
  if (row === undefined) return '';
  return OUTCOMES.filter((outcome) => FAILED.has(outcome) && row[outcome] > 0)
    .map((outcome) => `${row[outcome]} ${outcome.replace('-', ' ')}${row[outcome] === 1 ? '' : 's'}`)
    .join(', ');
}

/** The articles of some cases: the first CASES_SHOWN open, the rest one click away. */
function caseList(report: RunReport, cases: readonly CaseResult[], options: ArticleOptions, noun: string): Html {
  const shrunk = new Map((report.shrunk ?? []).flatMap((entry) => entry.cases.map((id) => [id, entry.file] as const)));
  const article = (result: CaseResult): Html => {
    const file = shrunk.get(result.id);
    return caseArticle(
      result,
      rerunCommand(report, result.id),
      file === undefined ? options : { ...options, shrunkFile: file },
    );
  };
  const rest = cases.slice(CASES_SHOWN);
  return html`${cases.slice(0, CASES_SHOWN).map(article)}${
    rest.length === 0
      ? ''
      : html`<details class="more-cases"><summary>${plural(rest.length, 'more case')} of ${noun}</summary>${rest.map(article)}</details>`
  }`;
}

/** One failing rule: its id, what it demands, how its cases failed, and those cases. */
function failingRule(
  report: RunReport,
  rule: RuleResult,
  cases: readonly CaseResult[],
  counts: Map<string, Record<Outcome, number>>,
  options: ArticleOptions,
): Html {
  const known = ruleById.get(rule.id);
  return html`<section class="failing-rule" id="${`fail-${rule.id}`}">
<h3>${ruleName(rule.id, options)} <span class="count">${plural(cases.length, 'failing case')}</span></h3>
<p>${known === undefined ? '' : html`${known.summary} `}<span class="muted">${failureSummary(counts.get(rule.id))}</span></p>
${known === undefined ? '' : html`<blockquote class="quote">${known.quote.map((line) => html`<p>${line}</p>`)}</blockquote>`}
${caseList(report, cases, options, rule.id)}
</section>`;
}

function rulesTable(
  rules: readonly RuleResult[],
  counts: Map<string, Record<Outcome, number>>,
  options: ArticleOptions,
): Html {
  const head = (label: string, num = true): Html =>
    html`<th scope="col"${num ? html` class="num"` : ''} aria-sort="none">${label}</th>`;
  const cell = (value: number): Html => html`<td class="num">${value}</td>`;
  return html`<form class="controls" role="search" data-rule-filter data-noun="rules">
<label for="q" class="muted">Filter</label><input type="search" id="q" name="q" placeholder="rule id" autocomplete="off">
<label>Status <select name="tier"><option value="">all</option><option>fail</option><option>pass</option><option>untested</option><option>reported</option></select></label>
<button type="submit">Filter</button>
<output class="count" aria-live="polite" data-count>${plural(rules.length, 'rule')}</output>
</form>
<div class="table-wrap"><table data-sortable><thead><tr>${head('Rule', false)}${head('Tier', false)}${head('Category', false)}${head('Cases')}${head('Passed')}${head('False accepts')}${head('False rejects')}${head('Wrong rule')}${head('Wrong path')}${head('Errors')}${head('Status', false)}</tr></thead>
<tbody>${rules.map((rule) => {
    const row = counts.get(rule.id);
    return html`<tr id="${`rule-${rule.id}`}" data-search="${rule.id.toLowerCase()}" data-tier="${rule.status}"><td data-sort="${rule.id}">${ruleName(rule.id, options)}</td><td>${rule.tier}</td><td>${rule.category}</td>${cell(rule.cases)}${cell(rule.passed)}${cell(rule.falseAccepts)}${cell(rule.falseRejects)}${cell(row?.['wrong-rule'] ?? 0)}${cell(row?.['wrong-path'] ?? 0)}${cell(rule.errors)}<td data-sort="${['fail', 'untested', 'reported', 'pass'].indexOf(rule.status)}"><span class="badge ${rule.status === 'pass' ? 'pass' : rule.status === 'fail' ? 'fail' : 'none'}">${rule.status}</span></td></tr>`;
  })}</tbody></table></div>`;
}

export function reportPage(report: RunReport, options: ReportPageOptions): string {
  const { header, summary } = report;
  const verdict = verdictOf(report);
  const articleOptions: ArticleOptions = {
    standalone: options.standalone,
    ...(options.root === undefined ? {} : { root: options.root }),
    ...(options.ruleLink === undefined ? {} : { ruleLink: options.ruleLink }),
  };
  const counts = outcomeCounts(report.cases);
  const failingOf = new Map<string, CaseResult[]>();
  for (const result of report.cases)
    if (FAILED.has(result.outcome)) failingOf.set(result.rule, [...(failingOf.get(result.rule) ?? []), result]);
  // Failing scored rules, must before lint, most failing cases first; then any scored row the table lacks.
  const byFailures = (a: RuleResult, b: RuleResult): number =>
    (failingOf.get(b.id)?.length ?? 0) - (failingOf.get(a.id)?.length ?? 0) || (a.id < b.id ? -1 : 1);
  const failing = (tier: string): RuleResult[] =>
    report.rules
      .filter((rule) => rule.tier === tier && (rule.status === 'fail' || (failingOf.get(rule.id)?.length ?? 0) > 0))
      .sort(byFailures);
  const mustFailing = failing('must');
  const lintFailing = failing('lint');
  const mayCases = report.cases.filter((result) => result.tier === 'may' && FAILED.has(result.outcome));
  const mayRules = [...new Set(mayCases.map((result) => result.rule))].sort();
  const rules = [...report.rules].sort(
    (a, b) => Number(b.status === 'fail') - Number(a.status === 'fail') || (a.id < b.id ? -1 : 1),
  );
  const speed = speedLine(report);
  const source = identitySource(header.subject);
  const body = html`<h1>${subjectLabel(header.subject)}</h1>
<div class="verdict ${verdict.tone}">${verdict.label} at ${summary.level} level: ${headlineText(headlineOf(summary))}${verdict.complete ? ' · complete run' : ' · partial run'}</div>
${verdict.complete ? '' : html`<div class="verdict warn">Partial run, so it certifies nothing: <ul class="errors">${verdict.partial.map((reason) => html`<li>${reason}</li>`)}</ul></div>`}
${header.verdicts === 'exit-code' ? html`<div class="verdict warn">${EXIT_CODE_VERDICTS_LABEL}</div>` : ''}
<dl class="facts">
<dt>Implementation</dt><dd>${identityLine(header.subject)}${source === '' ? '' : html` <span class="muted">(${source})</span>`}</dd>
<dt>Subject</dt><dd>${header.subject.mode}: <code>${header.subject.target}</code></dd>
<dt>Runner</dt><dd>cdm-conformance ${header.runner}, contract ${header.contract}, corpus <code>${header.corpusDigest}</code></dd>
<dt>Started</dt><dd>${header.startedAt}, ${(header.durationMs / 1000).toFixed(1)} s (${(header.subjectMs / 1000).toFixed(1)} s in the subject)</dd>
${header.generated === undefined ? '' : html`<dt>Generated</dt><dd>${plural(header.generated.count, 'case')}, seed ${header.generated.seed}</dd>`}
${speed === undefined ? '' : html`<dt>Speed</dt><dd>${speed}</dd>`}
<dt>Outcomes</dt><dd class="outcomes">${OUTCOMES.map((outcome, i) => html`${i > 0 ? ', ' : ''}<span data-outcome="${outcome}">${outcome} ${summary.outcomes[outcome] ?? 0}</span>`)} <span class="muted">(scored cases)</span></dd>
</dl>
<h2 id="failing-must">Failing must rules <span class="count">${mustFailing.length}</span></h2>
${mustFailing.length === 0 ? html`<p>None.</p>` : mustFailing.map((rule) => failingRule(report, rule, failingOf.get(rule.id) ?? [], counts, articleOptions))}
${lintFailing.length === 0 ? '' : html`<h2 id="failing-lint">Failing lint rules <span class="count">${lintFailing.length}</span></h2>${lintFailing.map((rule) => failingRule(report, rule, failingOf.get(rule.id) ?? [], counts, articleOptions))}`}
${triageSection(report)}
<h2>Levels</h2>
${levels(report)}
<h2>Rules <span class="count">${rules.length}</span></h2>
${rulesTable(rules, counts, articleOptions)}
${report.rollups === undefined ? '' : html`<h2>By category</h2>${rollupTable(report.rollups.byCategory, 'Category')}<h2>By kind</h2>${rollupTable(report.rollups.byKind, 'Kind')}`}
<h2 id="may">May-tier cases that differ from the reference <span class="count">${mayCases.length}</span></h2>
<p class="muted">The contract is silent on these (docs/decisions.md): reported, never scored.</p>
${
  mayRules.length === 0
    ? html`<p>None.</p>`
    : mayRules.map(
        (id) =>
          html`<section class="may-rule"><h3>${ruleName(id, articleOptions)}</h3>${caseList(
            report,
            mayCases.filter((result) => result.rule === id),
            articleOptions,
            id,
          )}</section>`,
      )
}`;
  return page(
    {
      title: `${subjectLabel(header.subject)}: conformance report`,
      root: options.root ?? '',
      section: 'reports',
      standalone: options.standalone,
      scripts: [options.script],
    },
    body,
  );
}

function rollupTable(rows: NonNullable<RunReport['rollups']>['byCategory'], label: string): Html {
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">${label}</th><th scope="col" class="num">Rules passing</th><th scope="col" class="num">Rules failing</th><th scope="col" class="num">Cases passed</th><th scope="col" class="num">False accepts</th><th scope="col" class="num">False rejects</th><th scope="col" class="num">Wrong rule or path</th><th scope="col" class="num">Errors</th></tr></thead>
<tbody>${rows.map((row) => html`<tr><td>${row.key}</td><td class="num">${row.passing} / ${row.rules}</td><td class="num">${row.failing}</td><td class="num">${row.passed} / ${row.cases}</td><td class="num">${row.falseAccepts}</td><td class="num">${row.falseRejects}</td><td class="num">${row.wrongReasons}</td><td class="num">${row.errors}</td></tr>`)}</tbody></table></div>`;
}
