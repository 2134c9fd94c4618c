/** Position, Kinematics, VerticalPosition and VerticalExtent: where a thing is and how it moves. */
import type * as t from 'io-ts';
import { closedObject, optional, required, NO_FINDINGS, type CrossFinding } from './_internals/closedObject.js';
import { finiteNumber, numberAtLeast, numberBetween, numberFromBelow } from './_internals/leaf.js';
import { orNull } from './_internals/orNull.js';
import { PositionSource, VerticalReference, VerticalUnit } from './vocabularies.js';

export const VerticalPosition = closedObject('VerticalPosition', {
  value: required(finiteNumber),
  unit: required(VerticalUnit),
  reference: required(VerticalReference),
  uncertainty: optional(orNull(numberAtLeast(0))),
});

export const VerticalExtent = closedObject('VerticalExtent', {
  lower: optional(orNull(VerticalPosition)),
  upper: optional(orNull(VerticalPosition)),
});

const FEET_IN_METRES = 0.3048;
/** Half a millimetre: what rounding a converted height to three decimals can move it by. */
const CONVERSION_TOLERANCE_M = 0.0005;

/**
 * "When alt_m and vertical are both stated and the reference is HAE they must agree." In metres they
 * must be equal (must); in ft or FL the reference converts exactly and allows rounding (may, decisions).
 */
function altitudeAgreement(unitIsMetres: boolean) {
  return (position: {
    alt_m?: number | null;
    vertical?: t.TypeOf<typeof VerticalPosition> | null;
  }): readonly CrossFinding[] => {
    const { alt_m: altitude, vertical } = position;
    if (altitude === undefined || altitude === null || vertical === undefined || vertical === null) return NO_FINDINGS;
    if (vertical.reference !== 'HAE' || (vertical.unit === 'm') !== unitIsMetres) return NO_FINDINGS;
    if (vertical.unit === 'm') {
      return altitude === vertical.value
        ? NO_FINDINGS
        : [{ path: ['alt_m'], message: `alt_m ${altitude} disagrees with the HAE vertical of ${vertical.value} m` }];
    }
    const metres = vertical.value * FEET_IN_METRES * (vertical.unit === 'FL' ? 100 : 1);
    return Math.abs(metres - altitude) <= CONVERSION_TOLERANCE_M
      ? NO_FINDINGS
      : [
          {
            path: ['alt_m'],
            message: `alt_m ${altitude} disagrees with the HAE vertical of ${vertical.value} ${vertical.unit} (${metres.toFixed(3)} m)`,
          },
        ];
  };
}

export const Position = closedObject(
  'Position',
  {
    lat: required(numberBetween(-90, 90)),
    lon: required(numberBetween(-180, 180)),
    position_source: required(PositionSource),
    alt_m: optional(orNull(finiteNumber)),
    accuracy_m: optional(orNull(numberAtLeast(0))),
    vertical: optional(orNull(VerticalPosition)),
  },
  [
    {
      rule: 'Position.alt_m.agrees-with-hae-vertical',
      needs: ['alt_m', 'vertical'],
      places: ['/alt_m'],
      jsonSchema: {
        gap: 'equality of two values: alt_m and vertical.value when vertical is HAE in metres; JSON Schema compares a value only with constants written in the schema, never with another value of the same instance',
      },
      run: altitudeAgreement(true),
    },
    {
      rule: 'Position.alt_m.agrees-with-hae-vertical-converted',
      needs: ['alt_m', 'vertical'],
      places: ['/alt_m'],
      jsonSchema: {
        gap: 'arithmetic: alt_m against vertical.value converted from ft or FL to metres, within 0.0005 m; JSON Schema cannot compute',
      },
      run: altitudeAgreement(false),
    },
  ],
);

export const Kinematics = closedObject('Kinematics', {
  speed_mps: optional(orNull(numberAtLeast(0))),
  course_deg: optional(orNull(numberFromBelow(0, 360))),
  climb_mps: optional(orNull(finiteNumber)),
});

export type VerticalPosition = t.TypeOf<typeof VerticalPosition>;
export type VerticalExtent = t.TypeOf<typeof VerticalExtent>;
export type Position = t.TypeOf<typeof Position>;
export type Kinematics = t.TypeOf<typeof Kinematics>;
