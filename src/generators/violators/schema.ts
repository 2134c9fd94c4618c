/**
 * What a violator needs to know about the contract beyond the catalogue: which fields are "or null",
 * which keys an object declares, a vocabulary's members, and the numeric bounds of the Limits table.
 */
import * as contract from '../../contract/index.js';
import type { Described } from '../../contract/index.js';
import type { Bounds } from './values.js';

const isDescribed = (value: unknown): value is Described =>
  typeof value === 'object' && value !== null && 'meta' in value && 'validate' in value;

/** Every closed-object codec by its contract table name (Position, RouteLeg ...). */
const objects = new Map<string, Described>();
for (const value of Object.values(contract)) {
  if (isDescribed(value) && value.meta.shape === 'object') objects.set(value.meta.name, value);
}

function fieldsOf(owner: string): Readonly<Record<string, { codec: Described; required: boolean }>> {
  const meta = objects.get(owner)?.meta;
  if (meta?.shape !== 'object') throw new Error(`no contract table named ${owner}`);
  return meta.fields;
}

/** The keys a table declares. */
export const declaredKeys = (owner: string): string[] => Object.keys(fieldsOf(owner));

/** Whether the row of owner.field says "or null". */
export const isNullable = (owner: string, field: string): boolean =>
  fieldsOf(owner)[field]?.codec.meta.shape === 'nullable';

/** The members of a closed vocabulary by name. */
export function vocabularyMembers(name: string): readonly string[] | undefined {
  const vocabulary = (contract.vocabularies as Record<string, { members: readonly string[] } | undefined>)[name];
  return vocabulary?.members;
}

const LAT = { min: -90, max: 90 };
const LON = { min: -180, max: 180 };
const UNIT = { min: 0, max: 1 };
const NON_NEGATIVE = { min: 0 };
const COURSE = { min: 0, max: 360, maxExcluded: true };
const INDEX = { min: 0, integer: true };

/** The contract's Limits table, by owner.field. */
export const BOUNDS: Readonly<Record<string, Bounds>> = {
  'Position.lat': LAT,
  'Position.lon': LON,
  'BoundingBox.min_lat': LAT,
  'BoundingBox.max_lat': LAT,
  'BoundingBox.min_lon': LON,
  'BoundingBox.max_lon': LON,
  'Entity.confidence': UNIT,
  'Quality.confidence': UNIT,
  'OesMetadata.confidence': UNIT,
  'Track.track_quality': UNIT,
  'Position.accuracy_m': NON_NEGATIVE,
  'Quality.accuracy_m': NON_NEGATIVE,
  'VerticalPosition.uncertainty': NON_NEGATIVE,
  'Kinematics.speed_mps': NON_NEGATIVE,
  'RouteLeg.distance_m': NON_NEGATIVE,
  'Kinematics.course_deg': COURSE,
  'RouteLeg.course_deg': COURSE,
  'Waypoint.sequence': INDEX,
  'RouteLeg.from_seq': INDEX,
  'RouteLeg.to_seq': INDEX,
  'SourceRef.record_index': INDEX,
};

/** Minimum item counts above 1 (Limits table); every other min-items rule is "at least 1 item". */
export const MIN_ITEMS: Readonly<Record<string, number>> = { 'Route.waypoints': 2, 'LineString.coordinates': 2 };

/** Value types of the two "object mapping string to X" fields. */
export const MAP_VALUE_TYPE: Readonly<Record<string, 'number' | 'string'>> = {
  'Quality.uncertainty': 'number',
  'SecurityMarking.marking_extras': 'string',
};
