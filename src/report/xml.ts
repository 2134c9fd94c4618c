/**
 * XML 1.0 text and attribute escaping. Case ids, messages and paths come from fixtures and from subjects, so
 * they can hold anything a JSON string can: control characters and lone surrogates are not even allowed
 * as character references in XML 1.0, and one of them makes Jenkins, GitLab or a GitHub publisher reject
 * the whole file. They are replaced with a visible \uXXXX spelling instead.
 */

/** Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF] */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 || code === 0xa || code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Replace every character XML 1.0 forbids; iterating by code point keeps valid surrogate pairs whole. */
export function xmlSafe(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += isXmlChar(code) ? char : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

export function escapeText(text: string): string {
  // '>' too: a "]]>" in character data is a well-formedness error.
  return xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  // Tabs and line breaks as references: a parser normalises literal ones in attributes to spaces.
  return escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');
}

/** `<name a="1" b="2"` with escaped values; attributes whose value is undefined are left out. */
export function openTag(name: string, attributes: Readonly<Record<string, string | number | undefined>>): string {
  const parts = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`);
  return `<${name}${parts.join('')}`;
}
