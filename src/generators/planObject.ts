/**
 * PlanObject (object_kind = plan_object), with the contract's projections kept:
 * - a route: object_type ROUTE and geometry = the LineString of the waypoints' [lon, lat] in sequence order;
 * - an area: geometry has area.geometry's type and coordinates;
 * - expires_at agrees with validity.valid_to when both are stated.
 * ROUTE is used only with a route, and a route only on a ROUTE.
 */
import fc from 'fast-check';
import { copyJson } from './_internals/json.js';
import type { Geometry } from '../contract/geometry.js';
import { PlanObject } from '../contract/planObject.js';
import type { TemporalValidity } from '../contract/region.js';
import { ObjectType } from '../contract/vocabularies.js';
import { needAt, NO_NEED, sub, type Need, type ShapeName } from './_internals/need.js';
import { assemble, closed, nul, nullableChoice, opt, present, req } from './_internals/record.js';
import { nonEmptyText, word } from './_internals/text.js';
import { geometryWith } from './geometry.js';
import { timestamp, uuid } from './primitives.js';
import { provenanceFields } from './provenance.js';
import { areaWith, temporalValidityWith } from './region.js';
import { routeProjection, routeWith } from './route.js';

const NOT_ROUTE = ObjectType.members.filter((type) => type !== 'ROUTE');

type Drawing = { object_type: string; geometry: Geometry; area?: unknown; route?: unknown };

/** What is drawn: a route, an area, or a plain geometry of any (or the needed) shape. */
function drawingWith(need: Need): fc.Arbitrary<Drawing> {
  const geometryNeed = sub(need, 'geometry');
  const shape: ShapeName | undefined = geometryNeed.shape ?? sub(sub(need, 'area'), 'geometry').shape;
  const routed = routeWith(sub(need, 'route')).map(
    (route): Drawing => ({ object_type: 'ROUTE', geometry: routeProjection(route), route }),
  );
  const areaNeed =
    shape === undefined
      ? sub(need, 'area')
      : {
          ...sub(need, 'area'),
          at: { ...sub(need, 'area').at, geometry: { ...sub(sub(need, 'area'), 'geometry'), shape } },
        };
  const withArea = fc
    .tuple(fc.constantFrom(...NOT_ROUTE), areaWith(areaNeed))
    .map(([type, area]): Drawing => ({ object_type: type, geometry: copyJson(area.geometry) as Geometry, area }));
  const plain = fc
    .tuple(
      fc.constantFrom(...NOT_ROUTE),
      geometryWith(geometryNeed),
      fc.constantFrom(undefined, null),
      fc.constantFrom(undefined, null),
    )
    .map(
      ([type, geometry, area, route]): Drawing => ({
        object_type: type,
        geometry,
        ...present('area', area),
        ...present('route', route),
      }),
    );
  if (needAt(need, 'route') !== undefined) return routed;
  if (needAt(need, 'area') !== undefined) return withArea;
  const options: fc.Arbitrary<Drawing>[] = [plain];
  if (shape === undefined || shape === 'LineString') options.push(routed);
  if (shape === undefined || shape === 'Polygon' || shape === 'MultiPolygon') options.push(withArea);
  return fc.oneof(...options);
}

/** validity and expires_at: equal when both are stated (expires_at is the projection of valid_to). */
function expiryWith(need: Need): fc.Arbitrary<{ expires_at?: string | null; validity?: TemporalValidity | null }> {
  const wantsExpiry = needAt(need, 'expires_at') !== undefined;
  const validity = nullableChoice(temporalValidityWith(sub(need, 'validity')), needAt(need, 'validity') !== undefined);
  return fc.tuple(validity, nullableChoice(timestamp(), wantsExpiry)).map(([validityValue, own]) => {
    const validTo = validityValue?.valid_to;
    const expires = typeof validTo === 'string' && typeof own === 'string' ? validTo : own;
    return { ...present('expires_at', expires), ...present('validity', validityValue) };
  });
}

const styleHints = fc.record(
  {
    stroke: fc.constantFrom('#ff0000', '#0055ff', 'black'),
    fill: fc.constantFrom('#d0000033', 'none'),
    opacity: fc.double({ min: 0, max: 1, noNaN: true }),
    dash: fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
  },
  { requiredKeys: [], noNullPrototype: true },
);

export function planObjectWith(need: Need): fc.Arbitrary<PlanObject> {
  const rest = closed<Record<string, unknown>>(
    {
      object_id: req(uuid),
      label: nul(() => fc.oneof(word('PL ALPHA', 'Objective Bravo', 'No-go zone', '⚠'), nonEmptyText())),
      // Only the hints the contract names: other keys are a reference decision (may), not canonical data.
      style: opt(() => styleHints),
      ...provenanceFields('plan_object'),
    },
    need,
  );
  return fc
    .tuple(drawingWith(need), expiryWith(need), rest)
    .map(([drawing, expiry, other]) => assemble<PlanObject>(PlanObject, other, drawing, expiry));
}

/** A valid PlanObject, object_kind included. */
export const planObject = (): fc.Arbitrary<PlanObject> => planObjectWith(NO_NEED);
