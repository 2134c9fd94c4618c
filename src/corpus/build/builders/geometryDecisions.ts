/**
 * may fixtures for geometry where the contract is silent: position size, coordinate bounds, open rings,
 * an untyped geometry and the counts inside multi-geometries, at every place each rule lists.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { finding, valid } from '../make.js';
import { firstValueTarget, valueTargets, type ValueTarget } from '../targets.js';
import type { Fixture } from '../../types.js';
import { at, placesOf, replaced, target } from './atPlaces.js';
import { replace } from './build.js';

const SIZE = 'Geometry.position.size';
const OUT_OF_RANGE = [181, 91];
/** A position inside the shape (not a ring's first or last) so a ring stays closed. */
function positionTarget(kind: Kind, pattern: string, besideRoute = true): ValueTarget | undefined {
  return valueTargets(
    kind,
    pattern,
    (slot) =>
      slot.codec.name === 'GeometryPosition' &&
      (slot.segments.length < 4 || slot.segments[slot.segments.length - 1] === 1),
  ).find(
    // A route's geometry is its waypoints' projection: a position there cannot change alone.
    (candidate) => besideRoute || candidate.base.object.route === undefined,
  );
}

function positionTargetOrThrow(kind: Kind, pattern: string, besideRoute = true): ValueTarget {
  const found = positionTarget(kind, pattern, besideRoute);
  if (found === undefined) throw new Error(`decisions: no geometry position at ${kind} ${pattern}`);
  return found;
}

/** The target's value replaced and accepted, lint warning where `warnedAt` finds the reconciled patch replacing it. */
function acceptedWithLint(
  found: ValueTarget,
  rule: string,
  name: string,
  phrase: string,
  value: unknown,
  lintRule: string,
  warnedAt: (op: { readonly path: string; readonly value: unknown }) => string | undefined,
): Fixture {
  return at(found, rule, name, phrase, [replace(found.slot.pointer, value)], valid(), (ops) =>
    ops.flatMap((op) => {
      const path = op.op === 'replace' ? warnedAt(op) : undefined;
      return path === undefined ? [] : [finding(lintRule, path)];
    }),
  );
}

export function geometryDecisionFixtures(): Fixture[] {
  const size = placesOf(SIZE).flatMap(([kind, pattern]) => {
    const found = positionTargetOrThrow(kind, pattern);
    const lon = (found.slot.value as number[])[0]!;
    return [
      replaced(
        found,
        SIZE,
        'one-number',
        `[${lon}], a position with a longitude and no latitude, rejected`,
        [lon],
        'rejected',
      ),
      replaced(found, SIZE, 'empty', '[], an empty position, rejected', [], 'rejected'),
    ];
  });
  const bounds = placesOf('Geometry.coordinate-bounds').map(([kind, pattern]) =>
    acceptedWithLint(
      positionTargetOrThrow(kind, pattern, false),
      'Geometry.coordinate-bounds',
      'valid-lon-181-lat-91',
      '[181, 91], outside the lon/lat ranges: geometry positions are not range-checked, accepted (lint warns)',
      OUT_OF_RANGE,
      'lint.Geometry.coordinate-out-of-range',
      (op) => (JSON.stringify(op.value) === JSON.stringify(OUT_OF_RANGE) ? op.path : undefined),
    ),
  );
  const openRings = placesOf('Polygon.open-ring').map(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, (slot) => slot.owner === 'Polygon' && slot.depth === 0)!;
    const rings = found.slot.value as number[][][];
    return acceptedWithLint(
      found,
      'Polygon.open-ring',
      'valid-open-outer-ring',
      'the outer ring without its closing position (last differs from first): accepted as sent, never closed (lint warns)',
      rings.map((ring, index) => (index === 0 ? ring.slice(0, -1) : ring)),
      'lint.Polygon.open-ring',
      (op) => (op.path.endsWith('/coordinates') ? `${op.path}/0` : undefined),
    );
  });
  const untyped = placesOf('Geometry.untyped').map(([kind, pattern]) => {
    const found = target(kind, pattern, 'GeometryPosition');
    const holder = found.slot.pointer.replace(/\/coordinates$/, '');
    return at(
      found,
      'Geometry.untyped',
      'valid-no-type',
      'a geometry with coordinates [25.0, 60.2] and no type member: a Point fits it, accepted',
      [replace(holder, { coordinates: [25.0, 60.2] })],
      valid(),
    );
  });
  const innerCounts = placesOf('Geometry.inner-counts').flatMap(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, (slot) => slot.owner === 'MultiPolygon' && slot.depth === 0);
    if (found === undefined) throw new Error(`decisions: no MultiPolygon at ${kind} ${pattern}`);
    const polygons = found.slot.value as unknown[];
    const holder = found.slot.pointer.replace(/\/coordinates$/, '');
    const line = [
      [24.9, 60.1],
      [25.1, 60.2],
    ];
    const fixtures = [
      at(
        found,
        'Geometry.inner-counts',
        'valid-polygon-without-rings',
        'a MultiPolygon whose last polygon is [] (no rings): only the outer array has a stated bound, accepted',
        [replace(found.slot.pointer, [...polygons, []])],
        valid(),
      ),
    ];
    // MultiLineString is no area, and a plan object's geometry projects its area: events only.
    if (kind === 'event') {
      fixtures.push(
        at(
          found,
          'Geometry.inner-counts',
          'valid-line-of-one-position',
          "a MultiLineString whose second line holds one position: the two-position bound is LineString's, not stated for lines inside, accepted",
          [replace(holder, { type: 'MultiLineString', coordinates: [line, [[25.0, 60.3]]] })],
          valid(),
        ),
      );
    }
    return fixtures;
  });
  return [...size, ...bounds, ...openRings, ...untyped, ...innerCounts];
}
