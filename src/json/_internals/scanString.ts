/** Scans one RFC 8259 string literal, decoding escapes and noticing lone surrogates. */
import { type JsonSyntaxError, unexpectedAt } from './syntaxError.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const U = 0x75;
const HIGH_FIRST = 0xd800;
const LOW_FIRST = 0xdc00;
const LOW_LAST = 0xdfff;

/** Reused between calls so scanning a string allocates only the string itself. */
export interface ScannedString {
  value: string;
  /** the first lone surrogate code unit, or -1 when every surrogate is paired */
  loneSurrogate: number;
}

/** Single-character escapes, indexed by the character after the backslash. */
const SIMPLE_ESCAPES: (string | undefined)[] = [];
SIMPLE_ESCAPES[QUOTE] = '"';
SIMPLE_ESCAPES[BACKSLASH] = '\\';
SIMPLE_ESCAPES[0x2f] = '/';
SIMPLE_ESCAPES[0x62] = '\b';
SIMPLE_ESCAPES[0x66] = '\f';
SIMPLE_ESCAPES[0x6e] = '\n';
SIMPLE_ESCAPES[0x72] = '\r';
SIMPLE_ESCAPES[0x74] = '\t';

function isHigh(unit: number): boolean {
  return unit >= HIGH_FIRST && unit < LOW_FIRST;
}

function isLow(unit: number): boolean {
  return unit >= LOW_FIRST && unit <= LOW_LAST;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20; // NaN | 0x20 is 0x20, so the end of input is simply not a digit
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** The code unit of the four hex digits at start, or -1 if they are not four hex digits. */
function hex4(text: string, start: number): number {
  let unit = 0;
  for (let index = start; index < start + 4; index++) {
    const digit = hexDigit(text.charCodeAt(index));
    if (digit < 0) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

/** The low surrogate of a \uXXXX escape at pos, or -1 if there is none there. */
function escapedLowAt(text: string, pos: number): number {
  if (text.charCodeAt(pos) !== BACKSLASH || text.charCodeAt(pos + 1) !== U) return -1;
  const unit = hex4(text, pos + 2);
  return isLow(unit) ? unit : -1;
}

function invalidUnicodeEscape(text: string, backslash: number): JsonSyntaxError {
  let offset = backslash + 2;
  while (hexDigit(text.charCodeAt(offset)) >= 0) offset++;
  return unexpectedAt(text, offset, '(a \\u escape needs four hex digits)');
}

/**
 * Scans the string whose opening quote is at quote; returns the offset after the closing quote.
 * A surrogate is lone when it is not half of a pair in the text: escaped halves pair only with
 * escaped halves and raw halves with raw halves, since a raw half cannot come from UTF-8 text.
 */
export function scanString(text: string, quote: number, out: ScannedString): number {
  let pos = quote + 1;
  let runStart = pos; // plain characters since the last escape are copied with one slice
  let decoded = '';
  let loneSurrogate = -1;
  for (;;) {
    const code = text.charCodeAt(pos);
    if (code >= 0x20 && code !== QUOTE && code !== BACKSLASH && (code < HIGH_FIRST || code > LOW_LAST)) {
      pos++;
    } else if (code === QUOTE) {
      out.value = runStart === quote + 1 ? text.slice(runStart, pos) : decoded + text.slice(runStart, pos);
      out.loneSurrogate = loneSurrogate;
      return pos + 1;
    } else if (code === BACKSLASH) {
      decoded += text.slice(runStart, pos);
      const escaped = text.charCodeAt(pos + 1);
      const simple = SIMPLE_ESCAPES[escaped];
      if (simple !== undefined) {
        decoded += simple;
        pos += 2;
      } else if (escaped === U) {
        const unit = hex4(text, pos + 2);
        if (unit < 0) throw invalidUnicodeEscape(text, pos);
        pos += 6;
        const low = isHigh(unit) ? escapedLowAt(text, pos) : -1;
        if (low >= 0) {
          decoded += String.fromCharCode(unit, low);
          pos += 6;
        } else {
          if (loneSurrogate < 0 && (isHigh(unit) || isLow(unit))) loneSurrogate = unit;
          decoded += String.fromCharCode(unit);
        }
      } else {
        throw unexpectedAt(text, pos + 1, "after '\\' (valid escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
      }
      runStart = pos;
    } else if (code >= HIGH_FIRST) {
      // A raw surrogate (code <= LOW_LAST here): kept as is, like JSON.parse does.
      if (isHigh(code) && isLow(text.charCodeAt(pos + 1))) pos += 2;
      else {
        if (loneSurrogate < 0) loneSurrogate = code;
        pos++;
      }
    } else if (pos >= text.length) {
      throw unexpectedAt(text, pos, "in a string (missing closing '\"')");
    } else {
      throw unexpectedAt(text, pos, 'in a string (control characters must be escaped)');
    }
  }
}
