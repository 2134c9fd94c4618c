/**
 * lint fixtures: valid objects an adapter should not produce, a zero, an epoch or null island where the
 * contract says unknown is absence or null (the source formats' own codes are in lintCodes.ts). Where such
 * a value is actually invalid it is a must fixture of the broken rule instead (perPlace.ts); here the
 * values sit where they are still valid.
 */
import type { Kind } from '../../../contract/canonicalObject.js';
import { finding, valid } from '../make.js';
import { reconcile } from '../reconcile.js';
import type { Base } from '../bases/index.js';
import type { Fixture, PatchOperation } from '../../types.js';
import { add, base, derive, replace } from './build.js';

/** The bases lint fixtures start from. */
const HOMES = {
  entity: ['entity', 'maximal'],
  track: ['track', 'maximal'],
  route: ['plan_object', 'route'],
  event: ['event', 'polygon'],
  point: ['event', 'point'],
  area: ['plan_object', 'area-polygon'],
} as const satisfies Record<string, readonly [Kind, string]>;

/** One change the rule warns at where it writes: the row's patch and its first path at once. */
export interface Flagged {
  readonly flagged: PatchOperation;
}
export const flagged = (op: PatchOperation): Flagged => ({ flagged: op });

/** A lint fixture: its name, what it shows, the change, then each path the rule warns at (none: NOT flagged). */
type LintRow = readonly [
  name: string,
  description: string,
  change: readonly PatchOperation[] | Flagged,
  ...at: string[],
];

/** Per lint rule, per base, its fixtures. */
export type LintTable = Record<string, Partial<Record<keyof typeof HOMES, readonly LintRow[]>>>;

export const home = (name: keyof typeof HOMES): Base => base(HOMES[name][0], HOMES[name][1]);

/** The fixtures of a table; each patch is reconciled (a moved waypoint moves the route's geometry). */
export function linted(table: LintTable): Fixture[] {
  return Object.entries(table).flatMap(([rule, byHome]) =>
    Object.entries(byHome).flatMap(([homeName, rows]) => {
      const from = home(homeName as keyof typeof HOMES);
      return derive(
        from,
        rows.map(([name, description, change, ...more]) => {
          const [patch, at] = 'flagged' in change ? [[change.flagged], [change.flagged.path, ...more]] : [change, more];
          const { ops, note } = reconcile(from.object, patch);
          return {
            rule,
            name,
            description: `${description}${note}.`,
            patch: ops,
            intent: valid(...at.map((path) => finding(rule, path))),
          };
        }),
      );
    }),
  );
}

export function lintFixtures(): Fixture[] {
  const ring = (home('area').object.geometry as { coordinates: number[][][] }).coordinates[0]!;
  return linted({
    'lint.Position.null-island': {
      entity: [
        [
          'position--null-island',
          'entity position lat 0 / lon 0 ("null island"), how an unknown position is mis-written: valid numbers, but unknown is no Position',
          [replace('/position/lat', 0), replace('/position/lon', 0)],
          '/position',
        ],
      ],
      track: [
        [
          'samples.0.position--null-island',
          'track sample 0 at lat 0 / lon 0: a fix that was never made, written as null island',
          [replace('/samples/0/position/lat', 0), replace('/samples/0/position/lon', 0)],
          '/samples/0/position',
        ],
      ],
      route: [
        [
          'route.waypoints.1.position--null-island',
          'route waypoint 1 at lat 0 / lon 0, a waypoint whose position the source did not give',
          [replace('/route/waypoints/1/position/lat', 0), replace('/route/waypoints/1/position/lon', 0)],
          '/route/waypoints/1/position',
        ],
      ],
    },
    'lint.Timestamp.epoch': {
      entity: [
        [
          'valid_from--epoch',
          'entity valid_from 1970-01-01T00:00:00.000Z, the epoch standing in for an unknown start',
          flagged(replace('/valid_from', '1970-01-01T00:00:00.000Z')),
        ],
      ],
      track: [
        [
          'samples.0.observed_at--epoch',
          'track sample 0 observed at the epoch: an unknown time written as 1970-01-01 (still in order, so valid)',
          flagged(replace('/samples/0/observed_at', '1970-01-01T00:00:00.000Z')),
        ],
      ],
      route: [
        [
          'expires_at--epoch',
          'plan_object expires_at at the epoch (and validity.valid_to with it): an unknown expiry written as 1970-01-01',
          [replace('/expires_at', '1970-01-01T00:00:00.000Z')],
          '/expires_at',
          '/validity/valid_to',
        ],
      ],
      event: [
        [
          'observed_at--epoch',
          'event observed_at at the epoch: the source time was unknown and written as 1970-01-01',
          flagged(replace('/observed_at', '1970-01-01T00:00:00.000Z')),
        ],
      ],
    },
    'lint.zero-as-unknown': {
      entity: [
        [
          'position.accuracy_m--zero',
          'entity position accuracy_m 0 from an adapter that had no accuracy: valid (>= 0), but unknown accuracy is null, never 0',
          flagged(replace('/position/accuracy_m', 0)),
        ],
        [
          'kinematics.speed_mps--zero-not-flagged',
          'entity kinematics.speed_mps 0 from an adapter that had no speed: valid and NOT flagged, because a true 0 (a moored vessel) is a legitimate claim; only the adapter knows, and unknown speed is null',
          [replace('/kinematics/speed_mps', 0)],
        ],
      ],
      track: [
        [
          'track_quality--zero',
          'track track_quality 0 for a track nobody assessed: valid (0..1), but not assessed is null, never 0',
          flagged(replace('/track_quality', 0)),
        ],
      ],
      route: [
        [
          'route.waypoints.0.altitude_constraint.uncertainty--zero',
          'route waypoint 0 altitude_constraint uncertainty 0: unknown uncertainty is null, never 0',
          flagged(replace('/route/waypoints/0/altitude_constraint/uncertainty', 0)),
        ],
      ],
      event: [
        [
          'oes.confidence--zero',
          'event oes.confidence 0.0 from a producer that had no confidence: unknown is null, never 0.0',
          flagged(replace('/oes/confidence', 0)),
        ],
      ],
    },
    'lint.Entity.entity_id.random-uuid': {
      entity: [
        [
          'entity_id--uuid-v4',
          'entity entity_id 98d80576-482e-427f-8434-7f86890ab222, a random version-4 UUID: entity ids are derived deterministically, never random',
          flagged(replace('/entity_id', '98d80576-482e-427f-8434-7f86890ab222')),
        ],
      ],
    },
    'lint.Residual.beside-source-extras': {
      entity: [
        [
          'residual--beside-attributes-source-extras',
          'entity with attributes.source_extras and a residual: a legacy adapter (source_extras) also using the structured container',
          [add('/attributes/source_extras', { raim: false })],
          '/residual',
        ],
      ],
      event: [
        [
          'residual--beside-payload-source-extras',
          'event with payload.source_extras and a residual: a legacy adapter also using the structured container',
          [add('/payload/source_extras', { raw: 'NIC=0' })],
          '/residual',
        ],
      ],
    },
    'lint.Event.observed-equals-received': {
      event: [
        [
          'observed_at--receipt-time',
          "event observed_at equal to received_at: the platform's receipt time used as the source's time",
          flagged(replace('/observed_at', '2024-03-01T12:00:02.350Z')),
        ],
      ],
    },
    'lint.Polygon.open-ring': {
      event: [
        [
          'geometry.coordinates.1--open-hole',
          'event polygon whose hole is not closed (last position differs from the first): accepted as sent, never closed by the consumer',
          [
            replace('/geometry/coordinates/1', [
              [24.9, 60.0],
              [24.9, 60.2],
              [25.1, 60.2],
              [25.1, 60.0],
            ]),
          ],
          '/geometry/coordinates/1',
        ],
      ],
      area: [
        [
          'area.geometry.coordinates.0--open-outer-ring',
          'area polygon (and the geometry projecting it) with an open outer ring: accepted as sent, linted in both places',
          [replace('/area/geometry/coordinates/0', ring.slice(0, -1))],
          '/area/geometry/coordinates/0',
          '/geometry/coordinates/0',
        ],
      ],
    },
    'lint.Geometry.coordinate-out-of-range': {
      point: [
        [
          'geometry.coordinates--ais-181-91',
          'event Point [181, 91], the AIS "not available" longitude and latitude as a geometry position: not range-checked there, so valid, but linted',
          flagged(replace('/geometry/coordinates', [181, 91])),
        ],
        [
          'geometry.coordinates--lat-lon-swapped',
          'event Point [60.1699, 24.9384] written [lat, lon]: in range either way, so not flagged; the swap goes unnoticed by lint',
          [replace('/geometry/coordinates', [60.1699, 24.9384])],
        ],
      ],
      area: [
        [
          'geometry.coordinates.0.1--lon-181',
          'area polygon vertex at lon 181 (a west-of-antimeridian point written past 180): valid, linted in the geometry and the area',
          [replace('/area/geometry/coordinates/0/1', [181, 59.8])],
          '/area/geometry/coordinates/0/1',
          '/geometry/coordinates/0/1',
        ],
      ],
    },
  });
}
