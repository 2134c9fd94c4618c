/**
 * HTML built as strings, escaped by construction: `html` escapes every interpolated value unless it is
 * already Html, so fixture and subject text can only ever become text. `trusted` is for constant markup.
 */

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or an attribute value in double quotes) with the five special characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Text outside any attribute: only &, < and > matter there (shorter for long JSON listings). */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ENTITIES[c]!);
}

export type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/** Tagged template: the literal parts are markup, every value is escaped (arrays are joined). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += render(values[i]!) + strings[i + 1]!;
  return new Html(out);
}

/** Markup this program wrote itself (a stylesheet, a bundled script): never data. */
export const trusted = (markup: string): Html => new Html(markup);

export const join = (parts: readonly Part[], separator: Part = ''): Html =>
  new Html(parts.map(render).join(render(separator)));

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
export function jsonScript(id: string, value: unknown): Html {
  const text = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return html`<script type="application/json" id="${id}">${trusted(text)}</script>`;
}

/** A script's own text inlined: `</script` cannot occur in it, whatever the bundler emitted. */
export const inlineScript = (code: string): Html =>
  trusted(`<script>${code.replace(/<\/(script)/gi, '<\\/$1')}</script>`);

/** Characters that print as nothing (BOM, controls, lone surrogates) shown as a labelled code point. */
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function visible(text: string): Html {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(INVISIBLE)) {
    const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    out += escapeText(text.slice(last, match.index)) + `<span class="cp" title="invisible character">U+${code}</span>`;
    last = match.index! + match[0].length;
  }
  return new Html(out + escapeText(text.slice(last)));
}

/** A URL path segment from a rule id or fixture name (ids are [A-Za-z0-9._-], but never trust that). */
export const urlSegment = (text: string): string => encodeURIComponent(text).replace(/%2F/gi, '/');
