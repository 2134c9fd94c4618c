/**
 * Where in a JSON text a JSON Pointer's value starts: the offset an annotation's line and column come from.
 *
 * It walks the text with the strict parser's own string scanner, skipping every value it does not descend
 * into, so it costs one pass over the text and is only run for objects that have something to report.
 * A member named twice is located at its last occurrence (the one a parser keeps, and the duplicate a
 * `json.duplicate-key` finding is about). A pointer that leads nowhere (a missing required member, an
 * index past the end) is located at the deepest container that exists: the object that lacks the member.
 * A text that is not JSON is located where the strict parser stops.
 */
import { parseJsonText } from './parseJsonText.js';
import { parsePointer } from './pointer.js';
import { scanString, type ScannedString } from './_internals/scanString.js';
import { lineAndColumn } from './_internals/syntaxError.js';

export interface TextLocation {
  /** UTF-16 code unit offset into the text. */
  readonly offset: number;
  /** 1-based line within the text. */
  readonly line: number;
  /** 1-based column within that line, in UTF-16 code units (as the parser's syntax errors count). */
  readonly column: number;
  /** false when the pointer leads nowhere and the location is its deepest existing container. */
  readonly exact: boolean;
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const COMMA = 0x2c;

const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/** The location of the value at `segments` (an unescaped pointer, as parsePointer gives it). */
export function locateSegments(text: string, segments: readonly string[]): TextLocation {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { offset: parsed.offset, line: parsed.line, column: parsed.column, exact: false };
  const walker = new Walker(text);
  let pos = walker.skipSpace(text.charCodeAt(0) === 0xfeff ? 1 : 0);
  let exact = true;
  for (const segment of segments) {
    const found = walker.child(pos, segment);
    if (found < 0) {
      exact = false;
      break;
    }
    pos = found;
  }
  return { offset: pos, ...lineAndColumn(text, pos), exact };
}

/** A range of the text: a member's name to the end of its value, or an item. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The range `pointer` names in `text` (the playground marks it): the member, name and value, or the item; for
 * a pointer that leads nowhere, the member or item holding the deepest container on its way. Null when the
 * pointer is not one, the text is not JSON, or only the root is on the way (nothing narrower to mark).
 */
export function locateRange(text: string, pointer: string): TextRange | null {
  let segments: string[];
  try {
    segments = parsePointer(pointer);
  } catch {
    return null;
  }
  if (!parseJsonText(text).ok) return null;
  const walker = new Walker(text);
  let pos = walker.skipSpace(text.charCodeAt(0) === 0xfeff ? 1 : 0);
  if (segments.length === 0) return { start: pos, end: walker.skipValue(pos) };
  let range: TextRange | null = null;
  for (const segment of segments) {
    const found = walker.childRange(pos, segment);
    if (found === undefined) break;
    range = { start: found.start, end: walker.skipValue(found.value) };
    pos = found.value;
  }
  return range;
}

class Walker {
  private readonly scanned: ScannedString = { value: '', loneSurrogate: -1 };

  constructor(private readonly text: string) {}

  skipSpace(pos: number): number {
    while (isSpace(this.text.charCodeAt(pos))) pos++;
    return pos;
  }

  /** Offset of the member or item `segment` of the container starting at pos; -1 when there is none. */
  child(pos: number, segment: string): number {
    const code = this.text.charCodeAt(pos);
    if (code === OPEN_BRACE) return this.member(pos, segment);
    if (code === OPEN_BRACKET && /^(0|[1-9][0-9]*)$/.test(segment)) return this.item(pos, Number(segment));
    return -1;
  }

  /** Where the member or item `segment` of the container at pos starts, and its value; undefined when there is none. */
  childRange(pos: number, segment: string): { start: number; value: number } | undefined {
    const code = this.text.charCodeAt(pos);
    if (code === OPEN_BRACE) {
      const found = { start: -1, value: -1 };
      this.member(pos, segment, found);
      return found.value < 0 ? undefined : found;
    }
    if (code !== OPEN_BRACKET || !/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
    const item = this.item(pos, Number(segment));
    return item < 0 ? undefined : { start: item, value: item };
  }

  private member(open: number, name: string, found = { start: -1, value: -1 }): number {
    let pos = this.skipSpace(open + 1);
    if (this.text.charCodeAt(pos) === CLOSE_BRACE) return -1;
    for (;;) {
      const start = pos;
      pos = scanString(this.text, pos, this.scanned);
      const key = this.scanned.value;
      pos = this.skipSpace(this.skipSpace(pos) + 1); // past ':'
      if (key === name) {
        // keep going: the last of duplicate members wins
        found.start = start;
        found.value = pos;
      }
      pos = this.skipSpace(this.skipValue(pos));
      if (this.text.charCodeAt(pos) !== COMMA) return found.value;
      pos = this.skipSpace(pos + 1);
    }
  }

  private item(open: number, index: number): number {
    let pos = this.skipSpace(open + 1);
    if (this.text.charCodeAt(pos) === CLOSE_BRACKET) return -1;
    for (let current = 0; ; current++) {
      if (current === index) return pos;
      pos = this.skipSpace(this.skipValue(pos));
      if (this.text.charCodeAt(pos) !== COMMA) return -1;
      pos = this.skipSpace(pos + 1);
    }
  }

  /** The offset just after the value starting at pos (the text is known to be valid JSON). */
  skipValue(pos: number): number {
    const text = this.text;
    let depth = 0;
    do {
      const code = text.charCodeAt(pos);
      if (code === QUOTE) pos = scanString(text, pos, this.scanned);
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        depth++;
        pos++;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--;
        pos++;
      } else if (depth > 0) pos++;
      else {
        // a number or a literal: up to the next delimiter
        while (
          pos < text.length &&
          !isSpace(text.charCodeAt(pos)) &&
          ![COMMA, CLOSE_BRACE, CLOSE_BRACKET].includes(text.charCodeAt(pos))
        )
          pos++;
      }
    } while (depth > 0 && pos < text.length);
    return pos;
  }
}
