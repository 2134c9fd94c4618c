/** A failing case as the report page shows it (reportPage.ts), and a rule's name there, linked on the site. */
import { ruleById } from '../rules/catalogue/index.js';
import type { CaseResult } from '../report/model/index.js';
import { html, type Html } from './html.js';
import { fixturePath, rulePath } from './links.js';

export interface ArticleOptions {
  /** Link nowhere (report.html beside report.json). */
  readonly standalone: boolean;
  /** From this page to the site root (ignored when standalone). */
  readonly root?: string;
}

export function ruleName(id: string, options: ArticleOptions): Html {
  return options.standalone || !ruleById.has(id)
    ? html`<code>${id}</code>`
    : html`<a href="${options.root ?? ''}${rulePath(id)}"><code>${id}</code></a>`;
}

const finding = (error: { rule?: string; path?: string; message?: string }): string =>
  `${error.rule ?? '(no rule)'} at ${error.path === undefined ? '(no path)' : error.path === '' ? '(root)' : error.path}`;

/** Expected and actual errors as a line diff: kept, missing (-) and extra (+). */
function errorDiff(result: CaseResult): Html {
  const expected = result.expected.valid ? ['valid'] : result.expected.errors.map(finding);
  const actual =
    result.actual.valid === null
      ? [`no verdict${result.actual.message === undefined ? '' : `: ${result.actual.message}`}`]
      : result.actual.valid
        ? ['valid']
        : result.actual.errors.map(finding);
  const lines = [
    ...expected.map((line) =>
      actual.includes(line) ? html`<span>  ${line}</span>` : html`<span class="del">- ${line}</span>`,
    ),
    ...actual.filter((line) => !expected.includes(line)).map((line) => html`<span class="add">+ ${line}</span>`),
  ];
  return html`<pre class="diff" aria-label="expected (-) against actual (+)">${lines.map((line, i) => html`${i > 0 ? '\n' : ''}${line}`)}</pre>`;
}

/** One failing case: its rule's contract text, expected against actual errors, and `rerun`, the command that reruns it. */
export function caseArticle(result: CaseResult, rerun: string, options: ArticleOptions): Html {
  const rule = ruleById.get(result.rule);
  const messages = result.actual.errors.filter((error) => error.message !== undefined);
  return html`<article class="fixture" id="${`case-${result.id}`}">
<h3>${options.standalone || result.origin !== 'corpus' ? result.id : html`<a href="${options.root ?? ''}${fixturePath(result.id)}">${result.id}</a>`}</h3>
<div class="meta"><span class="badge fail">${result.outcome}</span> <span class="badge t-${result.tier}">${result.tier}</span> ${ruleName(result.rule, options)} <span class="muted">${result.kind ?? 'mixed stream'}, ${result.origin}, ${result.durationMs.toFixed(1)} ms</span></div>
${rule === undefined ? '' : html`<blockquote class="quote">${rule.quote.map((line) => html`<p>${line}</p>`)}</blockquote>`}
<p>Expected <strong>${result.expected.valid ? 'valid' : 'invalid'}</strong>, the subject said <strong>${result.actual.valid === null ? 'nothing usable' : result.actual.valid ? 'valid' : 'invalid'}</strong>. Levels: verdict ${result.levels.verdict ? 'right' : 'wrong'}, rule ${result.levels.rule === null ? 'n/a' : result.levels.rule ? 'right' : 'wrong'}, path ${result.levels.path === null ? 'n/a' : result.levels.path ? 'right' : 'wrong'}.</p>
${errorDiff(result)}
${messages.length === 0 ? '' : html`<details><summary>Subject's messages (${messages.length})</summary><ul class="errors">${messages.map((error) => html`<li><code>${error.path ?? ''}</code> ${error.message}</li>`)}</ul></details>`}
<p class="muted">Rerun just this case:</p>
<pre>${rerun}</pre>
</article>`;
}
