/** PlanObject (object_kind = plan_object): an outbound drawing put on another system's map. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required, NO_FINDINGS, type CrossFinding } from './_internals/closedObject.js';
import { nonEmptyText } from './_internals/leaf.js';
import { constant } from './_internals/literal.js';
import { openBag } from './_internals/openBag.js';
import { orNull } from './_internals/orNull.js';
import { Semver, Timestamp, UUID } from './formats.js';
import { Geometry } from './geometry.js';
import { Integrity, OperationalStatus, Quality, Residual, SourceId, SourceRef } from './provenance.js';
import { Area, TemporalValidity } from './region.js';
import { inSequenceOrder, Route } from './route.js';
import { ObjectType } from './vocabularies.js';

type GeometryShape = { type?: string; coordinates: unknown };
type PlanShape = {
  object_type: string;
  geometry: GeometryShape;
  expires_at?: string | null;
  validity?: { valid_to?: string | null } | null;
  area?: { geometry: GeometryShape } | null;
  route?: { waypoints: Array<{ sequence: number; position: { lat: number; lon: number } }> } | null;
};

/** "expires_at ... Projection of validity.valid_to; when both are stated they must agree". */
function expiryAgreesWithValidity(plan: PlanShape): readonly CrossFinding[] {
  const validTo = plan.validity?.valid_to;
  if (plan.expires_at === undefined || plan.expires_at === null || validTo === undefined || validTo === null)
    return NO_FINDINGS;
  return plan.expires_at === validTo
    ? NO_FINDINGS
    : [
        {
          path: ['expires_at'],
          message: `expires_at ${plan.expires_at} disagrees with validity.valid_to ${validTo}; when both are stated they must agree`,
        },
      ];
}

/** The shape a geometry is, named or (untyped) read from its coordinates' depth. */
function lineStringCoordinates(geometry: GeometryShape): unknown[] | undefined {
  if (geometry.type !== undefined && geometry.type !== 'LineString') return undefined;
  const coordinates = geometry.coordinates;
  return Array.isArray(coordinates) && coordinates.every((position) => Array.isArray(position))
    ? coordinates
    : undefined;
}

/** "geometry stays required and stays the LineString projection of the waypoints" (in sequence order). */
function geometryProjectsRoute(plan: PlanShape): readonly CrossFinding[] {
  if (plan.route === undefined || plan.route === null) return NO_FINDINGS;
  let waypoints = plan.route.waypoints;
  if (!inSequenceOrder(waypoints)) {
    waypoints = [...waypoints].sort((a, b) => a.sequence - b.sequence);
    // Repeated sequences are their own rule; with them the order of the projection is undefined.
    if (new Set(waypoints.map((waypoint) => waypoint.sequence)).size !== waypoints.length) return NO_FINDINGS;
  }
  const line = lineStringCoordinates(plan.geometry);
  const matches =
    line !== undefined &&
    line.length === waypoints.length &&
    waypoints.every((waypoint, index) => {
      const position = line[index] as number[];
      return position[0] === waypoint.position.lon && position[1] === waypoint.position.lat;
    });
  return matches
    ? NO_FINDINGS
    : [
        {
          path: ['geometry'],
          message: "geometry must be the LineString of the route waypoints' [lon, lat] in sequence order",
        },
      ];
}

/** Decision (may): a route is carried by an object of object_type ROUTE only. */
function routeOnRouteObject(plan: PlanShape): readonly CrossFinding[] {
  return plan.route === undefined || plan.route === null || plan.object_type === 'ROUTE'
    ? NO_FINDINGS
    : [
        {
          path: ['route'],
          message: `a route is set on an object of object_type ${plan.object_type}; routes belong to object_type ROUTE`,
        },
      ];
}

/** JSON.stringify(a) === JSON.stringify(b) for JSON values (key order counts), without building either text. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameJson(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  const otherKeys = Object.keys(b);
  if (keys.length !== otherKeys.length) return false;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    if (key !== otherKeys[index] || !sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}

/** Decision (may): "geometry stays the required projection of its lateral extent" read as the same shape. */
function geometryProjectsArea(plan: PlanShape): readonly CrossFinding[] {
  if (plan.area === undefined || plan.area === null) return NO_FINDINGS;
  const areaType = plan.area.geometry.type;
  const sameType = areaType === undefined || plan.geometry.type === undefined || areaType === plan.geometry.type;
  return sameType && sameJson(plan.geometry.coordinates, plan.area.geometry.coordinates)
    ? NO_FINDINGS
    : [
        {
          path: ['geometry'],
          message: 'geometry must be the lateral extent of area.geometry (the same polygon coordinates)',
        },
      ];
}

export const PlanObject = closedObject(
  'PlanObject',
  {
    object_id: required(UUID),
    object_type: required(ObjectType),
    geometry: required(Geometry),
    label: optional(orNull(nonEmptyText)),
    expires_at: optional(orNull(Timestamp)),
    validity: optional(orNull(TemporalValidity)),
    area: optional(orNull(Area)),
    route: optional(orNull(Route)),
    style: optional(openBag()),
    quality: optional(orNull(Quality)),
    status: optional(orNull(OperationalStatus)),
    integrity: optional(orNull(Integrity)),
    residual: optional(orNull(Residual)),
    source: required(SourceRef),
    source_ids: required(arrayOf(SourceId, { minItems: 1 })),
    schema_version: optional(Semver),
    object_kind: optional(constant('plan_object')),
  },
  [
    {
      rule: 'PlanObject.expires_at.agrees-with-validity',
      needs: ['expires_at', 'validity'],
      places: ['/expires_at'],
      jsonSchema: {
        gap: 'equality of two values: expires_at and validity.valid_to; JSON Schema compares a value only with constants written in the schema, never with another value of the same instance',
      },
      run: expiryAgreesWithValidity,
    },
    {
      rule: 'PlanObject.geometry.route-projection',
      needs: ['geometry', 'route'],
      places: ['/geometry'],
      jsonSchema: {
        gap: 'a computed value: geometry must be the LineString of the route waypoints sorted by sequence; JSON Schema compares a value only with constants written in the schema, never with another value of the same instance',
      },
      run: geometryProjectsRoute,
    },
    {
      rule: 'PlanObject.route.object-type',
      needs: ['route', 'object_type'],
      places: ['/route'],
      jsonSchema: {
        keywords: {
          if: { required: ['route'], properties: { route: { type: 'object' } } },
          then: { properties: { object_type: { const: 'ROUTE' } } },
        },
      },
      run: routeOnRouteObject,
    },
    {
      rule: 'PlanObject.geometry.area-projection',
      needs: ['geometry', 'area'],
      places: ['/geometry'],
      jsonSchema: {
        gap: 'equality of two values: geometry and area.geometry must have the same coordinates; JSON Schema compares a value only with constants written in the schema, never with another value of the same instance',
      },
      run: geometryProjectsArea,
    },
  ],
);

export type PlanObject = t.TypeOf<typeof PlanObject>;
