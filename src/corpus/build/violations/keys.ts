/** Keys: a required key removed, an undeclared key added, an extension key of the wrong form. */
import { escapeSegment } from '../../../json/pointer.js';
import { slug } from '../make.js';
import type { Violation } from './violation.js';

const member = (objectPointer: string, key: string): string => `${objectPointer}/${escapeSegment(key)}`;

export function missingKey(objectPointer: string, field: string): Violation[] {
  const path = member(objectPointer, field);
  return [{ name: 'missing', phrase: `the required key ${field} is absent`, ops: [{ op: 'remove', path }], path }];
}

/**
 * Undeclared keys a producer plausibly adds, per type: a field the contract keeps elsewhere (or not at
 * all), and a declared key in another spelling (camelCase, another case), which is a different key.
 */
type Undeclared = Array<[key: string, value: unknown, why: string]>;

/** A geometry's RFC 7946 members the contract does not declare: its bbox and a coordinate reference system. */
const geometryMembers = (bbox: number[], crs = 'a coordinate reference system member'): Undeclared => [
  ['bbox', bbox, 'the RFC 7946 bbox member, undeclared here'],
  ['crs', 'EPSG:4326', crs],
];

const UNDECLARED: Readonly<Record<string, Undeclared>> = {
  Entity: [
    ['name', 'NORDIC STAR', 'a source field whose home is attributes'],
    ['entityId', 'x', 'entity_id in camelCase, a different key'],
  ],
  Event: [
    ['description', 'jamming reported', 'a free-text field the contract does not declare (payload is the bag)'],
    ['observedAt', '2024-03-01T12:00:00.000Z', 'observed_at in camelCase'],
  ],
  PlanObject: [
    ['color', '#ff0000', 'a rendering hint outside style'],
    ['objectType', 'ROUTE', 'object_type in camelCase'],
  ],
  Track: [
    ['points', [], 'a GeoJSON-style name for samples'],
    ['trackId', 'x', 'track_id in camelCase'],
  ],
  TrackSample: [
    ['speed_mps', 5.1, 'kinematics, which a track sample does not carry'],
    ['observedAt', '2024-03-01T12:00:00.000Z', 'observed_at in camelCase'],
  ],
  Position: [
    ['heading', 93.4, 'a heading, which Position does not declare'],
    ['Lat', 59.9, 'lat with a capital L, a different key'],
  ],
  Kinematics: [
    ['heading_deg', 93.4, 'a heading, which Kinematics does not declare'],
    ['speed_kn', 10.1, 'speed in knots beside speed_mps'],
  ],
  VerticalPosition: [
    ['datum', 'WGS84', 'the datum under another name (reference is the declared key)'],
    ['units', 'm', 'unit in the plural'],
  ],
  VerticalExtent: [
    ['floor', 'SFC', 'a floor under another name (lower is the declared key)'],
    ['Upper', null, 'upper with a capital U'],
  ],
  Quality: [
    ['score', 0.9, 'a score the contract does not declare'],
    ['sourceQuality', 'A', 'source_quality in camelCase'],
  ],
  SourceRef: [
    ['received_at', '2024-03-01T12:00:02.000Z', 'a receipt time SourceRef does not declare'],
    ['adapterVersion', '2.4.1', 'adapter_version in camelCase'],
  ],
  SourceId: [
    ['type', 'MMSI', 'an identifier type the pair does not declare'],
    ['externalId', 'x', 'external_id in camelCase'],
  ],
  SourceHash: [
    ['encoding', 'hex', 'an encoding the contract leaves to the producer'],
    ['digest', 'x', 'value under another name'],
  ],
  OperationalStatus: [
    ['reason', 'engine', 'a reason that belongs in attributes'],
    ['State', 'x', 'state with a capital S'],
  ],
  Residual: [
    ['source_extras', {}, "the legacy bag's name inside the structured container"],
    ['Data', {}, 'data with a capital D'],
  ],
  Integrity: [
    ['public_key', 'x', 'a key the signature container does not declare'],
    ['chainHash', 'x', 'chain_hash in camelCase'],
  ],
  OesMetadata: [
    ['maturity', 'DRAFT', 'maturity, which "is not carried on the wire"'],
    ['specVersion', '1.2.0', 'spec_version in camelCase'],
  ],
  EvidenceRef: [
    ['content', 'retrieved text', 'retrieved content: nothing in an evidence reference is fetched'],
    ['eventId', 'x', 'event_id in camelCase'],
  ],
  EventRelation: [
    ['direction', 'backward', 'a direction the predicate already implies'],
    ['eventId', 'x', 'event_id in camelCase'],
  ],
  EntityRelation: [
    ['role', 'source', 'a role under another name (predicate is the declared key)'],
    ['entityId', 'x', 'entity_id in camelCase'],
  ],
  SecurityMarking: [
    ['declassify_on', '2030-01-01', 'a marking field the scheme keeps in marking_extras'],
    ['Classification', 'x', 'classification with a capital C'],
  ],
  Point: geometryMembers([24.9, 60.1, 24.9, 60.1], 'a coordinate reference system member (WGS84 is implied)'),
  LineString: geometryMembers([24.6, 59.9, 25.4, 60.3]),
  Polygon: geometryMembers([24.5, 59.8, 25.5, 60.4]),
  MultiPoint: geometryMembers([24.7, 59.95, 25.3, 60.25]),
  MultiLineString: geometryMembers([24.6, 59.9, 25.4, 60.3]),
  MultiPolygon: geometryMembers([24.5, 59.8, 25.5, 60.4]),
  Area: [
    ['buffer_m', 500, 'a buffer: a point or line is never buffered into an area'],
    ['bbox', [24.5, 59.8, 25.5, 60.4], 'an RFC 7946 bbox (bounds is the declared box)'],
  ],
  BoundingBox: [
    ['crs', 'EPSG:4326', 'a coordinate reference system member'],
    ['south', 59.8, 'an edge under another name (min_lat is declared)'],
  ],
  TemporalValidity: [
    ['duration', 'PT8H', 'a duration the block does not declare'],
    ['validFrom', '2024-03-01T10:00:00.000Z', 'valid_from in camelCase'],
  ],
  Period: [
    ['duration', 'PT8H', 'a duration the period does not declare'],
    ['begin', '2024-03-01T10:00:00.000Z', 'start under another name'],
  ],
  Route: [
    ['name', 'EFHK-ESSA', 'a route name, which belongs in metadata'],
    ['Waypoints', [], 'waypoints with a capital W'],
  ],
  RouteLeg: [
    ['bearing_deg', 275.2, 'a bearing under another name (course_deg is declared)'],
    ['fromSeq', 0, 'from_seq in camelCase'],
  ],
  Waypoint: [
    ['ata', '2024-03-01T10:21:00.000Z', 'an actual time of arrival the contract does not declare'],
    ['seq', 0, 'sequence abbreviated'],
  ],
};

export function undeclaredKeys(objectPointer: string, type: string): Violation[] {
  const keys = UNDECLARED[type];
  if (keys === undefined) throw new Error(`undeclaredKeys: no undeclared keys listed for ${type}`);
  return keys.map(([key, value, why]) => {
    const path = member(objectPointer, key);
    return {
      name: `key-${slug(key)}`,
      phrase: `the undeclared key ${JSON.stringify(key)}: ${why}`,
      ops: [{ op: 'add', path, value }],
      path,
    };
  });
}

const EXTENSION_KEYS: Array<[string, string]> = [
  ['acme.jammer_band', 'no x. prefix'],
  ['x.acme', 'a namespace and no name'],
  ['x..jammer_band', 'an empty namespace'],
  ['X.acme.jammer_band', 'a capital X'],
  ['jammer_band', 'a bare name'],
];

export function malformedExtensionKeys(bagPointer: string): Violation[] {
  return EXTENSION_KEYS.map(([key, why]) => {
    const path = member(bagPointer, key);
    return {
      name: `key-${slug(key)}`,
      phrase: `the extension key ${JSON.stringify(key)}: ${why}, not x.<namespace>.<name>`,
      ops: [{ op: 'add', path, value: 'L1' }],
      path,
    };
  });
}
