/**
 * Contract text as the site shows it: a quoted line that is a table row (cells joined by " | ", as the
 * catalogue keeps them) is a row of a table, the rest paragraphs, never raw markdown.
 */
import { html, type Html } from './html.js';

const cellsOf = (line: string): string[] | undefined => (line.includes(' | ') ? line.split(' | ') : undefined);

/** Rows of a table: the first cell names the row. */
export function contractRows(rows: readonly (readonly string[])[], header?: readonly string[]): Html {
  return html`<div class="table-wrap"><table class="contract">${header === undefined ? '' : html`<thead><tr>${header.map((cell) => html`<th scope="col">${cell}</th>`)}</tr></thead>`}<tbody>${rows.map(
    ([first, ...rest]) =>
      html`<tr><th scope="row"><code>${first ?? ''}</code></th>${rest.map((cell) => html`<td>${cell}</td>`)}</tr>`,
  )}</tbody></table></div>`;
}

/** The quoted lines: runs of table rows with the same number of cells as one table, other lines as paragraphs. */
export function contractQuote(lines: readonly string[]): Html {
  const parts: Html[] = [];
  let run: string[][] = [];
  const flush = (): void => {
    if (run.length > 0) parts.push(contractRows(run));
    run = [];
  };
  for (const line of lines) {
    const cells = cellsOf(line);
    if (cells === undefined) {
      flush();
      parts.push(html`<p>${line}</p>`);
    } else {
      if (run.length > 0 && run[0]!.length !== cells.length) flush();
      run.push(cells);
    }
  }
  flush();
  return html`<blockquote class="quote">${parts}</blockquote>`;
}
