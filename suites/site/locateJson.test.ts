import { describe, expect, it } from 'vitest';
import { locatePointer } from '../../src/site/locateJson.js';

const text = '\ufeff{"a": {"b": [1, {"c~/d": "x\\"y"}]}, "a": 2, "e": -0}';
const at = (pointer: string): string | null => {
  const range = locatePointer(text, pointer);
  return range === null ? null : text.slice(range.start, range.end);
};

describe('locatePointer', () => {
  it('finds a member (key and value) and an array element, decoding escaped keys', () => {
    expect(at('/a/b/1/c~0~1d')).toBe('"c~/d": "x\\"y"');
    expect(at('/a/b/0')).toBe('1');
    expect(at('/e')).toBe('"e": -0');
  });

  it('keeps the first of duplicate keys', () => {
    expect(at('/a')).toMatch(/^"a": \{/);
  });

  it('lands on the deepest container for an absent member, and on nothing when only the root is on the way', () => {
    expect(at('/a/missing')).toBe('"a": {"b": [1, {"c~/d": "x\\"y"}]}');
    expect(at('/missing')).toBeNull();
  });

  it('gives the whole text for the root and nothing for text that is not JSON', () => {
    expect(at('')).toBe(text.slice(1));
    expect(locatePointer('{"a": ', '/a')).toBeNull();
    expect(locatePointer('{}', 'no-slash')).toBeNull();
  });
});
