/**
 * The colon count is what lets the fast path skip the strict parser: the text's colons (escapes decoded)
 * equal the colons of the value JSON.parse built exactly when no name repeats. Held here on arbitrary JSON,
 * with strings escaped every way JSON allows, and with repeated names slipped in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colonCountOf, colonsIn, MAX_PLAIN_DEPTH } from '../../src/json/colonCount.js';
import { params, RUNS } from '../generators/_support.js';

/** The colons of the canonical text of a value (JSON.stringify never escapes a colon). */
const stringifiedColons = (value: unknown): number => JSON.stringify(value).split(':').length - 1;

/** A JSON string literal for `text`, each character escaped as \uXXXX when `escape` says so. */
function literal(text: string, escape: readonly boolean[]): string {
  let out = '"';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const plain = JSON.stringify(text[index]!).slice(1, -1);
    out += escape[index % escape.length] || plain.length > 1 ? `\\u${code.toString(16).padStart(4, '0')}` : plain;
  }
  return `${out}"`;
}

/** The text of `value` with every string (names too) escaped as `escape` says: any spelling JSON allows. */
function spelled(value: unknown, escape: readonly boolean[]): string {
  if (typeof value === 'string') return literal(value, escape);
  if (Array.isArray(value)) return `[${value.map((item) => spelled(item, escape)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${literal(key, escape)}:${spelled(item, escape)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Strings rich in colons, so escaped and raw colons both occur. */
const colonful = fc
  .array(fc.constantFrom('a', ':', '\\', '"', 'é', '😀', ' '), { maxLength: 6 })
  .map((characters) => characters.join(''));
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    colonful,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(colonful, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('colonCountOf and colonsIn', () => {
  it('agree on every spelling of a value with no repeated name', () => {
    fc.assert(
      fc.property(json, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (value, escape) => {
        const text = spelled(value, escape);
        expect(colonCountOf(text)).toBe(stringifiedColons(JSON.parse(text)));
        expect(colonsIn(JSON.parse(text))).toBe(stringifiedColons(value));
      }),
      params(Math.max(200, RUNS)),
    );
  });

  it('differ whenever a name repeats, however it is spelled', () => {
    fc.assert(
      fc.property(
        json,
        colonful,
        json,
        json,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        (rest, name, first, second, escapeA, escapeB) => {
          const text = `{${literal(name, escapeA)}:${spelled(first, escapeA)},"other":${spelled(rest, escapeA)},${literal(name, escapeB)}:${spelled(second, escapeB)}}`;
          expect(colonCountOf(text)).toBeGreaterThan(colonsIn(JSON.parse(text)));
        },
      ),
      params(Math.max(200, RUNS)),
    );
  });

  it('refuse what only the strict parser can judge: a byte order mark, lone surrogates, doubtful numbers, deep nesting', () => {
    expect(colonCountOf('\ufeff{"a":1}')).toBe(-1);
    expect(colonCountOf('{"a":"\ud800"}')).toBe(-1);
    expect(colonCountOf('{"a":"\\ud800"}')).toBe(-1);
    expect(colonCountOf('{"a":"\\udc00\\ud800"}')).toBe(-1);
    expect(colonCountOf('{"a":"\\ud83d\\ude00"}')).toBe(1);
    expect(colonCountOf('{"a":"\\\\ud800"}')).toBe(1);
    for (const number of [2 ** 53, -(2 ** 53), Infinity, -Infinity, 1e300]) expect(colonsIn({ a: [number] })).toBe(-1);
    expect(colonsIn({ a: [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e-300, 0.5] })).toBe(1);
    const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
    expect(colonsIn(nested(MAX_PLAIN_DEPTH))).toBe(0);
    expect(colonsIn(nested(MAX_PLAIN_DEPTH + 1))).toBe(-1);
  });
});
