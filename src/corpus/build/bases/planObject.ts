/**
 * The maximal plan_object bases. A route and an area cannot share one object (the geometry is the
 * route's LineString projection, or the area's own polygon), so there is a ROUTE base, two
 * CONTROL_MEASURE area bases (Polygon and MultiPolygon) and one base per remaining geometry shape.
 */
import { cloneJson } from '../jsonPatch.js';
import { GEOMETRIES } from './event.js';
import {
  IDS,
  integrity,
  operationalStatus,
  position,
  quality,
  residual,
  sourceIds,
  sourceRef,
  verticalPosition,
  type Base,
} from './shared.js';

const source = () =>
  sourceRef({
    adapter: 'c2-plan-adapter',
    system: 'C2-PLANNER',
    formatName: 'C2 overlay export',
    formatVersion: '4.1',
    observedAt: '2024-03-01T09:00:00.000Z',
    originalId: 'overlay-88',
    transformation: 'nautical miles to metres',
  });

const validity = () => ({
  observed_at: '2024-03-01T09:00:00.000Z',
  valid_from: '2024-03-01T10:00:00.000Z',
  valid_to: '2024-03-01T18:00:00.000Z',
  effective: { start: '2024-03-01T10:00:00.000Z', end: '2024-03-01T18:00:00.000Z' },
});

/** Fields every plan_object base shares, after its own id, type and geometry. */
function common(label: string): Record<string, unknown> {
  return {
    label,
    expires_at: '2024-03-01T18:00:00.000Z',
    validity: validity(),
    style: { stroke: '#0055ff', dash: [4, 2], opacity: 0.8 },
    quality: quality(),
    status: operationalStatus('c2.overlay', 'published'),
    integrity: integrity(),
    residual: residual('C2 overlay export'),
    source: source(),
    source_ids: sourceIds('C2-PLANNER', 'overlay-88'),
    schema_version: '3.0.0',
    object_kind: 'plan_object',
  };
}

function waypoint(
  sequence: number,
  lat: number,
  lon: number,
  name: string,
  eta: string,
  flightLevel: number,
): Record<string, unknown> {
  return {
    sequence,
    position: position(lat, lon, 9144),
    name,
    eta,
    altitude_constraint: verticalPosition(flightLevel, 'FL', 'FL'),
  };
}

/** Sequences 0, 10, 20: distinct, not consecutive, listed in sequence order. */
const waypoints = () => [
  waypoint(0, 60.3172, 24.9633, 'EFHK', '2024-03-01T10:00:00.000Z', 100),
  waypoint(10, 60.5, 22.5, 'RUSKI', '2024-03-01T10:20:00.000Z', 300),
  waypoint(20, 59.6519, 17.9186, 'ESSA', '2024-03-01T11:00:00.000Z', 120),
];

const routeBase: Base = {
  name: 'route',
  kind: 'plan_object',
  description:
    'Maximal ROUTE plan_object: three waypoints (every optional field, altitude constraints), two legs, metadata; geometry is the LineString of the waypoints',
  object: {
    object_id: IDS.route,
    object_type: 'ROUTE',
    geometry: {
      type: 'LineString',
      coordinates: [
        [24.9633, 60.3172],
        [22.5, 60.5],
        [17.9186, 59.6519],
      ],
    },
    route: {
      waypoints: waypoints(),
      legs: [
        { from_seq: 0, to_seq: 10, distance_m: 136300, course_deg: 275.2, attributes: { airway: 'UL612' } },
        { from_seq: 10, to_seq: 20, distance_m: 267400, course_deg: 252.8, attributes: { airway: 'UN872' } },
      ],
      metadata: { procedure: 'RUSKI1A', flight_rules: 'I' },
    },
    ...common('EFHK-ESSA'),
  },
};

function areaBase(name: string, id: string, shape: 'Polygon' | 'MultiPolygon'): Base {
  const geometry = GEOMETRIES[shape]!;
  return {
    name,
    kind: 'plan_object',
    description: `Maximal CONTROL_MEASURE plan_object with an area (${shape}, vertical limits, validity, declared bounds); geometry is the area's own ${shape}`,
    object: {
      object_id: id,
      object_type: 'CONTROL_MEASURE',
      geometry: cloneJson(geometry),
      area: {
        geometry: cloneJson(geometry),
        vertical: { lower: verticalPosition(50, 'FL', 'FL'), upper: verticalPosition(195, 'FL', 'FL') },
        validity: validity(),
        bounds: {
          min_lat: 59.8,
          max_lat: 60.4,
          min_lon: 24.5,
          max_lon: 25.5,
          vertical: { lower: verticalPosition(0, 'ft', 'AGL'), upper: verticalPosition(19500, 'ft', 'BARO') },
        },
      },
      ...common(`ROZ ${name === 'area-polygon' ? 'ALPHA' : 'BRAVO'}`),
    },
  };
}

function shapeBase(shape: 'Point' | 'MultiPoint' | 'MultiLineString', id: string, objectType: string): Base {
  return {
    name: shape.toLowerCase(),
    kind: 'plan_object',
    description: `Maximal ${objectType} plan_object with a ${shape} geometry and neither area nor route`,
    object: {
      object_id: id,
      object_type: objectType,
      geometry: cloneJson(GEOMETRIES[shape]!),
      ...common(`${objectType} ${shape}`),
    },
  };
}

/** The ROUTE base comes first: it is the base for every place that no other base needs. */
export const planObjectBases: readonly Base[] = [
  routeBase,
  areaBase('area-polygon', IDS.area, 'Polygon'),
  areaBase('area-multipolygon', IDS.areaMulti, 'MultiPolygon'),
  shapeBase('Point', IDS.point, 'ANNOTATION'),
  shapeBase('MultiPoint', IDS.multiPoint, 'ANNOTATION'),
  shapeBase('MultiLineString', IDS.multiLine, 'COA_SKETCH'),
];
