/** Numbers outside their range, fractions where an integer is stated, empty strings, too few items. */
import { rangeOf as statedRange, statesInteger } from '../../../contract/bounds.js';
import type { NumericRange } from '../../../contract/_internals/meta.js';
import type { ValueSlot } from '../annotate.js';
import type { Violation } from './violation.js';
import { plural } from '../../../support/plural.js';

/** The range the slot's codec states, from its metadata (CheckInfo.range). */
export function rangeOf(slot: ValueSlot): NumericRange {
  const range = statedRange(slot.codec);
  if (range === undefined) throw new Error(`rangeOf: ${slot.owner}.${slot.field} states no range`);
  return range;
}

const replace = (slot: ValueSlot, value: unknown, name: string, phrase: string): Violation => ({
  name,
  phrase,
  ops: [{ op: 'replace', path: slot.pointer, value }],
  path: slot.pointer,
});
const STEP = 0.000001;
const round6 = (n: number): number => Number(n.toFixed(6));
const isInteger = (slot: ValueSlot): boolean => statesInteger(slot.codec);

/** Values a real source sends that fall outside the range: named, so the description can say where they come from. */
const SOURCE_VALUES: Readonly<Record<string, Array<[number, string, string]>>> = {
  'Position.lat': [
    [
      91,
      'ais-not-available-91',
      'AIS latitude 91, the "not available" code, carried as a value (unknown position is no Position)',
    ],
  ],
  'Position.lon': [
    [
      181,
      'ais-not-available-181',
      'AIS longitude 181, the "not available" code, carried as a value (unknown position is no Position)',
    ],
  ],
  'Kinematics.course_deg': [
    [360, 'ais-cog-360', 'AIS COG 360, the "not available" code: 360 is outside [0, 360) (unknown course is null)'],
  ],
  'Entity.confidence': [[85, 'percentage', 'a percentage (85) where a 0..1 fraction is stated']],
  'Quality.confidence': [[85, 'percentage', 'a percentage (85) where a 0..1 fraction is stated']],
  'OesMetadata.confidence': [[80, 'percentage', "a percentage (80) where the producer's 0..1 scale is stated"]],
  'Track.track_quality': [[85, 'percentage', 'a percentage (85) where 0..1 is stated']],
  'BoundingBox.max_lat': [[91, 'beyond-pole', '91, north of the pole']],
  'BoundingBox.max_lon': [
    [181, 'antimeridian-181', '181: an east edge across the antimeridian is written -179, never 181'],
  ],
};

export function outOfRange(slot: ValueSlot): Violation[] {
  const range = rangeOf(slot);
  const integer = isInteger(slot);
  const below = integer ? range.min - 1 : round6(range.min - STEP);
  const violations: Violation[] = [
    replace(slot, below, 'below-minimum', `${below}, just below the minimum ${range.min}`),
  ];
  if (range.max !== undefined) {
    if (range.maxExclusive) {
      if (slot.owner !== 'Kinematics')
        violations.push(
          replace(
            slot,
            range.max,
            'at-exclusive-maximum',
            `exactly ${range.max}, which the range excludes (>= ${range.min} and < ${range.max})`,
          ),
        );
    } else {
      const above = round6(range.max + STEP);
      violations.push(replace(slot, above, 'above-maximum', `${above}, just above the maximum ${range.max}`));
    }
  }
  for (const [value, name, phrase] of SOURCE_VALUES[`${slot.owner}.${slot.field}`] ?? [])
    violations.push(replace(slot, value, name, phrase));
  return violations;
}

export function fractional(slot: ValueSlot): Violation[] {
  const value = (slot.value as number) + 0.5;
  return [replace(slot, value, 'fraction', `${value}, a fraction where an integer is stated`)];
}

export function emptyString(slot: ValueSlot): Violation[] {
  return [
    replace(
      slot,
      '',
      'empty',
      'the empty string, shorter than the minimum length 1 (unknown is null or absence, never "")',
    ),
  ];
}

export function tooFewItems(slot: ValueSlot): Violation[] {
  const meta = slot.codec.meta;
  if (meta.shape !== 'array' || meta.minItems < 1)
    throw new Error(`tooFewItems: ${slot.pointer} has no minimum item count`);
  const items = slot.value as unknown[];
  const violations: Violation[] = [];
  if (meta.minItems > 1) {
    const kept = items.slice(0, meta.minItems - 1);
    violations.push(
      replace(
        slot,
        kept,
        `${kept.length}-item${kept.length === 1 ? '' : 's'}`,
        `${plural(kept.length, 'item')}, fewer than the minimum ${meta.minItems}`,
      ),
    );
  }
  violations.push(replace(slot, [], 'empty', `an empty array, fewer than the minimum ${meta.minItems}`));
  return violations;
}
