/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The playground: the reference validator itself (verdictOfText, the same seam as `validate`, so
 * duplicate keys, lone surrogates, BOM, -0 and 1e400 are judged from the text), bundled for the browser.
 * Every piece of text reaches the page through textContent, never as markup. The text and kind live in
 * the URL fragment so a link reproduces them.
 */
import { kindNames, type Kind } from '../../contract/canonicalObject.js';
import { verdictOfText } from '../../validation/verdict.js';
import type { ValidationError } from '../../rules/validate.js';
import { locateRange as locatePointer, type TextRange as Range } from '../../json/locate.js';
import { fixtureDataPath, rulePath } from '../links.js';
import { EMPTY_PROMPT, isEmptyText, verdictLine, type VerdictLine } from './verdictLine.js';

const $ = <T extends HTMLElement>(selector: string): T => document.querySelector<T>(selector)!;
const source = $<HTMLTextAreaElement>('#source');
const kindSelect = $<HTMLSelectElement>('#kind');
const lintBox = $<HTMLInputElement>('#lint');
const verdict = $<HTMLElement>('#verdict');
const list = $<HTMLOListElement>('#findings');
const highlights = $<HTMLElement>('#highlights');

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

interface Marked extends Range {
  readonly warning: boolean;
}

/**
 * The editor's backdrop: the same text, transparent, wrapped exactly like the textarea above it, with each
 * finding's range in a <mark> whose background shows through the textarea. Built from text nodes only.
 */
function renderHighlights(text: string, ranges: readonly Marked[]): void {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const parts: Node[] = [];
  let at = 0;
  for (const range of sorted) {
    if (range.start < at) continue; // nested in a range already marked
    const mark = element('mark', text.slice(range.start, range.end), range.warning ? 'warning' : undefined);
    mark.dataset.start = String(range.start);
    mark.dataset.end = String(range.end);
    parts.push(document.createTextNode(text.slice(at, range.start)), mark);
    at = range.end;
  }
  // A final line break would give the textarea one more line than the backdrop: keep the heights equal.
  parts.push(document.createTextNode(`${text.slice(at)} `));
  highlights.replaceChildren(...parts);
  syncBackdrop();
}

/** Same width as the textarea's text box (a scrollbar narrows it), same scroll position. */
function syncBackdrop(): void {
  highlights.style.width = `${source.clientWidth}px`;
  highlights.style.transform = `translate(${-source.scrollLeft}px, ${-source.scrollTop}px)`;
}

function findingItem(finding: ValidationError, range: Range | null, warning: boolean): HTMLLIElement {
  const item = element('li');
  item.dataset.rule = finding.rule;
  item.dataset.path = finding.path;
  const link = element('a');
  link.href = rulePath(finding.rule);
  link.append(element('code', finding.rule));
  const pointer = element('code', finding.path === '' ? '(root)' : finding.path);
  item.append(warning ? 'warning ' : '', link, ' at ', pointer, ' ', element('span', finding.message));
  if (range !== null) {
    const show = element('button', 'Show', 'show');
    show.type = 'button';
    show.setAttribute('aria-label', `Select ${finding.path || 'the root'} in the editor`);
    show.addEventListener('click', () => {
      source.focus();
      source.setSelectionRange(range.start, range.end);
      // A textarea does not scroll to a selection made by script: its mark in the backdrop says where it is.
      const mark = highlights.querySelector<HTMLElement>(`mark[data-start="${range.start}"]`);
      if (mark !== null) source.scrollTop = Math.max(0, mark.offsetTop - source.clientHeight / 3);
      syncBackdrop();
    });
    item.append(' ', show);
  }
  return item;
}

/** Put `line` in the verdict box; data-valid is there only when something was judged. */
function showVerdict(line: VerdictLine): void {
  if (line.valid === undefined) delete verdict.dataset.valid;
  else verdict.dataset.valid = String(line.valid);
  verdict.className = `verdict ${line.state}`;
  verdict.textContent = line.text;
}

function writeAddress(kind: Kind | undefined, text: string): void {
  const params = new URLSearchParams();
  if (kind !== undefined) params.set('kind', kind);
  if (lintBox.checked) params.set('lint', '1');
  params.set('json', text);
  history.replaceState(null, '', `#${params.toString()}`);
}

function update(writeUrl: boolean): void {
  const text = source.value;
  const kind = kindSelect.value === '' ? undefined : (kindSelect.value as Kind);
  if (isEmptyText(text)) {
    list.replaceChildren();
    showVerdict({ text: EMPTY_PROMPT, state: 'none' });
    renderHighlights(text, []);
    if (writeUrl) writeAddress(kind, text);
    return;
  }
  const result = verdictOfText(text, { kind, lint: lintBox.checked });
  const warnings = result.warnings ?? [];
  const located = [...result.errors, ...warnings].map((finding) => locatePointer(text, finding.path));
  list.replaceChildren(
    ...result.errors.map((finding, i) => findingItem(finding, located[i]!, false)),
    ...warnings.map((finding, i) => findingItem(finding, located[result.errors.length + i]!, true)),
  );
  showVerdict(verdictLine(result, kind));
  const marked = located.flatMap((range, i): Marked[] =>
    range === null || (range.start === 0 && range.end >= text.length)
      ? []
      : [{ ...range, warning: i >= result.errors.length }],
  );
  renderHighlights(text, marked);
  if (writeUrl) writeAddress(kind, text);
}

/**
 * #fixture=<id>: a rule page's "try it" link. The fixture's exact text comes from the rule's data script
 * (a <script> loads from file:// where fetch cannot); the address then holds the text itself.
 */
function openFixture(id: string): void {
  const rule = id.split('/')[1] ?? '';
  const script = document.createElement('script');
  script.src = fixtureDataPath(rule);
  (
    window as unknown as {
      cdmFixtures: (data: Record<string, { kind: string | null; text: string; object?: true }>) => void;
    }
  ).cdmFixtures = (data) => {
    const fixture = Object.hasOwn(data, id) ? data[id] : undefined;
    if (fixture === undefined) {
      verdict.textContent = `No fixture ${id} in this site`;
      return;
    }
    kindSelect.value = fixture.kind ?? '';
    // An object fixture's text is its compact JSON; shown indented (the same value, so the same verdict).
    source.value = fixture.object === true ? JSON.stringify(JSON.parse(fixture.text), null, 2) : fixture.text;
    update(true);
  };
  script.addEventListener('error', () => void (verdict.textContent = `No fixture ${id} in this site`));
  document.head.append(script);
}

function readUrl(): void {
  const params = new URLSearchParams(location.hash.slice(1));
  const fixture = params.get('fixture');
  if (fixture !== null) return openFixture(fixture);
  const kind = params.get('kind') ?? '';
  kindSelect.value = (kindNames as readonly string[]).includes(kind) ? kind : '';
  lintBox.checked = params.get('lint') === '1';
  const json = params.get('json');
  if (json !== null) source.value = json;
}

readUrl();
update(false);
source.addEventListener('input', () => update(true));
source.addEventListener('scroll', syncBackdrop);
new ResizeObserver(syncBackdrop).observe(source);
kindSelect.addEventListener('change', () => update(true));
lintBox.addEventListener('change', () => update(true));
window.addEventListener('hashchange', () => {
  readUrl();
  update(false);
});
$<HTMLButtonElement>('#format').addEventListener('click', () => {
  try {
    source.value = JSON.stringify(JSON.parse(source.value), null, 2);
    update(true);
  } catch {
    // Not JSON: leave the text as it is; the verdict already says why.
  }
});
