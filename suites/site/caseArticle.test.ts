/** A failing case on report.html (site/caseArticle.ts): the subject's stderr for it, kept as written. */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../../src/report/model/index.js';
import { caseArticle } from '../../src/site/caseArticle.js';

const TRACEBACK = 'Traceback (most recent call last):\n  File "v.py", line 3, in <module>\nKeyError: \'<b>\'\n';

const crashed: CaseResult = {
  id: 'entity/Affiliation.closed-vocabulary/affiliation--suspect',
  rule: 'Affiliation.closed-vocabulary',
  rules: ['Affiliation.closed-vocabulary'],
  tier: 'must',
  kind: 'entity',
  origin: 'corpus',
  expected: { valid: false, errors: [{ rule: 'Affiliation.closed-vocabulary', path: '/affiliation' }] },
  actual: {
    valid: null,
    errors: [],
    message: 'the subject exited with code 1 before answering',
    stderr: TRACEBACK,
  },
  levels: { verdict: false, rule: null, path: null },
  outcome: 'error',
  durationMs: 12,
};

describe('a failing case article', () => {
  it("shows the subject's stderr for the case multi-line, escaped, beside its message", () => {
    const page = String(caseArticle(crashed, 'cdm-conformance run ...', { standalone: true }));
    const block = /<pre class="wrap stderr" data-stream="stderr"[^>]*>([\s\S]*?)<\/pre>/.exec(page);
    expect(block, page).not.toBeNull();
    expect(block![1]!.split('\n')).toEqual([
      'Traceback (most recent call last):',
      '  File &quot;v.py&quot;, line 3, in &lt;module&gt;',
      'KeyError: &#39;&lt;b&gt;&#39;',
      '',
    ]);
    expect(page).toContain('the subject exited with code 1 before answering');
  });

  it('shows no stderr block when the subject wrote nothing there', () => {
    const { stderr: _, ...actual } = crashed.actual;
    expect(String(caseArticle({ ...crashed, actual }, 'x', { standalone: true }))).not.toContain(
      'data-stream="stderr"',
    );
  });
});
