/**
 * JSON texts whose meaning lives in the characters: a value is written as a raw literal (-0, 1.0,
 * 1e400, "\uDFAA", a second member of the same name) that JSON.stringify could never produce. The
 * rest of the text is JSON.stringify's compact form, so it holds no raw line break (one stream line).
 */
import { applyPatch } from './jsonPatch.js';

export interface RawLiteral {
  /** Where the literal goes: the member or item is replaced (or added) with it. */
  readonly path: string;
  /** The exact characters written as that value. A duplicate member is `"first","key":"second"`. */
  readonly raw: string;
}

const marker = (index: number): string => `\u0000raw-literal-${index}\u0000`;

export function textWith(object: unknown, literals: readonly RawLiteral[]): string {
  const marked = applyPatch(
    object,
    literals.map((literal, index) => ({ op: 'add' as const, path: literal.path, value: marker(index) })),
  );
  let text = JSON.stringify(marked);
  literals.forEach((literal, index) => {
    const placeholder = JSON.stringify(marker(index));
    if (!text.includes(placeholder)) throw new Error(`textWith: ${literal.path} was not written`);
    text = text.replace(placeholder, () => literal.raw);
  });
  if (/[\r\n]/.test(text)) throw new Error('textWith: a fixture text must fit on one line');
  return text;
}

/** A byte order mark (U+FEFF) before the text, as a producer writing "UTF-8 with BOM" sends it. */
export const withByteOrderMark = (object: unknown): string => `\ufeff${JSON.stringify(object)}`;
