/**
 * One page per contract section, for a type the page a reader looks for: its fields as the contract's table
 * gives them (type, required, rule), the catalogue rules about each field and about the type, the contract's
 * prose, and one valid example of the type cut from a corpus object that holds it.
 */
import type { Fixture } from '../corpus/types.js';
import type { Rule } from '../rules/catalogue/types.js';
import { type ContractSection, contractSections } from '../rules/contractText.js';
import type { CatalogueView } from './catalogueView.js';
import { contractRows } from './contractQuote.js';
import { html } from './html.js';
import { page, type Script } from './layout.js';
import { rulePath, SHOWCASE } from './links.js';
import { prettyJson } from './prettyJson.js';

const ROOT = '../';

/** The value at a place pattern of `value` (`*` the first item, `{key}` the first member), or undefined. */
export function valueAtPattern(value: unknown, pattern: string): unknown {
  let at = value;
  for (const segment of pattern.split('/').slice(1)) {
    if (at === null || typeof at !== 'object') return undefined;
    if (Array.isArray(at)) at = segment === '*' ? at[0] : at[Number(segment)];
    else {
      const members = at as Record<string, unknown>;
      at = /^\{.*\}$/.test(segment)
        ? Object.values(members)[0]
        : members[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
  }
  return at;
}

/** A valid object of the type: the value holding a field a rule of the section points at, showcase first. */
export function exampleOf(rules: readonly Rule[], fixtures: readonly Fixture[]): unknown {
  const valid = fixtures
    .filter((fixture) => fixture.expect.valid && fixture.object !== undefined && fixture.kind !== null)
    .sort((a, b) => Number(b.id.includes(`/${SHOWCASE}/`)) - Number(a.id.includes(`/${SHOWCASE}/`)));
  for (const rule of rules)
    for (const [kind, patterns] of Object.entries(rule.places))
      for (const pattern of patterns ?? []) {
        const holder = pattern.slice(0, pattern.lastIndexOf('/'));
        for (const fixture of valid.filter((candidate) => candidate.kind === kind)) {
          const found = valueAtPattern(fixture.object, holder);
          if (found !== null && typeof found === 'object' && !Array.isArray(found)) return found;
        }
      }
  return undefined;
}

/** The section's rows; a type's table keeps its own header row among them, keyed "Field". */
function tableOf(section: ContractSection): { header?: string[]; rows: string[][] } {
  const rows = Object.values(section.rows).map((row) => row.split(' | '));
  const header = rows.find((cells) => cells[0] === 'Field');
  return header === undefined ? { rows } : { header, rows: rows.filter((cells) => cells !== header) };
}

function fieldsTable(section: ContractSection, rules: readonly Rule[], sectionKey: string): ReturnType<typeof html> {
  const { header, rows } = tableOf(section);
  if (header === undefined) return contractRows(rows);
  const labels = header.map((cell) => (cell === 'Req' ? 'Required' : cell));
  const rulesOf = (field: string): Rule[] => rules.filter((rule) => rule.id.startsWith(`${sectionKey}.${field}.`));
  return html`<div class="table-wrap"><table class="contract">
<thead><tr>${[...labels, 'Catalogue rules'].map((cell) => html`<th scope="col">${cell}</th>`)}</tr></thead>
<tbody>${rows.map(
    ([
      field = '',
      ...cells
    ]) => html`<tr id="${`field-${field}`}"><th scope="row"><code>${field}</code></th>${cells.map((cell, i) => html`<td data-label="${labels[i + 1] ?? ''}">${cell}</td>`)}
<td data-label="Catalogue rules">${rulesOf(field).map((found, i) => html`${i > 0 ? ' ' : ''}<a href="${ROOT}${rulePath(found.id)}"><code>${found.id.slice(sectionKey.length + field.length + 2)}</code></a>`)}</td></tr>`,
  )}</tbody></table></div>`;
}

export function typePage(
  sectionKey: string,
  view: CatalogueView,
  fixtures: readonly Fixture[],
  script: Script,
): string {
  const section = contractSections[sectionKey] ?? { title: sectionKey, rows: {}, sentences: [] };
  const rules = view.rules.filter((rule) => rule.section === sectionKey);
  const hasRows = Object.keys(section.rows).length > 0;
  // Only a type has an example: a section of prose or a vocabulary table holds no value of its own.
  const isType = tableOf(section).header !== undefined;
  const example = isType ? exampleOf(rules, fixtures) : undefined;
  const body = html`<p class="muted"><a href="${ROOT}index.html">Rules</a> › ${section.title}</p>
<h1>${section.title}</h1>
${hasRows ? html`<h2>Fields</h2>${fieldsTable(section, rules, sectionKey)}` : ''}
${section.sentences.length === 0 ? '' : html`<h2>Contract text</h2><blockquote class="quote">${section.sentences.map((sentence) => html`<p>${sentence}</p>`)}</blockquote>`}
<h2>Rules <span class="count">${rules.length}</span></h2>
<ul class="errors">${rules.map((rule) => html`<li><a href="${ROOT}${rulePath(rule.id)}"><code>${rule.id}</code></a> <span class="badge t-${rule.tier}">${rule.tier}</span> <span class="muted">${rule.summary}</span></li>`)}</ul>
${example === undefined ? '' : html`<h2>Example</h2><p class="muted">A valid value, cut from a corpus object that holds one.</p><div class="mono-wrap"><pre>${prettyJson(example, [])}</pre></div>`}`;
  return page(
    {
      title: `${section.title} · cdm-conformance`,
      root: ROOT,
      section: 'rules',
      scripts: [script],
      description: `${section.title}: fields, rules and an example`,
    },
    body,
  );
}
