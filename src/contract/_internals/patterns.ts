/**
 * Regular expressions written once, for the codecs and for the JSON Schema export alike, in the part of
 * ECMA-262 that Python's `re`, Go's RE2, Java and Rust read the same way: no lookaround, no back
 * references, ASCII classes spelled out (`[0-9]`, never `\d`), and white space as an explicit class
 * (each engine's `\s` differs).
 */
import type { SchemaKeywords } from './meta.js';

/** ECMA-262's `\s` (WhiteSpace and LineTerminator), as literal characters every engine reads alike. */
export const WHITE_SPACE_CLASS = '[\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';

/** ECMA-262's `.`: anything but a line terminator. */
export const NOT_LINE_TERMINATOR_CLASS = '[^\n\r\u2028\u2029]';

/**
 * A pattern anchored `^...$` as JSON Schema keywords. In ECMA-262 `$` is the end of the string; in
 * Python's `re.search` (and Java's `find`) it also matches before a final newline, so "2024-...Z\n" would
 * pass there. `not: { pattern: "\n$" }` refuses that newline in every engine, without lookaround.
 */
export function wholeStringPattern(source: string): SchemaKeywords {
  if (!source.startsWith('^') || !source.endsWith('$'))
    throw new Error(`pattern ${source} is not anchored at both ends`);
  return { pattern: source, not: { pattern: '\n$' } };
}

/** The codec side: the same source, compiled once. */
export const compile = (source: string): RegExp => new RegExp(source, 'u');
