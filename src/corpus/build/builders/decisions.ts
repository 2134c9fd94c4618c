/**
 * may fixtures: the reference's verdict wherever the contract is silent (docs/decisions.md), at every
 * place each decision rule lists. Reported by the runner, never scored.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { ruleById } from '../../../rules/catalogue/index.js';
import { valueAt } from '../jsonPatch.js';
import { finding, fromBase, invalid, makeFixture, slug, valid } from '../make.js';
import { reconcile } from '../reconcile.js';
import { firstValueTarget, valueTargets, where, type ValueTarget } from '../targets.js';
import type { ExpectedFinding, Fixture, PatchOperation } from '../../types.js';
import { add, base, derive, replace } from './build.js';

const LEAP = 'Timestamp.leap-second';
const placesOf = (rule: string): Array<[Kind, string, number]> =>
  Object.entries(ruleById.get(rule)!.places).flatMap(([scope, patterns]) =>
    patterns.map((pattern, index) => [scope as Kind, pattern, index] as [Kind, string, number]),
  );

function target(kind: Kind, pattern: string, codec: string): ValueTarget {
  const found = firstValueTarget(kind, pattern, (slot) => slot.codec.name === codec);
  if (found === undefined) throw new Error(`decisions: no ${codec} at ${kind} ${pattern}`);
  return found;
}

/** One fixture from a value target; the patch is reconciled so only the decision is in question. */
function at(
  found: ValueTarget,
  rule: string,
  name: string,
  phrase: string,
  ops: PatchOperation[],
  intent: ReturnType<typeof valid>,
  warnings: (ops: PatchOperation[]) => ExpectedFinding[] = () => [],
): Fixture {
  // Only a valid fixture's other fields follow; an invalid one changes exactly one thing.
  const { ops: reconciled, note } = intent.valid ? reconcile(found.base.object, ops) : { ops, note: '' };
  const finalIntent = intent.valid ? valid(...warnings(reconciled)) : intent;
  return makeFixture(
    fromBase(found.base, reconciled, {
      rule,
      name: `${slug(found.slot.pointer)}--${name}`,
      description: `${where(found.base, found.slot.pointer)}: ${phrase}${note}.`,
      intent: finalIntent,
    }),
  );
}

function leapSeconds(): Fixture[] {
  return placesOf(LEAP).flatMap(([kind, pattern, index]) => {
    const found = target(kind, pattern, 'Timestamp');
    const value = found.slot.value as string;
    const wrong = `${value.slice(0, 17)}60.000Z`;
    const fixtures = [
      at(
        found,
        LEAP,
        'valid-real-leap-second',
        '2016-12-31T23:59:60.000Z, the leap second at the end of 2016, accepted',
        [replace(found.slot.pointer, '2016-12-31T23:59:60.000Z')],
        valid(),
      ),
    ];
    if (index === 0)
      fixtures.push(
        at(
          found,
          LEAP,
          'valid-leap-second-on-any-date',
          '2015-03-15T23:59:60.000Z, second 60 at 23:59 on a day that had no leap second: no leap-second table is applied, accepted',
          [replace(found.slot.pointer, '2015-03-15T23:59:60.000Z')],
          valid(),
        ),
      );
    // Not a decision: RFC 3339 UTC has no second 60 but at 23:59 (Timestamp.format, must).
    if (index === 0)
      fixtures.push(
        at(
          found,
          'Timestamp.format',
          'second-60-mid-day',
          `${wrong}: second 60 at ${value.slice(11, 16)}, where RFC 3339 UTC lets no leap second fall, rejected`,
          [replace(found.slot.pointer, wrong)],
          invalid(finding('Timestamp.format', found.slot.pointer)),
        ),
      );
    return fixtures;
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

const OUT_OF_RANGE = [181, 91];
/** A position inside the shape (not a ring's first or last) so a ring stays closed. */
function positionTarget(kind: Kind, pattern: string, besideRoute = true): ValueTarget | undefined {
  return valueTargets(
    kind,
    pattern,
    (slot) =>
      slot.codec.name === 'GeometryPosition' &&
      (slot.segments.length < 4 || slot.segments[slot.segments.length - 1] === 1),
  ).find(
    // A route's geometry is its waypoints' projection: a position there cannot change alone.
    (candidate) => besideRoute || candidate.base.object.route === undefined,
  );
}

function positionTargetOrThrow(kind: Kind, pattern: string, besideRoute = true): ValueTarget {
  const found = positionTarget(kind, pattern, besideRoute);
  if (found === undefined) throw new Error(`decisions: no geometry position at ${kind} ${pattern}`);
  return found;
}

function geometry(): Fixture[] {
  const size = placesOf('Geometry.position.size').flatMap(([kind, pattern]) => {
    const found = positionTargetOrThrow(kind, pattern);
    const lon = (found.slot.value as number[])[0]!;
    return [
      at(
        found,
        'Geometry.position.size',
        'one-number',
        `[${lon}], a position with a longitude and no latitude, rejected`,
        [replace(found.slot.pointer, [lon])],
        invalid(finding('Geometry.position.size', found.slot.pointer)),
      ),
      at(
        found,
        'Geometry.position.size',
        'empty',
        '[], an empty position, rejected',
        [replace(found.slot.pointer, [])],
        invalid(finding('Geometry.position.size', found.slot.pointer)),
      ),
    ];
  });
  const bounds = placesOf('Geometry.coordinate-bounds').map(([kind, pattern]) => {
    const found = positionTargetOrThrow(kind, pattern, false);
    const lint = (ops: PatchOperation[]) =>
      ops
        .filter((op) => op.op === 'replace' && JSON.stringify(op.value) === JSON.stringify(OUT_OF_RANGE))
        .map((op) => finding('lint.Geometry.coordinate-out-of-range', op.path));
    return at(
      found,
      'Geometry.coordinate-bounds',
      'valid-lon-181-lat-91',
      '[181, 91], outside the lon/lat ranges: geometry positions are not range-checked, accepted (lint warns)',
      [replace(found.slot.pointer, OUT_OF_RANGE)],
      valid(),
      lint,
    );
  });
  const openRings = placesOf('Polygon.open-ring').map(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, (slot) => slot.owner === 'Polygon' && slot.depth === 0)!;
    const rings = found.slot.value as number[][][];
    const open = rings.map((ring, index) => (index === 0 ? ring.slice(0, -1) : ring));
    const lint = (ops: PatchOperation[]) =>
      ops
        .filter((op) => op.op === 'replace' && op.path.endsWith('/coordinates'))
        .map((op) => finding('lint.Polygon.open-ring', `${op.path}/0`));
    return at(
      found,
      'Polygon.open-ring',
      'valid-open-outer-ring',
      'the outer ring without its closing position (last differs from first): accepted as sent, never closed (lint warns)',
      [replace(found.slot.pointer, open)],
      valid(),
      lint,
    );
  });
  const untyped = placesOf('Geometry.untyped').map(([kind, pattern]) => {
    const found = target(kind, pattern, 'GeometryPosition');
    const holder = found.slot.pointer.replace(/\/coordinates$/, '');
    return at(
      found,
      'Geometry.untyped',
      'valid-no-type',
      'a geometry with coordinates [25.0, 60.2] and no type member: a Point fits it, accepted',
      [replace(holder, { coordinates: [25.0, 60.2] })],
      valid(),
    );
  });
  const innerCounts = placesOf('Geometry.inner-counts').flatMap(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, (slot) => slot.owner === 'MultiPolygon' && slot.depth === 0);
    if (found === undefined) throw new Error(`decisions: no MultiPolygon at ${kind} ${pattern}`);
    const polygons = found.slot.value as unknown[];
    const holder = found.slot.pointer.replace(/\/coordinates$/, '');
    const line = [
      [24.9, 60.1],
      [25.1, 60.2],
    ];
    const fixtures = [
      at(
        found,
        'Geometry.inner-counts',
        'valid-polygon-without-rings',
        'a MultiPolygon whose last polygon is [] (no rings): only the outer array has a stated bound, accepted',
        [replace(found.slot.pointer, [...polygons, []])],
        valid(),
      ),
    ];
    // MultiLineString is no area, and a plan object's geometry projects its area: events only.
    if (kind === 'event') {
      fixtures.push(
        at(
          found,
          'Geometry.inner-counts',
          'valid-line-of-one-position',
          "a MultiLineString whose second line holds one position: the two-position bound is LineString's, not stated for lines inside, accepted",
          [replace(holder, { type: 'MultiLineString', coordinates: [line, [[25.0, 60.3]]] })],
          valid(),
        ),
      );
    }
    return fixtures;
  });
  return [...size, ...bounds, ...openRings, ...untyped, ...innerCounts];
}

function evidence(): Fixture[] {
  const home = base('event', 'polygon');
  return derive(home, [
    {
      rule: 'EvidenceRef.other-kind-null',
      name: 'oes.evidence.1.event_id--valid-null-on-source-record',
      description:
        'event /oes/evidence/1: a SOURCE_RECORD reference with event_id null: null carries nothing, accepted.',
      patch: [add('/oes/evidence/1/event_id', null)],
      intent: valid(),
    },
    {
      rule: 'EvidenceRef.other-kind-null',
      name: 'oes.evidence.2.event_id--valid-null-on-external-artifact',
      description:
        'event /oes/evidence/2: an EXTERNAL_ARTIFACT reference with event_id null and source_id null: accepted.',
      patch: [add('/oes/evidence/2/event_id', null), add('/oes/evidence/2/source_id', null)],
      intent: valid(),
    },
    {
      rule: 'EvidenceRef.other-kind-null',
      name: 'oes.evidence.0.uri--valid-null-on-event',
      description: 'event /oes/evidence/0: an EVENT reference with uri null: accepted.',
      patch: [add('/oes/evidence/0/uri', null)],
      intent: valid(),
    },
    ...(['EVENT', 'SOURCE_RECORD', 'EXTERNAL_ARTIFACT'] as const).map((kind) => ({
      rule: 'EvidenceRef.own-field-absent',
      name: `oes.evidence--valid-${kind.toLowerCase().replace(/_/g, '-')}-without-own-field`,
      description: `event with a fourth evidence reference of kind ${kind} carrying only a description, not its own field: accepted.`,
      patch: [add('/oes/evidence/-', { kind, description: 'reported by phone, no record kept' })],
      intent: valid(),
    })),
  ]);
}

function oes(): Fixture[] {
  const home = base('event', 'polygon');
  const reserved = 'OesMetadata.extensions.reserved-namespace';
  const typeId = 'OesMetadata.type_id.absolute';
  const whiteSpace = 'OesMetadata.extensions.key-white-space';
  return derive(home, [
    {
      rule: reserved,
      name: 'oes.extensions--x.oes.priority',
      description:
        'event /oes/extensions key x.oes.priority: the namespace the reference reserves (oes), rejected at the key.',
      patch: [add('/oes/extensions/x.oes.priority', 2)],
      intent: invalid(finding(reserved, '/oes/extensions/x.oes.priority')),
    },
    {
      rule: reserved,
      name: 'oes.extensions--x.OES.priority-upper-case',
      description:
        'event /oes/extensions key x.OES.priority: the reserved namespace compared case-insensitively, rejected.',
      patch: [add('/oes/extensions/x.OES.priority', 2)],
      intent: invalid(finding(reserved, '/oes/extensions/x.OES.priority')),
    },
    {
      rule: reserved,
      name: 'oes.extensions--valid-x.oesx.priority',
      description: 'event /oes/extensions key x.oesx.priority: a namespace that merely starts with oes, accepted.',
      patch: [add('/oes/extensions/x.oesx.priority', 2)],
      intent: valid(),
    },
    {
      rule: reserved,
      name: 'oes.extensions--valid-x.acme.oes',
      description: 'event /oes/extensions key x.acme.oes: oes as a name in another namespace, accepted.',
      patch: [add('/oes/extensions/x.acme.oes', 2)],
      intent: valid(),
    },
    ...(
      [
        ['bare-word', 'gnss-interference', 'a bare word'],
        ['fragment', '#gnss-interference', 'a fragment'],
        ['spaces', 'GNSS interference', 'words with a space'],
        ['empty', '', 'the empty string'],
      ] as const
    ).map(([name, value, phrase]) => ({
      rule: typeId,
      name: `oes.type_id--${name}`,
      description: `event /oes/type_id ${JSON.stringify(value)}, ${phrase}: "syntax is checked", and the reference's syntax is an absolute identifier, rejected.`,
      patch: [replace('/oes/type_id', value)],
      intent: invalid(finding(typeId, '/oes/type_id')),
    })),
    {
      rule: whiteSpace,
      name: 'oes.extensions--key-x.ac_me.jammer_band',
      description:
        'event /oes/extensions key "x.ac me.jammer_band": x.<namespace>.<name> with a space in the namespace, which the contract does not mention; the reference refuses white space in a key, rejected at the key.',
      patch: [add('/oes/extensions/x.ac me.jammer_band', 'L1')],
      intent: invalid(finding(whiteSpace, '/oes/extensions/x.ac me.jammer_band')),
    },
    {
      rule: typeId,
      name: 'oes.type_id--valid-third-party-https',
      description:
        'event /oes/type_id https://types.example.org/gnss/jamming, a third-party identifier: absolute, accepted.',
      patch: [replace('/oes/type_id', 'https://types.example.org/gnss/jamming')],
      intent: valid(),
    },
  ]);
}

function planObjects(): Fixture[] {
  const area = base('plan_object', 'area-polygon');
  const projection = 'PlanObject.geometry.area-projection';
  const objectType = 'PlanObject.route.object-type';
  const ring = (valueAt(area.object, '/area/geometry/coordinates') as number[][][])[0]!;
  return [
    ...derive(area, [
      {
        rule: projection,
        name: 'geometry--outer-ring-only',
        description:
          "plan_object geometry is the area's polygon without its hole: not the same coordinates as area.geometry, rejected at geometry.",
        patch: [replace('/geometry/coordinates', [ring])],
        intent: invalid(finding(projection, '/geometry')),
      },
      {
        rule: projection,
        name: 'geometry--centroid-point',
        description:
          "plan_object geometry is a Point at the area's centre: a projection of the lateral extent is the polygon itself, rejected.",
        patch: [replace('/geometry', { type: 'Point', coordinates: [25.0, 60.1] })],
        intent: invalid(finding(projection, '/geometry')),
      },
      {
        rule: projection,
        name: 'geometry--as-multipolygon',
        description: "plan_object geometry wraps the area's Polygon in a MultiPolygon: another shape, rejected.",
        patch: [
          replace('/geometry', {
            type: 'MultiPolygon',
            coordinates: [valueAt(area.object, '/area/geometry/coordinates')],
          }),
        ],
        intent: invalid(finding(projection, '/geometry')),
      },
      {
        rule: projection,
        name: 'geometry--valid-area-on-annotation',
        description:
          'an area on an ANNOTATION object, geometry its polygon: a region has no object_type of its own, accepted.',
        patch: [replace('/object_type', 'ANNOTATION')],
        intent: valid(),
      },
    ]),
    ...derive(
      base('plan_object', 'route'),
      (['ANNOTATION', 'COA_SKETCH', 'CONTROL_MEASURE'] as const).map((type) => ({
        rule: objectType,
        name: `route--on-${type.toLowerCase().replace(/_/g, '-')}`,
        description: `a route on a plan_object of object_type ${type}: a route is set when the object is a ROUTE, rejected at route.`,
        patch: [replace('/object_type', type)],
        intent: invalid(finding(objectType, '/route')),
      })),
    ),
    ...derive(base('plan_object', 'point'), [
      {
        rule: objectType,
        name: 'route--valid-null-on-annotation',
        description: 'route null on an ANNOTATION: no route is set, accepted.',
        patch: [add('/route', null)],
        intent: valid(),
      },
    ]),
  ];
}

function heights(): Fixture[] {
  const converted = 'Position.alt_m.agrees-with-hae-vertical-converted';
  const beside = 'Position.alt_m.beside-non-hae-vertical';
  return placesOf(converted).flatMap(([kind, pattern]) => {
    const found = firstValueTarget(kind, pattern, () => true)!;
    const position = found.slot.pointer.replace(/\/alt_m$/, '');
    const fixtures = (
      rule: string,
      name: string,
      phrase: string,
      alt: number,
      vertical: Record<string, unknown>,
      intent: ReturnType<typeof valid>,
    ) =>
      at(
        found,
        rule,
        name,
        phrase,
        [replace(`${position}/alt_m`, alt), replace(`${position}/vertical`, vertical)],
        intent,
      );
    return [
      fixtures(
        converted,
        'valid-feet-exact',
        'alt_m 42.672 beside an HAE vertical of 140 ft (140 x 0.3048 = 42.672 m): they agree after exact conversion, accepted',
        42.672,
        { value: 140, unit: 'ft', reference: 'HAE' },
        valid(),
      ),
      fixtures(
        converted,
        'valid-flight-level-exact',
        'alt_m 3048 beside an HAE vertical of FL 100 (10000 ft = 3048 m): they agree, accepted',
        3048,
        { value: 100, unit: 'FL', reference: 'HAE' },
        valid(),
      ),
      fixtures(
        converted,
        'feet-copied-as-metres',
        'alt_m 140 beside an HAE vertical of 140 ft: the feet number copied into metres disagrees, rejected',
        140,
        { value: 140, unit: 'ft', reference: 'HAE' },
        invalid(finding(converted, `${position}/alt_m`)),
      ),
      fixtures(
        converted,
        'feet-rounded-to-metre',
        'alt_m 43 beside an HAE vertical of 140 ft (42.672 m): beyond the 0.0005 m tolerance, rejected',
        43,
        { value: 140, unit: 'ft', reference: 'HAE' },
        invalid(finding(converted, `${position}/alt_m`)),
      ),
      fixtures(
        beside,
        'valid-msl-vertical',
        'alt_m 88.1 (HAE) beside an MSL vertical of 42.5 m: a second height, not compared, accepted',
        88.1,
        { value: 42.5, unit: 'm', reference: 'MSL' },
        valid(),
      ),
      fixtures(
        beside,
        'valid-flight-level-vertical',
        'alt_m 11338.6 (HAE) beside a flight level FL 365 (FL reference): two heights as ASTERIX CAT021 states them, accepted',
        11338.6,
        { value: 365, unit: 'FL', reference: 'FL' },
        valid(),
      ),
    ];
  });
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
      at(
        found,
        rule,
        'scheme-only',
        `${JSON.stringify(scheme)}, a scheme with nothing after the colon: no bare word, but no absolute URI either, rejected`,
        [replace(found.slot.pointer, scheme)],
        invalid(finding(rule, found.slot.pointer)),
      ),
      at(
        found,
        rule,
        'space-inside',
        `${JSON.stringify(spaced)}, white space inside: no absolute URI, rejected`,
        [replace(found.slot.pointer, spaced)],
        invalid(finding(rule, found.slot.pointer)),
      ),
    ];
  });
}

export function decisionFixtures(): Fixture[] {
  return [
    ...leapSeconds(),
    ...uuids(),
    ...geometry(),
    ...evidence(),
    ...oes(),
    ...absoluteUriSyntax(),
    ...planObjects(),
    ...heights(),
  ];
}
