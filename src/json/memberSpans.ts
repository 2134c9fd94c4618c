/**
 * The members of a JSON object text *as text*: each member's name and the span of its value.
 *
 * A stream request's "object" must be validated from its exact text (duplicate keys, lone surrogates, unsafe
 * integers are lost once parsed), so its reader needs the span of that member's value inside the line, which
 * no JSON parser reports. This scanner walks only the top level: it reads member names exactly and skips
 * each value by balancing strings and brackets, without judging it. Whether a value is good JSON is decided
 * afterwards (the validation seam for "object"), so a broken object still yields the request's id.
 */

export interface MemberSpan {
  /** The member name, unescaped. */
  readonly key: string;
  /** [start, end) of the value's text in the line, surrounding whitespace excluded. */
  readonly start: number;
  readonly end: number;
}

export type MemberScan =
  | {
      readonly ok: true;
      readonly members: MemberSpan[];
      /** The member the scan stopped at (`stopAt`), its value not scanned: the text from `start` on is unread. */
      readonly stopped?: { readonly key: string; readonly start: number };
    }
  /** `members` holds what was read before the problem, so the id can often still be recovered. */
  | { readonly ok: false; readonly message: string; readonly members: MemberSpan[] };

const SPACE = 0x20,
  TAB = 0x09,
  LF = 0x0a,
  CR = 0x0d,
  QUOTE = 0x22,
  BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b,
  CLOSE_BRACE = 0x7d,
  OPEN_BRACKET = 0x5b,
  CLOSE_BRACKET = 0x5d,
  COMMA = 0x2c,
  COLON = 0x3a;

function skipWhitespace(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== TAB && c !== LF && c !== CR) return i;
    i++;
  }
}

/** `i` is at an opening quote; the index just past the closing quote, or -1 if the string never ends. */
function endOfString(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  return -1;
}

/**
 * The index of the ',' or '}' (at bracket depth 0) that ends the value starting at `i`, or -1. Brackets are
 * counted, not matched: a mismatch inside the value is the value's own syntax error, reported later.
 */
function endOfValue(text: string, i: number): number {
  let depth = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
      if (i === -1) return -1;
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 0) return i;
      depth--;
    } else if (c === COMMA && depth === 0) return i;
    i++;
  }
  return -1;
}

/** The end of `text[start, end)` without its trailing JSON whitespace. */
export function trimEnd(text: string, start: number, end: number): number {
  while (end > start) {
    const c = text.charCodeAt(end - 1);
    if (c !== SPACE && c !== TAB && c !== LF && c !== CR) break;
    end--;
  }
  return end;
}

/**
 * The top-level members of the object `text`. `stopAt`: a member name the scan stops at, leaving its value
 * and the rest unread (a reader that can judge that value faster another way).
 */
export function memberSpans(text: string, stopAt?: string): MemberScan {
  const members: MemberSpan[] = [];
  const fail = (message: string): MemberScan => ({ ok: false, message, members });
  let i = skipWhitespace(text, 0);
  if (text.charCodeAt(i) !== OPEN_BRACE) return fail('a request line must be a JSON object');
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) i++;
  else {
    for (;;) {
      if (text.charCodeAt(i) !== QUOTE) return fail(`expected a member name at column ${i + 1}`);
      const keyEnd = endOfString(text, i);
      if (keyEnd === -1) return fail(`unterminated member name at column ${i + 1}`);
      let key: string;
      try {
        key = JSON.parse(text.slice(i, keyEnd)) as string;
      } catch {
        return fail(`malformed member name at column ${i + 1}`);
      }
      i = skipWhitespace(text, keyEnd);
      if (text.charCodeAt(i) !== COLON) return fail(`expected ':' after member ${JSON.stringify(key)}`);
      const start = skipWhitespace(text, i + 1);
      if (key === stopAt) return { ok: true, members, stopped: { key, start } };
      const stop = endOfValue(text, start);
      if (stop === -1)
        return fail(`the value of member ${JSON.stringify(key)} never ends (unbalanced brackets or quotes)`);
      const end = trimEnd(text, start, stop);
      if (end === start) return fail(`member ${JSON.stringify(key)} has no value`);
      members.push({ key, start, end });
      const c = text.charCodeAt(stop);
      if (c === CLOSE_BRACKET) return fail(`unexpected ']' at column ${stop + 1}`);
      if (c === CLOSE_BRACE) {
        i = stop + 1;
        break;
      }
      i = skipWhitespace(text, stop + 1);
    }
  }
  if (skipWhitespace(text, i) !== text.length)
    return fail(`unexpected text after the request object at column ${i + 1}`);
  return { ok: true, members };
}

/**
 * The items of the array `text`, each as the span of its text, values unjudged (each item's text is judged
 * on its own); undefined when the text is not an array the scanner can walk.
 */
export function itemSpans(text: string): Array<{ readonly start: number; readonly end: number }> | undefined {
  const items: Array<{ start: number; end: number }> = [];
  let i = skipWhitespace(text, 0);
  if (text.charCodeAt(i) !== OPEN_BRACKET) return undefined;
  i = skipWhitespace(text, i + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) i++;
  else {
    for (;;) {
      const stop = endOfValue(text, i);
      if (stop === -1 || text.charCodeAt(stop) === CLOSE_BRACE) return undefined;
      const end = trimEnd(text, i, stop);
      if (end === i) return undefined;
      items.push({ start: i, end });
      i = stop + 1;
      if (text.charCodeAt(stop) === CLOSE_BRACKET) break;
      i = skipWhitespace(text, i);
    }
  }
  return skipWhitespace(text, i) === text.length ? items : undefined;
}
