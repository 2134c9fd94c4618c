/**
 * One page per rule: what it demands, the contract text it rests on, the decision for a may rule, its
 * places, and every fixture (description, verdict, the object with the offending paths marked, the
 * expected errors, and a link that opens it in the playground). A fixture's URL is this page + #its id.
 */
import type { Fixture } from '../corpus/types.js';
import { categories } from '../rules/catalogue/index.js';
import type { Rule } from '../rules/catalogue/types.js';
import { folderRule, type CatalogueView } from './catalogueView.js';
import { contractQuote } from './contractQuote.js';
import { html, visible, type Html } from './html.js';
import { page, type Script } from './layout.js';
import { fixturePath, rulePath, tryPath, typePath } from './links.js';
import { prettyJson } from './prettyJson.js';

const RULE_ROOT = '../';

const ruleLink = (id: string, root: string): Html => html`<a href="${root}${rulePath(id)}"><code>${id}</code></a>`;

function findings(list: readonly { rule: string; path: string }[], root: string): Html {
  return html`<ul class="errors">${list.map((finding) => html`<li>${ruleLink(finding.rule, root)} at <code>${finding.path === '' ? '(root)' : finding.path}</code></li>`)}</ul>`;
}

/** One fixture; `root` is the way from the page to the site root, `full` shows the whole object. */
export function fixtureArticle(
  fixture: Fixture,
  { root = RULE_ROOT, full = false }: { root?: string; full?: boolean } = {},
): Html {
  const ROOT = root;
  const others = fixture.rules.filter((id) => id !== folderRule(fixture));
  const name = fixture.id.split('/').slice(2).join('/');
  const expect = fixture.expect;
  const marks = expect.valid ? (expect.warnings ?? []).map((w) => w.path) : expect.errors.map((e) => e.path);
  // Variations of one object show what they change: the way to the marked and patched members, the rest folded.
  const focus = [...marks, ...(fixture.derived?.patch.map((op) => op.path) ?? [])];
  const shown =
    fixture.text !== undefined
      ? html`<pre>${visible(fixture.text)}</pre><p class="muted">Sent as this exact JSON text (invisible characters shown as their code point).</p>`
      : html`<pre>${prettyJson(fixture.object, marks, focus.length > 0 && !full ? focus : undefined)}</pre>`;
  const verdict = expect.valid
    ? html`<span class="badge pass">valid</span>${expect.warnings?.length ? html` <span class="badge warn">${expect.warnings.length} warning${expect.warnings.length === 1 ? '' : 's'}</span>` : ''}`
    : html`<span class="badge fail">invalid</span>`;
  return html`<article class="fixture" id="${fixture.id}">
<h3><a class="self" href="#${fixture.id}">${name}</a></h3>
<div class="meta">${verdict} <span class="badge t-${fixture.tier}">${fixture.tier}</span> <span class="muted">${fixture.kind ?? 'mixed stream'}</span>
${fixture.source === undefined ? '' : html`<span class="muted">from ${fixture.source.name} (there: ${fixture.source.verdict})</span>`}
<a href="${ROOT}${tryPath(fixture.id)}">Try it in the playground</a></div>
<p>${fixture.description}</p>
${expect.valid ? (expect.warnings?.length ? html`<p>Expected warnings:</p>${findings(expect.warnings, ROOT)}` : '') : html`<p>Expected errors:</p>${findings(expect.errors, ROOT)}`}
${others.length > 0 ? html`<p class="muted">Also about: ${others.map((id, i) => html`${i > 0 ? ', ' : ''}${ruleLink(id, ROOT)}`)}</p>` : ''}
${fixture.derived === undefined ? '' : html`<p class="muted">Made from <a href="${ROOT}${fixturePath(fixture.derived.base)}">${fixture.derived.base}</a> by ${fixture.derived.patch.map((op, i) => html`${i > 0 ? '; ' : ''}<code>${op.op} ${op.path}</code>`)}.</p>`}
<div class="mono-wrap">${shown}</div>
</article>`;
}

function places(rule: Rule): Html {
  const rows = Object.entries(rule.places).filter(([, list]) => list !== undefined && list.length > 0);
  if (rows.length === 0) return html`<p class="muted">No place: the rule is about the JSON text or the stream.</p>`;
  return html`<div class="table-wrap"><table><thead><tr><th scope="col">Kind</th><th scope="col">JSON Pointer patterns</th></tr></thead><tbody>${rows.map(
    ([scope, list]) =>
      html`<tr><td>${scope}</td><td>${list!.map((pattern, i) => html`${i > 0 ? ' ' : ''}<code>${pattern === '' ? '(root)' : pattern}</code>`)}</td></tr>`,
  )}</tbody></table></div><p class="muted"><code>*</code> is any array index, <code>{key}</code> any member name.</p>`;
}

export function rulePage(rule: Rule, view: CatalogueView, script: Script): string {
  const ROOT = RULE_ROOT;
  const { own, also } = view.fixturesOf(rule.id);
  const decision = view.decisionOf(rule.id);
  const entry = decision?.rules.find((r) => r.id === rule.id);
  const category = (categories as Record<string, string>)[rule.category];
  const valid = own.filter((f) => f.expect.valid).length;
  const body = html`<p class="muted"><a href="${ROOT}index.html">Rules</a> › <a href="${ROOT}${typePath(rule.section)}">${view.sectionTitle(rule.section)}</a></p>
<h1><code>${rule.id}</code></h1>
<p><span class="badge t-${rule.tier}">${rule.tier}</span> ${rule.summary}</p>
<dl class="facts">
<dt>Section</dt><dd><a href="${ROOT}${typePath(rule.section)}">${view.sectionTitle(rule.section)}</a></dd>
<dt>Category</dt><dd>${rule.category}${category === undefined ? '' : html` <span class="muted">(${category})</span>`}</dd>
<dt>Fixtures</dt><dd>${own.length} filed here (${valid} valid, ${own.length - valid} invalid)${also.length ? `, ${also.length} more that also name it` : ''}</dd>
</dl>
<h2>Contract text</h2>
${contractQuote(rule.quote)}
${
  decision === undefined
    ? ''
    : html`<h2>Decision: ${decision.title}</h2>
<p>The contract is silent or ambiguous here, so this is a <strong>may</strong> rule: reported, never scored. The reference <strong>${entry?.reference ?? rule.decision?.reference}</strong>.</p>
<blockquote class="quote"><p>${decision.decision}</p></blockquote>`
}
<h2>Places</h2>
${places(rule)}
<h2>Fixtures <span class="count">${own.length}</span></h2>
<p class="muted">Marked: where the expected errors point. Parts a fixture does not change are folded (<span class="fold">{…}</span>); the playground shows the whole object.</p>
${own.length === 0 ? html`<p class="muted">No fixture is filed under this rule.</p>` : own.map((fixture) => fixtureArticle(fixture))}
${
  also.length === 0
    ? ''
    : html`<h2>Fixtures filed elsewhere that also name it <span class="count">${also.length}</span></h2>
<ul>${also.map((f) => html`<li><a href="${ROOT}${fixturePath(f.id)}">${f.id}</a> <span class="muted">${f.expect.valid ? 'valid' : 'invalid'}</span></li>`)}</ul>`
}`;
  return page(
    {
      title: `${rule.id} · cdm-conformance`,
      root: ROOT,
      section: 'rules',
      scripts: [script],
      description: rule.summary,
    },
    body,
  );
}
