import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../src/report/junit.js';
import { escapeAttribute, escapeText, xmlSafe } from '../../src/report/xml.js';
import { childrenNamed, parseXml, type XmlElement } from './_support/xmlCheck.js';
import { makeCase, makeReport } from './_support/runReports.js';

const suites = (xml: string): XmlElement[] => childrenNamed(parseXml(xml), 'testsuite');
const suite = (xml: string, name: string): XmlElement =>
  suites(xml).find((element) => element.attributes.name === name)!;
const testcase = (xml: string, name: string): XmlElement =>
  suites(xml)
    .flatMap((element) => childrenNamed(element, 'testcase'))
    .find((element) => element.attributes.name === name)!;

describe('junit.xml', () => {
  const xml = renderJunit(makeReport());

  it('is well-formed XML with a <testsuites> root', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(parseXml(xml).name).toBe('testsuites');
  });

  it('has one testsuite per rule with cases, none for rules without', () => {
    const names = suites(xml).map((element) => element.attributes.name);
    expect(names).toContain('Entity.additional-properties');
    expect(names).not.toContain('Entity.entity_id.required');
    expect(new Set(names).size).toBe(names.length);
  });

  it('counts tests, failures, errors and skipped per suite', () => {
    expect(suite(xml, 'Entity.additional-properties').attributes).toMatchObject({
      tests: '2',
      failures: '2',
      errors: '0',
      skipped: '0',
    });
    expect(suite(xml, 'Timestamp.format').attributes).toMatchObject({
      tests: '2',
      failures: '0',
      errors: '2',
      skipped: '0',
    });
    // expected-failure is skipped; unexpected-pass fails the run, so it is a failure.
    expect(suite(xml, 'Position.lon.range').attributes).toMatchObject({
      tests: '2',
      failures: '1',
      errors: '0',
      skipped: '1',
    });
    expect(suite(xml, 'json.duplicate-key').attributes).toMatchObject({ tests: '1', failures: '0', skipped: '1' });
    const root = parseXml(xml).attributes;
    // junit-10.xsd declares no `skipped` on <testsuites> (junitSchema.test.ts): the suites carry it.
    expect(root).toEqual({
      name: expect.any(String),
      tests: '12',
      failures: '4',
      errors: '2',
      time: expect.any(String),
    });
  });

  it('maps each outcome to its element', () => {
    const only = (name: string): string[] => testcase(xml, name).children.map((child) => child.name);
    expect(only('entity/Affiliation.closed-vocabulary/ally')).toEqual([]);
    expect(only('entity/Entity.additional-properties/extra-key')).toEqual(['failure']);
    expect(only('track/Track.samples.order/equal-timestamps')).toEqual(['failure']);
    expect(only('entity/Timestamp.format/no-millis')).toEqual(['error']);
    expect(testcase(xml, 'entity/Timestamp.format/leap-day').children[0]!.attributes.type).toBe('timeout');
    expect(only('stream/json.duplicate-key/text-level')).toEqual(['skipped']);
    expect(only('entity/Position.lon.range/181')).toEqual(['skipped']);
    expect(testcase(xml, 'entity/Position.lon.range/-181').children[0]!.attributes.type).toBe('unexpected-pass');
    expect(only('stream/json.duplicate-key/entity-type-twice')).toEqual(['skipped']);
  });

  it('names classname, name and time in seconds', () => {
    expect(testcase(xml, 'entity/Timestamp.format/leap-day').attributes).toEqual({
      classname: 'Timestamp.format',
      name: 'entity/Timestamp.format/leap-day',
      time: '5.000',
    });
  });

  it('puts expected versus actual errors in a failure body', () => {
    const failure = testcase(xml, 'entity/Entity.additional-properties/two-extra-keys').children[0]!;
    // Refused, but for another rule: its own outcome, not a false accept.
    expect(failure.attributes.type).toBe('wrong-rule');
    expect(failure.attributes.message).toContain('Entity.additional-properties at /a');
    expect(failure.attributes.message).toContain('without reporting the expected rule');
    expect(failure.text).toMatch(/- Entity\.additional-properties\s+\/a/);
    expect(failure.text).toMatch(/\+ Entity\.type\s+""/);
  });

  it("puts an error's stderr in its body as written, a line per line", () => {
    const report = makeReport({
      cases: [
        makeCase({
          id: 'crashed',
          rule: 'UUID.format',
          outcome: 'error',
          actual: {
            valid: null,
            errors: [],
            message: 'the subject exited with code 1 before answering',
            stderr: 'Traceback (most recent call last):\n  File "v.py", line 3\nKeyError: \'x\'\n',
          },
        }),
      ],
      rules: [],
    });
    const error = testcase(renderJunit(report), 'crashed').children[0]!;
    expect(error.text.split('\n').slice(-4)).toEqual([
      'subject stderr:',
      'Traceback (most recent call last):',
      '  File "v.py", line 3',
      "KeyError: 'x'",
    ]);
  });

  it('escapes markup and replaces characters XML 1.0 forbids', () => {
    const nasty = 'id <&> "\'\u0000\u0008\u001f\ud800 \udfff \uffff \u{1F600}]]>';
    const report = makeReport({
      cases: [
        makeCase({
          id: nasty,
          rule: `rule ${nasty}`,
          outcome: 'error',
          actual: { valid: null, errors: [{ rule: nasty, path: nasty, message: nasty }], message: nasty },
        }),
      ],
      rules: [],
    });
    const text = renderJunit(report);
    const element = testcase(text, xmlSafe(nasty));
    expect(element.attributes.classname).toBe(xmlSafe(`rule ${nasty}`));
    expect(element.children[0]!.text).toContain('\\u0000');
    expect(element.children[0]!.text).toContain('\u{1F600}');
  });

  it('escapes attributes so tabs and line breaks survive', () => {
    expect(escapeAttribute('a\tb\nc\rd"e')).toBe('a&#9;b&#10;c&#13;d&quot;e');
    expect(escapeText(']]>')).toBe(']]&gt;');
    expect(xmlSafe('\ud83d\ude00 \ud83d')).toBe('\u{1F600} \\uD83D');
  });

  it('is still well-formed for an empty run', () => {
    const empty = renderJunit(makeReport({ cases: [], rules: [] }));
    expect(parseXml(empty).attributes.tests).toBe('0');
  });
});
