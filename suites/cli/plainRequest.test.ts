/**
 * The plain request's answer (cli/_internals/plainRequest.ts) is the full path's, byte for byte: on every
 * corpus fixture, on generated objects and violators, under any id, with and without a "kind" member, with
 * --kind and --lint, and on lines that only look plain (a second member after the object, escapes in the
 * id, a kind that is not one, whitespace, a BOM, repeated names, __proto__). It must also answer the plain
 * lines it is for, or the bench measures the slow path. CDM_FC_RUNS scales the generated runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainResponseLine } from '../../src/cli/_internals/plainRequest.js';
import { answer, envelopeAnswer, respond, responseLine, type StreamDefaults } from '../../src/cli/stream.js';
import { kindNames, type Kind } from '../../src/contract/canonicalObject.js';
import { fixtureText } from '../../src/corpus/load.js';
import { objectOfKind } from '../../src/generators/canonicalObject.js';
import { arbitraries } from '../../src/generators/index.js';
import { params, RUNS, VIOLATOR_RUNS } from '../generators/_support.js';
import { committedFixtures } from '../_support/corpus.js';

const DEFAULTS: StreamDefaults[] = [{}, { lint: true }, { kind: 'entity' }, { kind: 'track', lint: true }];
/** The "kind" member as the runner writes it (or none), and members that only look like one. */
const KIND_MEMBERS = [
  '',
  ',"kind":null',
  ...kindNames.map((kind) => `,"kind":"${kind}"`),
  ',"kind":"vessel"',
  ',"kind":"\\u0065ntity"',
  ',"kind":7',
  ',"kind":nul',
];

const request = (idText: string, kindMember: string, objectText: string): string =>
  `{"id":${idText}${kindMember},"object":${objectText}}`;

/** Every way of answering the line gives the full path's response line. */
function expectSameResponse(line: string, defaults: StreamDefaults): void {
  const expected = responseLine(envelopeAnswer(line, defaults));
  const plain = plainResponseLine(line, defaults);
  if (plain !== undefined) expect(plain, line.slice(0, 300)).toBe(expected);
  expect(responseLine(answer(line, defaults)), line.slice(0, 300)).toBe(expected);
  expect(respond(line, defaults), line.slice(0, 300)).toBe(expected);
}

const corpusTexts = committedFixtures().map((fixture) => ({
  id: fixture.id,
  kind: fixture.kind,
  text: fixtureText(fixture).replaceAll('\n', ' ').replaceAll('\r', ' '),
}));

describe('the plain request answers as the full path does', () => {
  it('on every corpus fixture, sent as the runner sends it, under every default', () => {
    let answered = 0;
    for (const fixture of corpusTexts) {
      const line = request(
        JSON.stringify(fixture.id),
        fixture.kind === null ? '' : `,"kind":"${fixture.kind}"`,
        fixture.text,
      );
      for (const defaults of DEFAULTS) {
        expectSameResponse(line, defaults);
        if (plainResponseLine(line, defaults) !== undefined) answered++;
      }
    }
    // Most fixtures carry no text finding: the plain path answers them (it is not the slow path renamed).
    expect(answered).toBeGreaterThan((corpusTexts.length * DEFAULTS.length) / 2);
  });

  it('on every corpus fixture under ids and kind members that are plain and that only look it', () => {
    const ids = [
      '"1"',
      '"case/a b:c"',
      '"é😀"',
      '"a\\"b"',
      '"a\\\\b"',
      '"\\u0041"',
      '"\\ud800"',
      '"\ud800"',
      '"tab\tin"',
      '""',
      '7',
      'null',
      '"a" ',
    ];
    corpusTexts.forEach((fixture, index) => {
      const idText = ids[index % ids.length]!;
      const kindMember = KIND_MEMBERS[index % KIND_MEMBERS.length]!;
      expectSameResponse(request(idText, kindMember, fixture.text), DEFAULTS[index % DEFAULTS.length]!);
    });
  });

  it.each(kindNames)('on generated %s objects, under any id and kind member', (kind: Kind) => {
    fc.assert(
      fc.property(
        objectOfKind(kind),
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.constantFrom(...KIND_MEMBERS),
        fc.constantFrom(...DEFAULTS),
        (value, id, kindMember, defaults) => {
          const line = request(JSON.stringify(id), kindMember, JSON.stringify(value));
          expectSameResponse(line, defaults);
          const plainId = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/.test(id);
          if (plainId && kindMember === '') expect(plainResponseLine(line, defaults)).toBeDefined();
        },
      ),
      params(RUNS),
    );
  });

  it('on violators of every rule', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...arbitraries.violatorRules).chain((rule) => arbitraries.violator(rule)),
        fc.nat(),
        fc.constantFrom(...DEFAULTS),
        (violation, n, defaults) => {
          expectSameResponse(
            request(`"v${n}"`, KIND_MEMBERS[n % KIND_MEMBERS.length]!, JSON.stringify(violation.value)),
            defaults,
          );
        },
      ),
      params(VIOLATOR_RUNS * 20),
    );
  });

  it('on lines that only look plain, and on objects only the strict parser can answer', () => {
    const valid = committedFixtures().find((fixture) => fixture.expect.valid && fixture.kind === null);
    const object = fixtureText(valid!).replaceAll('\n', ' ');
    expect(plainResponseLine(`{"id":"a","object":${object}}`, {})).toBe('{"id":"a","valid":true,"errors":[]}\n');
    const lines = [
      `{"id":"a","object":${object},"object":{}}`,
      `{"id":"a","object":{},"object":${object}}`,
      `{"id":"a","object":${object},"extra":1}`,
      `{"id":"a","object":${object}} `,
      `{"id":"a","object":${object}}\r`,
      `{"id":"a","object": ${object} }`,
      `{"id":"a","object":\ufeff${object}}`,
      `\ufeff{"id":"a","object":${object}}`,
      `{"id":"a","object":${object}}}`,
      `{"id":"a","object":${object}`,
      `{"id":"a","object":${object}]`,
      `{"id":"a","object":${object} `,
      '{"id":"a","object":1x',
      `{"id":"a","object":${object.slice(0, -1)}}`,
      `{"id":"a","object":${object}}{"x":1}`,
      `{"id":"a","kind":null,"kind":null,"object":${object}}`,
      `{"id":"a","id":"b","object":${object}}`,
      `{"id":"a","__proto__":{},"object":${object}}`,
      `{"id":"a","object":{"__proto__":{"x":1}}}`,
      `{"id":"a","object":${object.replace('{', '{"__proto__":null,')}}`,
      `{"id":"a","object":${object.replace('{', '{"s":"\\ud800",')}}`,
      `{"id":"a","object":${object.replace('{', '{"s":"\ud800",')}}`,
      `{"id":"a","object":${object.replace('{', '{"n":12345678901234567,')}}`,
      `{"id":"a","object":${object.replace('{', '{"n":1e400,')}}`,
      `{"id":"a","object":${object.replace('{', '{"a":{"b":1,"b":2},')}}`,
      `{"id":"a","object":${object.replace('{', '{"c\\u003a":1,')}}`,
      `{"id":"a","object":${object},"text":"{}"}`,
      `{"id":"a","text":${JSON.stringify(object)}}`,
      '{"id":"a","object":}',
      '{"id":"a","object":{"x":}}',
      '{"id":"a","object":"}',
      '{"id":"a","object":1}',
      '{"id":"a","object":[]}',
      '{"id":"a","object":null}',
      '{"id":"a","object":"x","y":"z"}',
      '{"id":"a","object":{"b":1}, "c":{"d":2}}',
      '{"id":"a","object":{}}',
      '{"id":"a"}',
      '{"id":"a}',
      '{"id":"',
      '{}',
      'not json',
    ];
    for (const line of lines) for (const defaults of DEFAULTS) expectSameResponse(line, defaults);
  });
});
