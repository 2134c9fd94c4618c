import { describe, expect, it } from 'vitest';
import { locateRange, locateSegments } from '../../src/json/locate.js';

const at = (text: string, segments: string[]) => {
  const found = locateSegments(text, segments);
  return {
    line: found.line,
    column: found.column,
    exact: found.exact,
    rest: text.slice(found.offset, found.offset + 8),
  };
};

describe('locateSegments', () => {
  it('finds a nested member value on one line', () => {
    const text = '{"a":1,"samples":[{"x":2},{"observed_at":"2020"}]}';
    expect(at(text, ['samples', '1', 'observed_at'])).toEqual({ line: 1, column: 42, exact: true, rest: '"2020"}]' });
  });

  it('counts lines and columns in a pretty-printed text', () => {
    const text = '{\n  "position": {\n    "lat": 91\n  }\n}';
    expect(at(text, ['position', 'lat'])).toMatchObject({ line: 3, column: 12, exact: true });
  });

  it('skips strings holding brackets, commas and escaped quotes', () => {
    const text = '{"s":"a,]}\\"{[","t":[1,"x]",{"u":[]}],"v":true}';
    expect(at(text, ['v']).rest).toBe('true}');
    expect(at(text, ['t', '2', 'u']).rest).toBe('[]}],"v"');
  });

  it('locates the last of duplicate members', () => {
    expect(at('{"k":1,"k":22}', ['k'])).toMatchObject({ column: 12, exact: true });
  });

  it('falls back to the deepest existing container for a missing member or index', () => {
    expect(at('{"a":{"b":1}}', ['a', 'missing'])).toMatchObject({ column: 6, exact: false });
    expect(at('{"a":[1,2]}', ['a', '5'])).toMatchObject({ column: 6, exact: false });
    expect(at('{"a":[]}', ['a', '0'])).toMatchObject({ column: 6, exact: false });
  });

  it('the root is the first value, after a byte order mark and white space', () => {
    expect(at('\uFEFF  {"a":1}', [])).toMatchObject({ column: 4, exact: true });
  });

  it('a text that is not JSON is located where the parser stops', () => {
    expect(at('{"a":1,}', ['a'])).toMatchObject({ line: 1, column: 8, exact: false });
  });

  it('member names with pointer escapes are compared unescaped', () => {
    expect(at('{"a/b":{"~":5}}', ['a/b', '~']).rest).toBe('5}}');
  });
});

const marked = '\ufeff{"a": {"b": [1, {"c~/d": "x\\"y"}]}, "z": 2, "e": -0}';
const mark = (pointer: string): string | null => {
  const range = locateRange(marked, pointer);
  return range === null ? null : marked.slice(range.start, range.end);
};

describe('locateRange: what the playground marks', () => {
  it('finds a member (key and value) and an array element, decoding escaped keys', () => {
    expect(mark('/a/b/1/c~0~1d')).toBe('"c~/d": "x\\"y"');
    expect(mark('/a/b/0')).toBe('1');
    expect(mark('/e')).toBe('"e": -0');
  });

  it('marks the last of duplicate keys (the one a parser keeps, and the one a json.duplicate-key finding is about)', () => {
    const twice = '{"a": {"b": 1}, "a": 2}';
    const range = locateRange(twice, '/a');
    expect(range === null ? null : twice.slice(range.start, range.end)).toBe('"a": 2');
  });

  it('lands on the deepest container for an absent member, and on nothing when only the root is on the way', () => {
    expect(mark('/a/missing')).toBe('"a": {"b": [1, {"c~/d": "x\\"y"}]}');
    expect(mark('/a/b/1/missing')).toBe('{"c~/d": "x\\"y"}');
    expect(mark('/missing')).toBeNull();
  });

  it('gives the whole text for the root and nothing for text that is not JSON', () => {
    expect(mark('')).toBe(marked.slice(1));
    expect(locateRange('{"a": ', '/a')).toBeNull();
    expect(locateRange('{}', 'no-slash')).toBeNull();
  });
});
