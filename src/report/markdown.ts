/** Markdown table helpers: cells come from fixtures and subjects, so pipes, line breaks, HTML and control characters are neutralised. */
import { printable } from './text.js';

export function cell(value: string | number): string {
  return printable(String(value).replace(/\r?\n|\r/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|');
}

/** Inline code cell; a backtick inside would end the span, so such text falls back to a plain cell. */
export function code(value: string): string {
  return value.includes('`') || value === '' ? cell(value === '' ? '""' : value) : `\`${cell(value)}\``;
}

export function table(
  head: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  align?: readonly ('l' | 'r')[],
): string[] {
  const rule = head.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
  const line = (cells: readonly (string | number)[]): string => `| ${cells.map(String).join(' | ')} |`;
  return [line(head), line(rule), ...rows.map(line)];
}
