/** Route, RouteLeg and Waypoint, with the route's own cross-field rules. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required, NO_FINDINGS, type CrossFinding } from './_internals/closedObject.js';
import { integerAtLeast, nonEmptyText, numberAtLeast, numberFromBelow } from './_internals/leaf.js';
import { openBag } from './_internals/openBag.js';
import { orNull } from './_internals/orNull.js';
import { Timestamp } from './formats.js';
import { Position, VerticalPosition } from './position.js';

export const Waypoint = closedObject('Waypoint', {
  sequence: required(integerAtLeast(0)),
  position: required(Position),
  name: optional(orNull(nonEmptyText)),
  eta: optional(orNull(Timestamp)),
  altitude_constraint: optional(orNull(VerticalPosition)),
});

export const RouteLeg = closedObject('RouteLeg', {
  from_seq: required(integerAtLeast(0)),
  to_seq: required(integerAtLeast(0)),
  distance_m: optional(orNull(numberAtLeast(0))),
  course_deg: optional(orNull(numberFromBelow(0, 360))),
  attributes: optional(openBag()),
});

type RouteShape = { waypoints: Array<{ sequence: number }>; legs?: Array<{ from_seq: number; to_seq: number }> };

/** Sequences strictly increasing in list order (as routes are usually written): then distinct and sorted too. */
export function inSequenceOrder(waypoints: ReadonlyArray<{ sequence: number }>): boolean {
  for (let index = 1; index < waypoints.length; index++)
    if (!(waypoints[index - 1]!.sequence < waypoints[index]!.sequence)) return false;
  return true;
}

/** "sequence values distinct": every repeat after the first is reported at its own waypoint. */
function distinctSequences(route: RouteShape): readonly CrossFinding[] {
  if (inSequenceOrder(route.waypoints)) return NO_FINDINGS;
  const firstIndex = new Map<number, number>();
  const findings: CrossFinding[] = [];
  route.waypoints.forEach((waypoint, index) => {
    const earlier = firstIndex.get(waypoint.sequence);
    if (earlier === undefined) firstIndex.set(waypoint.sequence, index);
    else
      findings.push({
        path: ['waypoints', index, 'sequence'],
        message: `sequence ${waypoint.sequence} repeats waypoint ${earlier}'s; sequence values must be distinct`,
      });
  });
  return findings.length === 0 ? NO_FINDINGS : findings;
}

/** "every leg must name sequence values that exist among the waypoints". */
function legsNameWaypoints(route: RouteShape): readonly CrossFinding[] {
  if (route.legs === undefined || route.legs.length === 0) return NO_FINDINGS;
  const sequences = new Set(route.waypoints.map((waypoint) => waypoint.sequence));
  const findings: CrossFinding[] = [];
  (route.legs ?? []).forEach((leg, index) => {
    for (const key of ['from_seq', 'to_seq'] as const) {
      if (!sequences.has(leg[key]))
        findings.push({
          path: ['legs', index, key],
          message: `${key} ${leg[key]} names no waypoint; legs must name existing sequence values`,
        });
    }
  });
  return findings.length === 0 ? NO_FINDINGS : findings;
}

export const Route = closedObject(
  'Route',
  {
    waypoints: required(arrayOf(Waypoint, { minItems: 2 })),
    legs: optional(arrayOf(RouteLeg)),
    metadata: optional(openBag()),
  },
  [
    {
      rule: 'Route.waypoints.sequence-distinct',
      needs: ['waypoints'],
      places: ['/waypoints/*/sequence'],
      jsonSchema: {
        gap: 'uniqueness of one member across items: uniqueItems compares whole waypoints, never their sequence values alone',
      },
      run: distinctSequences,
    },
    {
      rule: 'Route.legs.sequence-exists',
      needs: ['waypoints', 'legs'],
      places: ['/legs/*/from_seq', '/legs/*/to_seq'],
      jsonSchema: {
        gap: 'reference: from_seq and to_seq must be sequence values of the waypoints; JSON Schema compares a value only with constants written in the schema, never with another value of the same instance',
      },
      run: legsNameWaypoints,
    },
  ],
);

export type Waypoint = t.TypeOf<typeof Waypoint>;
export type RouteLeg = t.TypeOf<typeof RouteLeg>;
export type Route = t.TypeOf<typeof Route>;
