/**
 * Input bytes that are not UTF-8. JSON text exchanged between systems must be UTF-8 (RFC 8259, 8.1);
 * decoding with replacement would turn a Latin-1 adapter's output into U+FFFD and let it pass as valid,
 * so lines and files are decoded strictly and a bad one is reported, never repaired.
 */

/** A line (or file) whose bytes are not UTF-8, with where the first bad byte is. */
export class NotUtf8 {
  constructor(
    readonly byteOffset: number,
    readonly byte: number,
    /** The text decoded with U+FFFD replacements: enough to recover a request id, never validated. */
    readonly replaced: string,
  ) {}

  get message(): string {
    return `not UTF-8 text: byte 0x${this.byte.toString(16).padStart(2, '0').toUpperCase()} at byte offset ${this.byteOffset} is not part of a valid UTF-8 sequence (JSON text must be UTF-8)`;
  }
}

// ignoreBOM keeps a leading U+FEFF in the text, where the JSON parser reports it (json.byte-order-mark).
const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The text of `bytes`, or NotUtf8 when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | NotUtf8 {
  try {
    return strict.decode(bytes);
  } catch {
    const offset = firstInvalidByte(bytes);
    return new NotUtf8(
      offset,
      bytes[offset] ?? 0,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'),
    );
  }
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629 table). */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    let length: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead < 0x80) length = 1;
    else if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) min = 0xa0; // no overlong forms
      if (lead === 0xed) max = 0x9f; // no surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) min = 0x90;
      if (lead === 0xf4) max = 0x8f; // nothing above U+10FFFF
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      // A cut-short or broken sequence is reported at its lead byte (a Latin-1 é is 0xE9 then ASCII).
      if (next === undefined || next < (k === 1 ? min : 0x80) || next > (k === 1 ? max : 0xbf)) return i;
    }
    i += length;
  }
  return bytes.length;
}
