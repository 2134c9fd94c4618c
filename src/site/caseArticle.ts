/**
 * A failing case as the report page shows it (reportPage.ts): what it is about, the object that was sent
 * with the expected places marked, expected against actual (the subject's own codes beside the mapped ids),
 * the subject's message and its stderr for the case as written (a traceback keeps its lines, long lines
 * wrap), and the command that reruns it.
 */
import { ruleById } from '../rules/catalogue/index.js';
import type { CaseResult, SubjectError } from '../report/model/index.js';
import { html, type Html } from './html.js';
import { fixturePath, rulePath } from './links.js';
import { prettyJson } from './prettyJson.js';

export interface ArticleOptions {
  /** Link nowhere (report.html beside report.json). */
  readonly standalone: boolean;
  /** From this page to the site root (ignored when standalone). */
  readonly root?: string;
  /** The shrunk fixture file of a generated case, relative to the report folder. */
  readonly shrunkFile?: string;
  /** Standalone: a rule's page on the published docs site (run --docs-url); else rules link nowhere. */
  readonly ruleLink?: (ruleId: string) => string;
}

export function ruleName(id: string, options: Pick<ArticleOptions, 'standalone' | 'root' | 'ruleLink'>): Html {
  if (!ruleById.has(id)) return html`<code>${id}</code>`;
  const href = options.standalone ? options.ruleLink?.(id) : `${options.root ?? ''}${rulePath(id)}`;
  return href === undefined ? html`<code>${id}</code>` : html`<a href="${href}"><code>${id}</code></a>`;
}

const where = (path: string | undefined): string => (path === undefined ? '(no path)' : path === '' ? '(root)' : path);

/** `Rule.id at /path`, with the subject's own code when a rule map translated it. */
const finding = (error: SubjectError): string =>
  `${error.rule ?? '(no rule)'} at ${where(error.path)}${error.code === undefined ? '' : ` (subject's code: ${error.code})`}`;

/** Expected and actual errors as a line diff: kept, missing (-) and extra (+). */
function errorDiff(result: CaseResult): Html {
  const expected = result.expected.valid ? ['valid'] : result.expected.errors.map(finding);
  const actual =
    result.actual.valid === null ? ['no verdict'] : result.actual.valid ? ['valid'] : result.actual.errors.map(finding);
  const lines = [
    ...expected.map((line) =>
      actual.includes(line) ? html`<span>  ${line}</span>` : html`<span class="del">- ${line}</span>`,
    ),
    ...actual.filter((line) => !expected.includes(line)).map((line) => html`<span class="add">+ ${line}</span>`),
  ];
  return html`<pre class="diff" aria-label="expected (-) against actual (+)">${lines.map((line, i) => html`${i > 0 ? '\n' : ''}${line}`)}</pre>`;
}

/** The object sent, pretty-printed with the expected places marked; raw text when it is not JSON (a text-level case). */
function sentObject(result: CaseResult): Html {
  if (result.text === undefined) return html``;
  let value: unknown;
  try {
    value = JSON.parse(result.text);
  } catch {
    return html`<p class="muted">Sent (JSON text, as is):</p><pre class="wrap" style="white-space:pre-wrap;overflow-wrap:anywhere">${result.text}</pre>`;
  }
  const marks = result.expected.errors.map((error) => error.path);
  return html`<p class="muted">Sent${marks.length === 0 ? '' : ', the expected places marked'}:</p><pre class="sent">${prettyJson(value, marks)}</pre>`;
}

const verdictWord = (valid: boolean | null): string =>
  valid === null ? 'nothing usable' : valid ? 'valid' : 'invalid';

/** One failing case: `rerun` is the command that reruns it. */
export function caseArticle(result: CaseResult, rerun: string, options: ArticleOptions): Html {
  const messages = result.actual.errors.filter((error) => error.message !== undefined);
  const title =
    options.standalone || result.origin !== 'corpus'
      ? html`${result.id}`
      : html`<a href="${options.root ?? ''}${fixturePath(result.id)}">${result.id}</a>`;
  return html`<article class="fixture" id="${`case-${result.id}`}">
<h4>${title}</h4>
<div class="meta"><span class="badge ${result.tier === 'may' ? 'none' : 'fail'}">${result.outcome}</span> <span class="badge t-${result.tier}">${result.tier}</span> ${ruleName(result.rule, options)} <span class="muted">${result.kind ?? 'mixed stream'}, ${result.origin}, ${result.durationMs.toFixed(1)} ms</span></div>
${result.description === undefined ? '' : html`<p>${result.description}</p>`}
${options.shrunkFile === undefined ? '' : html`<p class="muted">Shrunk to a minimal fixture: <a href="${options.shrunkFile}"><code>${options.shrunkFile}</code></a></p>`}
${sentObject(result)}
<p>Expected <strong>${result.expected.valid ? 'valid' : 'invalid'}</strong>, the subject said <strong>${verdictWord(result.actual.valid)}</strong>. Levels: verdict ${result.levels.verdict ? 'right' : 'wrong'}, rule ${result.levels.rule === null ? 'n/a' : result.levels.rule ? 'right' : 'wrong'}, path ${result.levels.path === null ? 'n/a' : result.levels.path ? 'right' : 'wrong'}.</p>
${errorDiff(result)}
${result.actual.message === undefined ? '' : html`<p class="muted">What the subject said (its message, as it came):</p><pre class="wrap stderr" style="white-space:pre-wrap;overflow-wrap:anywhere">${result.actual.message}</pre>`}
${result.actual.stderr === undefined ? '' : html`<p class="muted">Its stderr for this case, as written:</p><pre class="wrap stderr" data-stream="stderr" style="white-space:pre-wrap;overflow-wrap:anywhere">${result.actual.stderr}</pre>`}
${messages.length === 0 ? '' : html`<details><summary>Subject's messages (${messages.length})</summary><ul class="errors">${messages.map((error) => html`<li><code>${where(error.path)}</code> ${error.message}</li>`)}</ul></details>`}
<p class="muted">Rerun just this case:</p>
<pre class="wrap" style="white-space:pre-wrap;overflow-wrap:anywhere">${rerun}</pre>
</article>`;
}
