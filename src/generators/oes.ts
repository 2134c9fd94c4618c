/**
 * OesMetadata and what it holds. Evidence references carry only their own kind's field; entity
 * relations name entities drawn from the event's related_entities; extension keys are x.<ns>.<name>
 * outside the reserved namespace.
 */
import fc from 'fast-check';
import type { EntityRelation, EventRelation, EvidenceRef, OesMetadata, SecurityMarking } from '../contract/oes.js';
import {
  EventClass,
  EventRelationPredicate,
  EvidenceKind,
  LifecycleStatus,
  Verification,
} from '../contract/vocabularies.js';
import { jsonValue, objectOf } from './_internals/json.js';
import { minItems, needAt, NO_NEED, sub, type Need } from './_internals/need.js';
import { unitInterval } from './_internals/numbers.js';
import { closed, fixed, nul, opt, req } from './_internals/record.js';
import { bagKey, nonEmptyText, text, word } from './_internals/text.js';
import { absoluteIdentifier, extensionKey, hex, member, semver, timestamp, uuid, webUrl } from './primitives.js';
import { sourceIdWith } from './provenance.js';

type Kind = EvidenceRef['kind'];
const OWN_FIELD = { EVENT: 'event_id', SOURCE_RECORD: 'source_id', EXTERNAL_ARTIFACT: 'uri' } as const satisfies Record<
  Kind,
  string
>;

/** The kinds whose own field a need allows: needing source_id means a SOURCE_RECORD reference. */
function kindsFor(need: Need): Kind[] {
  const wanted = EvidenceKind.members.filter((kind) => needAt(need, OWN_FIELD[kind]) !== undefined);
  return wanted.length > 0 ? wanted : [...EvidenceKind.members];
}

/** An EvidenceRef that carries its own kind's field (never another kind's, not even as null). */
export const evidenceRefWith = (need: Need): fc.Arbitrary<EvidenceRef> =>
  fc.oneof(
    ...kindsFor(need).map((kind) =>
      closed<EvidenceRef>(
        {
          kind: fixed(kind),
          description: nul(() => nonEmptyText()),
          ...(kind === 'EVENT' ? { event_id: req(uuid) } : {}),
          ...(kind === 'SOURCE_RECORD' ? { source_id: req(sourceIdWith) } : {}),
          ...(kind === 'EXTERNAL_ARTIFACT' ? { uri: req(() => fc.oneof(webUrl(), nonEmptyText())) } : {}),
          hash: nul(() =>
            fc.oneof(
              hex(16).map((digits) => `sha256:${digits}`),
              nonEmptyText(),
            ),
          ),
          media_type: nul(() =>
            fc.oneof(word('application/json', 'image/png', 'text/plain; charset=utf-8'), nonEmptyText()),
          ),
        },
        need,
      ),
    ),
  );

export const evidenceRef = (): fc.Arbitrary<EvidenceRef> => evidenceRefWith(NO_NEED);

export const eventRelationWith = (need: Need): fc.Arbitrary<EventRelation> =>
  closed<EventRelation>({ event_id: req(uuid), predicate: req(() => member(EventRelationPredicate)) }, need);
export const eventRelation = (): fc.Arbitrary<EventRelation> => eventRelationWith(NO_NEED);

/** A relation whose entity_id is a placeholder: an index into the event's related_entities. */
const relationSlotWith = (need: Need): fc.Arbitrary<{ entity_id: number; predicate: string }> =>
  closed({ entity_id: req(() => fc.nat(7)), predicate: req(absoluteIdentifier) }, need);

/** An EntityRelation whose entity_id is one of `entityIds` (any UUID when none are given). */
export const entityRelation = (entityIds: readonly string[] = []): fc.Arbitrary<EntityRelation> =>
  entityIds.length === 0
    ? closed<EntityRelation>({ entity_id: req(uuid), predicate: req(absoluteIdentifier) })
    : relationSlotWith(NO_NEED).map((slot) => ({ ...slot, entity_id: entityIds[slot.entity_id % entityIds.length]! }));

const textList = (need: Need, ...words: string[]) =>
  fc.array(fc.oneof(word(...words), text()), { minLength: minItems(need), maxLength: 3 });

export const securityMarkingWith = (need: Need): fc.Arbitrary<SecurityMarking> =>
  closed<SecurityMarking>(
    {
      scheme: req(() => fc.oneof(word('NATO', 'US CAPCO', 'GB GSC'), nonEmptyText())),
      classification: nul(() =>
        fc.oneof(word('UNCLASSIFIED', 'NATO RESTRICTED', 'OFFICIAL-SENSITIVE'), nonEmptyText()),
      ),
      caveats: opt((n) => textList(n, 'NOFORN', 'REL TO')),
      releasability: opt((n) => textList(n, 'USA', 'GBR', 'NOR')),
      originator: nul(() => nonEmptyText()),
      marking_extras: opt(() => objectOf(bagKey(), text(), 3)),
    },
    need,
  );

export const securityMarking = (): fc.Arbitrary<SecurityMarking> => securityMarkingWith(NO_NEED);

const listOf = <T>(need: Need, item: (need: Need) => fc.Arbitrary<T>) =>
  fc.array(item(sub(need, '*')), { minLength: minItems(need), maxLength: 3 });

type OesDraft = Omit<OesMetadata, 'entity_relations'> & {
  entity_relations?: Array<{ entity_id: number; predicate: string }>;
};

/**
 * OesMetadata whose entity relations name entities by index; `nameRelations` turns the indexes into
 * the event's related_entities (and drops relations when there are none).
 */
export function oesDraftWith(need: Need): fc.Arbitrary<OesDraft> {
  return closed<OesDraft>(
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
      entity_relations: opt((n) => listOf(n, relationSlotWith)),
      security: nul(securityMarkingWith),
      extensions: opt(() => objectOf(extensionKey(), jsonValue(), 3)),
    },
    need,
  );
}

/** Entity relations of a draft named after `relatedEntities`: empty when there are none. */
export function nameRelations(draft: OesDraft, relatedEntities: readonly string[]): OesMetadata {
  if (draft.entity_relations === undefined) return draft as OesMetadata;
  const entityRelations =
    relatedEntities.length === 0
      ? []
      : draft.entity_relations.map((slot) => ({
          ...slot,
          entity_id: relatedEntities[slot.entity_id % relatedEntities.length]!,
        }));
  const named: Record<string, unknown> = {};
  for (const key of Object.keys(draft))
    named[key] = key === 'entity_relations' ? entityRelations : (draft as Record<string, unknown>)[key];
  return named as OesMetadata;
}

/**
 * OesMetadata for an event whose related_entities are `relatedEntities`: entity_relations only name
 * those (and are empty or absent when there are none).
 */
export const oesMetadataWith = (need: Need, relatedEntities: readonly string[]): fc.Arbitrary<OesMetadata> =>
  oesDraftWith(need).map((draft) => nameRelations(draft, relatedEntities));

export const oesMetadata = (relatedEntities: readonly string[] = []): fc.Arbitrary<OesMetadata> =>
  oesMetadataWith(NO_NEED, relatedEntities);
