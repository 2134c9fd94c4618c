/**
 * Cross-field rules (other than the route's in route.ts, heights in heights.ts, evidence in evidence.ts):
 * track sample order, expires_at against validity.valid_to, entity relations against related_entities.
 * Each rule gets invalid fixtures at its places and valid boundaries.
 */
import { IDS } from '../bases/index.js';
import { valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { add, base, derive, judged, remove, replace } from './build.js';

const ORDER = 'Track.samples.order';
const EXPIRY = 'PlanObject.expires_at.agrees-with-validity';
const RELATED = 'EntityRelation.entity_id.in-related-entities';

function trackOrder(): Fixture[] {
  return derive(
    base('track', 'maximal'),
    judged(ORDER, [
      [
        'samples.1.observed_at--one-millisecond-back',
        'track sample 1 observed one millisecond before sample 0: decreasing observed_at is rejected at the later sample.',
        [replace('/samples/1/observed_at', '2024-03-01T11:57:59.999Z')],
        '/samples/1/observed_at',
      ],
      [
        'samples.2.observed_at--an-hour-back',
        'track sample 2 observed an hour before sample 1 (a clock reset in the source): rejected at sample 2.',
        [replace('/samples/2/observed_at', '2024-03-01T10:59:00.000Z')],
        '/samples/2/observed_at',
      ],
      [
        'samples--newest-first',
        'track samples listed newest first: every sample after the first goes back in time and is reported.',
        [
          replace('/samples/0/observed_at', '2024-03-01T12:00:00.000Z'),
          replace('/samples/2/observed_at', '2024-03-01T11:58:00.000Z'),
        ],
        '/samples/1/observed_at',
        '/samples/2/observed_at',
      ],
      [
        'samples.2.observed_at--previous-day',
        'track sample 2 on the previous day at a later clock time (12:00:00 on 29 February): earlier, so rejected.',
        [replace('/samples/2/observed_at', '2024-02-29T12:00:00.000Z')],
        '/samples/2/observed_at',
      ],
      [
        'samples.1.observed_at--valid-equal-timestamps',
        'track samples 0 and 1 with equal observed_at: equal timestamps are allowed.',
        [replace('/samples/1/observed_at', '2024-03-01T11:58:00.000Z')],
      ],
      [
        'samples--valid-all-equal',
        'all three track samples at the same instant: non-decreasing, accepted.',
        [
          replace('/samples/0/observed_at', '2024-03-01T12:00:00.000Z'),
          replace('/samples/1/observed_at', '2024-03-01T12:00:00.000Z'),
        ],
      ],
      [
        'samples--valid-across-midnight',
        'track samples crossing midnight and a month end (23:59:59.999 on 29 February, then 00:00:00.000 on 1 March): in order, accepted.',
        [
          replace('/samples/0/observed_at', '2024-02-29T23:59:59.999Z'),
          replace('/samples/1/observed_at', '2024-03-01T00:00:00.000Z'),
        ],
      ],
    ]),
  );
}

function planExpiry(): Fixture[] {
  return derive(
    base('plan_object', 'route'),
    judged(EXPIRY, [
      [
        'expires_at--one-millisecond-later',
        'plan_object expires_at one millisecond after validity.valid_to: both stated and different, rejected at expires_at.',
        [replace('/expires_at', '2024-03-01T18:00:00.001Z')],
        '/expires_at',
      ],
      [
        'validity.valid_to--an-hour-earlier',
        'plan_object validity.valid_to an hour before expires_at: both stated and different, rejected at expires_at.',
        [replace('/validity/valid_to', '2024-03-01T17:00:00.000Z')],
        '/expires_at',
      ],
      [
        'expires_at--effective-end-not-valid-to',
        'plan_object expires_at equal to validity.effective.end but not to validity.valid_to: only valid_to is projected, rejected.',
        [
          replace('/validity/effective/end', '2024-03-01T20:00:00.000Z'),
          replace('/expires_at', '2024-03-01T20:00:00.000Z'),
        ],
        '/expires_at',
      ],
      [
        'expires_at--valid-null',
        'plan_object expires_at null beside a stated validity.valid_to: only one is stated, accepted.',
        [replace('/expires_at', null)],
      ],
      [
        'validity.valid_to--valid-null',
        'plan_object validity.valid_to null beside a stated expires_at: only one is stated, accepted.',
        [replace('/validity/valid_to', null)],
      ],
      [
        'validity--valid-absent',
        'plan_object with expires_at and no validity block: nothing to disagree with, accepted.',
        [remove('/validity')],
      ],
    ]),
  ).concat(
    derive(
      base('plan_object', 'area-polygon'),
      judged(EXPIRY, [
        [
          'expires_at--valid-area-validity-differs',
          "plan_object (area) expires_at and validity.valid_to agree but differ from area.validity.valid_to: only the object's own validity is projected, accepted.",
          [
            replace('/expires_at', '2024-03-01T16:00:00.000Z'),
            replace('/validity/valid_to', '2024-03-01T16:00:00.000Z'),
          ],
        ],
      ]),
    ),
  );
}

function relations(): Fixture[] {
  const relation = '/oes/entity_relations/0/entity_id';
  return derive(base('event', 'polygon'), [
    ...judged(RELATED, [
      [
        'oes.entity_relations.0.entity_id--not-related',
        "event oes.entity_relations names an entity that is not in related_entities: rejected at the relation's entity_id.",
        [replace(relation, IDS.vessel)],
        relation,
      ],
      [
        'related_entities--empty-beside-relations',
        "event related_entities empty while oes.entity_relations gives an entity a role: rejected at the relation's entity_id.",
        [replace('/related_entities', [])],
        relation,
      ],
      [
        'related_entities--absent-beside-relations',
        "event without related_entities while oes.entity_relations gives an entity a role: rejected at the relation's entity_id.",
        [remove('/related_entities')],
        relation,
      ],
      [
        'oes.entity_relations.1.entity_id--second-not-related',
        'event with two entity relations, the second for an entity not in related_entities: only the second is rejected.',
        [
          add('/oes/entity_relations/-', {
            entity_id: IDS.vessel,
            predicate: 'https://ontology.example.org/role/affected-platform',
          }),
        ],
        '/oes/entity_relations/1/entity_id',
      ],
      [
        'oes.entity_relations--valid-every-related-entity',
        'event with a role for each of its two related entities: every relation names a related entity, accepted.',
        [
          add('/oes/entity_relations/-', {
            entity_id: IDS.aircraft,
            predicate: 'https://ontology.example.org/role/affected-platform',
          }),
        ],
      ],
    ]),
    {
      rule: RELATED,
      rules: [RELATED, 'Event.related_entities.type'],
      name: 'related_entities--valid-empty-feed-level',
      description: 'feed-level event: related_entities empty and no entity relations, accepted (empty when none).',
      patch: [replace('/related_entities', []), replace('/oes/entity_relations', [])],
      intent: valid(),
    },
    {
      rule: RELATED,
      rules: [RELATED, 'OesMetadata.entity_relations.type'],
      name: 'oes.entity_relations--valid-empty',
      description: 'event with related entities and an empty oes.entity_relations: no roles asserted, accepted.',
      patch: [replace('/oes/entity_relations', [])],
      intent: valid(),
    },
  ]);
}

export function crossFieldFixtures(): Fixture[] {
  return [...trackOrder(), ...planExpiry(), ...relations()];
}
