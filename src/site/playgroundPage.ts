/**
 * The playground page: an editor, a kind, and the verdict of the bundled reference validator as you type.
 * Only this page loads the validator bundle.
 */
import { kindNames } from '../contract/canonicalObject.js';
import { html } from './html.js';
import { page, type Script } from './layout.js';

export function playgroundPage(example: string, script: Script): string {
  const body = html`<h1>Playground</h1>
<p>Paste or edit a canonical object and see the reference validator's verdict as you type, each error marked where it is in the text: the same code as
<code>cdm-conformance validate</code>, text-level findings included (duplicate keys, lone surrogates, a BOM,
<code>-0</code>, <code>1e400</code>). Nothing leaves this page; the object is kept in the address, so a link reproduces it.</p>
<div class="playground">
<div>
<div class="controls">
<label for="kind">Kind</label>
<select id="kind"><option value="">dispatch on object_kind</option>${kindNames.map((kind) => html`<option>${kind}</option>`)}</select>
<label><input type="checkbox" id="lint"> lint warnings</label>
<button type="button" id="format" title="Re-serialises the JSON: duplicate keys and number spellings are lost">Format</button>
</div>
<label for="source" class="muted">JSON text <span class="hint">(errors are marked in the text; "Show" selects one)</span></label>
<div class="editor">
<div class="backdrop" aria-hidden="true"><div id="highlights" class="highlights"></div></div>
<textarea id="source" spellcheck="false" autocapitalize="off" autocomplete="off" aria-describedby="verdict findings">${example}</textarea>
</div>
</div>
<div>
<div id="verdict" class="verdict none" role="status" aria-live="polite">Loading the validator…</div>
<noscript><p class="verdict fail">The playground needs JavaScript; every fixture is also shown on its rule page.</p></noscript>
<ol id="findings" class="errors"></ol>
</div>
</div>`;
  return page(
    {
      title: 'Playground · cdm-conformance',
      root: '',
      section: 'playground',
      scripts: [script],
      description: 'Validate a canonical object in the browser',
    },
    body,
  );
}
