/**
 * What JSON.parse forgets, recovered without building anything: JSON.parse keeps one member per name and
 * loses the text, so a repeated name, a byte order mark, a lone surrogate or an unsafe number literal is
 * gone from the value it builds. The fast path compares colons instead of parsing twice:
 *
 * - the text's colons, once escapes are decoded, are its members plus the colons inside its strings;
 * - the value's colons (colonsIn, or the compiled check in rules/) are the members it kept plus the colons
 *   inside the strings it kept.
 *
 * A repeated name loses at least its member's colon, so the two counts differ exactly when a name repeats.
 * Numbers are judged on the value (an unsafe integer literal or an overflow gives an unsafe or infinite
 * number), and the walk over the value bounds its own depth.
 */

/** String.prototype.isWellFormed (ES2024, in Node 20): false when the text holds a lone surrogate. */
const isWellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/** The ':' in `text`: one native search per colon. */
export function countColons(text: string): number {
  let count = 0;
  for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) count++;
  return count;
}

/**
 * The colons of a text JSON.parse has accepted, its escapes decoded (`\u003a` is a colon in the value); -1
 * when the text carries a finding the value cannot show: a byte order mark or a lone surrogate, raw or
 * escaped. Escapes occur only inside strings, so they are found by searching for backslashes alone.
 */
export function colonCountOf(text: string): number {
  if (text.charCodeAt(0) === 0xfeff || !isWellFormed(text)) return -1;
  let colons = countColons(text);
  for (let at = text.indexOf('\\'); at !== -1; ) {
    if (text.charCodeAt(at + 1) !== 0x75) {
      at = text.indexOf('\\', at + 2);
      continue;
    }
    const unit = hex4(text, at + 2);
    at += 6;
    if (unit === 0x3a) colons++;
    else if (unit >= 0xd800 && unit <= 0xdfff) {
      // A high surrogate escape followed by a low one is a pair; anything else is lone.
      if (unit >= 0xdc00 || text.charCodeAt(at) !== 0x5c || text.charCodeAt(at + 1) !== 0x75) return -1;
      const low = hex4(text, at + 2);
      if (low < 0xdc00 || low > 0xdfff) return -1;
      at += 6;
    }
    at = text.indexOf('\\', at);
  }
  return colons;
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

/** Deeper values go to the strict parser, which bounds nesting itself; no real object comes near this. */
export const MAX_PLAIN_DEPTH = 256;

/**
 * A number the strict parser could have reported: an overflow (infinite) or beyond the safe integers (an
 * integer literal there is unsafe; a fraction there is sent the strict way too, which answers it exactly).
 */
export const isDoubtfulNumber = (number: number): boolean =>
  !(number <= Number.MAX_SAFE_INTEGER && number >= -Number.MAX_SAFE_INTEGER);

/**
 * The colons of the JSON text of a value JSON.parse built (members, and colons in names and strings); -1
 * when a number in it is doubtful or it nests deeper than MAX_PLAIN_DEPTH.
 */
export function colonsIn(value: unknown, depth = 0): number {
  if (typeof value === 'string') return countColons(value);
  if (typeof value === 'number') return isDoubtfulNumber(value) ? -1 : 0;
  if (typeof value !== 'object' || value === null) return 0;
  if (depth === MAX_PLAIN_DEPTH) return -1;
  let count = 0;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const inner = colonsIn(value[index], depth + 1);
      if (inner < 0) return -1;
      count += inner;
    }
    return count;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const inner = colonsIn((value as Record<string, unknown>)[key], depth + 1);
    if (inner < 0) return -1;
    count += 1 + countColons(key) + inner;
  }
  return count;
}
