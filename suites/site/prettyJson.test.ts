import { describe, expect, it } from 'vitest';
import { prettyJson } from '../../src/site/prettyJson.js';

/** The text a reader sees: markup removed, entities decoded. */
const shown = (markup: string): string =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const object = {
  object_kind: 'track',
  samples: [
    { observed_at: '2024-03-01T12:00:00.000Z', position: { lat: 1, lon: 2 } },
    { observed_at: '2024-03-01T11:00:00.000Z', position: { lat: 1, lon: 2 } },
  ],
  attributes: { note: '</pre><img src=x onerror=alert(1)>', ['__proto__']: { x: 1 } },
};

describe('prettyJson', () => {
  it('prints the whole value as JSON that parses back to it, __proto__ keys included', () => {
    const text = shown(prettyJson(object).value);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(object)));
    expect(text).toContain('"__proto__"');
  });

  it('escapes string values, so no markup can come from data', () => {
    const markup = prettyJson(object).value;
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;/pre&gt;&lt;img src=x onerror=alert(1)&gt;');
  });

  it('marks the values the pointers name, and the deepest existing member for an absent one', () => {
    const markup = prettyJson(object, ['/samples/1/observed_at', '/samples/0/position/alt_m']).value;
    expect(markup).toContain('<mark>"2024-03-01T11:00:00.000Z"</mark>');
    expect(markup).toMatch(/<mark>\{<i>"lat"<\/i>: 1, <i>"lon"<\/i>: 2\}<\/mark>/);
    expect(markup.match(/<mark>/g)).toHaveLength(2);
  });

  it('does not mark the whole object for a member missing at the top', () => {
    expect(prettyJson(object, ['/entity_id']).value).not.toContain('<mark>');
  });

  it('with a focus, folds what is off the way and keeps every sibling of the focused value', () => {
    const text = shown(prettyJson(object, ['/samples/1/observed_at'], ['/samples/1/observed_at']).value);
    expect(text).toContain('"observed_at": "2024-03-01T11:00:00.000Z"');
    expect(text).toContain('"position": {…}');
    expect(text).toContain('… 1 more');
    expect(text).not.toContain('onerror');
  });
});
