/**
 * A text as a JSON string whose bytes are plain ASCII: JSON.stringify escapes quotes, backslashes, control
 * characters and lone surrogates, and this also escapes every other non-ASCII character (\uXXXX). A
 * U+FEFF, a U+2028 or a character a consumer's transcoding could touch therefore travels as an escape,
 * and any JSON library decodes the exact text back.
 */
export function asciiJsonString(text: string): string {
  return JSON.stringify(text).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
