/** The comparison of implementations: rules × subjects, scores per tier and category, interop score. */
import { html } from './html.js';
import { page } from './layout.js';

/** The page when the site was built without reports: how to get a comparison. */
export function compareEmptyPage(): string {
  const body = html`<h1>Comparison of implementations</h1>
<p>No report in this build. Build the site from the reports of several runs:</p>
<pre>npx cdm-conformance run --stream "python3 my_validator.py --stream" --out reports/python
npx cdm-conformance run --module ./schema.mjs#schema --out reports/zod
npx cdm-conformance site --reports reports/</pre>`;
  return page({ title: 'Comparison · cdm-conformance', root: '', section: 'compare' }, body);
}
