/**
 * Fixtures whose meaning lives in the JSON text (they carry `text`, sent verbatim): duplicate member
 * names, a byte order mark, lone surrogates, integers beyond 2^53, overflow to Infinity, -0 and 1.0.
 * JSONTestSuite (nst/JSONTestSuite) cases are transcribed into otherwise valid objects, and a few
 * verbatim, with the suite's own name and verdict.
 */
import { kindNames, type Kind } from '../../../contract/canonicalObject.js';
import { baseId, basesOf, type Base } from '../bases/index.js';
import { finding, invalid, makeFixture, valid, type Intent } from '../make.js';
import { textWith, withByteOrderMark, type RawLiteral } from '../text.js';
import type { Fixture, PatchOperation } from '../../types.js';

const SUITE = 'JSONTestSuite (nst/JSONTestSuite)';
const entity = (): Base => basesOf('entity')[0]!;

interface TextSpec {
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

function textFixture(spec: TextSpec): Fixture {
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
    ...(spec.suite
      ? {
          source: {
            name: `${SUITE} ${spec.suite}`,
            verdict:
              spec.suite.slice(0, 1) === 'y'
                ? 'must accept (y_)'
                : spec.suite.slice(0, 1) === 'n'
                  ? 'must reject (n_)'
                  : 'implementation-defined (i_)',
          },
        }
      : {}),
  });
}

function verbatim(
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
    source: {
      name: `${SUITE} ${suite}`,
      verdict: suite.startsWith('y_')
        ? 'must accept (y_)'
        : suite.startsWith('n_')
          ? 'must reject (n_)'
          : 'implementation-defined (i_)',
    },
  });
}

const DUP = 'json.duplicate-key';
const BOM = 'json.byte-order-mark';
const LONE = 'json.lone-surrogate';
const UNSAFE = 'json.unsafe-integer';
const OVERFLOW = 'json.number-overflow';

function duplicates(): Fixture[] {
  return [
    textFixture({
      rule: DUP,
      name: 'affiliation-twice',
      description:
        'entity with "affiliation":"HOSTILE" then "affiliation":"NEUTRAL": JSON.parse keeps NEUTRAL and drops HOSTILE silently, so the duplicate is rejected.',
      literals: [{ path: '/affiliation', raw: '"HOSTILE","affiliation":"NEUTRAL"' }],
      intent: invalid(finding(DUP, '/affiliation')),
    }),
    textFixture({
      rule: DUP,
      name: 'object_kind-twice',
      description:
        'entity with "object_kind":"event" then "object_kind":"entity": a validator reading the first member would pick another shape; rejected.',
      literals: [{ path: '/object_kind', raw: '"event","object_kind":"entity"' }],
      intent: invalid(finding(DUP, '/object_kind')),
    }),
    textFixture({
      rule: DUP,
      name: 'position.lat-twice-same-value',
      description:
        'entity position with "lat" twice, both 59.91273: even an identical repeat is a duplicate member, rejected.',
      literals: [{ path: '/position/lat', raw: '59.91273,"lat":59.91273' }],
      intent: invalid(finding(DUP, '/position/lat')),
    }),
    textFixture({
      rule: DUP,
      name: 'attributes.callsign-twice',
      description:
        'entity attributes with "callsign" twice: inside an open bag too, one value would be dropped; rejected.',
      literals: [{ path: '/attributes/callsign', raw: '"LAXY6","callsign":"LAXY7"' }],
      intent: invalid(finding(DUP, '/attributes/callsign')),
    }),
    textFixture({
      rule: DUP,
      name: 'source_ids.1.external_id-twice',
      description: 'entity source_ids item 1 with "external_id" twice: rejected at the item\'s member.',
      literals: [{ path: '/source_ids/1/external_id', raw: '"FR-0041","external_id":"FR-0042"' }],
      intent: invalid(finding(DUP, '/source_ids/1/external_id')),
    }),
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
    textFixture({
      rule: LONE,
      name: 'status.state-lone-high',
      description:
        'entity status.state ending in "\\uD83D", a high surrogate without its pair (a string cut in the middle of an emoji): rejected.',
      literals: [{ path: '/status/state', raw: '"moored \\uD83D"' }],
      intent: invalid(finding(LONE, '/status/state')),
    }),
    textFixture({
      rule: LONE,
      name: 'attributes-key-lone-low',
      description:
        'entity attributes with the member name "\\uDFAA" (JSONTestSuite i_object_key_lone_2nd_surrogate): a lone surrogate in a key, rejected.',
      literals: [{ path: '/attributes/x', raw: '0,"\\uDFAA":0' }],
      suite: 'i_object_key_lone_2nd_surrogate',
      intent: invalid(finding(LONE, '/attributes/\udfaa')),
    }),
    textFixture({
      rule: LONE,
      name: 'attributes.name-reversed-pair',
      description: 'entity attributes.name "\\uDE80\\uD83D", a surrogate pair in the wrong order: rejected.',
      literals: [{ path: '/attributes/name', raw: '"\\uDE80\\uD83D"' }],
      intent: invalid(finding(LONE, '/attributes/name')),
    }),
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

function bigNumbers(): Fixture[] {
  const bag = (name: string, raw: string) => [{ path: `/attributes/${name}`, raw }];
  return [
    textFixture({
      rule: UNSAFE,
      name: 'source.record_index-2-pow-53-plus-1',
      description:
        'entity source.record_index 9007199254740993 (2^53 + 1): a double carries it as ...992, so the value recorded is not the value stated; rejected.',
      literals: [{ path: '/source/record_index', raw: '9007199254740993' }],
      intent: invalid(finding(UNSAFE, '/source/record_index')),
    }),
    textFixture({
      rule: UNSAFE,
      name: 'attributes-too-big-pos-int',
      description:
        'entity attributes.vessel_hash 100000000000000000000 (JSONTestSuite i_number_too_big_pos_int): beyond 2^53 - 1 even in an open bag, rejected.',
      literals: bag('vessel_hash', '100000000000000000000'),
      suite: 'i_number_too_big_pos_int',
      intent: invalid(finding(UNSAFE, '/attributes/vessel_hash')),
    }),
    textFixture({
      rule: UNSAFE,
      name: 'attributes-negative',
      description: 'entity attributes.offset -9007199254740993: beyond -(2^53 - 1), rejected.',
      literals: bag('offset', '-9007199254740993'),
      intent: invalid(finding(UNSAFE, '/attributes/offset')),
    }),
    textFixture({
      rule: UNSAFE,
      name: 'attributes-2-pow-53',
      description: 'entity attributes.counter 9007199254740992 (2^53): one past the largest safe integer, rejected.',
      literals: bag('counter', '9007199254740992'),
      intent: invalid(finding(UNSAFE, '/attributes/counter')),
    }),
    textFixture({
      rule: UNSAFE,
      name: 'valid-max-safe-integer',
      description:
        'entity attributes.counter 9007199254740991 (2^53 - 1): the largest integer a double carries exactly, accepted.',
      literals: bag('counter', '9007199254740991'),
      patch: [{ op: 'add', path: '/attributes/counter', value: 9007199254740991 }],
      intent: valid(),
    }),
    textFixture({
      rule: UNSAFE,
      name: 'valid-fraction-literal',
      description:
        'entity attributes.ratio 9007199254740993.5: a fraction literal, not an integer literal, so the rule does not apply (rounded like any double), accepted.',
      literals: bag('ratio', '9007199254740993.5'),
      intent: valid(),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'attributes-1e400',
      description: 'entity attributes.power 1e400: overflows a double to Infinity, rejected.',
      literals: bag('power', '1e400'),
      intent: invalid(finding(OVERFLOW, '/attributes/power')),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'attributes-minus-1e400',
      description: 'entity attributes.power -1e400: overflows to -Infinity, rejected.',
      literals: bag('power', '-1e400'),
      intent: invalid(finding(OVERFLOW, '/attributes/power')),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'kinematics.speed_mps-1e400',
      description:
        'entity kinematics.speed_mps 1e400: the overflow is reported, and Infinity is not a finite number for speed_mps either.',
      literals: [{ path: '/kinematics/speed_mps', raw: '1e400' }],
      intent: invalid(
        finding(OVERFLOW, '/kinematics/speed_mps'),
        finding('Kinematics.speed_mps.type', '/kinematics/speed_mps'),
      ),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'attributes-real-pos-overflow',
      description:
        'entity attributes.power 123123e100000 (JSONTestSuite i_number_real_pos_overflow): overflows, rejected.',
      literals: bag('power', '123123e100000'),
      suite: 'i_number_real_pos_overflow',
      intent: invalid(finding(OVERFLOW, '/attributes/power')),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'attributes-pos-double-huge-exp',
      description:
        'entity attributes.power 1.5e+9999 (JSONTestSuite i_number_pos_double_huge_exp): overflows, rejected.',
      literals: bag('power', '1.5e+9999'),
      suite: 'i_number_pos_double_huge_exp',
      intent: invalid(finding(OVERFLOW, '/attributes/power')),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'valid-real-underflow',
      description:
        'entity attributes.power 123e-10000000 (JSONTestSuite i_number_real_underflow): underflows to 0, which loses nothing a consumer can show; accepted.',
      literals: bag('power', '123e-10000000'),
      suite: 'i_number_real_underflow',
      intent: valid(),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'valid-underflow-speed',
      description: 'entity kinematics.speed_mps 1e-400: underflows to 0, a valid speed, accepted.',
      literals: [{ path: '/kinematics/speed_mps', raw: '1e-400' }],
      patch: [{ op: 'replace', path: '/kinematics/speed_mps', value: 0 }],
      intent: valid(),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'attributes-nan',
      description:
        'entity attributes.power NaN (JSONTestSuite n_number_NaN): NaN is not JSON and never passes a number rule; the text is refused as json.syntax.',
      literals: bag('power', 'NaN'),
      suite: 'n_number_NaN',
      intent: invalid(finding('json.syntax', '')),
    }),
    textFixture({
      rule: OVERFLOW,
      name: 'attributes-infinity',
      description:
        'entity attributes.power Infinity (JSONTestSuite n_number_infinity): not JSON; the text is refused as json.syntax.',
      literals: bag('power', 'Infinity'),
      suite: 'n_number_infinity',
      intent: invalid(finding('json.syntax', '')),
    }),
  ];
}

/** -0 and 1.0 at their places: the value parses to 0 and 1, which the patch records; the text says how it was written. */
function numberSpellings(): Fixture[] {
  const fixtures: Fixture[] = [];
  const zero = (name: string, path: string, raw: string, description: string, suite?: string) =>
    textFixture({
      scope: 'entity',
      base: entity(),
      rule: 'Number.negative-zero',
      name,
      description,
      literals: [{ path, raw }],
      patch: [{ op: 'replace', path, value: 0 }],
      intent: valid(),
      ...(suite ? { suite } : {}),
    });
  fixtures.push(
    zero(
      'kinematics.speed_mps--minus-zero',
      '/kinematics/speed_mps',
      '-0',
      'entity kinematics.speed_mps -0 (JSONTestSuite y_number_minus_zero): -0 is zero, accepted where 0 is (speed >= 0).',
      'y_number_minus_zero',
    ),
    zero(
      'kinematics.speed_mps--minus-zero-point-zero',
      '/kinematics/speed_mps',
      '-0.0',
      'entity kinematics.speed_mps -0.0: zero, accepted.',
    ),
    zero(
      'kinematics.course_deg--minus-zero',
      '/kinematics/course_deg',
      '-0',
      'entity kinematics.course_deg -0: zero, inside [0, 360), accepted.',
    ),
    zero(
      'source.record_index--minus-zero',
      '/source/record_index',
      '-0',
      'entity source.record_index -0: zero, a non-negative integer, accepted.',
    ),
  );
  for (const kind of kindNames) {
    const home = basesOf(kind)[0]!;
    fixtures.push(
      textFixture({
        scope: kind,
        base: home,
        rule: 'Number.integer-fraction-zero',
        name: 'source.record_index--three-point-zero',
        description: `${kind} source.record_index written 3.0: JSON has one number type, 3.0 is the integer 3, accepted.`,
        literals: [{ path: '/source/record_index', raw: '3.0' }],
        patch: [{ op: 'replace', path: '/source/record_index', value: 3 }],
        intent: valid(),
      }),
    );
  }
  fixtures.push(
    textFixture({
      scope: 'entity',
      rule: 'Number.integer-fraction-zero',
      name: 'source.record_index--exponent',
      description: 'entity source.record_index written 3e0: the integer 3, accepted.',
      literals: [{ path: '/source/record_index', raw: '3e0' }],
      patch: [{ op: 'replace', path: '/source/record_index', value: 3 }],
      intent: valid(),
    }),
    textFixture({
      scope: 'entity',
      rule: 'Number.integer-fraction-zero',
      name: 'source.record_index--negative-exponent',
      description: 'entity source.record_index written 300e-2: the integer 3, accepted.',
      literals: [{ path: '/source/record_index', raw: '300e-2' }],
      patch: [{ op: 'replace', path: '/source/record_index', value: 3 }],
      intent: valid(),
    }),
    textFixture({
      scope: 'plan_object',
      base: basesOf('plan_object')[0]!,
      rule: 'Number.integer-fraction-zero',
      name: 'route.waypoints.1.sequence--ten-point-zero',
      description: 'plan_object route waypoint 1 sequence written 10.0: the integer 10, accepted.',
      literals: [{ path: '/route/waypoints/1/sequence', raw: '10.0' }],
      patch: [{ op: 'replace', path: '/route/waypoints/1/sequence', value: 10 }],
      intent: valid(),
    }),
  );
  return fixtures;
}

export function jsonTextFixtures(): Fixture[] {
  return [...duplicates(), ...byteOrderMarks(), ...surrogates(), ...bigNumbers(), ...numberSpellings()];
}
