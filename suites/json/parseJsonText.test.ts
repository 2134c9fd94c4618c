import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../_support/propertyRuns.js';
import { parseJsonText, type TextFinding } from '../../src/json/parseJsonText.js';

function parsed(text: string): { value: any; findings: readonly TextFinding[] } {
  const result = parseJsonText(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse, got: ${result.message}`);
  return result;
}

function failure(text: string): { message: string; offset: number; line: number; column: number } {
  const result = parseJsonText(text);
  if (result.ok) throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
  const { ok: _ok, ...error } = result;
  return error;
}

/** Findings as [rule, path] pairs: the part every test pins exactly. */
function findingsOf(text: string): [string, string][] {
  return parsed(text).findings.map((finding) => [finding.rule, finding.path]);
}

describe('parseJsonText: grammar rejections', () => {
  // [what, text, offset of the error]; every error here is on line 1, so column = offset + 1.
  const rejections: [string, string, number][] = [
    ['empty text', '', 0],
    ['only whitespace', ' \t ', 3],
    ['line comment', '// c\n1', 0],
    ['block comment', '[1 /* c */]', 3],
    ['trailing comma in an array', '[1,]', 3],
    ['trailing comma in an object', '{"a":1,}', 7],
    ['NaN', 'NaN', 0],
    ['Infinity', 'Infinity', 0],
    ['-Infinity', '-Infinity', 1],
    ['leading zero', '01', 0],
    ['negative leading zero', '[-01]', 1],
    ['plus sign', '+1', 0],
    ['fraction without integer part', '.5', 0],
    ['point without fraction digits', '1.', 2],
    ['exponent without digits', '1e+', 3],
    ['minus alone', '-', 1],
    ['hex number', '0x10', 1],
    ['raw tab in a string', '"a\tb"', 2],
    ['raw U+0000 in a string', '"\u0000"', 1],
    ['raw U+001F in a string', '"\u001f"', 1],
    ['raw line feed in a string', '"a\nb"', 2],
    ['unknown escape \\x', '"\\x"', 2],
    ["escaped single quote \\'", '"\\\'"', 2],
    ['upper-case \\U escape', '"\\U0041"', 2],
    ['\\u escape with too few digits', '"\\u12"', 5],
    ['\\u escape with a non-hex digit', '"\\u12G4"', 5],
    ['single-quoted string', "'a'", 0],
    ['unquoted member name', '{a:1}', 1],
    ['missing colon', '{"a" 1}', 5],
    ['missing value after colon', '{"a":}', 5],
    ['missing comma between items', '[1 2]', 3],
    ['missing comma between members', '{"a":1 "b":2}', 7],
    ['two values', '1 2', 2],
    ['garbage after the value', '{}x', 2],
    ['no-break space as whitespace', '\u00a01', 0],
    ['form feed as whitespace', '\f1', 0],
    ['vertical tab as whitespace', '\v1', 0],
    ['unterminated string', '"abc', 4],
    ['unterminated array', '[1', 2],
    ['unterminated object', '{"a":1', 6],
    ['mismatched bracket', '[1}', 2],
    ['closing bracket alone', ']', 0],
    ['capitalised literal', 'True', 0],
    ['truncated literal', 'nul', 3],
    ['misspelt literal', 'fals3', 4],
    ['literal followed by letters', 'truex', 4],
    ['byte order mark after the value', '1\ufeff', 1],
    ['second byte order mark', '\ufeff\ufeff1', 1],
  ];

  it.each(rejections)('rejects %s', (_what, text, offset) => {
    const result = failure(text);
    expect(result).toMatchObject({ offset, line: 1, column: offset + 1 });
    expect(result.message).toMatch(new RegExp(`^[^\\n]+ at line 1, column ${offset + 1}$`));
  });

  it('reports line and column of an error on a later line (\\r\\n counts as one line break)', () => {
    const text = '{\n  "a": 1,\r\n  "b": [1, 2,]\n}';
    expect(failure(text)).toEqual({
      message: "unexpected character ']' (expected a JSON value) at line 3, column 14",
      offset: text.indexOf(',]') + 1,
      line: 3,
      column: 14,
    });
  });

  it('counts a lone \\r as a line break', () => {
    expect(failure('[\r1,\r x]')).toMatchObject({ offset: 6, line: 3, column: 2 });
  });

  it('says which character is wrong and what was expected', () => {
    expect(failure('[1 2]').message).toBe(
      "unexpected character '2' in an array (expected ',' or ']') at line 1, column 4",
    );
    expect(failure('"a\u0001"').message).toContain('U+0001');
    expect(failure('"abc').message).toContain('end of input');
  });
});

describe('parseJsonText: values', () => {
  const validTexts = [
    'null',
    'true',
    'false',
    '0',
    '-0',
    '1.0',
    '-1.5e-3',
    '1E+2',
    '2e-0',
    '123456789012345',
    '9007199254740991',
    '-9007199254740991',
    '1.7976931348623157e308',
    '5e-324',
    '123e-10000000',
    '0.1',
    '2.2250738585072014e-308',
    '9007199254740991.5',
    '"plain"',
    '""',
    '"\\u00e9\\u00E9\\u0000\\u001F"',
    '"\\ud83d\\ude00 😀 é 中文"',
    '"\\"\\\\\\/\\b\\f\\n\\r\\t"',
    '"a\\nb\\tc\\"d"',
    '[]',
    '{}',
    '[[[]]]',
    '[{}, [], {"a": []}]',
    ' {"a" : [ 1 , { "b" : null } ] , "c" : "d" } ',
    '\t\r\n [ ] \n',
    '{"z":1,"a":2,"10":3,"2":4}',
    '{"":0," ":1,"toString":2,"constructor":3,"hasOwnProperty":4}',
    '[1,"two",{"three":[3,true,false,null,-0.5e+10]}]',
    JSON.stringify({ long: 'x'.repeat(5000), list: [...Array(100).keys()] }),
  ];

  it.each(validTexts)('parses %s like JSON.parse', (text) => {
    const { value, findings } = parsed(text);
    const expected = JSON.parse(text);
    expect(value).toEqual(expected);
    expect(JSON.stringify(value)).toBe(JSON.stringify(expected)); // also pins member order
    expect(findings).toEqual([]);
  });

  it('gives every number exactly the double JSON.parse gives, -0 included', () => {
    for (const literal of [
      '-0',
      '-0.0',
      '-0e5',
      '0e-5',
      '1.0',
      '0.30000000000000004',
      '123456789012345678',
      '18959024536390899',
      '-44225957886562349',
      '1e-400',
      '-1e-400',
      '4.9e-324',
      '1.7976931348623158e308',
    ]) {
      expect(Object.is(parsed(literal).value, JSON.parse(literal)), literal).toBe(true);
    }
    expect(Object.is(parsed('[-0]').value[0], -0)).toBe(true);
    expect(Object.is(parsed('{"n":-0}').value.n, -0)).toBe(true);
  });

  it('makes __proto__ an own member and never touches a prototype', () => {
    const { value, findings } = parsed('{"__proto__": {"polluted": true}, "b": 1}');
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(Object.keys(value)).toEqual(['__proto__', 'b']);
    expect(value.__proto__).toEqual({ polluted: true });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(value.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(findings).toEqual([]);
    expect(JSON.stringify(value)).toBe(JSON.stringify(JSON.parse('{"__proto__": {"polluted": true}, "b": 1}')));
  });

  it('treats a repeated __proto__ like any repeated key', () => {
    const { value, findings } = parsed('[{"__proto__": 1, "__proto__": 2}]');
    expect(Object.getOwnPropertyDescriptor(value[0], '__proto__')).toEqual({
      value: 2,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    expect(Object.getPrototypeOf(value[0])).toBe(Object.prototype);
    expect(findings.map((finding) => finding.path)).toEqual(['/0/__proto__']);
  });
});

describe('parseJsonText: findings', () => {
  it('reports a duplicate key once per repeat, keeps the last value and the first position', () => {
    const { value, findings } = parsed('{"a":1,"b":2,"a":3,"a":4}');
    expect(Object.entries(value)).toEqual([
      ['a', 4],
      ['b', 2],
    ]);
    expect(findings).toEqual([
      {
        rule: 'json.duplicate-key',
        path: '/a',
        message: 'key "a" appears more than once in the same object; JSON.parse would keep only the last value',
      },
      {
        rule: 'json.duplicate-key',
        path: '/a',
        message: 'key "a" appears more than once in the same object; JSON.parse would keep only the last value',
      },
    ]);
  });

  it('compares decoded member names, inside arrays and objects, escaping ~ and / in the path', () => {
    expect(findingsOf('{"a":1,"\\u0061":2}')).toEqual([['json.duplicate-key', '/a']]);
    expect(findingsOf('[0, {"x": [{"k":1}, {"k":1, "k":2}]}]')).toEqual([['json.duplicate-key', '/1/x/1/k']]);
    expect(findingsOf('{"a/b~c": {"n":1}, "a/b~c": 2}')).toEqual([['json.duplicate-key', '/a~1b~0c']]);
    expect(findingsOf('{"~1": {"/": 1, "/": 2}}')).toEqual([['json.duplicate-key', '/~01/~1']]);
  });

  it('does not call equal keys in different objects, or inherited names, duplicates', () => {
    expect(findingsOf('[{"a":1},{"a":2},{"a":{"a":3}}]')).toEqual([]);
    expect(findingsOf('{"toString":1,"constructor":2,"valueOf":3}')).toEqual([]);
  });

  it('reports a lone surrogate in a value at the value and keeps it, as JSON.parse does', () => {
    for (const [text, path] of [
      ['"\\ud800"', ''],
      ['{"s": ["ok", "x\\udc00y"]}', '/s/1'],
      ['["\\ud800\\u0041"]', '/0'],
      ['["\\udbff\\ud800"]', '/0'],
      [`{"raw": "a${'\ud800'}b"}`, '/raw'],
      [`["${'\udfff'}"]`, '/0'],
    ] as const) {
      const { value, findings } = parsed(text);
      expect(value, text).toEqual(JSON.parse(text));
      expect(
        findings.map((finding) => [finding.rule, finding.path]),
        text,
      ).toEqual([['json.lone-surrogate', path]]);
    }
    expect(parsed('"\\ud800"').findings[0]!.message).toContain('U+D800');
  });

  it('reports a lone surrogate in a member name at the member, once per string', () => {
    expect(findingsOf('{"a": {"k\\udfff\\udfff": 1}}')).toEqual([['json.lone-surrogate', '/a/k\udfff\udfff']]);
    expect(parsed('{"\\ud800": 1}').findings[0]!.message).toContain('member name');
  });

  it('does not report surrogate pairs, escaped or raw', () => {
    expect(findingsOf('["\\ud83d\\ude00", "\\uD83D\\uDE00", "😀", "\\ud7ff\\ue000"]')).toEqual([]);
  });

  it('reports integer literals beyond ±(2^53 − 1) and keeps the rounded value', () => {
    expect(findingsOf('9007199254740993')).toEqual([['json.unsafe-integer', '']]);
    expect(findingsOf('{"id": [-9007199254740993]}')).toEqual([['json.unsafe-integer', '/id/0']]);
    expect(findingsOf('[9007199254740992, 9007199254740991, -9007199254740991]')).toEqual([
      ['json.unsafe-integer', '/0'],
    ]);
    expect(parsed('9007199254740993').value).toBe(9007199254740992);
    expect(parsed('-9007199254740993').findings[0]!.message).toContain('-9007199254740993');
  });

  it('reports no unsafe integer for literals with a fraction or an exponent', () => {
    expect(findingsOf('[9007199254740993.0, 9007199254740993e0, 1e16]')).toEqual([]);
  });

  it('reports numbers that overflow to Infinity and keeps Infinity', () => {
    const { value, findings } = parsed('{"n": [1e400, -1e400]}');
    expect(value.n).toEqual([Infinity, -Infinity]);
    expect(findings.map((finding) => [finding.rule, finding.path])).toEqual([
      ['json.number-overflow', '/n/0'],
      ['json.number-overflow', '/n/1'],
    ]);
    expect(findings[0]!.message).toContain('1e400');
    expect(findingsOf('[1.7976931348623157e308, 123e-10000000, -0, 1.0]')).toEqual([]);
  });

  it('reports an integer literal so long it overflows once, as the overflow', () => {
    expect(findingsOf('1' + '0'.repeat(400))).toEqual([['json.number-overflow', '']]);
  });

  it('skips a leading byte order mark and reports it', () => {
    const { value, findings } = parsed('\ufeff{"a": 1}');
    expect(value).toEqual({ a: 1 });
    expect(findings).toEqual([
      { rule: 'json.byte-order-mark', path: '', message: expect.stringContaining('byte order mark') },
    ]);
    expect(failure('\ufeff').offset).toBe(1);
  });

  it('lists findings in text order', () => {
    expect(findingsOf('\ufeff[{"a":1,"a":1e999}, "\\udc00"]').map(([rule]) => rule)).toEqual([
      'json.byte-order-mark',
      'json.number-overflow',
      'json.duplicate-key',
      'json.lone-surrogate',
    ]);
  });
});

describe('parseJsonText: nesting depth', () => {
  it('rejects 100,000 nested arrays or objects without throwing', () => {
    const arrays = '['.repeat(100_000) + ']'.repeat(100_000);
    const objects = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    for (const text of [arrays, objects]) {
      const result = parseJsonText(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/^nesting too deep/);
    }
  });

  it('accepts exactly 10,000 levels and rejects 10,001 at the extra bracket', () => {
    expect(parseJsonText('['.repeat(10_000) + ']'.repeat(10_000)).ok).toBe(true);
    expect(failure('['.repeat(10_001) + ']'.repeat(10_001))).toMatchObject({ offset: 10_000, column: 10_001 });
  });
});

describe('parseJsonText: properties', () => {
  it('agrees with JSON.parse on JSON.stringify of any JSON value, with no findings but unsafe integers', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'grapheme' }), fc.constantFrom(undefined, 0, 2, '\t'), (v, indent) => {
        const text = JSON.stringify(v, null, indent);
        const { value, findings } = parsed(text);
        expect(value).toEqual(JSON.parse(text));
        expect(findings.filter((finding) => finding.rule !== 'json.unsafe-integer')).toEqual([]);
      }),
    );
  });

  it('decodes any string, reporting a lone surrogate exactly when it holds one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const { value, findings } = parsed(JSON.stringify(s));
        expect(value).toBe(s);
        expect(findings.length).toBe(/\p{Cs}/u.test(s) ? 1 : 0);
      }),
    );
  });

  it('accepts exactly the texts JSON.parse accepts, and never throws', () => {
    const unit = fc.constantFrom(...'{}[],:" \n\\/0123-.eE+tfnulrsau0aD8'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit, maxLength: 12 }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        fc.nat(),
        fc.string({ unit, maxLength: 2 }),
        (base, at, insert) => {
          const position = at % (base.length + 1);
          const text = base.slice(0, position) + insert + base.slice(position);
          let expected: unknown;
          let accepted = true;
          try {
            expected = JSON.parse(text);
          } catch {
            accepted = false;
          }
          const result = parseJsonText(text);
          expect(result.ok, text).toBe(accepted);
          if (result.ok) expect(result.value).toEqual(expected);
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
  });
});
