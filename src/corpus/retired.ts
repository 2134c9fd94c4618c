/**
 * Fixture ids that existed once and were removed. An id is never reused for a different fixture: when
 * a fixture is dropped or renamed, add its old id here (checks.ts fails a corpus that brings it back).
 */
export const RETIRED_IDS: ReadonlySet<string> = new Set<string>([
  // An empty string is an SBS-1 absent field only under a member named for an SBS-1 field (rules_letter is none).
  'plan_object/lint.attributes.sbs1-empty-field/route.metadata.rules_letter--empty',
  // An empty polygon inside a MultiPolygon is accepted (decisions: geometry-details, Geometry.inner-counts).
  'event/MultiPolygon.coordinates.min-items/geometry.coordinates.0--empty',
  'plan_object/MultiPolygon.coordinates.min-items/area.geometry.coordinates.0--empty',
  'plan_object/MultiPolygon.coordinates.min-items/geometry.coordinates.0--empty',
  // Moved under the may rules their verdicts rest on.
  'event/OesMetadata.type_id.type/oes.type_id--valid-registered-prefix',
  'plan_object/PlanObject.style.type/style--valid-constructor-key',
  'plan_object/PlanObject.style.type/style--valid-proto-key',
  // A second of 60 outside 23:59 is not RFC 3339 UTC: Timestamp.format (must), one fixture per kind, not the may rule.
  'entity/Timestamp.leap-second/source.observed_at--second-60-mid-day',
  'entity/Timestamp.leap-second/status.since--second-60-mid-day',
  'entity/Timestamp.leap-second/valid_from--second-60-mid-day',
  'entity/Timestamp.leap-second/valid_to--second-60-mid-day',
  'event/Timestamp.leap-second/observed_at--second-60-mid-day',
  'event/Timestamp.leap-second/oes.effective_from--second-60-mid-day',
  'event/Timestamp.leap-second/oes.effective_to--second-60-mid-day',
  'event/Timestamp.leap-second/received_at--second-60-mid-day',
  'event/Timestamp.leap-second/source.observed_at--second-60-mid-day',
  'event/Timestamp.leap-second/status.since--second-60-mid-day',
  'plan_object/Timestamp.leap-second/area.validity.effective.end--second-60-mid-day',
  'plan_object/Timestamp.leap-second/area.validity.effective.start--second-60-mid-day',
  'plan_object/Timestamp.leap-second/area.validity.observed_at--second-60-mid-day',
  'plan_object/Timestamp.leap-second/area.validity.valid_from--second-60-mid-day',
  'plan_object/Timestamp.leap-second/area.validity.valid_to--second-60-mid-day',
  'plan_object/Timestamp.leap-second/expires_at--second-60-mid-day',
  'plan_object/Timestamp.leap-second/route.waypoints.0.eta--second-60-mid-day',
  'plan_object/Timestamp.leap-second/source.observed_at--second-60-mid-day',
  'plan_object/Timestamp.leap-second/status.since--second-60-mid-day',
  'plan_object/Timestamp.leap-second/validity.effective.end--second-60-mid-day',
  'plan_object/Timestamp.leap-second/validity.effective.start--second-60-mid-day',
  'plan_object/Timestamp.leap-second/validity.observed_at--second-60-mid-day',
  'plan_object/Timestamp.leap-second/validity.valid_from--second-60-mid-day',
  'plan_object/Timestamp.leap-second/validity.valid_to--second-60-mid-day',
  'track/Timestamp.leap-second/samples.0.observed_at--second-60-mid-day',
  'track/Timestamp.leap-second/source.observed_at--second-60-mid-day',
  'track/Timestamp.leap-second/status.since--second-60-mid-day',
  // A scheme alone, or white space, is the may rule AbsoluteIdentifier.uri-syntax / OesMetadata.extensions.key-white-space.
  'entity/Entity.ontology_types.absolute/ontology_types.0--scheme-only',
  'entity/Entity.ontology_types.absolute/ontology_types.0--space-inside',
  'event/EntityRelation.predicate.absolute/oes.entity_relations.0.predicate--scheme-only',
  'event/EntityRelation.predicate.absolute/oes.entity_relations.0.predicate--space-inside',
  'event/OesMetadata.extensions.key-form/oes.extensions--key-x.ac_me.jammer_band',
  // One waypoint alone was also too few (two is the minimum): route.waypoints--index-keyed-object replaces it.
  'plan_object/Route.waypoints.type/route.waypoints--single-item',
]);
