/**
 * RFC 7946 (GeoJSON) Appendix A geometries as event and area geometries, its `bbox` member (an
 * undeclared key here), a Feature where a geometry is stated, and its bbox array turned into this
 * contract's BoundingBox (west, south, east, north: min_lon, min_lat, max_lon, max_lat).
 */
import type { Fixture } from '../../types.js';
import { valid } from '../make.js';
import { add, base, derive, replace, type Spec, judged } from './build.js';
import { VECTORS } from './vectorData.js';

const SOURCE = 'RFC 7946 Appendix A';
const SHAPE_OF: Readonly<Record<string, string>> = {
  Point: 'Point',
  LineString: 'LineString',
  PolygonWithHole: 'Polygon',
  MultiPoint: 'MultiPoint',
  MultiLineString: 'MultiLineString',
  MultiPolygon: 'MultiPolygon',
  AntimeridianSplit: 'MultiLineString',
};
const ANTIMERIDIAN_BBOX = [177.0, -20.0, -178.0, -16.0];

function withSource(fixtures: Fixture[], verdict: string): Fixture[] {
  return fixtures.map((fixture) => ({ ...fixture, source: { name: SOURCE, verdict } }));
}

function appendixGeometries(): Fixture[] {
  return Object.entries(VECTORS.geojson).flatMap(([name, geometry]) => {
    const shape = SHAPE_OF[name]!;
    const home = base('event', shape.toLowerCase());
    const label =
      name === 'AntimeridianSplit'
        ? 'the RFC 7946 section 3.1.9 antimeridian-split line'
        : `the RFC 7946 Appendix A ${name} example`;
    const bbox = name === 'AntimeridianSplit' ? ANTIMERIDIAN_BBOX : [100, 0, 103, 3];
    const specs: Spec[] = [
      {
        rule: `${shape}.coordinates.type`,
        rules: [`${shape}.coordinates.type`, 'Event.geometry.type'],
        name: `geometry--rfc7946-${name.toLowerCase()}`,
        description: `event geometry: ${label}, a valid ${shape}, accepted.`,
        patch: [replace('/geometry', geometry)],
        intent: valid(),
      },
      ...judged(`${shape}.additional-properties`, [
        [
          `geometry--rfc7946-${name.toLowerCase()}-with-bbox`,
          `event geometry: ${label} with the RFC 7946 bbox member ${JSON.stringify(bbox)}: bbox is not declared on a ${shape} here, rejected at /geometry/bbox.`,
          [replace('/geometry', geometry), add('/geometry/bbox', bbox)],
          '/geometry/bbox',
        ],
      ]),
    ];
    return withSource(derive(home, specs), 'valid GeoJSON geometry');
  });
}

function featuresAndBoxes(): Fixture[] {
  const point = VECTORS.geojson.Point;
  const event = derive(
    base('event', 'point'),
    judged('Event.geometry.type', [
      [
        'geometry--rfc7946-feature',
        'event geometry holding an RFC 7946 Feature ({"type":"Feature","geometry":...,"properties":{}}): a Feature is not a geometry shape, rejected at /geometry/type.',
        [replace('/geometry', { type: 'Feature', geometry: point, properties: {} })],
        '/geometry/type',
      ],
    ]),
  );
  const area = base('plan_object', 'area-polygon');
  const plan = derive(area, [
    {
      rule: 'Area.geometry.type',
      rules: ['Area.geometry.type', 'PlanObject.geometry.type'],
      name: 'area.geometry--rfc7946-polygon-with-hole',
      description: 'plan_object area and geometry: the RFC 7946 Appendix A polygon with a hole, accepted.',
      patch: [
        replace('/area/geometry', VECTORS.geojson.PolygonWithHole),
        replace('/geometry', VECTORS.geojson.PolygonWithHole),
      ],
      intent: valid(),
    },
    {
      rule: 'BoundingBox.min_lon.range',
      rules: [
        'BoundingBox.min_lon.range',
        'BoundingBox.max_lon.range',
        'BoundingBox.min_lat.range',
        'BoundingBox.max_lat.range',
      ],
      name: 'area.bounds--valid-rfc7946-antimeridian-bbox',
      description:
        'plan_object area.bounds from the RFC 7946 antimeridian bbox [177.0, -20.0, -178.0, -16.0] (west, south, east, north): min_lon 177 > max_lon -178 crosses the antimeridian; no comparison between edges is made, accepted.',
      patch: [replace('/area/bounds', { min_lat: -20.0, max_lat: -16.0, min_lon: 177.0, max_lon: -178.0 })],
      intent: valid(),
    },
    ...judged('Area.bounds.type', [
      [
        'area.bounds--rfc7946-bbox-array',
        'plan_object area.bounds given as the RFC 7946 bbox array [24.5, 59.8, 25.5, 60.4]: a BoundingBox is an object of four named edges, rejected.',
        [replace('/area/bounds', [24.5, 59.8, 25.5, 60.4])],
        '/area/bounds',
      ],
    ]),
    ...judged('BoundingBox.additional-properties', [
      [
        'area.bounds--rfc7946-bbox-member',
        'plan_object area.bounds with an extra bbox member beside the four edges: undeclared, rejected.',
        [add('/area/bounds/bbox', [24.5, 59.8, 25.5, 60.4])],
        '/area/bounds/bbox',
      ],
    ]),
  ]);
  return [...withSource(event, 'valid GeoJSON Feature'), ...withSource(plan, 'valid GeoJSON')];
}

export function geojsonFixtures(): Fixture[] {
  return [...appendixGeometries(), ...featuresAndBoxes()];
}
