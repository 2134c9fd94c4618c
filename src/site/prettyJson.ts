/**
 * A JSON value pretty-printed as HTML, short containers kept on one line, with the values at given
 * JSON Pointers wrapped in <mark>: the fixture view of a rule page. A pointer that names an absent
 * member (a required key missing) marks the deepest member that exists on its way.
 */
import { escapeSegment } from '../json/pointer.js';
import { escapeText, Html } from './html.js';

const WIDTH = 78;

interface Printed {
  readonly html: string;
  /** Length of the text without markup, or Infinity when it spans lines. */
  readonly flat: number;
}

const scalar = (value: unknown): string => escapeText(JSON.stringify(value) ?? 'null');

/** A pointer reduced to the deepest member on its way that exists in the value. */
function existing(value: unknown, pointer: string): string {
  if (pointer === '') return '';
  let node = value;
  let found = '';
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) break;
    node = (node as Record<string, unknown>)[key];
    found += `/${escapeSegment(key)}`;
  }
  return found;
}

/** Pointers whose subtrees print in full; null prints everything. Others fold to {…} / […]. */
type Focus = ReadonlySet<string> | null;

const onWay = (pointer: string, focus: Focus): boolean =>
  focus === null ||
  [...focus].some(
    (target) => target === pointer || target.startsWith(pointer + '/') || pointer.startsWith(target + '/'),
  );

function print(value: unknown, pointer: string, marks: ReadonlySet<string>, indent: string, focus: Focus): Printed {
  const marked = (inner: Printed): Printed =>
    marks.has(pointer) ? { html: `<mark>${inner.html}</mark>`, flat: inner.flat } : inner;
  if (value === null || typeof value !== 'object') {
    const text = scalar(value);
    return marked({ html: text, flat: JSON.stringify(value)?.length ?? 4 });
  }
  const isArray = Array.isArray(value);
  const entries: [string, unknown][] = isArray ? value.map((v, i) => [String(i), v]) : Object.entries(value as object);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return marked({ html: open + close, flat: 2 });
  if (!onWay(pointer, focus)) {
    return marked({ html: `<s>${open}…${close}</s>`, flat: 5 });
  }
  const inner = indent + '  ';
  // Beside a focused value every member shows; further up, members off the way shrink to one "…" line.
  const parentOfTarget =
    focus === null || [...focus].some((target) => target.slice(0, target.lastIndexOf('/')) === pointer);
  const shown = entries.filter(([key]) => parentOfTarget || onWay(`${pointer}/${escapeSegment(key)}`, focus));
  const parts: Printed[] = [];
  let skipped = 0;
  const flushSkipped = (): void => {
    if (skipped > 0) parts.push({ html: `<s>… ${skipped} more</s>`, flat: Infinity });
    skipped = 0;
  };
  for (const [key, child] of entries) {
    if (!shown.some(([k]) => k === key)) {
      skipped++;
      continue;
    }
    flushSkipped();
    parts.push(member(key, child));
  }
  flushSkipped();
  function member(key: string, child: unknown): Printed {
    const childPointer = `${pointer}/${escapeSegment(key)}`;
    const printed = print(child, childPointer, marks, inner, focus);
    if (isArray) return printed;
    const keyText = JSON.stringify(key);
    const keyHtml = `<i>${escapeText(keyText)}</i>: `;
    return { html: keyHtml + printed.html, flat: keyText.length + 2 + printed.flat };
  }
  const flatLength = parts.reduce((sum, part) => sum + part.flat + 2, 2);
  if (flatLength + indent.length <= WIDTH)
    return marked({ html: open + parts.map((p) => p.html).join(', ') + close, flat: flatLength });
  return marked({
    html: `${open}\n${parts.map((p) => inner + p.html).join(',\n')}\n${indent}${close}`,
    flat: Infinity,
  });
}

/**
 * `focus`: when given, only containers on the way to (or inside) these pointers are printed in full; the
 * others fold to {…}, so a page of many variations of one object shows what each one changes.
 */
export function prettyJson(value: unknown, markPointers: readonly string[] = [], focus?: readonly string[]): Html {
  // The root would mark the whole object: a member missing at the top is said in the error list instead.
  const marks = new Set(
    markPointers
      .map((pointer) => existing(value, pointer))
      .filter((pointer) => pointer !== '' || markPointers.includes('')),
  );
  const focused = focus === undefined ? null : new Set(focus.map((pointer) => existing(value, pointer)));
  return new Html(print(value, '', marks, '', focused).html);
}
