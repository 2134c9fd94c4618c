/** Entity (object_kind = entity): a thing on the map. */
import fc from 'fast-check';
import type { Entity } from '../contract/entity.js';
import { Affiliation, EntityType } from '../contract/vocabularies.js';
import { bag } from './_internals/json.js';
import { minItems, NO_NEED, type Need } from './_internals/need.js';
import { unitInterval } from './_internals/numbers.js';
import { closed, nul, opt, req } from './_internals/record.js';
import { kinematicsWith, positionWith } from './position.js';
import { absoluteIdentifier, derivedUuid, member, symbolCode, timestamp } from './primitives.js';
import { provenanceFields } from './provenance.js';

export const entityWith = (need: Need): fc.Arbitrary<Entity> =>
  closed<Entity>(
    {
      entity_id: req(derivedUuid),
      entity_type: req(() => member(EntityType)),
      affiliation: req(() => member(Affiliation)),
      valid_from: req(timestamp),
      valid_to: nul(timestamp),
      position: nul(positionWith),
      kinematics: nul(kinematicsWith),
      confidence: nul(unitInterval),
      symbol: nul(symbolCode),
      ontology_types: opt((n) => fc.array(absoluteIdentifier(), { minLength: minItems(n), maxLength: 3 })),
      attributes: opt(bag),
      ...provenanceFields('entity'),
    },
    need,
  );

/** A valid Entity, object_kind included. */
export const entity = (): fc.Arbitrary<Entity> => entityWith(NO_NEED);
