/**
 * Where the playground's marks sit, measured in the browser against the editor's own text (browser.test.ts).
 */
import type { PageWatch } from './_browser.js';

/**
 * Each playground mark against where its text really is in the editor: a mirror of the textarea built here,
 * from the textarea's own computed style (the usual caret-coordinates technique), independent of the page's
 * highlight layer. dx / dy: how far the mark is from the text it should cover, in px.
 */
export async function highlightOffsets(page: PageWatch['page']) {
  return page.evaluate(() => {
    const source = document.querySelector<HTMLTextAreaElement>('#source')!;
    const style = getComputedStyle(source);
    const mirror = document.createElement('div');
    for (const property of [
      'fontFamily',
      'fontSize',
      'fontWeight',
      'fontStyle',
      'letterSpacing',
      'wordSpacing',
      'lineHeight',
      'tabSize',
      'paddingTop',
      'paddingRight',
      'paddingBottom',
      'paddingLeft',
      'textIndent',
    ] as const) {
      (mirror.style as unknown as Record<string, string>)[property] = style[property] as string;
    }
    Object.assign(mirror.style, {
      position: 'absolute',
      top: '0',
      left: '0',
      visibility: 'hidden',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'break-word',
      boxSizing: 'border-box',
      width: `${source.clientWidth}px`,
    });
    document.body.append(mirror);
    const box = source.getBoundingClientRect();
    const result = [...document.querySelectorAll<HTMLElement>('#highlights mark')].map((mark) => {
      const start = Number(mark.dataset.start);
      const end = Number(mark.dataset.end);
      const span = document.createElement('span');
      span.textContent = source.value.slice(start, end);
      mirror.replaceChildren(source.value.slice(0, start), span, source.value.slice(end));
      const origin = mirror.getBoundingClientRect();
      const at = span.getClientRects()[0]!;
      const expectedX = box.left + source.clientLeft + (at.left - origin.left) - source.scrollLeft;
      const expectedY = box.top + source.clientTop + (at.top - origin.top) - source.scrollTop;
      const shown = mark.getClientRects()[0]!;
      return {
        text: mark.textContent,
        valueText: source.value.slice(start, end),
        dx: shown.left - expectedX,
        dy: shown.top - expectedY,
        visible: shown.top >= box.top && shown.bottom <= box.bottom,
      };
    });
    mirror.remove();
    return result;
  });
}
