/** The lint rules and the runner that applies them to a valid object. */
import type { Kind } from '../../contract/canonicalObject.js';
import { toPointer } from '../../json/pointer.js';
import type { ValidationError } from '../types.js';
import { isJsonObject } from '../../json/isJsonObject.js';
import { findingAt, findKeys, type LintFinding, type LintRule, UNKNOWN_IS_ABSENT, walk } from './lintRules.js';
import { sentinelRules } from './sentinels.js';

const positionPlaces = {
  entity: ['/position'],
  track: ['/samples/*/position'],
  plan_object: ['/route/waypoints/*/position'],
};
const TIMESTAMP_KEYS = new Set([
  'valid_from',
  'valid_to',
  'observed_at',
  'received_at',
  'since',
  'effective_from',
  'effective_to',
  'expires_at',
  'start',
  'end',
  'eta',
]);
const EPOCH = '1970-01-01T00:00:00.000Z';

/** Hand-written rules, then the source formats' "not available" codes (sentinels.ts, one row each). */
export const lintRules: readonly LintRule[] = [
  {
    id: 'lint.Position.null-island',
    summary: 'lat 0 / lon 0 is how an unknown position is mis-written; an unknown position is no Position object.',
    ...UNKNOWN_IS_ABSENT,
    places: positionPlaces,
    find: (object) => {
      const findings: LintFinding[] = [];
      walk(object, (value, segments, key) => {
        if ((key === 'position' || key === undefined) && isJsonObject(value) && value.lat === 0 && value.lon === 0)
          findings.push({
            segments: [...segments],
            message: 'position is lat 0 / lon 0 ("null island"); an unknown position is null or absent, never 0/0',
          });
      });
      return findings;
    },
  },
  {
    id: 'lint.Timestamp.epoch',
    summary: 'The epoch instant stands in for an unknown time.',
    section: 'TemporalValidity',
    quoteSentence: ['TemporalValidity', 'An empty block is the absence of the block.'],
    places: {
      entity: ['/valid_from'],
      event: ['/observed_at'],
      track: ['/samples/*/observed_at'],
      plan_object: ['/expires_at'],
    },
    find: (object) =>
      findKeys(object, TIMESTAMP_KEYS, (value) =>
        value === EPOCH ? `${EPOCH} is the epoch; unknown time is absence, never 1970-01-01` : undefined,
      ),
  },
  {
    id: 'lint.Event.observed-equals-received',
    summary: 'observed_at equal to received_at suggests receipt time was used as source time.',
    section: 'Event',
    quoteRow: ['Event', 'observed_at'],
    places: { event: ['/observed_at'] },
    find: (object, kind) =>
      findingAt(
        kind === 'event' && object.observed_at === object.received_at,
        'observed_at',
        'observed_at equals received_at; observed_at is when the SOURCE saw it, never receipt time',
      ),
  },
  {
    id: 'lint.zero-as-unknown',
    summary:
      'A 0 where the contract says unknown is null, never 0 (accuracy_m, track_quality, uncertainty, oes confidence).',
    ...UNKNOWN_IS_ABSENT,
    places: {
      entity: ['/position/accuracy_m'],
      track: ['/track_quality'],
      event: ['/oes/confidence'],
      plan_object: ['/route/waypoints/*/altitude_constraint/uncertainty'],
    },
    find: (object) =>
      findKeys(object, new Set(['accuracy_m', 'track_quality', 'uncertainty', 'confidence']), (value, parent, key) => {
        if (value !== 0) return undefined;
        const last = parent[parent.length - 1];
        // Entity.confidence 0 is a claim ("certainty-that-not"), and Quality states no such rule; a top-level
        // track_quality 0 is still "not assessed" written as 0.
        if ((parent.length === 0 && key === 'confidence') || last === 'quality') return undefined;
        return 'is 0, which the contract forbids as "unknown" (unknown is null); a true 0 claim deserves a second look';
      }),
  },
  {
    id: 'lint.Entity.entity_id.random-uuid',
    summary: 'A version-4 (random) UUID as entity_id; entity ids are derived deterministically.',
    section: 'Entity',
    quoteRow: ['Entity', 'entity_id'],
    places: { entity: ['/entity_id'] },
    find: (object, kind) =>
      findingAt(
        kind === 'entity' && typeof object.entity_id === 'string' && object.entity_id[14] === '4',
        'entity_id',
        'entity_id is a version-4 (random) UUID; entity ids are derived deterministically (for example UUIDv5 of the source id)',
      ),
  },
  {
    id: 'lint.Geometry.coordinate-out-of-range',
    summary: 'A geometry position outside lon -180..180 / lat -90..90 (AIS lon 181 / lat 91 "not available").',
    section: 'Shared primitive formats',
    quoteRow: ['Shared primitive formats', 'Coordinates'],
    places: { event: ['/geometry/coordinates'], plan_object: ['/geometry/coordinates'] },
    find: (object) => {
      const findings: LintFinding[] = [];
      walk(object, (value, segments) => {
        if (
          !Array.isArray(value) ||
          value.length < 2 ||
          !value.every((n) => typeof n === 'number') ||
          !segments.includes('coordinates')
        )
          return;
        const [lon, lat] = value as number[];
        if (Math.abs(lon!) > 180 || Math.abs(lat!) > 90)
          findings.push({
            segments: [...segments],
            message: `position [${lon}, ${lat}] is outside lon -180..180 / lat -90..90`,
          });
      });
      return findings;
    },
  },
  {
    id: 'lint.Polygon.open-ring',
    summary:
      'A polygon ring whose last position differs from its first (a source defect, never closed by the consumer).',
    section: 'Geometry shapes',
    quoteSentence: ['Geometry shapes', 'Rings are never closed by the consumer'],
    places: {
      event: ['/geometry/coordinates/*'],
      plan_object: ['/geometry/coordinates/*', '/area/geometry/coordinates/*'],
    },
    find: (object) => {
      const findings: LintFinding[] = [];
      walk(object, (value, segments) => {
        if (!isJsonObject(value) || !Array.isArray(value.coordinates)) return;
        const rings =
          value.type === 'Polygon' ? [value.coordinates] : value.type === 'MultiPolygon' ? value.coordinates : [];
        (rings as unknown[][]).forEach((polygon, polygonIndex) =>
          (polygon as unknown[][]).forEach((ring, ringIndex) => {
            if (ring.length > 0 && JSON.stringify(ring[0]) !== JSON.stringify(ring[ring.length - 1])) {
              findings.push({
                segments: [
                  ...segments,
                  'coordinates',
                  ...(value.type === 'MultiPolygon' ? [polygonIndex] : []),
                  ringIndex,
                ],
                message: 'ring is open (last position differs from the first); the source sent it so, and it stays so',
              });
            }
          }),
        );
      });
      return findings;
    },
  },
  {
    id: 'lint.Residual.beside-source-extras',
    summary: 'residual used by an adapter that also keeps source_extras (a legacy adapter).',
    section: 'Residual',
    quoteSentence: ['Residual', 'Rules: a residual value is a fact about the source record'],
    places: { entity: ['/residual'], event: ['/residual'] },
    find: (object) => {
      const bag = isJsonObject(object.attributes)
        ? object.attributes
        : isJsonObject(object.payload)
          ? object.payload
          : undefined;
      return findingAt(
        bag !== undefined && Object.hasOwn(bag, 'source_extras') && isJsonObject(object.residual),
        'residual',
        'residual is set beside source_extras; a legacy adapter keeps leftovers in source_extras, a structured one in residual, never both',
      );
    },
  },
  ...sentinelRules(),
];

export function lint(value: unknown, kind?: Kind): ValidationError[] {
  if (!isJsonObject(value)) return [];
  const objectKind = kind ?? (value.object_kind as Kind);
  return lintRules.flatMap((rule) =>
    rule
      .find(value, objectKind)
      .map((finding) => ({ path: toPointer(finding.segments), rule: rule.id, message: finding.message })),
  );
}
