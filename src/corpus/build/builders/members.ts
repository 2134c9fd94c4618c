/**
 * Every member of every closed vocabulary, each accepted at one place chosen so that no other rule
 * depends on the value (EvidenceKind members are in evidence.ts, with their own fields), and
 * `__proto__` / `constructor` keys: plain data inside open bags, undeclared keys elsewhere.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { vocabularies } from '../../../contract/vocabularies.js';
import { valueAt } from '../jsonPatch.js';
import { slug, valid } from '../make.js';
import { annotationOf } from '../targets.js';
import type { Fixture } from '../../types.js';
import { add, base, derive, replace, judged } from './build.js';

const MEMBER_PLACES: Readonly<Record<string, [Kind, string, string]>> = {
  Affiliation: ['entity', 'maximal', '/affiliation'],
  EntityType: ['entity', 'maximal', '/entity_type'],
  ObjectType: ['plan_object', 'area-polygon', '/object_type'],
  PositionSource: ['entity', 'maximal', '/position/position_source'],
  EventType: ['event', 'polygon', '/event_type'],
  Severity: ['event', 'polygon', '/severity'],
  EventClass: ['event', 'polygon', '/oes/event_class'],
  EventRelationPredicate: ['event', 'polygon', '/oes/event_relations/0/predicate'],
  LifecycleStatus: ['event', 'polygon', '/oes/status'],
  Verification: ['event', 'polygon', '/oes/verification'],
  VerticalReference: ['plan_object', 'route', '/route/waypoints/0/altitude_constraint/reference'],
  VerticalUnit: ['plan_object', 'route', '/route/waypoints/0/altitude_constraint/unit'],
};

function memberFixtures(vocabulary: string, members: readonly string[]): Fixture[] {
  const place = MEMBER_PLACES[vocabulary];
  if (place === undefined) return [];
  const [kind, name, pointer] = place;
  const home = base(kind, name);
  const slot = annotationOf(home).values.find((candidate) => candidate.pointer === pointer);
  if (slot === undefined) throw new Error(`members: ${kind} ${name} has no ${pointer}`);
  const subject = `${slot.owner}.${slot.field}`;
  const rules = [
    `${vocabulary}.closed-vocabulary`,
    `${subject}.type`,
    ...(slot.required ? [`${subject}.required`] : []),
  ];
  const current = valueAt(home.object, pointer);
  return derive(
    home,
    members
      .filter((member) => member !== current)
      .map((member) => ({
        rule: rules[0]!,
        rules,
        name: `${slug(pointer)}--member-${member}`,
        description: `${kind} ${pointer}: ${member}, a ${vocabulary} member, accepted.`,
        patch: [{ op: 'replace' as const, path: pointer, value: member }],
        intent: valid(),
      })),
  );
}

const PROBE = { polluted: true };

/** `__proto__` inside each open bag is plain data; a closed object does not declare it. */
function protoFixtures(): Fixture[] {
  const bags: Array<[Kind, string, string, string, string?]> = [
    ['entity', 'maximal', '/attributes', 'Entity.attributes.type'],
    ['entity', 'maximal', '/status/attributes', 'OperationalStatus.attributes.type'],
    ['entity', 'maximal', '/residual/data', 'Residual.data.type'],
    ['event', 'polygon', '/payload', 'Event.payload.type'],
    ['plan_object', 'route', '/route/metadata', 'Route.metadata.type'],
    ['plan_object', 'route', '/route/legs/0/attributes', 'RouteLeg.attributes.type'],
    // style is not a declared open bag: keys beyond the named hints are a reference decision (may).
    [
      'plan_object',
      'route',
      '/style',
      'PlanObject.style.other-keys',
      'style, which the reference treats as open (docs/decisions.md: style-keys)',
    ],
  ];
  const fixtures = bags.flatMap(([kind, name, pointer, rule, where = 'an open bag']) =>
    derive(base(kind, name), [
      {
        rule,
        name: `${slug(pointer)}--valid-proto-key`,
        description: `${kind} ${pointer} with a "__proto__" member holding an object: plain data in ${where}, never a prototype, accepted.`,
        patch: [add(`${pointer}/__proto__`, PROBE)],
        intent: valid(),
      },
      {
        rule,
        name: `${slug(pointer)}--valid-constructor-key`,
        description: `${kind} ${pointer} with a "constructor" member: plain data in ${where}, accepted.`,
        patch: [add(`${pointer}/constructor`, 'source field')],
        intent: valid(),
      },
    ]),
  );
  const maps = derive(base('entity', 'maximal'), [
    ...judged('Quality.uncertainty.type', [
      [
        'quality.uncertainty--valid-proto-key',
        'entity /quality/uncertainty with a "__proto__" component holding a number: a named component like any other, accepted.',
        [add('/quality/uncertainty/__proto__', 1.5)],
      ],
    ]),
    ...judged('Entity.additional-properties', [
      [
        'root--key-__proto__',
        'entity with a top-level "__proto__" member: an undeclared key (not a prototype), rejected at /__proto__.',
        [add('/__proto__', PROBE)],
        '/__proto__',
      ],
    ]),
    ...judged('Position.additional-properties', [
      [
        'position--key-__proto__',
        'entity /position with a "__proto__" member: an undeclared key (not a prototype), rejected at /position/__proto__.',
        [add('/position/__proto__', { lat: 0 })],
        '/position/__proto__',
      ],
    ]),
  ]);
  const ontology = derive(base('entity', 'maximal'), [
    {
      rule: 'Entity.ontology_types.absolute',
      rules: ['Entity.ontology_types.absolute', 'Entity.ontology_types.type'],
      name: 'ontology_types--valid-three-schemes',
      description:
        'entity ontology_types with an https IRI, a URN and a registered prefix (cdm:vessel): absolute identifiers of three schemes, accepted.',
      patch: [
        replace('/ontology_types', [
          'https://ontology.example.org/vessel/cargo',
          'urn:x-nato:platform:surface',
          'cdm:vessel',
        ]),
      ],
      intent: valid(),
    },
  ]);
  const extensions = derive(base('event', 'polygon'), [
    ...judged('OesMetadata.extensions.key-form', [
      [
        'oes.extensions--valid-shortest-key',
        'event /oes/extensions key x.a.b: a one-letter namespace and name, of the form x.<namespace>.<name>, accepted.',
        [add('/oes/extensions/x.a.b', true)],
      ],
      [
        'oes.extensions--valid-dotted-name',
        'event /oes/extensions key x.acme-corp.jammer.band: a namespace with a hyphen and a name with dots (the name runs to the end), accepted.',
        [add('/oes/extensions/x.acme-corp.jammer.band', 'L1')],
      ],
    ]),
    {
      rule: 'OesMetadata.extensions.key-form',
      rules: ['OesMetadata.extensions.key-form', 'OesMetadata.extensions.type'],
      name: 'oes.extensions--valid-object-value',
      description:
        'event /oes/extensions x.acme.raw holding an object with a list: values are preserved and never interpreted, accepted.',
      patch: [add('/oes/extensions/x.acme.raw', { samples: [1, 2, 3], unit: 'dBm' })],
      intent: valid(),
    },
    ...judged('OesMetadata.extensions.key-form', [
      [
        'oes.extensions--key-__proto__',
        'event /oes/extensions with a "__proto__" key: not of the form x.<namespace>.<name>, rejected at the key.',
        [add('/oes/extensions/__proto__', PROBE)],
        '/oes/extensions/__proto__',
      ],
    ]),
    ...judged('SecurityMarking.marking_extras.type', [
      [
        'oes.security.marking_extras--valid-proto-key',
        'event /oes/security/marking_extras with a "__proto__" value: a scheme-specific string like any other, accepted.',
        [add('/oes/security/marking_extras/__proto__', 'x')],
      ],
    ]),
  ]);
  return [...fixtures, ...maps, ...ontology, ...extensions];
}

export function memberAndBagFixtures(): Fixture[] {
  return [
    ...Object.entries(vocabularies).flatMap(([name, codec]) => memberFixtures(name, codec.members)),
    ...protoFixtures(),
  ];
}
