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
  // Strings are skipped with indexOf, a native search; escapes are looked at one by one.
  let nextEscape = text.indexOf('\\');
  if (nextEscape < 0) nextEscape = length;
  let members = 0;
  let depth = 0;
  let pos = 0;
  while (pos < length) {
    const code = text.charCodeAt(pos);
    if (code === 0x22) {
      for (;;) {
        const quote = text.indexOf('"', pos + 1);
        if (quote < nextEscape) {
          pos = quote + 1;
          break;
        }
        pos = endOfEscape(text, nextEscape);
        if (pos < 0) return -1;
        nextEscape = text.indexOf('\\', pos);
        if (nextEscape < 0) nextEscape = length;
        // pos is inside the string again: search on from just before it.
        pos--;
      }
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

/** Every member of every object in a value JSON.parse built (nesting is bounded by the scan, run first). */
export function membersIn(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) count += membersIn(value[index]);
    return count;
  }
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) count += 1 + membersIn((value as Record<string, unknown>)[key]);
  return count;
}

/** Deeper texts go to the strict parser, which bounds nesting itself; no real object comes near this. */
const MAX_PLAIN_DEPTH = 256;

/** After the escape whose backslash is at pos; -1 at an escaped lone surrogate. */
function endOfEscape(text: string, pos: number): number {
  if (text.charCodeAt(pos + 1) !== 0x75) return pos + 2;
  const unit = hex4(text, pos + 2);
  pos += 6;
  if (unit < 0xd800 || unit > 0xdfff) return pos;
  // A high surrogate escape followed by a low one is a pair; anything else is lone.
  if (unit >= 0xdc00 || text.charCodeAt(pos) !== 0x5c || text.charCodeAt(pos + 1) !== 0x75) return -1;
  const low = hex4(text, pos + 2);
  return low < 0xdc00 || low > 0xdfff ? -1 : pos + 6;
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
