/**
 * Fixtures whose meaning lives in the JSON text (they carry `text`, sent verbatim): duplicate member
 * names, a byte order mark, lone surrogates (numbers written in ways JSON.parse hides: jsonNumbers.ts).
 * JSONTestSuite (nst/JSONTestSuite) cases are transcribed into otherwise valid objects, and a few
 * verbatim, with the suite's own name and verdict.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { baseId, basesOf, type Base } from '../bases/index.js';
import { finding, invalid, makeFixture, valid, type Intent } from '../make.js';
import { textWith, withByteOrderMark, type RawLiteral } from '../text.js';
import type { Fixture, PatchOperation } from '../../types.js';

const SUITE = 'JSONTestSuite (nst/JSONTestSuite)';
export const entity = (): Base => basesOf('entity')[0]!;

/** A JSONTestSuite case named as the source, with the suite's verdict read from its prefix. */
const suiteSource = (suite: string): { name: string; verdict: string } => ({
  name: `${SUITE} ${suite}`,
  verdict: suite.startsWith('y_')
    ? 'must accept (y_)'
    : suite.startsWith('n_')
      ? 'must reject (n_)'
      : 'implementation-defined (i_)',
});

export interface TextSpec {
  readonly rule: string;
  readonly rules?: readonly string[];
  readonly name: string;
  readonly description: string;
  readonly literals: readonly RawLiteral[];
  readonly intent: Intent;
  /** The change as parsed, when JSON can say it (documents the place; the text is authoritative). */
  readonly patch?: readonly PatchOperation[];
  readonly suite?: string;
  readonly base?: Base;
  readonly scope?: Kind | 'stream';
}

export function textFixture(spec: TextSpec): Fixture {
  const home = spec.base ?? entity();
  const scope = spec.scope ?? 'stream';
  return makeFixture({
    scope,
    rule: spec.rule,
    ...(spec.rules ? { rules: spec.rules } : {}),
    name: spec.name,
    description: spec.description,
    text: textWith(home.object, spec.literals),
    kind: scope === 'stream' ? null : scope,
    intent: spec.intent,
    ...(spec.patch ? { derived: { base: baseId(home), patch: spec.patch } } : {}),
    ...(spec.suite ? { source: suiteSource(spec.suite) } : {}),
  });
}

/** A row of a rule: the first entity's value at `path` written as `raw`, rejected at each path after it (none: accepted). */
type RawRow = readonly [name: string, description: string, path: string, raw: string, ...rejectedAt: string[]];

export const rawRows = (rule: string, rows: readonly RawRow[]): Fixture[] =>
  rows.map(([name, description, path, raw, ...rejectedAt]) =>
    textFixture({
      rule,
      name,
      description,
      literals: [{ path, raw }],
      intent: rejectedAt.length === 0 ? valid() : invalid(...rejectedAt.map((at) => finding(rule, at))),
    }),
  );

export function verbatim(
  rule: string,
  name: string,
  text: string,
  description: string,
  suite: string,
  intent: Intent,
): Fixture {
  return makeFixture({
    scope: 'stream',
    rule,
    name,
    description,
    text,
    kind: null,
    intent,
    source: suiteSource(suite),
  });
}

const DUP = 'json.duplicate-key';
const BOM = 'json.byte-order-mark';
const LONE = 'json.lone-surrogate';

function duplicates(): Fixture[] {
  return [
    ...rawRows(DUP, [
      [
        'affiliation-twice',
        'entity with "affiliation":"HOSTILE" then "affiliation":"NEUTRAL": JSON.parse keeps NEUTRAL and drops HOSTILE silently, so the duplicate is rejected.',
        '/affiliation',
        '"HOSTILE","affiliation":"NEUTRAL"',
        '/affiliation',
      ],
      [
        'object_kind-twice',
        'entity with "object_kind":"event" then "object_kind":"entity": a validator reading the first member would pick another shape; rejected.',
        '/object_kind',
        '"event","object_kind":"entity"',
        '/object_kind',
      ],
      [
        'position.lat-twice-same-value',
        'entity position with "lat" twice, both 59.91273: even an identical repeat is a duplicate member, rejected.',
        '/position/lat',
        '59.91273,"lat":59.91273',
        '/position/lat',
      ],
      [
        'attributes.callsign-twice',
        'entity attributes with "callsign" twice: inside an open bag too, one value would be dropped; rejected.',
        '/attributes/callsign',
        '"LAXY6","callsign":"LAXY7"',
        '/attributes/callsign',
      ],
      [
        'source_ids.1.external_id-twice',
        'entity source_ids item 1 with "external_id" twice: rejected at the item\'s member.',
        '/source_ids/1/external_id',
        '"FR-0041","external_id":"FR-0042"',
        '/source_ids/1/external_id',
      ],
    ]),
    verbatim(
      DUP,
      'jsontestsuite-y-object-duplicated-key',
      '{"a":"b","a":"c"}',
      'JSONTestSuite y_object_duplicated_key, verbatim: JSON accepts it, this contract rejects the duplicate (and the object has no object_kind to dispatch on).',
      'y_object_duplicated_key',
      invalid(finding(DUP, '/a'), finding('CanonicalObject.object_kind.missing', '/object_kind')),
    ),
  ];
}

function byteOrderMarks(): Fixture[] {
  const first = entity();
  const event = basesOf('event')[0]!;
  const bom = (home: Base, name: string, description: string): Fixture =>
    makeFixture({
      scope: 'stream',
      rule: BOM,
      name,
      description,
      text: withByteOrderMark(home.object),
      kind: null,
      intent: invalid(finding(BOM, '')),
      derived: { base: baseId(home), patch: [] },
    });
  return [
    bom(
      first,
      'before-entity',
      'the maximal entity written as "UTF-8 with BOM": U+FEFF before the text, which RFC 8259 forbids producers to add; rejected at the root.',
    ),
    bom(event, 'before-event', 'the maximal event preceded by U+FEFF: rejected at the root, whatever the object.'),
    verbatim(
      BOM,
      'jsontestsuite-i-structure-utf-8-bom-empty-object',
      '\ufeff{}',
      'JSONTestSuite i_structure_UTF-8_BOM_empty_object (EF BB BF 7B 7D), verbatim: the BOM is rejected, and {} has no object_kind.',
      'i_structure_UTF-8_BOM_empty_object',
      invalid(finding(BOM, ''), finding('CanonicalObject.object_kind.missing', '/object_kind')),
    ),
    textFixture({
      rule: BOM,
      name: 'valid-inside-a-string',
      description:
        'U+FEFF inside a string value (attributes.name): a character like any other, not a byte order mark, accepted.',
      literals: [{ path: '/attributes/name', raw: '"NORDIC\ufeffSTAR"' }],
      patch: [{ op: 'replace', path: '/attributes/name', value: 'NORDIC\ufeffSTAR' }],
      intent: valid(),
    }),
  ];
}

function surrogates(): Fixture[] {
  return [
    textFixture({
      rule: LONE,
      name: 'attributes.name-lone-low',
      description:
        'entity attributes.name "\\uDFAA", a lone low surrogate (JSONTestSuite i_string_lone_second_surrogate): not Unicode text, rejected.',
      literals: [{ path: '/attributes/name', raw: '"\\uDFAA"' }],
      suite: 'i_string_lone_second_surrogate',
      intent: invalid(finding(LONE, '/attributes/name')),
    }),
    ...rawRows(LONE, [
      [
        'status.state-lone-high',
        'entity status.state ending in "\\uD83D", a high surrogate without its pair (a string cut in the middle of an emoji): rejected.',
        '/status/state',
        '"moored \\uD83D"',
        '/status/state',
      ],
    ]),
    textFixture({
      rule: LONE,
      name: 'attributes-key-lone-low',
      description:
        'entity attributes with the member name "\\uDFAA" (JSONTestSuite i_object_key_lone_2nd_surrogate): a lone surrogate in a key, rejected.',
      literals: [{ path: '/attributes/x', raw: '0,"\\uDFAA":0' }],
      suite: 'i_object_key_lone_2nd_surrogate',
      intent: invalid(finding(LONE, '/attributes/\udfaa')),
    }),
    ...rawRows(LONE, [
      [
        'attributes.name-reversed-pair',
        'entity attributes.name "\\uDE80\\uD83D", a surrogate pair in the wrong order: rejected.',
        '/attributes/name',
        '"\\uDE80\\uD83D"',
        '/attributes/name',
      ],
    ]),
    textFixture({
      rule: LONE,
      name: 'valid-escaped-pair',
      description:
        'entity attributes.name "\\uD83D\\uDE80" (U+1F680 ROCKET as an escaped pair): a complete pair is Unicode text, accepted.',
      literals: [{ path: '/attributes/name', raw: '"NORDIC STAR \\uD83D\\uDE80"' }],
      patch: [{ op: 'replace', path: '/attributes/name', value: 'NORDIC STAR \u{1F680}' }],
      intent: valid(),
    }),
    verbatim(
      LONE,
      'jsontestsuite-i-string-lone-second-surrogate',
      '["\\uDFAA"]',
      'JSONTestSuite i_string_lone_second_surrogate, verbatim: the lone surrogate is rejected, and an array is not a canonical object.',
      'i_string_lone_second_surrogate',
      invalid(finding(LONE, '/0'), finding('CanonicalObject.type', '')),
    ),
  ];
}

export function jsonTextFixtures(): Fixture[] {
  return [...duplicates(), ...byteOrderMarks(), ...surrogates()];
}
