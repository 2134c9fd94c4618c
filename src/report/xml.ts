/**
 * XML 1.0 text and attribute escaping. Case ids, messages and paths come from fixtures and from subjects, so
 * they can hold anything a JSON string can: control characters and lone surrogates are not even allowed
 * as character references in XML 1.0, and one of them makes Jenkins, GitLab or a GitHub publisher reject
 * the whole file. They are replaced with a visible \uXXXX spelling instead.
 */

/** Char ::= #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF] */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Any code point outside Char (a lone surrogate is one code point under the u flag). */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Replace every character XML 1.0 forbids; iterating by code point keeps valid surrogate pairs whole. */
export function xmlSafe(text: string): string {
  // Nearly every text is clean: one scan answers, and the copy below is built only when needed.
  if (!NOT_XML_CHAR.test(text)) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out += isXmlChar(code) ? char : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

const TEXT_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
// Tabs and line breaks as references: a parser normalises literal ones in attributes to spaces.
const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

export function escapeText(text: string): string {
  // '>' too: a "]]>" in character data is a well-formedness error.
  return xmlSafe(text).replace(/[&<>]/g, (char) => TEXT_ESCAPES[char]!);
}

export function escapeAttribute(text: string): string {
  // One pass: xmlSafe adds none of these characters, so the order of the replacements never mattered.
  return xmlSafe(text).replace(/[&<>"'\t\n\r]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/** `<name a="1" b="2"` with escaped values; attributes whose value is undefined are left out. */
export function openTag(name: string, attributes: Readonly<Record<string, string | number | undefined>>): string {
  let tag = `<${name}`;
  for (const key of Object.keys(attributes)) {
    const value = attributes[key];
    if (value !== undefined) tag += ` ${key}="${escapeAttribute(String(value))}"`;
  }
  return tag;
}
