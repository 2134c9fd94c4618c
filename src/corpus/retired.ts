/**
 * Fixture ids that existed once and were removed. An id is never reused for a different fixture: when
 * a fixture is dropped or renamed, add its old id here (checks.ts fails a corpus that brings it back).
 */
export const RETIRED_IDS: ReadonlySet<string> = new Set<string>([
  // An empty polygon inside a MultiPolygon is accepted (decisions: geometry-details, Geometry.inner-counts).
  'event/MultiPolygon.coordinates.min-items/geometry.coordinates.0--empty',
  'plan_object/MultiPolygon.coordinates.min-items/area.geometry.coordinates.0--empty',
  'plan_object/MultiPolygon.coordinates.min-items/geometry.coordinates.0--empty',
  // Moved under the may rules their verdicts rest on.
  'event/OesMetadata.type_id.type/oes.type_id--valid-registered-prefix',
  'plan_object/PlanObject.style.type/style--valid-constructor-key',
  'plan_object/PlanObject.style.type/style--valid-proto-key',
]);
