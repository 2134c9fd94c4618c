import { describe, expect, it } from 'vitest';
import { memberSpans as scanEnvelope } from '../../src/json/memberSpans.js';
import { answerRequest as answer } from '../../src/protocol/server.js';

const spans = (text: string) => {
  const scan = scanEnvelope(text);
  return { ok: scan.ok, members: scan.members.map((m) => [m.key, text.slice(m.start, m.end)]) };
};

describe('memberSpans: member value spans as text', () => {
  it('finds each top-level value exactly, whitespace trimmed, nested brackets and strings skipped', () => {
    expect(spans(' { "id" : "a\\"}," , "object" :  {"k":[1,{"x":"]}"}],"k":2}  , "kind":null } ')).toEqual({
      ok: true,
      members: [
        ['id', '"a\\"},"'],
        ['object', '{"k":[1,{"x":"]}"}],"k":2}'],
        ['kind', 'null'],
      ],
    });
  });

  it('keeps a BOM or a malformed value inside the span for the object validator to judge', () => {
    expect(spans('{"id":"b","object":\uFEFF{"a":1,}}').members[1]).toEqual(['object', '\uFEFF{"a":1,}']);
  });

  it('unescapes member names', () => {
    expect(spans('{"\\u006fbject":1}').members).toEqual([['object', '1']]);
  });

  it.each(['', 'null', '[1]', '{"id":"a"', '{"id":"a",}', '{"id":}', '{"id":"a"} x', '{"object":{"a":1}'])(
    'refuses %j, keeping the members read so far',
    (text) => {
      expect(scanEnvelope(text).ok).toBe(false);
    },
  );

  it('judges no value: a missing comma becomes part of the span, and answer() refuses the line', () => {
    expect(spans('{"id":"a" "object":1}')).toEqual({ ok: true, members: [['id', '"a" "object":1']] });
    expect(answer('{"id":"a" "object":1}')).toMatchObject({
      id: null,
      valid: false,
      errors: [{ rule: 'json.syntax' }],
    });
  });

  it('a broken line still yields the id read before the problem', () => {
    expect(spans('{"id":"z","object":{"a":1}').members).toEqual([['id', '"z"']]);
  });

  it('stops at a member named, its value unread', () => {
    const scan = scanEnvelope('{"id":"a","object":{"a":[1,', 'object');
    expect(scan).toEqual({
      ok: true,
      members: [{ key: 'id', start: 6, end: 9 }],
      stopped: { key: 'object', start: 19 },
    });
  });
});
