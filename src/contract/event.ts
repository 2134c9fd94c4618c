/** Event (object_kind = event): anything that happens. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required, NO_FINDINGS, type CrossFinding } from './_internals/closedObject.js';
import { constant } from './_internals/literal.js';
import { openBag } from './_internals/openBag.js';
import { orNull } from './_internals/orNull.js';
import { Semver, Timestamp, UUID } from './formats.js';
import { Geometry } from './geometry.js';
import { OesMetadata } from './oes.js';
import { Integrity, OperationalStatus, Quality, Residual, SourceId, SourceRef } from './provenance.js';
import { EventType, Severity } from './vocabularies.js';

type RelationsShape = { related_entities?: string[]; oes?: { entity_relations?: Array<{ entity_id: string }> } | null };

/** Events rule 5: "Every entity_id in oes.entity_relations must also appear in related_entities." */
function entityRelationsAreRelated(event: RelationsShape): readonly CrossFinding[] {
  const relations = event.oes?.entity_relations ?? [];
  if (relations.length === 0) return NO_FINDINGS;
  // UUIDs name the same entity in either case (decisions: UUID case).
  const related = new Set((event.related_entities ?? []).map((id) => id.toLowerCase()));
  const findings: CrossFinding[] = [];
  relations.forEach((relation, index) => {
    if (!related.has(relation.entity_id.toLowerCase())) {
      findings.push({
        path: ['oes', 'entity_relations', index, 'entity_id'],
        message: `entity_id ${relation.entity_id} has a role in oes.entity_relations but is not in related_entities`,
      });
    }
  });
  return findings.length === 0 ? NO_FINDINGS : findings;
}

export const Event = closedObject(
  'Event',
  {
    event_id: required(UUID),
    event_type: required(EventType),
    severity: required(Severity),
    observed_at: required(Timestamp),
    received_at: required(Timestamp),
    geometry: optional(orNull(Geometry)),
    related_entities: optional(arrayOf(UUID)),
    payload: optional(openBag()),
    oes: optional(orNull(OesMetadata)),
    quality: optional(orNull(Quality)),
    status: optional(orNull(OperationalStatus)),
    integrity: optional(orNull(Integrity)),
    residual: optional(orNull(Residual)),
    source: required(SourceRef),
    source_ids: required(arrayOf(SourceId, { minItems: 1 })),
    schema_version: optional(Semver),
    object_kind: optional(constant('event')),
  },
  [
    {
      rule: 'EntityRelation.entity_id.in-related-entities',
      needs: ['related_entities', 'oes'],
      places: ['/oes/entity_relations/*/entity_id'],
      jsonSchema: {
        gap: 'membership: each oes.entity_relations entity_id must be one of the related_entities values (ignoring case); JSON Schema compares a value only with constants written in the schema, never with another value of the same instance',
      },
      run: entityRelationsAreRelated,
    },
  ],
);

export type Event = t.TypeOf<typeof Event>;
