/**
 * A text as a JSON string whose bytes are plain ASCII: JSON.stringify escapes quotes, backslashes, control
 * characters and lone surrogates, and this also escapes every other non-ASCII character (\uXXXX). A
 * U+FEFF, a U+2028 or a character a consumer's transcoding could touch therefore travels as an escape,
 * and any JSON library decodes the exact text back.
 */
export function asciiJsonString(text: string): string {
  return escapeNonAscii(JSON.stringify(text));
}

/** JSON text (JSON.stringify's) with every non-ASCII character escaped (\uXXXX): the same value, in ASCII bytes. */
export function escapeNonAscii(json: string): string {
  return json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
