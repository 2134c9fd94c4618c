/**
 * Numbers whose meaning lives in the JSON text: integers beyond 2^53, overflow to Infinity and underflow
 * to 0, -0, and integers written 3.0 or 3e0. JSONTestSuite cases are transcribed with their names.
 */
import { type Kind, kindNames } from '../../../contract/canonicalObject.js';
import { basesOf } from '../bases/index.js';
import { finding, invalid, valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { textFixture } from './jsonText.js';

const UNSAFE = 'json.unsafe-integer';
const OVERFLOW = 'json.number-overflow';

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

/** A number spelled another way at a place of a kind's first base: the text keeps the spelling, the patch records the value it parses to; accepted. */
const spelled =
  (kind: Kind, rule: string, value: number) =>
  (name: string, path: string, raw: string, description: string, suite?: string): Fixture =>
    textFixture({
      scope: kind,
      base: basesOf(kind)[0]!,
      rule,
      name,
      description,
      literals: [{ path, raw }],
      patch: [{ op: 'replace', path, value }],
      intent: valid(),
      ...(suite ? { suite } : {}),
    });

/** -0 and 3.0 at their places: the value parses to 0 and 3, which the patch records; the text says how it was written. */
function numberSpellings(): Fixture[] {
  const zero = spelled('entity', 'Number.negative-zero', 0);
  const integer = (kind: Kind, value = 3) => spelled(kind, 'Number.integer-fraction-zero', value);
  return [
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
    ...kindNames.map((kind) =>
      integer(kind)(
        'source.record_index--three-point-zero',
        '/source/record_index',
        '3.0',
        `${kind} source.record_index written 3.0: JSON has one number type, 3.0 is the integer 3, accepted.`,
      ),
    ),
    integer('entity')(
      'source.record_index--exponent',
      '/source/record_index',
      '3e0',
      'entity source.record_index written 3e0: the integer 3, accepted.',
    ),
    integer('entity')(
      'source.record_index--negative-exponent',
      '/source/record_index',
      '300e-2',
      'entity source.record_index written 300e-2: the integer 3, accepted.',
    ),
    integer('plan_object', 10)(
      'route.waypoints.1.sequence--ten-point-zero',
      '/route/waypoints/1/sequence',
      '10.0',
      'plan_object route waypoint 1 sequence written 10.0: the integer 10, accepted.',
    ),
  ];
}

export function jsonNumberFixtures(): Fixture[] {
  return [...bigNumbers(), ...numberSpellings()];
}
