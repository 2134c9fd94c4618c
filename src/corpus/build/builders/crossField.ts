/**
 * Cross-field rules (other than the route's, in route.ts): track sample order, expires_at against
 * validity.valid_to, alt_m against an HAE vertical, entity relations against related_entities and the
 * per-kind evidence fields. Each rule gets invalid fixtures at its places and valid boundaries.
 */
import { IDS } from '../bases/index.js';
import { valueAt } from '../jsonPatch.js';
import { finding, invalid, slug, valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { add, base, derive, remove, replace } from './build.js';

const ORDER = 'Track.samples.order';
const EXPIRY = 'PlanObject.expires_at.agrees-with-validity';
const HEIGHT = 'Position.alt_m.agrees-with-hae-vertical';
const RELATED = 'EntityRelation.entity_id.in-related-entities';

function trackOrder(): Fixture[] {
  return derive(base('track', 'maximal'), [
    {
      rule: ORDER,
      name: 'samples.1.observed_at--one-millisecond-back',
      description:
        'track sample 1 observed one millisecond before sample 0: decreasing observed_at is rejected at the later sample.',
      patch: [replace('/samples/1/observed_at', '2024-03-01T11:57:59.999Z')],
      intent: invalid(finding(ORDER, '/samples/1/observed_at')),
    },
    {
      rule: ORDER,
      name: 'samples.2.observed_at--an-hour-back',
      description:
        'track sample 2 observed an hour before sample 1 (a clock reset in the source): rejected at sample 2.',
      patch: [replace('/samples/2/observed_at', '2024-03-01T10:59:00.000Z')],
      intent: invalid(finding(ORDER, '/samples/2/observed_at')),
    },
    {
      rule: ORDER,
      name: 'samples--newest-first',
      description: 'track samples listed newest first: every sample after the first goes back in time and is reported.',
      patch: [
        replace('/samples/0/observed_at', '2024-03-01T12:00:00.000Z'),
        replace('/samples/2/observed_at', '2024-03-01T11:58:00.000Z'),
      ],
      intent: invalid(finding(ORDER, '/samples/1/observed_at'), finding(ORDER, '/samples/2/observed_at')),
    },
    {
      rule: ORDER,
      name: 'samples.2.observed_at--previous-day',
      description:
        'track sample 2 on the previous day at a later clock time (12:00:00 on 29 February): earlier, so rejected.',
      patch: [replace('/samples/2/observed_at', '2024-02-29T12:00:00.000Z')],
      intent: invalid(finding(ORDER, '/samples/2/observed_at')),
    },
    {
      rule: ORDER,
      name: 'samples.1.observed_at--valid-equal-timestamps',
      description: 'track samples 0 and 1 with equal observed_at: equal timestamps are allowed.',
      patch: [replace('/samples/1/observed_at', '2024-03-01T11:58:00.000Z')],
      intent: valid(),
    },
    {
      rule: ORDER,
      name: 'samples--valid-all-equal',
      description: 'all three track samples at the same instant: non-decreasing, accepted.',
      patch: [
        replace('/samples/0/observed_at', '2024-03-01T12:00:00.000Z'),
        replace('/samples/1/observed_at', '2024-03-01T12:00:00.000Z'),
      ],
      intent: valid(),
    },
    {
      rule: ORDER,
      name: 'samples--valid-across-midnight',
      description:
        'track samples crossing midnight and a month end (23:59:59.999 on 29 February, then 00:00:00.000 on 1 March): in order, accepted.',
      patch: [
        replace('/samples/0/observed_at', '2024-02-29T23:59:59.999Z'),
        replace('/samples/1/observed_at', '2024-03-01T00:00:00.000Z'),
      ],
      intent: valid(),
    },
  ]);
}

function planExpiry(): Fixture[] {
  return derive(base('plan_object', 'route'), [
    {
      rule: EXPIRY,
      name: 'expires_at--one-millisecond-later',
      description:
        'plan_object expires_at one millisecond after validity.valid_to: both stated and different, rejected at expires_at.',
      patch: [replace('/expires_at', '2024-03-01T18:00:00.001Z')],
      intent: invalid(finding(EXPIRY, '/expires_at')),
    },
    {
      rule: EXPIRY,
      name: 'validity.valid_to--an-hour-earlier',
      description:
        'plan_object validity.valid_to an hour before expires_at: both stated and different, rejected at expires_at.',
      patch: [replace('/validity/valid_to', '2024-03-01T17:00:00.000Z')],
      intent: invalid(finding(EXPIRY, '/expires_at')),
    },
    {
      rule: EXPIRY,
      name: 'expires_at--effective-end-not-valid-to',
      description:
        'plan_object expires_at equal to validity.effective.end but not to validity.valid_to: only valid_to is projected, rejected.',
      patch: [
        replace('/validity/effective/end', '2024-03-01T20:00:00.000Z'),
        replace('/expires_at', '2024-03-01T20:00:00.000Z'),
      ],
      intent: invalid(finding(EXPIRY, '/expires_at')),
    },
    {
      rule: EXPIRY,
      name: 'expires_at--valid-null',
      description: 'plan_object expires_at null beside a stated validity.valid_to: only one is stated, accepted.',
      patch: [replace('/expires_at', null)],
      intent: valid(),
    },
    {
      rule: EXPIRY,
      name: 'validity.valid_to--valid-null',
      description: 'plan_object validity.valid_to null beside a stated expires_at: only one is stated, accepted.',
      patch: [replace('/validity/valid_to', null)],
      intent: valid(),
    },
    {
      rule: EXPIRY,
      name: 'validity--valid-absent',
      description: 'plan_object with expires_at and no validity block: nothing to disagree with, accepted.',
      patch: [remove('/validity')],
      intent: valid(),
    },
  ]).concat(
    derive(base('plan_object', 'area-polygon'), [
      {
        rule: EXPIRY,
        name: 'expires_at--valid-area-validity-differs',
        description:
          "plan_object (area) expires_at and validity.valid_to agree but differ from area.validity.valid_to: only the object's own validity is projected, accepted.",
        patch: [
          replace('/expires_at', '2024-03-01T16:00:00.000Z'),
          replace('/validity/valid_to', '2024-03-01T16:00:00.000Z'),
        ],
        intent: valid(),
      },
    ]),
  );
}

function heights(): Fixture[] {
  const homes: Array<[kind: 'entity' | 'track' | 'plan_object', name: string, position: string]> = [
    ['entity', 'maximal', '/position'],
    ['track', 'maximal', '/samples/0/position'],
    ['plan_object', 'route', '/route/waypoints/0/position'],
  ];
  return homes.flatMap(([kind, name, at]) => {
    const home = base(kind, name);
    const alt = `${at}/alt_m`;
    const where = `${kind} ${at}`;
    const above = Number(((valueAt(home.object, alt) as number) + 0.1).toFixed(3));
    return derive(home, [
      {
        rule: HEIGHT,
        name: `${slug(at)}.alt_m--ten-centimetres-off`,
        description: `${where}: alt_m ${above}, 10 cm above the HAE vertical in metres: both stated and different, rejected at alt_m.`,
        patch: [replace(alt, above)],
        intent: invalid(finding(HEIGHT, alt)),
      },
      {
        rule: HEIGHT,
        name: `${slug(at)}.vertical--geoid-height-as-hae`,
        description: `${where}: vertical labelled HAE holds a different height than alt_m (an MSL height relabelled HAE): rejected at alt_m.`,
        patch: [replace(`${at}/vertical/value`, 0)],
        intent: invalid(finding(HEIGHT, alt)),
      },
      {
        rule: HEIGHT,
        name: `${slug(at)}.alt_m--valid-null-beside-hae`,
        description: `${where}: alt_m null beside an HAE vertical: only one is stated, accepted.`,
        patch: [replace(alt, null)],
        intent: valid(),
      },
    ]);
  });
}

function relations(): Fixture[] {
  const relation = '/oes/entity_relations/0/entity_id';
  return derive(base('event', 'polygon'), [
    {
      rule: RELATED,
      name: 'oes.entity_relations.0.entity_id--not-related',
      description:
        "event oes.entity_relations names an entity that is not in related_entities: rejected at the relation's entity_id.",
      patch: [replace(relation, IDS.vessel)],
      intent: invalid(finding(RELATED, relation)),
    },
    {
      rule: RELATED,
      name: 'related_entities--empty-beside-relations',
      description:
        "event related_entities empty while oes.entity_relations gives an entity a role: rejected at the relation's entity_id.",
      patch: [replace('/related_entities', [])],
      intent: invalid(finding(RELATED, relation)),
    },
    {
      rule: RELATED,
      name: 'related_entities--absent-beside-relations',
      description:
        "event without related_entities while oes.entity_relations gives an entity a role: rejected at the relation's entity_id.",
      patch: [remove('/related_entities')],
      intent: invalid(finding(RELATED, relation)),
    },
    {
      rule: RELATED,
      name: 'oes.entity_relations.1.entity_id--second-not-related',
      description:
        'event with two entity relations, the second for an entity not in related_entities: only the second is rejected.',
      patch: [
        add('/oes/entity_relations/-', {
          entity_id: IDS.vessel,
          predicate: 'https://ontology.example.org/role/affected-platform',
        }),
      ],
      intent: invalid(finding(RELATED, '/oes/entity_relations/1/entity_id')),
    },
    {
      rule: RELATED,
      name: 'oes.entity_relations--valid-every-related-entity',
      description:
        'event with a role for each of its two related entities: every relation names a related entity, accepted.',
      patch: [
        add('/oes/entity_relations/-', {
          entity_id: IDS.aircraft,
          predicate: 'https://ontology.example.org/role/affected-platform',
        }),
      ],
      intent: valid(),
    },
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

function evidence(): Fixture[] {
  const refs: Array<[index: number, kind: string, own: string, others: Array<[string, unknown]>]> = [
    [
      0,
      'EVENT',
      'event_id',
      [
        ['source_id', { system: 'ADS-B', external_id: '4CA7B1' }],
        ['uri', 'https://notam.example.org/A1234-24'],
      ],
    ],
    [
      1,
      'SOURCE_RECORD',
      'source_id',
      [
        ['event_id', IDS.earlierEvent],
        ['uri', 'https://archive.example.org/adsb/4CA7B1.csv'],
      ],
    ],
    [
      2,
      'EXTERNAL_ARTIFACT',
      'uri',
      [
        ['event_id', IDS.earlierEvent],
        ['source_id', { system: 'NOTAM', external_id: 'A1234/24' }],
      ],
    ],
  ];
  const evidenceBase = base('event', 'polygon');
  return refs
    .flatMap(([index, kind, own, others]) => {
      const at = `/oes/evidence/${index}`;
      const invalids = others.map(([field, value]) => ({
        rule: `EvidenceRef.${field}.kind`,
        name: `oes.evidence.${index}.${field}--on-${kind.toLowerCase().replace(/_/g, '-')}`,
        description: `event ${at}: an evidence reference of kind ${kind} carries ${field}, which belongs to another kind: refused, naming the field.`,
        patch: [add(`${at}/${field}`, value)],
        intent: invalid(finding(`EvidenceRef.${field}.kind`, `${at}/${field}`)),
      }));
      return derive(evidenceBase, [
        ...invalids,
        {
          rule: `EvidenceRef.${own}.kind`,
          rules: [
            `EvidenceRef.${own}.kind`,
            'EvidenceKind.closed-vocabulary',
            'EvidenceRef.kind.type',
            'EvidenceRef.kind.required',
          ],
          name: `oes.evidence--valid-only-${kind.toLowerCase().replace(/_/g, '-')}`,
          description: `event with a single evidence reference of kind ${kind} carrying ${own}, its own field: accepted.`,
          patch: [replace('/oes/evidence', [valueAt(evidenceBase.object, at)])],
          intent: valid(),
        },
      ]);
    })
    .concat(
      derive(evidenceBase, [
        {
          rule: 'EvidenceRef.event_id.kind',
          name: 'oes.evidence.0.kind--changed-under-its-field',
          description:
            'event /oes/evidence/0: kind changed from EVENT to EXTERNAL_ARTIFACT while event_id stays: event_id now belongs to another kind, refused.',
          patch: [replace('/oes/evidence/0/kind', 'EXTERNAL_ARTIFACT')],
          intent: invalid(finding('EvidenceRef.event_id.kind', '/oes/evidence/0/event_id')),
        },
      ]),
    );
}

export function crossFieldFixtures(): Fixture[] {
  return [...trackOrder(), ...planExpiry(), ...heights(), ...relations(), ...evidence()];
}
