/** OesMetadata (the value of Event.oes) and the structures inside it. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required, type CrossCheck } from './_internals/closedObject.js';
import { nonEmptyText, numberBetween, text } from './_internals/leaf.js';
import { mapOf, openBag, type KeyCheck } from './_internals/openBag.js';
import { orNull } from './_internals/orNull.js';
import { NOT_LINE_TERMINATOR_CLASS, WHITE_SPACE_CLASS, compile, wholeStringPattern } from './_internals/patterns.js';
import { AbsoluteIdentifier, NonEmptyAbsoluteIdentifier, Semver, Timestamp, UUID } from './formats.js';
import { SourceId } from './provenance.js';
import { EventClass, EventRelationPredicate, EvidenceKind, LifecycleStatus, Verification } from './vocabularies.js';

type EvidenceShape = { kind: string; event_id?: unknown; source_id?: unknown; uri?: unknown };

/** "event_id: only for kind EVENT" and its two siblings; a null counts as not carried (decisions, may). */
function onlyForKind(field: 'event_id' | 'source_id' | 'uri', kind: string): CrossCheck<EvidenceShape> {
  return {
    rule: `EvidenceRef.${field}.kind`,
    needs: ['kind', field],
    places: [`/${field}`],
    jsonSchema: {
      keywords: {
        if: { required: ['kind'], properties: { kind: { not: { const: kind } } } },
        then: { properties: { [field]: { type: 'null' } } },
      },
    },
    run: (evidence) =>
      evidence[field] === undefined || evidence[field] === null || evidence.kind === kind
        ? []
        : [
            {
              path: [field],
              message: `an EvidenceRef of kind ${evidence.kind} carries ${field}, which belongs to kind ${kind} only`,
            },
          ],
  };
}

export const EvidenceRef = closedObject(
  'EvidenceRef',
  {
    kind: required(EvidenceKind),
    description: optional(orNull(nonEmptyText)),
    event_id: optional(orNull(UUID)),
    source_id: optional(orNull(SourceId)),
    uri: optional(orNull(nonEmptyText)),
    hash: optional(orNull(nonEmptyText)),
    media_type: optional(orNull(nonEmptyText)),
  },
  [
    onlyForKind('event_id', 'EVENT'),
    onlyForKind('source_id', 'SOURCE_RECORD'),
    onlyForKind('uri', 'EXTERNAL_ARTIFACT'),
  ],
);

export const EventRelation = closedObject('EventRelation', {
  event_id: required(UUID),
  predicate: required(EventRelationPredicate),
});

export const EntityRelation = closedObject('EntityRelation', {
  entity_id: required(UUID),
  predicate: required(NonEmptyAbsoluteIdentifier),
});

export const SecurityMarking = closedObject('SecurityMarking', {
  scheme: required(nonEmptyText),
  classification: optional(orNull(nonEmptyText)),
  caveats: optional(arrayOf(text)),
  releasability: optional(arrayOf(text)),
  originator: optional(orNull(nonEmptyText)),
  marking_extras: optional(mapOf(text)),
});

/** The form the contract states: x.<namespace>.<name>. */
const EXTENSION_KEY_SOURCE = `^x\\.([^.]+)\\.${NOT_LINE_TERMINATOR_CLASS}+$`;
const EXTENSION_KEY = compile(EXTENSION_KEY_SOURCE);
const EXTENSION_KEY_FORM = wholeStringPattern(EXTENSION_KEY_SOURCE);
const WHITE_SPACE = new RegExp(WHITE_SPACE_CLASS, 'u');
/** Decision (may): the contract reserves a namespace without naming it; the reference reserves `oes`. */
export const RESERVED_EXTENSION_NAMESPACE = 'oes';

const extensionKeyChecks: readonly KeyCheck[] = [
  {
    info: {
      check: 'key-form',
      demands: 'keys of the form x.<namespace>.<name>',
      jsonSchema: { keywords: EXTENSION_KEY_FORM },
    },
    judge: (key) =>
      EXTENSION_KEY.test(key) ? undefined : `key ${JSON.stringify(key)} is not of the form x.<namespace>.<name>`,
  },
  {
    // Decision (may): white space is not mentioned; judged only on keys of the stated form.
    info: {
      check: 'key-white-space',
      demands: 'no white space in an extension key',
      jsonSchema: { keywords: { if: EXTENSION_KEY_FORM, then: { not: { pattern: WHITE_SPACE_CLASS } } } },
    },
    judge: (key) =>
      EXTENSION_KEY.test(key) && WHITE_SPACE.test(key) ? `key ${JSON.stringify(key)} has white space in it` : undefined,
  },
  {
    info: {
      check: 'reserved-namespace',
      demands: `no key in the reserved namespace x.${RESERVED_EXTENSION_NAMESPACE}`,
      // Compared ignoring case: every letter of the namespace both ways.
      jsonSchema: {
        keywords: {
          if: EXTENSION_KEY_FORM,
          then: {
            not: {
              pattern: `^x\\.${[...RESERVED_EXTENSION_NAMESPACE].map((letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`).join('')}\\.`,
            },
          },
        },
      },
    },
    judge: (key) => {
      const namespace = EXTENSION_KEY.exec(key)?.[1];
      return namespace !== undefined && namespace.toLowerCase() === RESERVED_EXTENSION_NAMESPACE
        ? `key ${JSON.stringify(key)} is in the namespace reserved for the specification's own use`
        : undefined;
    },
  },
];

export const OesMetadata = closedObject('OesMetadata', {
  spec_version: required(Semver),
  type_id: required(AbsoluteIdentifier),
  event_class: required(EventClass),
  status: optional(orNull(LifecycleStatus)),
  confidence: optional(orNull(numberBetween(0, 1))),
  verification: optional(orNull(Verification)),
  effective_from: optional(orNull(Timestamp)),
  effective_to: optional(orNull(Timestamp)),
  evidence: optional(arrayOf(EvidenceRef)),
  event_relations: optional(arrayOf(EventRelation)),
  entity_relations: optional(arrayOf(EntityRelation)),
  security: optional(orNull(SecurityMarking)),
  extensions: optional(openBag(extensionKeyChecks)),
});

export type EvidenceRef = t.TypeOf<typeof EvidenceRef>;
export type EventRelation = t.TypeOf<typeof EventRelation>;
export type EntityRelation = t.TypeOf<typeof EntityRelation>;
export type SecurityMarking = t.TypeOf<typeof SecurityMarking>;
export type OesMetadata = t.TypeOf<typeof OesMetadata>;
