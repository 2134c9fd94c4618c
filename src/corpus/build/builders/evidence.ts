/**
 * Evidence references: a field that belongs to another kind is refused, naming it (must); null in
 * another kind's field, and a reference without its own field, are the reference's decisions (may).
 */
import { IDS } from '../bases/index.js';
import { valueAt } from '../jsonPatch.js';
import { valid } from '../make.js';
import type { Fixture } from '../../types.js';
import { add, base, derive, judged, replace } from './build.js';

function fieldOfAnotherKind(): Fixture[] {
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
      const invalids = others.flatMap(([field, value]) =>
        judged(`EvidenceRef.${field}.kind`, [
          [
            `oes.evidence.${index}.${field}--on-${kind.toLowerCase().replace(/_/g, '-')}`,
            `event ${at}: an evidence reference of kind ${kind} carries ${field}, which belongs to another kind: refused, naming the field.`,
            [add(`${at}/${field}`, value)],
            `${at}/${field}`,
          ],
        ]),
      );
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
      derive(
        evidenceBase,
        judged('EvidenceRef.event_id.kind', [
          [
            'oes.evidence.0.kind--changed-under-its-field',
            'event /oes/evidence/0: kind changed from EVENT to EXTERNAL_ARTIFACT while event_id stays: event_id now belongs to another kind, refused.',
            [replace('/oes/evidence/0/kind', 'EXTERNAL_ARTIFACT')],
            '/oes/evidence/0/event_id',
          ],
        ]),
      ),
    );
}

function decisions(): Fixture[] {
  const home = base('event', 'polygon');
  return derive(home, [
    ...judged('EvidenceRef.other-kind-null', [
      [
        'oes.evidence.1.event_id--valid-null-on-source-record',
        'event /oes/evidence/1: a SOURCE_RECORD reference with event_id null: null carries nothing, accepted.',
        [add('/oes/evidence/1/event_id', null)],
      ],
      [
        'oes.evidence.2.event_id--valid-null-on-external-artifact',
        'event /oes/evidence/2: an EXTERNAL_ARTIFACT reference with event_id null and source_id null: accepted.',
        [add('/oes/evidence/2/event_id', null), add('/oes/evidence/2/source_id', null)],
      ],
      [
        'oes.evidence.0.uri--valid-null-on-event',
        'event /oes/evidence/0: an EVENT reference with uri null: accepted.',
        [add('/oes/evidence/0/uri', null)],
      ],
    ]),
    ...(['EVENT', 'SOURCE_RECORD', 'EXTERNAL_ARTIFACT'] as const).flatMap((kind) =>
      judged('EvidenceRef.own-field-absent', [
        [
          `oes.evidence--valid-${kind.toLowerCase().replace(/_/g, '-')}-without-own-field`,
          `event with a fourth evidence reference of kind ${kind} carrying only a description, not its own field: accepted.`,
          [add('/oes/evidence/-', { kind, description: 'reported by phone, no record kept' })],
        ],
      ]),
    ),
  ]);
}

export function evidenceFixtures(): Fixture[] {
  return [...fieldOfAnotherKind(), ...decisions()];
}
