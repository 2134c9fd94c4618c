/**
 * A quick look at a JSON text that JSON.parse has already accepted: does it carry anything the strict
 * parser (parseJsonText) would report? JSON.parse keeps the value but forgets the text, so the text
 * findings are looked for here without building anything: a byte order mark, lone surrogates (raw or
 * escaped), number literals that overflow or are unsafe integers, and nesting deeper than this scan vouches
 * for. Duplicate member names cannot be seen without building every object's names, so this counts the
 * members instead: JSON.parse keeps one member per name, so the parsed value holds fewer members than the
 * text exactly when a name repeats, and the caller compares the two counts.
 */

/** String.prototype.isWellFormed (ES2024, in Node 20): false when the text holds a lone surrogate. */
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** The number of members (`"name": value`) in the text, or -1 when the strict parser must judge it. */
export function memberCountIfPlain(text: string): number {
  if (text.charCodeAt(0) === 0xfeff || !isWellFormed(text)) return -1;
  const length = text.length;
  let members = 0;
  let depth = 0;
  let pos = 0;
  while (pos < length) {
    const code = text.charCodeAt(pos);
    if (code === 0x22) {
      pos = endOfString(text, pos + 1);
      if (pos < 0) return -1;
    } else if (code === 0x3a) {
      members++;
      pos++;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > MAX_PLAIN_DEPTH) return -1;
      pos++;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
      pos++;
    } else if (code === 0x2d || (code >= 0x30 && code <= 0x39)) {
      pos = endOfPlainNumber(text, pos);
      if (pos < 0) return -1;
    } else {
      pos++;
    }
  }
  return members;
}

/** Deeper texts go to the strict parser, which bounds nesting itself; no real object comes near this. */
const MAX_PLAIN_DEPTH = 256;

/** After the closing quote of the string whose content starts at pos; -1 at an escaped lone surrogate. */
function endOfString(text: string, pos: number): number {
  for (;;) {
    const code = text.charCodeAt(pos);
    if (code === 0x22) return pos + 1;
    if (code !== 0x5c) {
      pos++;
      continue;
    }
    if (text.charCodeAt(pos + 1) !== 0x75) {
      pos += 2;
      continue;
    }
    const unit = hex4(text, pos + 2);
    pos += 6;
    if (unit < 0xd800 || unit > 0xdfff) continue;
    // A high surrogate escape followed by a low one is a pair; anything else is lone.
    if (unit >= 0xdc00 || text.charCodeAt(pos) !== 0x5c || text.charCodeAt(pos + 1) !== 0x75) return -1;
    const low = hex4(text, pos + 2);
    if (low < 0xdc00 || low > 0xdfff) return -1;
    pos += 6;
  }
}

function hex4(text: string, start: number): number {
  return Number.parseInt(text.slice(start, start + 4), 16);
}

/**
 * After the number literal at start; -1 when it overflows to an infinity or is an integer literal a double
 * cannot carry exactly (the strict parser's rules: parseJsonText checkNumber).
 */
function endOfPlainNumber(text: string, start: number): number {
  let pos = start + 1;
  let integer = true;
  let exponent = false;
  for (;;) {
    const code = text.charCodeAt(pos);
    if (code >= 0x30 && code <= 0x39) pos++;
    else if (code === 0x2e) {
      integer = false;
      pos++;
    } else if (code === 0x65 || code === 0x45) {
      integer = false;
      exponent = true;
      pos++;
    } else if (code === 0x2b || code === 0x2d) pos++;
    else break;
  }
  // Fifteen characters or fewer, with no exponent, can be neither too large nor an unsafe integer.
  if (!exponent && pos - start <= 15) return pos;
  const value = Number(text.slice(start, pos));
  if (!Number.isFinite(value)) return -1;
  if (integer && Math.abs(value) > Number.MAX_SAFE_INTEGER) return -1;
  return pos;
}
