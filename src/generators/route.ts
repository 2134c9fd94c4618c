/**
 * Route, Waypoint and RouteLeg: at least two waypoints with distinct sequence values, listed in no
 * particular order (order is by sequence, not list position), and legs that name existing sequences.
 */
import fc from 'fast-check';
import type { Route, RouteLeg, Waypoint } from '../contract/route.js';
import { bag } from './_internals/json.js';
import { minItems, NO_NEED, sub, type Need } from './_internals/need.js';
import { courseDegrees, index, nonNegative } from './_internals/numbers.js';
import { assemble, closed, fixed, nul, opt, req } from './_internals/record.js';
import { nonEmptyText, word } from './_internals/text.js';
import { positionWith, verticalPositionWith } from './position.js';
import { timestamp } from './primitives.js';

export const waypointWith = (need: Need, sequence: number): fc.Arbitrary<Waypoint> =>
  closed<Waypoint>(
    {
      sequence: fixed(sequence),
      position: req(positionWith),
      name: nul(() => fc.oneof(word('ALPHA', 'WP 1', 'KBOS', 'Σημείο'), nonEmptyText())),
      eta: nul(timestamp),
      altitude_constraint: nul((n) => verticalPositionWith(n)),
    },
    need,
  );

/** A Waypoint on its own (any sequence value). */
export const waypoint = (): fc.Arbitrary<Waypoint> => index().chain((sequence) => waypointWith(NO_NEED, sequence));

const LEG_KEYS = ['from_seq', 'to_seq', 'distance_m', 'course_deg', 'attributes'];

/** A leg between two sequence values; the source's numbers, never computed. */
export const routeLegWith = (need: Need, from: number, to: number): fc.Arbitrary<RouteLeg> =>
  closed<Record<string, unknown>>({ distance_m: nul(() => nonNegative(100_000)), course_deg: nul(courseDegrees), attributes: opt(bag) }, need).map((rest) =>
    assemble<RouteLeg>(LEG_KEYS, { from_seq: from, to_seq: to }, rest),
  );

/** A RouteLeg on its own (any sequence values). */
export const routeLeg = (): fc.Arbitrary<RouteLeg> => fc.tuple(index(), index()).chain(([from, to]) => routeLegWith(NO_NEED, from, to));

const ROUTE_KEYS = ['waypoints', 'legs', 'metadata'];

export function routeWith(need: Need): fc.Arbitrary<Route> {
  const waypointsNeed = sub(need, 'waypoints');
  const legsNeed = sub(need, 'legs');
  const sequences = fc.uniqueArray(index(), { minLength: minItems(waypointsNeed, 2), maxLength: Math.max(4, minItems(waypointsNeed, 2)) });
  const waypoints = sequences.chain((values) => fc.tuple(...values.map((sequence) => waypointWith(sub(waypointsNeed, '*'), sequence))));
  const legs = (values: readonly number[]) =>
    fc.array(fc.tuple(fc.nat(values.length - 1), fc.nat(values.length - 1)).chain(([from, to]) => routeLegWith(sub(legsNeed, '*'), values[from]!, values[to]!)), { minLength: minItems(legsNeed), maxLength: 3 });
  const rest = closed<Record<string, unknown>>({ metadata: opt(() => bag()) }, need);
  const legsPresent = 'legs' in need.at ? fc.constant(true) : fc.boolean();
  return fc
    .tuple(waypoints, legsPresent, rest)
    .chain(([points, withLegs, other]) => (withLegs ? legs(points.map((point) => point.sequence)) : fc.constant(undefined)).map((legList) => assemble<Route>(ROUTE_KEYS, { waypoints: points }, legList === undefined ? {} : { legs: legList }, other)));
}

/** A Route: 2 or more waypoints, distinct unsorted sequences, legs naming existing ones. */
export const route = (): fc.Arbitrary<Route> => routeWith(NO_NEED);

/** geometry of a route: the LineString of the waypoints' [lon, lat] in sequence order. */
export function routeProjection(route: Route): { type: 'LineString'; coordinates: number[][] } {
  const ordered = [...route.waypoints].sort((a, b) => a.sequence - b.sequence);
  return { type: 'LineString', coordinates: ordered.map((point) => [point.position.lon, point.position.lat]) };
}
