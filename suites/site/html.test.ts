import { describe, expect, it } from 'vitest';
import { escapeHtml, html, inlineScript, jsonScript, trusted, visible } from '../../src/site/html.js';

const HOSTILE = '</script><img src=x onerror=alert(1)>"\'&';

describe('html', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const page = html`<p title="${HOSTILE}">${HOSTILE}</p>`.value;
    expect(page).toBe(
      '<p title="&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;">&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;</p>',
    );
  });

  it('joins arrays, keeps Html as markup, and drops null, undefined and false', () => {
    expect(html`<ul>${['<a>', html`<li>b</li>`]}</ul>${null}${undefined}${false}${0}`.value).toBe(
      '<ul>&lt;a&gt;<li>b</li></ul>0',
    );
    expect(html`${trusted('<hr>')}`.value).toBe('<hr>');
  });

  it('puts JSON in a script element that no text can close', () => {
    const markup = jsonScript('data', { text: HOSTILE, line: '\u2028' }).value;
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    const inner = markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</script>'));
    expect(JSON.parse(inner)).toEqual({ text: HOSTILE, line: '\u2028' });
  });

  it('inlines a script whose text holds </script> without closing the element early', () => {
    const markup = inlineScript('const a = "</script><b>";').value;
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
  });

  it('shows invisible characters (BOM, controls, lone surrogates) as labelled code points, escaping the rest', () => {
    expect(visible('\ufeff{"a":"<\u0000\ud800"}').value).toBe(
      '<span class="cp" title="invisible character">U+FEFF</span>{"a":"&lt;<span class="cp" title="invisible character">U+0000</span><span class="cp" title="invisible character">U+D800</span>"}',
    );
    expect(visible('\ud83d\ude00').value).toBe('\ud83d\ude00');
    expect(escapeHtml('a&b')).toBe('a&amp;b');
  });
});
