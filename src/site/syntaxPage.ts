/**
 * The page of json.syntax: not a catalogue rule (there is no value to apply a rule to), but the id the
 * reference reports when a text is not JSON at all, so fixtures and the playground link to it.
 */
import { JSON_SYNTAX } from '../validation/verdict.js';
import { html } from './html.js';
import { page, type Script } from './layout.js';

export function syntaxPage(script: Script): string {
  const body = html`<p class="muted"><a href="../index.html">Rules</a> › JSON text</p>
<h1><code>${JSON_SYNTAX}</code></h1>
<p>The text is not JSON (RFC 8259) at all, so there is no value to validate: an unterminated string, a trailing comma,
<code>NaN</code>, a bare word, bytes that are not UTF-8. The reference reports it once, at the root, with the position
of the first problem in its message. It is not a catalogue rule: every rule of the catalogue is about a JSON value, and a
validator that names the problem in its own words still rejects the text, which is what is scored.</p>
<p>Texts that <em>are</em> JSON but carry something a parsed value hides have rules of their own: duplicate keys, lone surrogates,
a byte-order mark, numbers beyond the double range and integers beyond 2<sup>53</sup> (see the <a href="../index.html?q=json.">json.* rules</a>).</p>`;
  return page({ title: `${JSON_SYNTAX} · cdm-conformance`, root: '../', section: 'rules', scripts: [script] }, body);
}
