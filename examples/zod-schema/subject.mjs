// A zod 4 schema for the Common Data Model Contract 3.0.0, written the way an adapter team would write
// it: the contract's field tables, closed vocabularies, formats and ranges, and nothing more. It is
// partial on purpose; the cross-field rules are left out (see README.md), so its report has real failures.
//
//   npx cdm-conformance run --module ./examples/zod-schema/subject.mjs
//
// The default export is the zod schema itself: zod 4 schemas carry `~standard` (Standard Schema v1), which
// the runner detects and calls. No adapter, no rule ids: zod's issues say `code` (invalid_type, too_small,
// ...) and `path`, so the run is scored on verdicts.
import { z } from 'zod';

// --- Shared primitive formats ------------------------------------------------------------------------

/** RFC 3339 UTC, exactly three decimals, Z. A regex only: it does not know that February has no 30th. */
const Timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'not a Timestamp (YYYY-MM-DDThh:mm:ss.mmmZ)');
/** "format uuid": 8-4-4-4-12 hex. z.guid(), not z.uuid(): z.uuid() also demands RFC 9562 version and variant bits. */
const UUID = z.guid();
const Semver = z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/, 'not a Semver (MAJOR.MINOR.PATCH)');
/** An absolute identifier: a URI scheme, then the identifier, no white space. */
const AbsoluteId = z.string().regex(/^[A-Za-z][A-Za-z0-9+.-]*:\S+$/, 'not an absolute identifier (https:..., urn:...)');
const NonEmpty = z.string().min(1);
const Bag = z.record(z.string(), z.unknown());
const Unit = z.number().min(0).max(1); // confidence, track_quality: 0..1 inclusive
const NonNegative = z.number().min(0);
const Course = z.number().min(0).lt(360);
const Index = z.int().min(0); // sequence, from_seq, to_seq, record_index

// --- Closed vocabularies -----------------------------------------------------------------------------

const Affiliation = z.enum(['FRIENDLY', 'HOSTILE', 'NEUTRAL', 'UNKNOWN']);
const EntityType = z.enum([
  'UNIT',
  'PLATFORM',
  'SENSOR',
  'FACILITY',
  'EVACUEE_GROUP',
  'INTERFERENCE_SOURCE',
  'OVERLAY_OBJECT',
  'UNKNOWN',
]);
const ObjectType = z.enum(['COA_SKETCH', 'ROUTE', 'CONTROL_MEASURE', 'ANNOTATION']);
const PositionSource = z.enum(['GNSS', 'INERTIAL', 'MANUAL', 'ESTIMATED']);
const EventType = z.enum([
  'DETECTION',
  'GNSS_INTERFERENCE',
  'TRACK_UPDATE',
  'ALERT',
  'STATUS_CHANGE',
  'PLAN_INJECT',
  'SIM_RESULT',
]);
const Severity = z.enum(['INFO', 'ADVISORY', 'WARNING', 'CRITICAL']);
const EventClass = z.enum([
  'OBSERVATION',
  'STATE_CHANGE',
  'CONSTRAINT',
  'ASSESSMENT',
  'IMPACT',
  'RECOMMENDATION',
  'DECISION',
  'ACTION',
]);
const EventRelationPredicate = z.enum([
  'DERIVED_FROM',
  'UPDATES',
  'SUPERSEDES',
  'RESOLVES',
  'RETRACTS',
  'CONTRADICTS',
  'CORRELATES_WITH',
]);
const LifecycleStatus = z.enum(['PLANNED', 'ACTIVE', 'RESOLVED', 'EXPIRED', 'CANCELLED', 'RETRACTED', 'SUPERSEDED']);
const Verification = z.enum(['UNVERIFIED', 'CORROBORATED', 'VALIDATED', 'DISPUTED']);
const EvidenceKind = z.enum(['EVENT', 'SOURCE_RECORD', 'EXTERNAL_ARTIFACT']);
const VerticalReference = z.enum(['HAE', 'MSL', 'AGL', 'BARO', 'FL', 'UNKNOWN']);
const VerticalUnit = z.enum(['m', 'ft', 'FL']);

// --- Position and movement ---------------------------------------------------------------------------

export const VerticalPosition = z.strictObject({
  value: z.number(),
  unit: VerticalUnit,
  reference: VerticalReference,
  uncertainty: NonNegative.nullish(),
});

const VerticalExtent = z.strictObject({ lower: VerticalPosition.nullish(), upper: VerticalPosition.nullish() });

/** Left out: "when alt_m and vertical are both stated and the reference is HAE they must agree". */
export const Position = z.strictObject({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  position_source: PositionSource,
  alt_m: z.number().nullish(),
  accuracy_m: NonNegative.nullish(),
  vertical: VerticalPosition.nullish(),
});

const Kinematics = z.strictObject({
  speed_mps: NonNegative.nullish(),
  course_deg: Course.nullish(),
  climb_mps: z.number().nullish(),
});

// --- Provenance, shared by the four kinds ------------------------------------------------------------

const Quality = z.strictObject({
  confidence: Unit.nullish(),
  accuracy_m: NonNegative.nullish(),
  source_quality: NonEmpty.nullish(),
  uncertainty: z.record(z.string(), z.number()).optional(),
});

const SourceId = z.strictObject({ system: NonEmpty, external_id: NonEmpty });

const SourceRef = z.strictObject({
  adapter: NonEmpty,
  adapter_version: Semver,
  system: NonEmpty,
  synthetic: z.boolean(),
  format_name: z.string().nullish(),
  format_version: z.string().nullish(),
  observed_at: Timestamp.nullish(),
  original_id: z.string().nullish(),
  record_index: Index.nullish(),
  source_hash: z.strictObject({ algorithm: NonEmpty, value: NonEmpty }).nullish(),
  transformations: z.array(z.string()).optional(),
});

const OperationalStatus = z.strictObject({
  namespace: NonEmpty,
  state: NonEmpty,
  since: Timestamp.nullish(),
  attributes: Bag.optional(),
});
const Residual = z.strictObject({ namespace: NonEmpty, data: Bag.optional() });
/** All three or none: each field is required, and none is `null`. */
const Integrity = z.strictObject({ algorithm: NonEmpty, signature: NonEmpty, chain_hash: NonEmpty });

/** The members every kind ends with. */
const provenance = {
  quality: Quality.nullish(),
  status: OperationalStatus.nullish(),
  integrity: Integrity.nullish(),
  residual: Residual.nullish(),
  source: SourceRef,
  source_ids: z.array(SourceId).min(1),
  schema_version: Semver.optional(),
};

// --- Geometry ----------------------------------------------------------------------------------------

/** [lon, lat, ...]: the reference asks for at least two numbers (a may-tier decision). */
const Pos = z.array(z.number()).min(2);
const geometry = (type, coordinates) => z.strictObject({ type: z.literal(type).optional(), coordinates });
const Polygon = geometry('Polygon', z.array(z.array(Pos)).min(1));
const MultiPolygon = geometry('MultiPolygon', z.array(z.array(z.array(Pos)).min(1)).min(1));
/** `type` is optional in the contract, so no discriminated union here: the first shape that fits wins. */
const Geometry = z.union([
  geometry('Point', Pos),
  geometry('LineString', z.array(Pos).min(2)),
  Polygon,
  geometry('MultiPoint', z.array(Pos).min(1)),
  geometry('MultiLineString', z.array(z.array(Pos)).min(1)),
  MultiPolygon,
]);

// --- Regions, times, routes --------------------------------------------------------------------------

const Period = z.strictObject({ start: Timestamp, end: Timestamp.nullish() });
const TemporalValidity = z.strictObject({
  observed_at: Timestamp.nullish(),
  valid_from: Timestamp.nullish(),
  valid_to: Timestamp.nullish(),
  effective: Period.nullish(),
});
const BoundingBox = z.strictObject({
  min_lat: z.number().min(-90).max(90),
  max_lat: z.number().min(-90).max(90),
  min_lon: z.number().min(-180).max(180),
  max_lon: z.number().min(-180).max(180),
  vertical: VerticalExtent.nullish(),
});
const Area = z.strictObject({
  geometry: z.union([Polygon, MultiPolygon]),
  vertical: VerticalExtent.nullish(),
  validity: TemporalValidity.nullish(),
  bounds: BoundingBox.nullish(),
});

const Waypoint = z.strictObject({
  sequence: Index,
  position: Position,
  name: NonEmpty.nullish(),
  eta: Timestamp.nullish(),
  altitude_constraint: VerticalPosition.nullish(),
});
const RouteLeg = z.strictObject({
  from_seq: Index,
  to_seq: Index,
  distance_m: NonNegative.nullish(),
  course_deg: Course.nullish(),
  attributes: Bag.optional(),
});
/** Left out: distinct sequence values, and legs naming existing sequences. */
const Route = z.strictObject({
  waypoints: z.array(Waypoint).min(2),
  legs: z.array(RouteLeg).optional(),
  metadata: Bag.optional(),
});

// --- OesMetadata -------------------------------------------------------------------------------------

/** Left out: the per-kind rules (event_id only for EVENT, source_id only for SOURCE_RECORD, uri only for EXTERNAL_ARTIFACT). */
const EvidenceRef = z.strictObject({
  kind: EvidenceKind,
  description: NonEmpty.nullish(),
  event_id: UUID.nullish(),
  source_id: SourceId.nullish(),
  uri: NonEmpty.nullish(),
  hash: NonEmpty.nullish(),
  media_type: NonEmpty.nullish(),
});

const OesMetadata = z.strictObject({
  spec_version: Semver,
  type_id: AbsoluteId,
  event_class: EventClass,
  status: LifecycleStatus.nullish(),
  confidence: Unit.nullish(),
  verification: Verification.nullish(),
  effective_from: Timestamp.nullish(),
  effective_to: Timestamp.nullish(),
  evidence: z.array(EvidenceRef).optional(),
  event_relations: z.array(z.strictObject({ event_id: UUID, predicate: EventRelationPredicate })).optional(),
  entity_relations: z.array(z.strictObject({ entity_id: UUID, predicate: AbsoluteId.min(1) })).optional(),
  security: z
    .strictObject({
      scheme: NonEmpty,
      classification: NonEmpty.nullish(),
      caveats: z.array(z.string()).optional(),
      releasability: z.array(z.string()).optional(),
      originator: NonEmpty.nullish(),
      marking_extras: z.record(z.string(), z.string()).optional(),
    })
    .nullish(),
  // Keys x.<namespace>.<name>. Left out: the reserved namespace, which the contract does not name.
  extensions: z.record(z.string().regex(/^x\.[^.\s]+\.\S+$/), z.unknown()).optional(),
});

// --- The four kinds: object_kind is optional on each ------------------------------------------------

export const EntitySchema = z.strictObject({
  entity_id: UUID,
  entity_type: EntityType,
  affiliation: Affiliation,
  valid_from: Timestamp,
  valid_to: Timestamp.nullish(),
  position: Position.nullish(),
  kinematics: Kinematics.nullish(),
  confidence: Unit.nullish(),
  symbol: z
    .string()
    .regex(/^[0-9]{20}$/)
    .nullish(),
  ontology_types: z.array(AbsoluteId).optional(),
  attributes: Bag.optional(),
  ...provenance,
  object_kind: z.literal('entity').optional(),
});

/** Left out: every oes.entity_relations entity_id must also appear in related_entities. */
export const EventSchema = z.strictObject({
  event_id: UUID,
  event_type: EventType,
  severity: Severity,
  observed_at: Timestamp,
  received_at: Timestamp,
  geometry: Geometry.nullish(),
  related_entities: z.array(UUID).optional(),
  payload: Bag.optional(),
  oes: OesMetadata.nullish(),
  ...provenance,
  object_kind: z.literal('event').optional(),
});

/** Left out: expires_at agreeing with validity.valid_to, and geometry as the route's LineString. */
export const PlanObjectSchema = z.strictObject({
  object_id: UUID,
  object_type: ObjectType,
  geometry: Geometry,
  label: NonEmpty.nullish(),
  expires_at: Timestamp.nullish(),
  validity: TemporalValidity.nullish(),
  area: Area.nullish(),
  route: Route.nullish(),
  style: Bag.optional(),
  ...provenance,
  object_kind: z.literal('plan_object').optional(),
});

/** Left out: samples' observed_at non-decreasing in list order. */
export const TrackSchema = z.strictObject({
  track_id: UUID,
  entity_id: UUID,
  samples: z.array(z.strictObject({ observed_at: Timestamp, position: Position })).min(1),
  track_quality: Unit.nullish(),
  ...provenance,
  object_kind: z.literal('track').optional(),
});

/**
 * A mixed stream: object_kind picks the shape. A discriminated union needs the discriminator, so here
 * object_kind is required; a Standard Schema's validate(value) never learns a case's kind (README.md).
 */
export const CanonicalObjectSchema = z.discriminatedUnion('object_kind', [
  EntitySchema.extend({ object_kind: z.literal('entity') }),
  EventSchema.extend({ object_kind: z.literal('event') }),
  PlanObjectSchema.extend({ object_kind: z.literal('plan_object') }),
  TrackSchema.extend({ object_kind: z.literal('track') }),
]);

export default CanonicalObjectSchema;

/**
 * Not a schema: the plain-function shape `--module` also accepts, `(value, { kind }) => boolean`. It gets
 * the case's kind, so an object validated against one kind may omit object_kind, as the contract allows.
 */
const byKind = { entity: EntitySchema, event: EventSchema, plan_object: PlanObjectSchema, track: TrackSchema };
export function validateWithKind(value, { kind } = {}) {
  return (kind ? byKind[kind] : CanonicalObjectSchema).safeParse(value).success;
}
