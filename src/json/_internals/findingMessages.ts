/** Producer-facing sentences for the findings of parseJsonText. */

/** Long literals and names are cut so a message stays one readable line. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function hex(unit: number): string {
  return `U+${unit.toString(16).toUpperCase().padStart(4, '0')}`;
}

export function byteOrderMarkMessage(): string {
  return 'the text starts with a byte order mark (U+FEFF), which RFC 8259 forbids producers to add';
}

export function duplicateKeyMessage(name: string): string {
  // JSON.stringify escapes quotes, control characters and lone surrogates in the name.
  return `key ${shorten(JSON.stringify(name))} appears more than once in the same object; JSON.parse would keep only the last value`;
}

export function loneSurrogateMessage(unit: number, inMemberName: boolean): string {
  const where = inMemberName ? 'the member name' : 'the string';
  return `${where} contains the lone surrogate ${hex(unit)}, which is not Unicode text and cannot be encoded as UTF-8`;
}

export function unsafeIntegerMessage(literal: string, value: number): string {
  return `the integer ${shorten(literal)} is beyond ±(2^53 − 1), so a double cannot carry it exactly (JSON.parse gives ${shorten(String(value))}); send it as a string`;
}

export function numberOverflowMessage(literal: string, value: number): string {
  return `the number ${shorten(literal)} is too large for a double; JSON.parse turns it into ${value}`;
}
