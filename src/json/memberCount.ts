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
  // Strings are skipped with indexOf, a native search; escapes are looked at one by one.
  let nextEscape = text.indexOf('\\');
  if (nextEscape < 0) nextEscape = length;
  while (pos < length) {
    const code = text.charCodeAt(pos);
    if (code === 0x22) {
      for (;;) {
        const quote = text.indexOf('"', pos + 1);
        if (quote < 0) return -1;
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

/** The code unit of four hex digits (JSON.parse has already accepted them). */
function hex4(text: string, start: number): number {
  let unit = 0;
  for (let index = start; index < start + 4; index++) {
    const code = text.charCodeAt(index) | 0x20;
    unit = unit * 16 + (code >= 0x61 ? code - 0x57 : code - 0x30);
  }
  return unit;
}

/** The largest safe integer's digits: a 16-digit integer literal above them is unsafe. */
const MAX_SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER);

/**
 * After the number literal at start; -1 when it overflows to an infinity or is an integer literal a double
 * cannot carry exactly (the strict parser's rules: parseJsonText checkNumber). Decided on the digits
 * wherever that is certain, so the common literal costs no substring and no conversion.
 */
function endOfPlainNumber(text: string, start: number): number {
  let pos = text.charCodeAt(start) === 0x2d ? start + 1 : start;
  const digitsStart = pos;
  let code = text.charCodeAt(pos);
  while (code >= 0x30 && code <= 0x39) code = text.charCodeAt(++pos);
  const integerDigits = pos - digitsStart;
  if (code !== 0x2e && code !== 0x65 && code !== 0x45) {
    // An integer literal: safe up to 15 digits, unsafe from 17 (or an overflow: the strict parser's finding either way).
    if (integerDigits <= 15) return pos;
    if (integerDigits >= 17) return -1;
    for (let index = 0; index < 16; index++) {
      const difference = text.charCodeAt(digitsStart + index) - MAX_SAFE_DIGITS.charCodeAt(index);
      if (difference !== 0) return difference < 0 ? pos : -1;
    }
    return pos;
  }
  if (code === 0x2e) {
    code = text.charCodeAt(++pos);
    while (code >= 0x30 && code <= 0x39) code = text.charCodeAt(++pos);
  }
  if (code !== 0x65 && code !== 0x45) {
    // No exponent: below 10^308, so finite, unless the integer part is longer than that.
    return integerDigits <= 308 ? pos : finiteOrNot(text, start, pos);
  }
  code = text.charCodeAt(++pos);
  const negative = code === 0x2d;
  if (code === 0x2b || code === 0x2d) code = text.charCodeAt(++pos);
  const exponentStart = pos;
  let exponent = 0;
  while (code >= 0x30 && code <= 0x39) {
    exponent = exponent * 10 + (code - 0x30);
    code = text.charCodeAt(++pos);
  }
  // Below 10^(integer digits + exponent) <= 10^307: finite (a value rounding to 0 is no finding).
  if (pos - exponentStart <= 4 && integerDigits + (negative ? -exponent : exponent) <= 307) return pos;
  return finiteOrNot(text, start, pos);
}

/** The rare literal the digits leave in doubt: converted, as the strict parser does. */
function finiteOrNot(text: string, start: number, end: number): number {
  return Number.isFinite(Number(text.slice(start, end))) ? end : -1;
}
