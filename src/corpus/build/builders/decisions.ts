/**
 * may fixtures: the reference's verdict wherever the contract is silent (docs/decisions.md), at every
 * place each decision rule lists. Reported by the runner, never scored.
 */
import { valueAt } from '../jsonPatch.js';
import { valid } from '../make.js';
import { firstValueTarget } from '../targets.js';
import type { Fixture, PatchOperation } from '../../types.js';
import { at, placesOf, replaced, target } from './atPlaces.js';
import { add, base, derive, judged, replace } from './build.js';
import { geometryDecisionFixtures } from './geometryDecisions.js';

const LEAP = 'Timestamp.leap-second';

function leapSeconds(): Fixture[] {
  return placesOf(LEAP).flatMap(([kind, pattern, index]) => {
    const found = target(kind, pattern, 'Timestamp');
    const value = found.slot.value as string;
    const wrong = `${value.slice(0, 17)}60.000Z`;
    const real = '2016-12-31T23:59:60.000Z';
    const fixtures = [
      replaced(
        found,
        LEAP,
        'valid-real-leap-second',
        `${real}, the leap second at the end of 2016, accepted`,
        real,
        'accepted',
      ),
    ];
    if (index > 0) return fixtures;
    const anyDate = '2015-03-15T23:59:60.000Z';
    return [
      ...fixtures,
      replaced(
        found,
        LEAP,
        'valid-leap-second-on-any-date',
        `${anyDate}, second 60 at 23:59 on a day that had no leap second: no leap-second table is applied, accepted`,
        anyDate,
        'accepted',
      ),
      // Not a decision: RFC 3339 UTC has no second 60 but at 23:59 (Timestamp.format, must).
      replaced(
        found,
        'Timestamp.format',
        'second-60-mid-day',
        `${wrong}: second 60 at ${value.slice(11, 16)}, where RFC 3339 UTC lets no leap second fall, rejected`,
        wrong,
        'rejected',
      ),
    ];
  });
}

function uuids(): Fixture[] {
  return ['UUID.uppercase', 'UUID.version-variant'].flatMap((rule) =>
    placesOf(rule).flatMap(([kind, pattern, index]) => {
      // The last item of a list, so a related entity with a role keeps it.
      const candidates = ['/related_entities/*'].includes(pattern)
        ? [target(kind, '/related_entities/1', 'UUID')]
        : [target(kind, pattern, 'UUID')];
      const found = candidates[0]!;
      const value = found.slot.value as string;
      // entity_relations must name a related entity: the same spelling goes into related_entities.
      // (Upper case needs no tie: UUIDs name the same entity in either case.)
      const tie = (next: string): PatchOperation[] =>
        pattern === '/oes/entity_relations/*/entity_id' && rule !== 'UUID.uppercase'
          ? [replace('/related_entities/0', next)]
          : [];
      const variants: Array<[string, string, string]> =
        rule === 'UUID.uppercase'
          ? [['uppercase', value.toUpperCase(), 'upper-case hexadecimal']]
          : [['version-1', '2eb8aa08-aa98-11ea-b4aa-73b441d16380', 'a version-1 (time-based) UUID']];
      if (index === 0 && rule === 'UUID.uppercase')
        variants.push([
          'mixed-case',
          value.replace(/[a-f]/g, (c, offset: number) => (offset % 2 === 0 ? c.toUpperCase() : c)),
          'mixed-case hexadecimal',
        ]);
      if (index === 0 && rule === 'UUID.version-variant') {
        variants.push(['nil', '00000000-0000-0000-0000-000000000000', 'the nil UUID']);
        variants.push([
          'version-f-variant-c',
          '99c17cbb-656f-f64a-c40f-1a4568f03487',
          'version nibble f and a variant nibble c (Microsoft reserved)',
        ]);
      }
      return variants.map(([name, next, phrase]) =>
        at(
          found,
          rule,
          `valid-${name}`,
          `${next}, ${phrase}, accepted`,
          [replace(found.slot.pointer, next), ...tie(next)],
          valid(),
        ),
      );
    }),
  );
}

function oes(): Fixture[] {
  const home = base('event', 'polygon');
  const reserved = 'OesMetadata.extensions.reserved-namespace';
  const typeId = 'OesMetadata.type_id.absolute';
  const whiteSpace = 'OesMetadata.extensions.key-white-space';
  return derive(home, [
    ...judged(reserved, [
      [
        'oes.extensions--x.oes.priority',
        'event /oes/extensions key x.oes.priority: the namespace the reference reserves (oes), rejected at the key.',
        [add('/oes/extensions/x.oes.priority', 2)],
        '/oes/extensions/x.oes.priority',
      ],
      [
        'oes.extensions--x.OES.priority-upper-case',
        'event /oes/extensions key x.OES.priority: the reserved namespace compared case-insensitively, rejected.',
        [add('/oes/extensions/x.OES.priority', 2)],
        '/oes/extensions/x.OES.priority',
      ],
      [
        'oes.extensions--valid-x.oesx.priority',
        'event /oes/extensions key x.oesx.priority: a namespace that merely starts with oes, accepted.',
        [add('/oes/extensions/x.oesx.priority', 2)],
      ],
      [
        'oes.extensions--valid-x.acme.oes',
        'event /oes/extensions key x.acme.oes: oes as a name in another namespace, accepted.',
        [add('/oes/extensions/x.acme.oes', 2)],
      ],
    ]),
    ...(
      [
        ['bare-word', 'gnss-interference', 'a bare word'],
        ['fragment', '#gnss-interference', 'a fragment'],
        ['spaces', 'GNSS interference', 'words with a space'],
        ['empty', '', 'the empty string'],
      ] as const
    ).flatMap(([name, value, phrase]) =>
      judged(typeId, [
        [
          `oes.type_id--${name}`,
          `event /oes/type_id ${JSON.stringify(value)}, ${phrase}: "syntax is checked", and the reference's syntax is an absolute identifier, rejected.`,
          [replace('/oes/type_id', value)],
          '/oes/type_id',
        ],
      ]),
    ),
    ...judged(whiteSpace, [
      [
        'oes.extensions--key-x.ac_me.jammer_band',
        'event /oes/extensions key "x.ac me.jammer_band": x.<namespace>.<name> with a space in the namespace, which the contract does not mention; the reference refuses white space in a key, rejected at the key.',
        [add('/oes/extensions/x.ac me.jammer_band', 'L1')],
        '/oes/extensions/x.ac me.jammer_band',
      ],
    ]),
    ...judged(typeId, [
      [
        'oes.type_id--valid-third-party-https',
        'event /oes/type_id https://types.example.org/gnss/jamming, a third-party identifier: absolute, accepted.',
        [replace('/oes/type_id', 'https://types.example.org/gnss/jamming')],
      ],
    ]),
  ]);
}

function planObjects(): Fixture[] {
  const area = base('plan_object', 'area-polygon');
  const projection = 'PlanObject.geometry.area-projection';
  const objectType = 'PlanObject.route.object-type';
  const ring = (valueAt(area.object, '/area/geometry/coordinates') as number[][][])[0]!;
  return [
    ...derive(
      area,
      judged(projection, [
        [
          'geometry--outer-ring-only',
          "plan_object geometry is the area's polygon without its hole: not the same coordinates as area.geometry, rejected at geometry.",
          [replace('/geometry/coordinates', [ring])],
          '/geometry',
        ],
        [
          'geometry--centroid-point',
          "plan_object geometry is a Point at the area's centre: a projection of the lateral extent is the polygon itself, rejected.",
          [replace('/geometry', { type: 'Point', coordinates: [25.0, 60.1] })],
          '/geometry',
        ],
        [
          'geometry--as-multipolygon',
          "plan_object geometry wraps the area's Polygon in a MultiPolygon: another shape, rejected.",
          [
            replace('/geometry', {
              type: 'MultiPolygon',
              coordinates: [valueAt(area.object, '/area/geometry/coordinates')],
            }),
          ],
          '/geometry',
        ],
        [
          'geometry--valid-area-on-annotation',
          'an area on an ANNOTATION object, geometry its polygon: a region has no object_type of its own, accepted.',
          [replace('/object_type', 'ANNOTATION')],
        ],
      ]),
    ),
    ...derive(
      base('plan_object', 'route'),
      (['ANNOTATION', 'COA_SKETCH', 'CONTROL_MEASURE'] as const).flatMap((type) =>
        judged(objectType, [
          [
            `route--on-${type.toLowerCase().replace(/_/g, '-')}`,
            `a route on a plan_object of object_type ${type}: a route is set when the object is a ROUTE, rejected at route.`,
            [replace('/object_type', type)],
            '/route',
          ],
        ]),
      ),
    ),
    ...derive(
      base('plan_object', 'point'),
      judged(objectType, [
        [
          'route--valid-null-on-annotation',
          'route null on an ANNOTATION: no route is set, accepted.',
          [add('/route', null)],
        ],
      ]),
    ),
  ];
}

/** The reference reads "absolute" as an absolute URI: a scheme alone, or white space, is refused (may). */
function absoluteUriSyntax(): Fixture[] {
  const rule = 'AbsoluteIdentifier.uri-syntax';
  return placesOf(rule).flatMap(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, (slot) => slot.codec.name.startsWith('AbsoluteIdentifier'));
    if (found === undefined) throw new Error(`decisions: no absolute identifier at ${kind} ${pattern}`);
    const value = found.slot.value as string;
    const scheme = value.slice(0, value.indexOf(':') + 1);
    const spaced = `${value} ship`;
    return [
      replaced(
        found,
        rule,
        'scheme-only',
        `${JSON.stringify(scheme)}, a scheme with nothing after the colon: no bare word, but no absolute URI either, rejected`,
        scheme,
        'rejected',
      ),
      replaced(
        found,
        rule,
        'space-inside',
        `${JSON.stringify(spaced)}, white space inside: no absolute URI, rejected`,
        spaced,
        'rejected',
      ),
    ];
  });
}

export function decisionFixtures(): Fixture[] {
  return [
    ...leapSeconds(),
    ...uuids(),
    ...geometryDecisionFixtures(),
    ...oes(),
    ...absoluteUriSyntax(),
    ...planObjects(),
  ];
}
