/** Entity (object_kind = entity): a thing on the map. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required } from './_internals/closedObject.js';
import { numberBetween } from './_internals/leaf.js';
import { constant } from './_internals/literal.js';
import { openBag } from './_internals/openBag.js';
import { orNull } from './_internals/orNull.js';
import { AbsoluteIdentifier, Semver, SymbolCode, Timestamp, UUID } from './formats.js';
import { Kinematics, Position } from './position.js';
import { Integrity, OperationalStatus, Quality, Residual, SourceId, SourceRef } from './provenance.js';
import { Affiliation, EntityType } from './vocabularies.js';

export const Entity = closedObject('Entity', {
  entity_id: required(UUID),
  entity_type: required(EntityType),
  affiliation: required(Affiliation),
  valid_from: required(Timestamp),
  valid_to: optional(orNull(Timestamp)),
  position: optional(orNull(Position)),
  kinematics: optional(orNull(Kinematics)),
  confidence: optional(orNull(numberBetween(0, 1))),
  symbol: optional(orNull(SymbolCode)),
  ontology_types: optional(arrayOf(AbsoluteIdentifier)),
  attributes: optional(openBag()),
  quality: optional(orNull(Quality)),
  status: optional(orNull(OperationalStatus)),
  integrity: optional(orNull(Integrity)),
  residual: optional(orNull(Residual)),
  source: required(SourceRef),
  source_ids: required(arrayOf(SourceId, { minItems: 1 })),
  schema_version: optional(Semver),
  object_kind: optional(constant('entity')),
});

export type Entity = t.TypeOf<typeof Entity>;
