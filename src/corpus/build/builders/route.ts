/**
 * The route's rules: at least 2 waypoints, distinct sequences, legs naming existing sequences, and a
 * geometry that is the LineString of the waypoints' [lon, lat] in sequence order (not list order).
 */
import { valueAt } from '../jsonPatch.js';
import { valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { base, derive, remove, replace, judged } from './build.js';

const DISTINCT = 'Route.waypoints.sequence-distinct';
const EXISTS = 'Route.legs.sequence-exists';
const PROJECTION = 'PlanObject.geometry.route-projection';
const MIN = 'Route.waypoints.min-items';

export function routeFixtures(): Fixture[] {
  const route = base('plan_object', 'route');
  const waypoints = valueAt(route.object, '/route/waypoints') as Array<{
    sequence: number;
    position: { lat: number; lon: number };
  }>;
  const line = valueAt(route.object, '/geometry/coordinates') as number[][];
  const [w0, w1, w2] = waypoints as [
    (typeof waypoints)[number],
    (typeof waypoints)[number],
    (typeof waypoints)[number],
  ];
  return derive(route, [
    // Distinct sequences.
    ...judged(DISTINCT, [
      [
        'route.waypoints.1.sequence--repeats-first',
        'route waypoint 1 has sequence 0, the same as waypoint 0 (legs emptied so no leg names the lost 10): duplicate sequence values, rejected at the repeat.',
        [replace('/route/waypoints/1/sequence', 0), replace('/route/legs', [])],
        '/route/waypoints/1/sequence',
      ],
      [
        'route.waypoints.2.sequence--repeats-second',
        'route waypoint 2 has sequence 10, the same as waypoint 1 (only the leg 0 -> 10 kept, so no leg names the lost 20): rejected at waypoint 2.',
        [replace('/route/waypoints/2/sequence', 10), replace('/route/legs', [valueAt(route.object, '/route/legs/0')])],
        '/route/waypoints/2/sequence',
      ],
      [
        'route.waypoints--all-zero',
        'every route waypoint has sequence 0, an adapter that never set it (legs emptied): each repeat after the first is rejected.',
        [
          replace('/route/waypoints/1/sequence', 0),
          replace('/route/waypoints/2/sequence', 0),
          replace('/route/legs', []),
        ],
        '/route/waypoints/1/sequence',
        '/route/waypoints/2/sequence',
      ],
    ]),
    {
      rule: DISTINCT,
      rules: [DISTINCT, PROJECTION],
      name: 'route.waypoints--valid-listed-out-of-sequence-order',
      description:
        'route waypoints listed 10, 20, 0 with the geometry in sequence order 0, 10, 20: order is by sequence, not list position, accepted.',
      patch: [replace('/route/waypoints', [w1, w2, w0])],
      intent: valid(),
    },
    {
      rule: DISTINCT,
      rules: [
        DISTINCT,
        'Waypoint.sequence.range',
        'Waypoint.sequence.integer',
        'Waypoint.sequence.type',
        'Waypoint.sequence.required',
      ],
      name: 'route.waypoints.2.sequence--valid-large',
      description:
        'route waypoint sequences 0, 10 and 4294967296 (2^32): distinct non-negative integers, gaps allowed, accepted.',
      patch: [replace('/route/waypoints/2/sequence', 4294967296), replace('/route/legs/1/to_seq', 4294967296)],
      intent: valid(),
    },
    // Legs name existing sequences.
    ...judged(EXISTS, [
      [
        'route.legs.0.from_seq--no-such-waypoint',
        'route leg 0 leaves sequence 5, which no waypoint has: rejected at from_seq.',
        [replace('/route/legs/0/from_seq', 5)],
        '/route/legs/0/from_seq',
      ],
      [
        'route.legs.1.to_seq--no-such-waypoint',
        'route leg 1 reaches sequence 30, which no waypoint has: rejected at to_seq.',
        [replace('/route/legs/1/to_seq', 30)],
        '/route/legs/1/to_seq',
      ],
      [
        'route.legs--list-positions-not-sequences',
        'route legs written with list positions (0->1, 1->2) instead of sequence values (0->10, 10->20): 1 and 2 name no waypoint, rejected.',
        [replace('/route/legs/0/to_seq', 1), replace('/route/legs/1/from_seq', 1), replace('/route/legs/1/to_seq', 2)],
        '/route/legs/0/to_seq',
        '/route/legs/1/from_seq',
        '/route/legs/1/to_seq',
      ],
      [
        'route.legs--valid-only-one-stated',
        'route with three waypoints and only the first leg stated: consecutive pairs are not invented, accepted.',
        [remove('/route/legs/1')],
      ],
    ]),
    {
      rule: EXISTS,
      rules: [
        EXISTS,
        'RouteLeg.from_seq.range',
        'RouteLeg.from_seq.integer',
        'RouteLeg.from_seq.type',
        'RouteLeg.from_seq.required',
      ],
      name: 'route.legs.1.from_seq--valid-zero-skipping-a-waypoint',
      description:
        'route leg 1 from sequence 0 to 20, skipping waypoint 10: from_seq 0 is the smallest sequence, and a leg may join any two waypoints, accepted.',
      patch: [replace('/route/legs/1/from_seq', 0)],
      intent: valid(),
    },
    ...judged(EXISTS, [
      [
        'route.legs--valid-back-to-start',
        'route leg from the last waypoint back to the first (20 -> 0): any existing sequences may be named, accepted.',
        [replace('/route/legs/1/from_seq', 20), replace('/route/legs/1/to_seq', 0)],
      ],
    ]),
    // At least 2 waypoints.
    {
      rule: MIN,
      rules: [MIN, EXISTS, PROJECTION, 'Route.waypoints.type', 'Route.waypoints.required'],
      name: 'route.waypoints--valid-exactly-two',
      description: 'route with exactly 2 waypoints, one leg and a two-position geometry: the minimum, accepted.',
      patch: [remove('/route/waypoints/2'), remove('/route/legs/1'), remove('/geometry/coordinates/2')],
      intent: valid(),
    },
    // The geometry is the route's projection.
    ...judged(PROJECTION, [
      [
        'geometry--list-order',
        'route waypoints listed 10, 20, 0 and the geometry drawn in that list order: the projection follows sequence order, rejected at geometry.',
        [replace('/route/waypoints', [w1, w2, w0]), replace('/geometry/coordinates', [line[1], line[2], line[0]])],
        '/geometry',
      ],
      [
        'geometry--lat-lon-swapped',
        'route geometry written [lat, lon] instead of [lon, lat]: not the projection, rejected at geometry.',
        [
          replace(
            '/geometry/coordinates',
            line.map(([lon, lat]) => [lat, lon]),
          ),
        ],
        '/geometry',
      ],
      [
        'geometry--last-waypoint-missing',
        'route geometry stops at the second waypoint: fewer positions than waypoints, rejected at geometry.',
        [remove('/geometry/coordinates/2')],
        '/geometry',
      ],
      [
        'geometry--extra-vertex',
        'route geometry with an extra vertex between the first two waypoints (a smoothed line): not the projection, rejected at geometry.',
        [replace('/geometry/coordinates', [line[0], [23.7, 60.45], line[1], line[2]])],
        '/geometry',
      ],
      [
        'geometry--rounded',
        `route geometry with the first waypoint rounded to three decimals (${w0.position.lat} -> ${w0.position.lat.toFixed(3)}): not the projection, rejected at geometry.`,
        [replace('/geometry/coordinates/0/1', Number(w0.position.lat.toFixed(3)))],
        '/geometry',
      ],
      [
        'geometry--multipoint',
        'route geometry as a MultiPoint of the waypoints: the projection is a LineString, rejected at geometry.',
        [replace('/geometry/type', 'MultiPoint')],
        '/geometry',
      ],
      [
        'geometry--start-point-only',
        'route geometry as a Point at the first waypoint: the projection is a LineString, rejected at geometry.',
        [replace('/geometry', { type: 'Point', coordinates: line[0] })],
        '/geometry',
      ],
      [
        'route.waypoints.1.position--moved-without-geometry',
        `route waypoint 1 moved (lat ${w1.position.lat} -> 60.6) while the geometry kept the old position: rejected at geometry.`,
        [replace('/route/waypoints/1/position/lat', 60.6)],
        '/geometry',
      ],
      [
        'geometry--valid-height-as-third-number',
        'route geometry positions carry a third number (height): [lon, lat] still match the waypoints, accepted.',
        [
          replace(
            '/geometry/coordinates',
            line.map(([lon, lat]) => [lon, lat, 9144]),
          ),
        ],
      ],
    ]),
  ]);
}
