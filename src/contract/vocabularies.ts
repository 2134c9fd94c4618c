/** The contract's "Closed vocabularies" table: a value outside the list is invalid. */
import { vocabulary } from './_internals/vocabulary.js';

export const Affiliation = vocabulary('Affiliation', ['FRIENDLY', 'HOSTILE', 'NEUTRAL', 'UNKNOWN']);
export const EntityType = vocabulary('EntityType', [
  'UNIT',
  'PLATFORM',
  'SENSOR',
  'FACILITY',
  'EVACUEE_GROUP',
  'INTERFERENCE_SOURCE',
  'OVERLAY_OBJECT',
  'UNKNOWN',
]);
export const ObjectType = vocabulary('ObjectType', ['COA_SKETCH', 'ROUTE', 'CONTROL_MEASURE', 'ANNOTATION']);
export const PositionSource = vocabulary('PositionSource', ['GNSS', 'INERTIAL', 'MANUAL', 'ESTIMATED']);
export const EventType = vocabulary('EventType', [
  'DETECTION',
  'GNSS_INTERFERENCE',
  'TRACK_UPDATE',
  'ALERT',
  'STATUS_CHANGE',
  'PLAN_INJECT',
  'SIM_RESULT',
]);
export const Severity = vocabulary('Severity', ['INFO', 'ADVISORY', 'WARNING', 'CRITICAL']);
export const EventClass = vocabulary('EventClass', [
  'OBSERVATION',
  'STATE_CHANGE',
  'CONSTRAINT',
  'ASSESSMENT',
  'IMPACT',
  'RECOMMENDATION',
  'DECISION',
  'ACTION',
]);
export const EventRelationPredicate = vocabulary('EventRelationPredicate', [
  'DERIVED_FROM',
  'UPDATES',
  'SUPERSEDES',
  'RESOLVES',
  'RETRACTS',
  'CONTRADICTS',
  'CORRELATES_WITH',
]);
export const LifecycleStatus = vocabulary('LifecycleStatus', [
  'PLANNED',
  'ACTIVE',
  'RESOLVED',
  'EXPIRED',
  'CANCELLED',
  'RETRACTED',
  'SUPERSEDED',
]);
export const Verification = vocabulary('Verification', ['UNVERIFIED', 'CORROBORATED', 'VALIDATED', 'DISPUTED']);
export const EvidenceKind = vocabulary('EvidenceKind', ['EVENT', 'SOURCE_RECORD', 'EXTERNAL_ARTIFACT']);
export const VerticalReference = vocabulary('VerticalReference', ['HAE', 'MSL', 'AGL', 'BARO', 'FL', 'UNKNOWN']);
export const VerticalUnit = vocabulary('VerticalUnit', ['m', 'ft', 'FL']);

export const vocabularies = {
  Affiliation,
  EntityType,
  ObjectType,
  PositionSource,
  EventType,
  Severity,
  EventClass,
  EventRelationPredicate,
  LifecycleStatus,
  Verification,
  EvidenceKind,
  VerticalReference,
  VerticalUnit,
} as const;
