/**
 * Geometry shapes, always typed, [lon, lat] positions inside the WGS84 bounds (sometimes with a height),
 * rings closed: valid however a reader decides the questions the contract leaves open.
 */
import fc from 'fast-check';
import type {
  AreaGeometry,
  Geometry,
  LineString,
  MultiLineString,
  MultiPoint,
  MultiPolygon,
  Point,
  Polygon,
} from '../contract/geometry.js';
import { NO_NEED, type Need, type ShapeName } from './_internals/need.js';
import { anyNumber, latitude, longitude } from './_internals/numbers.js';
import { fromEntries } from './_internals/record.js';

export type GeometryPosition = number[];

/** [lon, lat], and now and then a third number (a height). */
export const geometryPosition = (): fc.Arbitrary<GeometryPosition> =>
  fc
    .tuple(longitude(), latitude(), fc.option(anyNumber({ min: -100, max: 12_000 }), { freq: 4, nil: undefined }))
    .map(([lon, lat, height]) => (height === undefined ? [lon, lat] : [lon, lat, height]));

const positions = (minLength: number, maxLength: number) => fc.array(geometryPosition(), { minLength, maxLength });

/** A closed ring: at least three positions, then the first again. */
const ring = positions(3, 5).map((points) => [...points, [...points[0]!]]);
const polygonRings = fc.array(ring, { minLength: 1, maxLength: 2 });

const typed = <G>(type: ShapeName, coordinates: fc.Arbitrary<unknown>): fc.Arbitrary<G> =>
  coordinates.map(
    (value) =>
      fromEntries([
        ['type', type],
        ['coordinates', value],
      ]) as G,
  );

export const point = (): fc.Arbitrary<Point> => typed('Point', geometryPosition());
export const lineString = (): fc.Arbitrary<LineString> => typed('LineString', positions(2, 5));
export const polygon = (): fc.Arbitrary<Polygon> => typed('Polygon', polygonRings);
/** One object with a discontinuous location, not a list of Points. */
export const multiPoint = (): fc.Arbitrary<MultiPoint> => typed('MultiPoint', positions(1, 4));
export const multiLineString = (): fc.Arbitrary<MultiLineString> =>
  typed('MultiLineString', fc.array(positions(2, 4), { minLength: 1, maxLength: 3 }));
export const multiPolygon = (): fc.Arbitrary<MultiPolygon> =>
  typed('MultiPolygon', fc.array(polygonRings, { minLength: 1, maxLength: 2 }));

const SHAPES: Record<ShapeName, () => fc.Arbitrary<Geometry>> = {
  Point: point,
  LineString: lineString,
  Polygon: polygon,
  MultiPoint: multiPoint,
  MultiLineString: multiLineString,
  MultiPolygon: multiPolygon,
};

/** Any of the six shapes, or the one `need.shape` names. */
export const geometryWith = (need: Need): fc.Arbitrary<Geometry> =>
  need.shape !== undefined
    ? SHAPES[need.shape]()
    : fc.oneof(point(), lineString(), polygon(), multiPoint(), multiLineString(), multiPolygon());

export const geometry = (): fc.Arbitrary<Geometry> => geometryWith(NO_NEED);

/** Area.geometry: Polygon or MultiPolygon only. */
export const areaGeometryWith = (need: Need): fc.Arbitrary<AreaGeometry> =>
  need.shape === 'Polygon'
    ? polygon()
    : need.shape === 'MultiPolygon'
      ? multiPolygon()
      : fc.oneof(polygon(), multiPolygon());

export const areaGeometry = (): fc.Arbitrary<AreaGeometry> => areaGeometryWith(NO_NEED);
