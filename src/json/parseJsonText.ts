/**
 * A strict RFC 8259 parser that also reports what JSON.parse silently hides: duplicate keys, lone
 * surrogates, integers a double cannot carry, numbers that overflow to Infinity, and a byte order mark.
 *
 * It is iterative (an explicit stack of open containers), so deep nesting fails cleanly instead of
 * overflowing the call stack, and it keeps the JSON Pointer of the current value only as that stack:
 * a pointer string is built only when a finding needs one.
 */
import { toPointer } from './pointer.js';
import {
  byteOrderMarkMessage,
  duplicateKeyMessage,
  loneSurrogateMessage,
  numberOverflowMessage,
  unsafeIntegerMessage,
} from './_internals/findingMessages.js';
import { scanNumber, type ScannedNumber } from './_internals/scanNumber.js';
import { scanString, type ScannedString } from './_internals/scanString.js';
import { JsonSyntaxError, lineAndColumn, unexpectedAt } from './_internals/syntaxError.js';
import { type CappedList, listOrCount } from './errorCap.js';

export interface TextFinding {
  /** catalogue rule id */
  readonly rule:
    | 'json.duplicate-key'
    | 'json.lone-surrogate'
    | 'json.unsafe-integer'
    | 'json.number-overflow'
    | 'json.byte-order-mark';
  /** RFC 6901 JSON Pointer to the value concerned ('' = root); for a member name, the pointer of that member */
  readonly path: string;
  /** one clear sentence for a producer */
  readonly message: string;
}

export type ParseResult =
  | { readonly ok: true; readonly value: unknown; readonly findings: readonly TextFinding[] }
  | {
      readonly ok: false;
      readonly message: string;
      readonly offset: number;
      readonly line: number;
      readonly column: number;
    };

/** Deeper nesting is refused: no real producer needs it, and it bounds the work per text. */
const MAX_NESTING_DEPTH = 10_000;

const BYTE_ORDER_MARK = 0xfeff;
const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

type JsonObject = Record<string, unknown>;

/** Integers with more digits than this may exceed 2^53 − 1; shorter ones never do. */
const SAFE_DIGITS = 15;

export function parseJsonText(text: string): ParseResult {
  try {
    return new JsonTextParser(text).parse();
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = lineAndColumn(text, error.offset);
    return {
      ok: false,
      message: `${error.reason} at line ${line}, column ${column}`,
      offset: error.offset,
      line,
      column,
    };
  }
}

class JsonTextParser {
  /** Capped (errorCap.ts): a text holding millions of findings lists the first and counts the rest. */
  private readonly findings: CappedList<TextFinding> = [];
  /** open containers, outermost first; the path of the current value is derived from them */
  private readonly containers: (unknown[] | JsonObject)[] = [];
  private readonly isArray: boolean[] = [];
  /** for an open object, the name of the member whose value is being parsed */
  private readonly memberNames: string[] = [];
  private readonly scannedString: ScannedString = { value: '', loneSurrogate: -1 };
  private readonly scannedNumber: ScannedNumber = { value: 0, isIntegerLiteral: false };

  constructor(private readonly text: string) {}

  parse(): ParseResult {
    let start = 0;
    if (this.text.charCodeAt(0) === BYTE_ORDER_MARK) {
      start = 1;
      listOrCount(this.findings, { rule: 'json.byte-order-mark', path: '', message: byteOrderMarkMessage() });
    }
    const value = this.parseText(start);
    return { ok: true, value, findings: this.findings };
  }

  /** One loop over the text: parse a value, then hand it to the open containers, closing those that end. */
  private parseText(start: number): unknown {
    const text = this.text;
    const { containers, isArray, memberNames } = this;
    let pos = start;
    let depth = 0;
    let value: unknown;
    let code: number;
    parseValue: for (;;) {
      code = text.charCodeAt(pos);
      while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++pos);
      switch (code) {
        case QUOTE:
          pos = scanString(text, pos, this.scannedString);
          value = this.scannedString.value;
          if (this.scannedString.loneSurrogate >= 0) this.reportLoneSurrogate(depth, false);
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET: {
          if (depth === MAX_NESTING_DEPTH)
            throw new JsonSyntaxError(`nesting too deep (more than ${MAX_NESTING_DEPTH} levels)`, pos);
          const opensArray = code === OPEN_BRACKET;
          code = text.charCodeAt(++pos);
          while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++pos);
          if (code === (opensArray ? CLOSE_BRACKET : CLOSE_BRACE)) {
            pos++;
            value = opensArray ? [] : {};
            break;
          }
          containers[depth] = opensArray ? [] : {};
          isArray[depth] = opensArray;
          depth++;
          if (!opensArray) pos = this.parseMemberName(pos, depth);
          continue parseValue;
        }
        case 0x74: // true
          pos = this.expectWord(pos, 'true');
          value = true;
          break;
        case 0x66: // false
          pos = this.expectWord(pos, 'false');
          value = false;
          break;
        case 0x6e: // null
          pos = this.expectWord(pos, 'null');
          value = null;
          break;
        case 0x2d:
        case 0x30:
        case 0x31:
        case 0x32:
        case 0x33:
        case 0x34:
        case 0x35:
        case 0x36:
        case 0x37:
        case 0x38:
        case 0x39: {
          const numberStart = pos;
          pos = scanNumber(text, pos, this.scannedNumber);
          value = this.scannedNumber.value;
          this.checkNumber(numberStart, pos, depth);
          break;
        }
        default:
          throw unexpectedAt(text, pos, '(expected a JSON value)');
      }

      for (;;) {
        code = text.charCodeAt(pos);
        while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++pos);
        if (depth === 0) {
          if (pos < text.length) throw unexpectedAt(text, pos, 'after the JSON value (a text holds exactly one value)');
          return value;
        }
        const container = containers[depth - 1]!;
        if (isArray[depth - 1]) {
          (container as unknown[]).push(value);
          if (code === COMMA) {
            pos++;
            continue parseValue;
          }
          if (code !== CLOSE_BRACKET) throw unexpectedAt(text, pos, "in an array (expected ',' or ']')");
        } else {
          this.setMember(container as JsonObject, memberNames[depth - 1]!, value, depth);
          if (code === COMMA) {
            pos = this.parseMemberName(pos + 1, depth);
            continue parseValue;
          }
          if (code !== CLOSE_BRACE) throw unexpectedAt(text, pos, "in an object (expected ',' or '}')");
        }
        pos++;
        value = container;
        depth--;
      }
    }
  }

  /** Parses `"name" :` (whitespace allowed around) into the innermost open object; returns the offset after the colon. */
  private parseMemberName(start: number, depth: number): number {
    const text = this.text;
    let pos = start;
    let code = text.charCodeAt(pos);
    while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++pos);
    if (code !== QUOTE) throw unexpectedAt(text, pos, '(expected a member name in double quotes)');
    pos = scanString(text, pos, this.scannedString);
    this.memberNames[depth - 1] = this.scannedString.value;
    if (this.scannedString.loneSurrogate >= 0) this.reportLoneSurrogate(depth, true);
    code = text.charCodeAt(pos);
    while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++pos);
    if (code !== COLON) throw unexpectedAt(text, pos, "after a member name (expected ':')");
    return pos + 1;
  }

  private setMember(object: JsonObject, name: string, value: unknown, depth: number): void {
    // JSON values are never undefined, so an undefined read means "not yet a member"; hasOwn rules out inherited names.
    if (object[name] !== undefined && Object.hasOwn(object, name)) {
      listOrCount(this.findings, {
        rule: 'json.duplicate-key',
        path: this.pointer(depth),
        message: duplicateKeyMessage(name),
      });
    }
    // Assigning __proto__ would set the prototype; like JSON.parse, make it an ordinary own member.
    if (name === '__proto__')
      Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
    else object[name] = value;
  }

  private expectWord(start: number, word: string): number {
    for (let index = 1; index < word.length; index++) {
      if (this.text.charCodeAt(start + index) !== word.charCodeAt(index))
        throw unexpectedAt(this.text, start + index, `(expected '${word}')`);
    }
    return start + word.length;
  }

  private checkNumber(start: number, end: number, depth: number): void {
    const value = this.scannedNumber.value;
    // One defect, one finding: an integer literal so long it overflows is reported as the overflow.
    if (value === Infinity || value === -Infinity) {
      listOrCount(this.findings, {
        rule: 'json.number-overflow',
        path: this.pointer(depth),
        message: numberOverflowMessage(this.text.slice(start, end), value),
      });
    } else if (
      this.scannedNumber.isIntegerLiteral &&
      end - start > SAFE_DIGITS &&
      Math.abs(value) > Number.MAX_SAFE_INTEGER
    ) {
      listOrCount(this.findings, {
        rule: 'json.unsafe-integer',
        path: this.pointer(depth),
        message: unsafeIntegerMessage(this.text.slice(start, end), value),
      });
    }
  }

  private reportLoneSurrogate(depth: number, inMemberName: boolean): void {
    const message = loneSurrogateMessage(this.scannedString.loneSurrogate, inMemberName);
    listOrCount(this.findings, { rule: 'json.lone-surrogate', path: this.pointer(depth), message });
  }

  /** Pointer of the value being parsed inside the `depth` open containers (an array's next index is its length). */
  private pointer(depth: number): string {
    const segments: (string | number)[] = [];
    for (let level = 0; level < depth; level++) {
      segments.push(this.isArray[level] ? (this.containers[level] as unknown[]).length : this.memberNames[level]!);
    }
    return toPointer(segments);
  }
}
