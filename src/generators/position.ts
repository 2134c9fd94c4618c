/**
 * Position, Kinematics, VerticalPosition and VerticalExtent. A position's alt_m agrees with an HAE
 * vertical in metres, and is absent or null beside any other vertical ("null whenever the source datum
 * is not HAE"; in ft or FL the reference's conversion is a decision, so generated objects stay clear of it).
 */
import fc from 'fast-check';
import { type Kinematics, Position, type VerticalExtent, type VerticalPosition } from '../contract/position.js';
import { PositionSource, VerticalReference, VerticalUnit } from '../contract/vocabularies.js';
import { needAt, NO_NEED, sub, type Need } from './_internals/need.js';
import { anyNumber, courseDegrees, latitude, longitude, nonNegative } from './_internals/numbers.js';
import { assemble, closed, fixed, nul, nullableChoice, present, req } from './_internals/record.js';
import { member } from './primitives.js';

type Unit = VerticalPosition['unit'];
type Reference = VerticalPosition['reference'];

/** Heights as sources state them, per unit: metres and feet with decimals, flight levels as integers. */
function heightIn(unit: Unit): fc.Arbitrary<number> {
  if (unit === 'FL') return fc.oneof(fc.integer({ min: 0, max: 600 }), anyNumber({ min: 0, max: 600 }));
  return anyNumber(unit === 'm' ? { min: -500, max: 20_000 } : { min: -1500, max: 60_000 });
}

/** A VerticalPosition; `unit` and `reference` may be fixed by the caller. */
export function verticalPositionWith(
  need: Need,
  fix: { unit?: readonly Unit[]; reference?: readonly Reference[] } = {},
): fc.Arbitrary<VerticalPosition> {
  const references = fix.reference ?? VerticalReference.members;
  const perUnit = (fix.unit ?? VerticalUnit.members).map((unit) =>
    closed<VerticalPosition>(
      {
        value: req(() => heightIn(unit)),
        unit: fixed(unit),
        reference: req(() => fc.constantFrom(...references)),
        uncertainty: nul(() => nonNegative(100)),
      },
      need,
    ),
  );
  return perUnit.length === 1 ? perUnit[0]! : fc.oneof(...perUnit);
}

export const verticalPosition = (): fc.Arbitrary<VerticalPosition> => verticalPositionWith(NO_NEED);

/** Both bounds may be absent (surface to unlimited); no comparison between them is made. */
export const verticalExtentWith = (need: Need): fc.Arbitrary<VerticalExtent> =>
  closed<VerticalExtent>(
    { lower: nul((n) => verticalPositionWith(n)), upper: nul((n) => verticalPositionWith(n)) },
    need,
  );

export const verticalExtent = (): fc.Arbitrary<VerticalExtent> => verticalExtentWith(NO_NEED);

type Height = { alt_m?: number | null; vertical?: VerticalPosition | null };
const NON_HAE = VerticalReference.members.filter((reference) => reference !== 'HAE');

/**
 * alt_m and vertical together: no vertical (alt_m free), an HAE vertical in metres (alt_m absent, null
 * or equal), an HAE vertical in ft or FL, or another datum (alt_m absent or null in both).
 */
function heightWith(need: Need): fc.Arbitrary<Height> {
  const wantsVertical = needAt(need, 'vertical') !== undefined;
  const wantsAltitude = needAt(need, 'alt_m') !== undefined;
  const verticalNeed = sub(need, 'vertical');
  const noVertical = fc
    .tuple(nullableChoice(anyNumber({ min: -500, max: 20_000 }), wantsAltitude), fc.constantFrom(undefined, null))
    .map(([alt, vertical]): Height => ({ ...present('alt_m', alt), ...present('vertical', vertical) }));
  const haeMetres = fc
    .tuple(
      verticalPositionWith(verticalNeed, { unit: ['m'], reference: ['HAE'] }),
      wantsAltitude ? fc.constant('equal') : fc.constantFrom('absent', 'null', 'equal'),
    )
    .map(
      ([vertical, alt]): Height => ({
        ...(alt === 'absent' ? {} : { alt_m: alt === 'null' ? null : vertical.value }),
        vertical,
      }),
    );
  const otherDatum = (unit: readonly Unit[], reference: readonly Reference[]) =>
    fc
      .tuple(fc.constantFrom(undefined, null), verticalPositionWith(verticalNeed, { unit, reference }))
      .map(([alt, vertical]): Height => ({ ...present('alt_m', alt), vertical }));
  if (wantsAltitude) return wantsVertical ? haeMetres : fc.oneof(noVertical, haeMetres);
  const withVertical = [haeMetres, otherDatum(['ft', 'FL'], ['HAE']), otherDatum(VerticalUnit.members, NON_HAE)];
  return wantsVertical
    ? fc.oneof(...withVertical)
    : fc.oneof({ weight: 3, arbitrary: noVertical }, ...withVertical.map((arbitrary) => ({ weight: 1, arbitrary })));
}

export function positionWith(need: Need): fc.Arbitrary<Position> {
  const base = closed<Record<string, unknown>>(
    {
      lat: req(latitude),
      lon: req(longitude),
      position_source: req(() => member(PositionSource)),
      accuracy_m: nul(() => nonNegative(50)),
    },
    need,
  );
  return fc.tuple(base, heightWith(need)).map(([fields, height]) => assemble<Position>(Position, fields, height));
}

/** A Position: lat -90..90, lon -180..180 (poles and antimeridian included), a height that agrees. */
export const position = (): fc.Arbitrary<Position> => positionWith(NO_NEED);

/** Kinematics: every field optional; absent = unknown, never zero. */
export const kinematicsWith = (need: Need): fc.Arbitrary<Kinematics> =>
  closed<Kinematics>(
    {
      speed_mps: nul(() => nonNegative(300)),
      course_deg: nul(courseDegrees),
      climb_mps: nul(() => anyNumber({ min: -100, max: 100 })),
    },
    need,
  );

export const kinematics = (): fc.Arbitrary<Kinematics> => kinematicsWith(NO_NEED);
