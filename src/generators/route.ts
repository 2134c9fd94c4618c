/**
 * Route, Waypoint and RouteLeg: at least two waypoints with distinct sequence values, listed in no
 * particular order (order is by sequence, not list position), and legs that name existing sequences.
 */
import fc from 'fast-check';
import { Route, RouteLeg, Waypoint } from '../contract/route.js';
import { bag } from './_internals/json.js';
import { minItems, needAt, NO_NEED, sub, type Need } from './_internals/need.js';
import { courseDegrees, index, nonNegative } from './_internals/numbers.js';
import { assemble, closed, nul, opt, req } from './_internals/record.js';
import { nonEmptyText, word } from './_internals/text.js';
import { positionWith, verticalPositionWith } from './position.js';
import { timestamp } from './primitives.js';

/** A waypoint without its sequence (the route gives it one). */
const waypointBodyWith = (need: Need): fc.Arbitrary<Record<string, unknown>> =>
  closed(
    {
      position: req(positionWith),
      name: nul(() => fc.oneof(word('ALPHA', 'WP 1', 'KBOS', 'Σημείο'), nonEmptyText())),
      eta: nul(timestamp),
      altitude_constraint: nul((n) => verticalPositionWith(n)),
    },
    need,
  );

const withSequence = (sequence: number, body: object): Waypoint => assemble<Waypoint>(Waypoint, { sequence }, body);

/** A Waypoint on its own (any sequence value). */
export const waypoint = (): fc.Arbitrary<Waypoint> =>
  fc.tuple(index(), waypointBodyWith(NO_NEED)).map(([sequence, body]) => withSequence(sequence, body));

/** A leg without its sequence values; the source's numbers, never computed. */
const legBodyWith = (need: Need): fc.Arbitrary<Record<string, unknown>> =>
  closed({ distance_m: nul(() => nonNegative(100_000)), course_deg: nul(courseDegrees), attributes: opt(bag) }, need);

const withEnds = (from: number, to: number, body: object): RouteLeg =>
  assemble<RouteLeg>(RouteLeg, { from_seq: from, to_seq: to }, body);

/** A RouteLeg on its own (any sequence values). */
export const routeLeg = (): fc.Arbitrary<RouteLeg> =>
  fc.tuple(index(), index(), legBodyWith(NO_NEED)).map(([from, to, body]) => withEnds(from, to, body));

const MAX_WAYPOINTS = 5;

/**
 * Waypoints get distinct sequence values drawn as a set (in no order) and zipped onto their bodies;
 * a leg names two waypoints by position in the list, so it always names sequences that exist.
 */
export function routeWith(need: Need): fc.Arbitrary<Route> {
  const waypointsNeed = sub(need, 'waypoints');
  const legsNeed = sub(need, 'legs');
  const count = Math.max(MAX_WAYPOINTS, minItems(waypointsNeed, 2));
  const sequences = fc.uniqueArray(index(), { minLength: count, maxLength: count });
  const bodies = fc.array(waypointBodyWith(sub(waypointsNeed, '*')), {
    minLength: minItems(waypointsNeed, 2),
    maxLength: count,
  });
  const legs = fc.array(fc.tuple(fc.nat(count - 1), fc.nat(count - 1), legBodyWith(sub(legsNeed, '*'))), {
    minLength: minItems(legsNeed),
    maxLength: 3,
  });
  const legsPresent = needAt(need, 'legs') !== undefined ? fc.constant(true) : fc.boolean();
  const rest = closed<Record<string, unknown>>({ metadata: opt(() => bag()) }, need);
  return fc.tuple(sequences, bodies, legsPresent, legs, rest).map(([values, points, withLegs, legList, other]) => {
    const waypoints = points.map((body, at) => withSequence(values[at]!, body));
    const named = legList.map(([from, to, body]) =>
      withEnds(waypoints[from % waypoints.length]!.sequence, waypoints[to % waypoints.length]!.sequence, body),
    );
    return assemble<Route>(Route, { waypoints }, withLegs ? { legs: named } : {}, other);
  });
}

/** A Route: 2 or more waypoints, distinct unsorted sequences, legs naming existing ones. */
export const route = (): fc.Arbitrary<Route> => routeWith(NO_NEED);

/** geometry of a route: the LineString of the waypoints' [lon, lat] in sequence order. */
export function routeProjection(route: Route): { type: 'LineString'; coordinates: number[][] } {
  const ordered = [...route.waypoints].sort((a, b) => a.sequence - b.sequence);
  return { type: 'LineString', coordinates: ordered.map((point) => [point.position.lon, point.position.lat]) };
}
