/**
 * Valid boundary fixtures in the places the per-field builders leave out, so that every must rule has a
 * valid fixture in every kind it applies to (a validator that wrongly refuses a valid value there fails):
 *
 * - plan_object geometries of every shape on an ANNOTATION that has neither area nor route (no projection
 *   rule ties its geometry to anything), each at its minimum number of items;
 * - another PositionSource member on a route waypoint and a track sample;
 * - a vertical position with another reference and another unit on the entity and on a track sample, its
 *   alt_m left out so no may rule about comparing two heights (docs/decisions.md) is involved.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { GEOMETRIES } from '../bases/event.js';
import { valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { base, derive, remove, replace, type Spec } from './build.js';

/** Each shape at its minimum: the rules it is a boundary of, and the smallest coordinates. */
const MINIMAL_SHAPES: ReadonlyArray<{ shape: string; coordinates: unknown; phrase: string; minItems: boolean }> = [
  {
    shape: 'Point',
    coordinates: [-180, -90],
    phrase: 'a Point at the corner of the coordinate range [-180, -90]',
    minItems: false,
  },
  {
    shape: 'LineString',
    coordinates: [
      [24.6, 59.9],
      [25.0, 60.1],
    ],
    phrase: 'a LineString of exactly 2 positions, the minimum',
    minItems: true,
  },
  {
    shape: 'Polygon',
    coordinates: [
      [
        [24.5, 59.8],
        [25.5, 59.8],
        [25.5, 60.4],
        [24.5, 59.8],
      ],
    ],
    phrase: 'a Polygon of exactly 1 ring (no holes) of 4 positions, closed',
    minItems: true,
  },
  {
    shape: 'MultiPoint',
    coordinates: [[24.7, 59.95]],
    phrase: 'a MultiPoint of exactly 1 position, the minimum',
    minItems: true,
  },
  {
    shape: 'MultiLineString',
    coordinates: [
      [
        [24.6, 59.9],
        [25.0, 60.1],
      ],
    ],
    phrase: 'a MultiLineString of exactly 1 line of 2 positions',
    minItems: true,
  },
  {
    shape: 'MultiPolygon',
    coordinates: [
      [
        [
          [24.5, 59.8],
          [25.5, 59.8],
          [25.5, 60.4],
          [24.5, 59.8],
        ],
      ],
    ],
    phrase: 'a MultiPolygon of exactly 1 polygon of 1 ring of 4 positions',
    minItems: true,
  },
];

function planGeometries(): Fixture[] {
  const specs: Spec[] = MINIMAL_SHAPES.map(({ shape, coordinates, phrase, minItems }) => {
    if (GEOMETRIES[shape] === undefined) throw new Error(`placeBoundaries: no ${shape} geometry among the event bases`);
    const rules = [
      ...(minItems ? [`${shape}.coordinates.min-items`] : []),
      `${shape}.coordinates.type`,
      `${shape}.coordinates.required`,
      'PlanObject.geometry.type',
    ];
    return {
      rule: rules[0]!,
      rules,
      name: `geometry--valid-annotation-${shape.toLowerCase()}-minimal`,
      description: `plan_object ANNOTATION without area or route, geometry ${phrase}: no projection rule applies, accepted.`,
      patch: [replace('/geometry', { type: shape, coordinates })],
      intent: valid(),
    };
  });
  return derive(base('plan_object', 'point'), specs);
}

/** A position at `pointer` of a base of `kind`, with another PositionSource member. */
function positionSource(kind: Kind, name: string, pointer: string): Fixture[] {
  const rules = [
    'PositionSource.closed-vocabulary',
    'Position.position_source.type',
    'Position.position_source.required',
  ];
  return derive(base(kind, name), [
    {
      rule: rules[0]!,
      rules,
      name: `${pointer.slice(1).replace(/\//g, '.')}.position_source--valid-member-INERTIAL`,
      description: `${kind} ${pointer}/position_source INERTIAL, a PositionSource member other than the base's GNSS, accepted.`,
      patch: [replace(`${pointer}/position_source`, 'INERTIAL')],
      intent: valid(),
    },
  ]);
}

/** A position at `pointer` whose vertical has another reference, then another unit; alt_m is left out. */
function vertical(kind: Kind, name: string, pointer: string): Fixture[] {
  const slug = `${pointer.slice(1).replace(/\//g, '.')}.vertical`;
  const reference = [
    'VerticalReference.closed-vocabulary',
    'VerticalPosition.reference.type',
    'VerticalPosition.reference.required',
  ];
  const unit = ['VerticalUnit.closed-vocabulary', 'VerticalPosition.unit.type', 'VerticalPosition.unit.required'];
  return derive(base(kind, name), [
    {
      rule: reference[0]!,
      rules: reference,
      name: `${slug}.reference--valid-member-MSL-without-alt_m`,
      description: `${kind} ${pointer}/vertical 42.5 m above MSL, a VerticalReference member other than HAE (alt_m left out, so no two heights are compared), accepted.`,
      patch: [
        remove(`${pointer}/alt_m`),
        replace(`${pointer}/vertical`, { value: 42.5, unit: 'm', reference: 'MSL', uncertainty: 3 }),
      ],
      intent: valid(),
    },
    {
      rule: unit[0]!,
      rules: unit,
      name: `${slug}.unit--valid-member-ft-without-alt_m`,
      description: `${kind} ${pointer}/vertical 139.4 ft above HAE, a VerticalUnit member other than m (alt_m left out, so no conversion is compared), accepted.`,
      patch: [
        remove(`${pointer}/alt_m`),
        replace(`${pointer}/vertical`, { value: 139.4, unit: 'ft', reference: 'HAE', uncertainty: 10 }),
      ],
      intent: valid(),
    },
  ]);
}

export function placeBoundaryFixtures(): Fixture[] {
  return [
    ...planGeometries(),
    ...positionSource('plan_object', 'route', '/route/waypoints/0/position'),
    ...positionSource('track', 'maximal', '/samples/0/position'),
    ...vertical('entity', 'maximal', '/position'),
    ...vertical('track', 'maximal', '/samples/0/position'),
  ];
}
