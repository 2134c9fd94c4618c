/**
 * The showcase: realistic objects translated from real source records (AIS, ADS-B, CoT, NMEA ...), each
 * in full, with the contract text it illustrates. They are valid and about no one rule.
 */
import type { Fixture } from '../corpus/types.js';
import { contractQuote } from './contractQuote.js';
import { html } from './html.js';
import { page, type Script } from './layout.js';
import { fixtureArticle } from './rulePage.js';

export function showcasePage(fixtures: readonly Fixture[], script: Script): string {
  const body = html`<h1>Showcase</h1>
<p>${fixtures.length} objects translated from real source records, the way an adapter should write them, each with the
contract text it illustrates. Open any of them in the playground and change it.</p>
${fixtures.map((fixture) => html`${fixtureArticle(fixture, { root: '', full: true })}${contractQuote(fixture.contract.quote)}`)}`;
  return page(
    {
      title: 'Showcase · cdm-conformance',
      root: '',
      section: 'showcase',
      scripts: [script],
      description: 'Canonical objects translated from real source records',
    },
    body,
  );
}
