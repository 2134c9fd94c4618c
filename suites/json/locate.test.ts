import { describe, expect, it } from 'vitest';
import { locateSegments } from '../../src/json/locate.js';

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
