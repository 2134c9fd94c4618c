/**
 * Event (object_kind = event). oes.entity_relations names only entities of related_entities (Events
 * rule 5); received_at is the platform's delivery, after the source saw it.
 */
import fc from 'fast-check';
import { Event } from '../contract/event.js';
import { EventType, Severity } from '../contract/vocabularies.js';
import { bag } from './_internals/json.js';
import { minItems, needAt, NO_NEED, sub, type Need } from './_internals/need.js';
import { assemble, closed, nul, opt, present, req } from './_internals/record.js';
import { geometryWith } from './geometry.js';
import { nameRelations, oesDraftWith } from './oes.js';
import { formatTimestamp, instant, MAX_INSTANT, member, uuid } from './primitives.js';
import { provenanceFields } from './provenance.js';

/** Source time, then delivery a moment (or a long while) later. */
const observedAndReceived = fc
  .tuple(
    instant(),
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 5_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 * 86_400_000 }) },
    ),
  )
  .map(([observed, delay]) => {
    const received = Math.min(MAX_INSTANT, observed + delay);
    return {
      observed_at: formatTimestamp(received === observed ? observed - delay : observed),
      received_at: formatTimestamp(received),
    };
  });

export function eventWith(need: Need): fc.Arbitrary<Event> {
  const oesNeed = needAt(need, 'oes');
  const needsRelations = oesNeed !== undefined && needAt(oesNeed, 'entity_relations') !== undefined;
  const related = fc.uniqueArray(uuid(), {
    minLength: minItems(sub(need, 'related_entities'), needsRelations ? 1 : 0),
    maxLength: 3,
  });
  const rest = closed<Record<string, unknown>>(
    {
      event_id: req(uuid),
      event_type: req(() => member(EventType)),
      severity: req(() => member(Severity)),
      geometry: nul(geometryWith),
      payload: opt(bag),
      oes: nul(oesDraftWith),
      ...provenanceFields('event'),
    },
    need,
  );
  return fc.tuple(related, fc.boolean(), observedAndReceived, rest).map(([ids, listEmpty, times, other]) => {
    // A feed-level event concerns no entity: related_entities is then empty or absent.
    const list = ids.length > 0 || listEmpty || needAt(need, 'related_entities') !== undefined ? ids : undefined;
    const oes =
      other.oes === undefined || other.oes === null
        ? {}
        : { oes: nameRelations(other.oes as Parameters<typeof nameRelations>[0], ids) };
    return assemble<Event>(Event, oes, other, times, present('related_entities', list));
  });
}

/** A valid Event, object_kind included. */
export const event = (): fc.Arbitrary<Event> => eventWith(NO_NEED);
