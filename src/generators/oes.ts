/**
 * OesMetadata and what it holds. Evidence references carry only their own kind's field; entity
 * relations name entities drawn from the event's related_entities; extension keys are x.<ns>.<name>
 * outside the reserved namespace.
 */
import fc from 'fast-check';
import type { EntityRelation, EventRelation, EvidenceRef, OesMetadata, SecurityMarking } from '../contract/oes.js';
import { EventClass, EventRelationPredicate, EvidenceKind, LifecycleStatus, Verification } from '../contract/vocabularies.js';
import { jsonValue, objectOf } from './_internals/json.js';
import { minItems, needAt, NO_NEED, sub, type Need } from './_internals/need.js';
import { unitInterval } from './_internals/numbers.js';
import { closed, fixed, nul, opt, req } from './_internals/record.js';
import { bagKey, nonEmptyText, text, word } from './_internals/text.js';
import { absoluteIdentifier, extensionKey, hex, member, semver, timestamp, uuid } from './primitives.js';
import { sourceIdWith } from './provenance.js';

type Kind = EvidenceRef['kind'];
const OWN_FIELD = { EVENT: 'event_id', SOURCE_RECORD: 'source_id', EXTERNAL_ARTIFACT: 'uri' } as const satisfies Record<Kind, string>;

/** The kinds whose own field a need allows: needing source_id means a SOURCE_RECORD reference. */
function kindsFor(need: Need): Kind[] {
  const wanted = EvidenceKind.members.filter((kind) => needAt(need, OWN_FIELD[kind]) !== undefined);
  return wanted.length > 0 ? wanted : [...EvidenceKind.members];
}

/** An EvidenceRef that carries its own kind's field (never another kind's, not even as null). */
export const evidenceRefWith = (need: Need): fc.Arbitrary<EvidenceRef> =>
  fc.constantFrom(...kindsFor(need)).chain((kind) =>
    closed<EvidenceRef>(
      {
        kind: fixed(kind),
        description: nul(() => nonEmptyText()),
        ...(kind === 'EVENT' ? { event_id: req(uuid) } : {}),
        ...(kind === 'SOURCE_RECORD' ? { source_id: req(sourceIdWith) } : {}),
        ...(kind === 'EXTERNAL_ARTIFACT' ? { uri: req(() => fc.oneof(fc.webUrl(), nonEmptyText())) } : {}),
        hash: nul(() => fc.oneof(hex(16).map((digits) => `sha256:${digits}`), nonEmptyText())),
        media_type: nul(() => fc.oneof(word('application/json', 'image/png', 'text/plain; charset=utf-8'), nonEmptyText())),
      },
      need,
    ),
  );

export const evidenceRef = (): fc.Arbitrary<EvidenceRef> => evidenceRefWith(NO_NEED);

export const eventRelationWith = (need: Need): fc.Arbitrary<EventRelation> => closed<EventRelation>({ event_id: req(uuid), predicate: req(() => member(EventRelationPredicate)) }, need);
export const eventRelation = (): fc.Arbitrary<EventRelation> => eventRelationWith(NO_NEED);

/** An EntityRelation whose entity_id is one of `entityIds` (any UUID when none are given). */
export const entityRelationWith = (need: Need, entityIds: readonly string[]): fc.Arbitrary<EntityRelation> =>
  closed<EntityRelation>({ entity_id: req(() => (entityIds.length > 0 ? fc.constantFrom(...entityIds) : uuid())), predicate: req(absoluteIdentifier) }, need);

export const entityRelation = (entityIds: readonly string[] = []): fc.Arbitrary<EntityRelation> => entityRelationWith(NO_NEED, entityIds);

const textList = (need: Need, ...words: string[]) => fc.array(fc.oneof(word(...words), text()), { minLength: minItems(need), maxLength: 3 });

export const securityMarkingWith = (need: Need): fc.Arbitrary<SecurityMarking> =>
  closed<SecurityMarking>(
    {
      scheme: req(() => fc.oneof(word('NATO', 'US CAPCO', 'GB GSC'), nonEmptyText())),
      classification: nul(() => fc.oneof(word('UNCLASSIFIED', 'NATO RESTRICTED', 'OFFICIAL-SENSITIVE'), nonEmptyText())),
      caveats: opt((n) => textList(n, 'NOFORN', 'REL TO')),
      releasability: opt((n) => textList(n, 'USA', 'GBR', 'NOR')),
      originator: nul(() => nonEmptyText()),
      marking_extras: opt(() => objectOf(bagKey(), text(), 3)),
    },
    need,
  );

export const securityMarking = (): fc.Arbitrary<SecurityMarking> => securityMarkingWith(NO_NEED);

const listOf = <T>(need: Need, item: (need: Need) => fc.Arbitrary<T>) => fc.array(item(sub(need, '*')), { minLength: minItems(need), maxLength: 3 });

/**
 * OesMetadata for an event whose related_entities are `relatedEntities`: entity_relations only name
 * those (and are empty or absent when there are none).
 */
export function oesMetadataWith(need: Need, relatedEntities: readonly string[]): fc.Arbitrary<OesMetadata> {
  const entityRelations = (n: Need) =>
    relatedEntities.length === 0 ? fc.constant([]) : fc.array(entityRelationWith(sub(n, '*'), relatedEntities), { minLength: minItems(n), maxLength: 3 });
  return closed<OesMetadata>(
    {
      spec_version: req(semver),
      type_id: req(absoluteIdentifier),
      event_class: req(() => member(EventClass)),
      status: nul(() => member(LifecycleStatus)),
      confidence: nul(unitInterval),
      verification: nul(() => member(Verification)),
      effective_from: nul(timestamp),
      effective_to: nul(timestamp),
      evidence: opt((n) => listOf(n, evidenceRefWith)),
      event_relations: opt((n) => listOf(n, eventRelationWith)),
      entity_relations: opt(entityRelations),
      security: nul(securityMarkingWith),
      extensions: opt(() => objectOf(extensionKey(), jsonValue(), 3)),
    },
    need,
  );
}

export const oesMetadata = (relatedEntities: readonly string[] = []): fc.Arbitrary<OesMetadata> => oesMetadataWith(NO_NEED, relatedEntities);
