/**
 * The site's way into the contract: the rules page's jump list, a page per contract type (its fields with
 * their rules, one valid example) and contract quotes rendered as tables, never raw markdown rows.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { validateText } from '../../src/index.js';
import { catalogueView } from '../../src/site/catalogueView.js';
import { contractQuote } from '../../src/site/contractQuote.js';
import { rulePath, typePath } from '../../src/site/links.js';
import { rulePage } from '../../src/site/rulePage.js';
import { rulesIndexPage } from '../../src/site/rulesIndexPage.js';
import { exampleOf, typePage, valueAtPattern } from '../../src/site/typePage.js';
import { committedFixtures } from '../_support/corpus.js';
import { htmlProblems } from './_support.js';

const script = { name: 'pages.js', code: '' };
const view = catalogueView(committedFixtures());

describe('the rules page', () => {
  it('opens with a jump list to every section, each heading linking to the section’s page', () => {
    const index = rulesIndexPage(view, script);
    const jumps = /<nav class="jumps"[^>]*>([\s\S]*?)<\/nav>/.exec(index)?.[1] ?? '';
    for (const section of view.sections) {
      const anchor = `section-${section.replace(/[^A-Za-z0-9]+/g, '-')}`;
      expect(jumps, section).toContain(`href="#${anchor}"`);
      expect(index).toContain(`<h2 id="${anchor}"><a href="${typePath(section)}">`);
    }
  });
});

describe('a contract type’s page', () => {
  const position = typePage('Position', view, committedFixtures(), script);

  it('lists its fields from the contract’s table, each with its catalogue rules', () => {
    for (const field of ['lat', 'lon', 'position_source', 'alt_m', 'accuracy_m'])
      expect(position).toContain(`<tr id="field-${field}"><th scope="row"><code>${field}</code></th>`);
    expect(position).toContain(`href="../${rulePath('Position.lat.range')}"`);
    expect(position).not.toContain('<code>Field</code>'); // the table's header row is its header
  });

  it('lists every rule of the section', () => {
    for (const rule of catalogue.filter((r) => r.section === 'Position'))
      expect(position).toContain(`href="../${rulePath(rule.id)}"`);
  });

  it('shows one valid example of the type', () => {
    const example = exampleOf(
      catalogue.filter((rule) => rule.section === 'Position'),
      committedFixtures(),
    ) as Record<string, unknown>;
    expect(typeof example.lat).toBe('number');
    expect(typeof example.position_source).toBe('string');
    expect(position).toContain('<h2>Example</h2>');
    // The example is what the contract accepts where a position goes.
    const entity = committedFixtures().find((f) => f.kind === 'entity' && f.expect.valid && f.object !== undefined)!;
    const text = JSON.stringify({ ...(entity.object as object), position: example });
    expect(validateText(text, { kind: 'entity' }).valid).toBe(true);
  });

  it('is valid HTML5', async () => {
    expect(await htmlProblems(position, typePath('Position'))).toEqual([]);
  });

  it('exists for every section the rules page names', () => {
    for (const section of view.sections) expect(typePage(section, view, committedFixtures(), script)).toMatch(/<h1>/);
  });

  it('reads a place pattern as the catalogue writes it', () => {
    const value = { a: [{ b: 1 }], m: { first: { c: 2 } } };
    expect(valueAtPattern(value, '/a/*/b')).toBe(1);
    expect(valueAtPattern(value, '/m/{key}/c')).toBe(2);
    expect(valueAtPattern(value, '/x/y')).toBeUndefined();
  });
});

describe('contract quotes', () => {
  it('render a table row as a row of cells, never as raw markdown', () => {
    const quoted = contractQuote(['lat | number | yes | -90..90', 'A sentence of prose.']).value;
    expect(quoted).not.toContain(' | ');
    expect(quoted).toContain('<th scope="row"><code>lat</code></th><td>number</td><td>yes</td><td>-90..90</td>');
    expect(quoted).toContain('<p>A sentence of prose.</p>');
  });

  it('on every rule page', () => {
    for (const rule of catalogue) {
      const page = rulePage(rule, view, script);
      const quote = page.slice(page.indexOf('<h2>Contract text</h2>'), page.indexOf('<h2>Places</h2>'));
      expect(quote, rule.id).not.toMatch(/<p>[^<]* \| [^<]*<\/p>/);
    }
  });
});
