/** Scans one RFC 8259 number literal. */
import { JsonSyntaxError, unexpectedAt } from './syntaxError.js';

const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

/** Reused between calls so scanning a number allocates nothing. */
export interface ScannedNumber {
  value: number;
  /** no fraction and no exponent: only such literals can be unsafe integers */
  isIntegerLiteral: boolean;
}

/** Integers of up to 15 digits are below 2^53, so accumulating them digit by digit is exact. */
const EXACT_DIGITS = 15;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/** Scans the number starting at start; returns the offset just after it. */
export function scanNumber(text: string, start: number, out: ScannedNumber): number {
  let pos = start;
  let code = text.charCodeAt(pos);
  const negative = code === MINUS;
  if (negative) code = text.charCodeAt(++pos);
  const digitsStart = pos;
  let magnitude = 0;
  if (code === ZERO) {
    code = text.charCodeAt(++pos);
    if (isDigit(code)) throw new JsonSyntaxError('number with a leading zero', start);
  } else if (code > ZERO && code <= NINE) {
    do {
      magnitude = magnitude * 10 + (code - ZERO);
      code = text.charCodeAt(++pos);
    } while (isDigit(code));
  } else {
    throw unexpectedAt(text, pos, "(expected a digit after '-')");
  }
  const integerEnd = pos;
  if (code === DOT) {
    code = text.charCodeAt(++pos);
    if (!isDigit(code)) throw unexpectedAt(text, pos, "(expected a digit after '.')");
    do code = text.charCodeAt(++pos);
    while (isDigit(code));
  }
  if (code === 0x65 || code === 0x45) {
    code = text.charCodeAt(++pos);
    if (code === PLUS || code === MINUS) code = text.charCodeAt(++pos);
    if (!isDigit(code)) throw unexpectedAt(text, pos, '(expected a digit in the exponent)');
    do code = text.charCodeAt(++pos);
    while (isDigit(code));
  }
  out.isIntegerLiteral = integerEnd === pos;
  // Everything else goes through Number(), which rounds exactly as JSON.parse does.
  out.value =
    out.isIntegerLiteral && pos - digitsStart <= EXACT_DIGITS
      ? negative
        ? -magnitude
        : magnitude
      : Number(text.slice(start, pos));
  return pos;
}
