/**
 * The rules page (the site's front page): every catalogue rule grouped by contract section, with tier,
 * category, places and fixture counts, a search over id, contract text and summary, and filters by tier
 * and kind. Without script every rule is listed; the script only hides rows.
 */
import { html } from './html.js';
import { page, type Script } from './layout.js';
import { rulePath, typePath } from './links.js';
import { placeScopes, type CatalogueView } from './catalogueView.js';

export function rulesIndexPage(view: CatalogueView, script: Script): string {
  const counts = { must: 0, may: 0, lint: 0 };
  for (const rule of view.rules) counts[rule.tier]++;
  const anchor = (section: string): string => `section-${section.replace(/[^A-Za-z0-9]+/g, '-')}`;
  // A jump list to every section: the page lists every rule, thousands of pixels long on a phone.
  const jumps = html`<nav class="jumps" aria-label="Sections"><ul>${view.sections.map(
    (section) =>
      html`<li><a href="#${anchor(section)}">${view.sectionTitle(section)}</a> <span class="count">${view.rules.filter((rule) => rule.section === section).length}</span></li>`,
  )}</ul></nav>`;
  const sections = view.sections.map((section) => {
    const rules = view.rules.filter((rule) => rule.section === section);
    const rows = rules.map((rule) => {
      const { own, also } = view.fixturesOf(rule.id);
      const all = [...own, ...also];
      const invalid = all.filter((fixture) => !fixture.expect.valid).length;
      const scopes = placeScopes(rule);
      const places = Object.values(rule.places).reduce((sum, list) => sum + (list?.length ?? 0), 0);
      const search = [rule.id, rule.summary, rule.section, rule.category, ...rule.quote].join(' ').toLowerCase();
      return html`<tr data-search="${search}" data-tier="${rule.tier}" data-kinds="${scopes.join(' ')}">
<td><a href="${rulePath(rule.id)}"><code>${rule.id}</code></a><div class="muted">${rule.summary}</div></td>
<td><span class="badge t-${rule.tier}">${rule.tier}</span></td>
<td>${rule.category}</td>
<td>${scopes.join(', ')}<div class="muted">${places} place${places === 1 ? '' : 's'}</div></td>
<td class="num">${all.length - invalid}</td><td class="num">${invalid}</td>
</tr>`;
    });
    return html`<section data-group>
<h2 id="${anchor(section)}"><a href="${typePath(section)}">${view.sectionTitle(section)}</a> <span class="count">${rules.length}</span></h2>
<div class="table-wrap"><table class="rules">
<thead><tr><th scope="col">Rule</th><th scope="col">Tier</th><th scope="col">Category</th><th scope="col">Places</th><th scope="col" class="num">Valid fixtures</th><th scope="col" class="num">Invalid fixtures</th></tr></thead>
<tbody>${rows}</tbody>
</table></div>
</section>`;
  });
  const body = html`<h1>Rules of the Common Data Model Contract 3.0.0</h1>
<p>${view.rules.length} rules: <strong>${counts.must}</strong> the contract states (<span class="badge t-must">must</span>, scored),
<strong>${counts.may}</strong> decisions where it is silent (<span class="badge t-may">may</span>, reported, never scored) and
<strong>${counts.lint}</strong> adapter smells (<span class="badge t-lint">lint</span>). Each rule page quotes the contract and shows every fixture; try any of them in the <a href="playground.html">playground</a>.</p>
<form class="controls" role="search" data-rule-filter>
<label for="q" class="muted">Search</label>
<input type="search" id="q" name="q" placeholder="id, contract text or summary, e.g. non-decreasing" autocomplete="off">
<label>Tier <select name="tier"><option value="">all</option><option>must</option><option>may</option><option>lint</option></select></label>
<label>Kind <select name="kind"><option value="">all</option><option>entity</option><option>event</option><option>plan_object</option><option>track</option><option>stream</option></select></label>
<button type="submit">Filter</button>
<output class="count" aria-live="polite" data-count>${view.rules.length} rules</output>
</form>
${jumps}
${sections}`;
  return page(
    {
      title: 'Rules · cdm-conformance',
      root: '',
      section: 'rules',
      scripts: [script],
      description: 'Every rule of the Common Data Model Contract 3.0.0 with its fixtures',
    },
    body,
  );
}
