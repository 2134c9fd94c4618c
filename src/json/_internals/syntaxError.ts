/** Syntax errors of a JSON text: thrown inside the parser, turned into a failed ParseResult at its edge. */

export class JsonSyntaxError extends Error {
  constructor(
    /** what is wrong, without the position ("unexpected character 'x'") */
    readonly reason: string,
    /** UTF-16 code unit offset into the text */
    readonly offset: number,
  ) {
    super(reason);
  }
}

/** The character at offset, or the end of input, reported as unexpected; context says what was expected. */
export function unexpectedAt(text: string, offset: number, context?: string): JsonSyntaxError {
  const found =
    offset >= text.length
      ? 'unexpected end of input'
      : `unexpected character ${describeCharacter(text.charCodeAt(offset))}`;
  return new JsonSyntaxError(context === undefined ? found : `${found} ${context}`, offset);
}

/** Printable ASCII is quoted; anything else as U+XXXX so the one-line message stays readable. */
export function describeCharacter(code: number): string {
  return code >= 0x21 && code <= 0x7e
    ? `'${String.fromCharCode(code)}'`
    : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** 1-based line and column; \n, \r\n and a lone \r each end a line; columns count UTF-16 code units. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
