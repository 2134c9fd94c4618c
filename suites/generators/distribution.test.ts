/**
 * The valid generators reach what adapters get wrong: bounds, absent keys and nulls, awkward bag keys,
 * leap days and year ends, equal track timestamps, unsorted routes, every projection. A fixed seed
 * keeps this a plain test, not a property.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { arbitraries } from '../../src/generators/index.js';

type Visit = (key: string, value: unknown, parent: unknown) => void;

function walk(value: unknown, visit: Visit): void {
  if (Array.isArray(value))
    value.forEach((item, index) => {
      visit(String(index), item, value);
      walk(item, visit);
    });
  else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      visit(key, child, value);
      walk(child, visit);
    }
  }
}

const seen = new Set<string>();
const see = (feature: string, when: boolean): void => {
  if (when) seen.add(feature);
};

beforeAll(() => {
  const objects = fc.sample(arbitraries.canonicalObject(), { seed: 20240229, numRuns: 1200 });
  for (const object of objects) {
    const value = object as Record<string, any>;
    walk(object, (key, child, parent) => {
      see(`key ${JSON.stringify(key)}`, Object.hasOwn(parent as object, key) && !Array.isArray(parent));
      see(`null ${key}`, child === null);
      if (typeof child === 'number') {
        see(
          `${key} ${child}`,
          key === 'lat' || key === 'lon' || key === 'course_deg' || key === 'confidence' || key === 'accuracy_m',
        );
        see('course just under 360', key === 'course_deg' && child > 359.99);
      }
      if (typeof child === 'string' && /^\d{4}-\d\d-\d\dT/.test(child)) {
        see('leap day', child.slice(5, 10) === '02-29');
        see('last millisecond of a year', child.endsWith('12-31T23:59:59.999Z'));
        see('first millisecond of a year', child.slice(5) === '01-01T00:00:00.000Z');
        see('before 1970', child < '1970');
        see('after 2100', child > '2100');
      }
      if (key === 'vertical' && child !== null && typeof child === 'object') {
        const vertical = child as { value: number; unit: string; reference: string };
        const alt = (parent as { alt_m?: number | null }).alt_m;
        see(
          'alt_m agrees with an HAE vertical',
          vertical.reference === 'HAE' && vertical.unit === 'm' && alt === vertical.value,
        );
        see('vertical other than HAE', vertical.reference !== 'HAE');
      }
    });
    const kind = value.object_kind as string;
    see(`${kind} without schema_version`, !('schema_version' in value));
    if (kind === 'track') {
      const times = (value.samples as Array<{ observed_at: string }>).map((sample) => sample.observed_at);
      see(
        'track with equal timestamps',
        times.some((time, index) => index > 0 && time === times[index - 1]),
      );
      see(
        'track with rising timestamps',
        times.some((time, index) => index > 0 && time > times[index - 1]!),
      );
    }
    if (kind === 'plan_object') {
      const sequences = (value.route?.waypoints as Array<{ sequence: number }> | undefined)?.map(
        (waypoint) => waypoint.sequence,
      );
      see(
        'route with unsorted sequences',
        sequences !== undefined && sequences.some((sequence, index) => index > 0 && sequence < sequences[index - 1]!),
      );
      see('route with legs', (value.route?.legs?.length ?? 0) > 0);
      see('plan with an area', value.area !== undefined && value.area !== null);
      see(
        'expires_at agreeing with validity.valid_to',
        typeof value.expires_at === 'string' && value.expires_at === value.validity?.valid_to,
      );
      see(
        'geometry with a height',
        JSON.stringify(value.geometry).includes(',') &&
          /\[[^[\]]*,[^[\]]*,[^[\]]*\]/.test(JSON.stringify(value.geometry.coordinates)),
      );
    }
    if (kind === 'event') {
      see('event with entity relations', (value.oes?.entity_relations?.length ?? 0) > 0);
      see('feed-level event', Array.isArray(value.related_entities) && value.related_entities.length === 0);
      for (const evidence of value.oes?.evidence ?? []) see(`evidence ${evidence.kind}`, true);
    }
  }
});

describe('generated valid objects reach', () => {
  it.each([
    'lat 90',
    'lat -90',
    'lat 0',
    'lon 180',
    'lon -180',
    'course_deg 0',
    'course_deg 359.999',
    'course just under 360',
    'confidence 0',
    'confidence 1',
    'accuracy_m 0',
  ])('the boundary %s', (feature) => expect(seen).toContain(feature));

  it.each(['key "__proto__"', 'key "constructor"', 'key ""', 'key "ключ"', 'key "\u{1F600}"'])(
    'open bags with the member %s',
    (feature) => expect(seen).toContain(feature),
  );

  it.each([
    'null position',
    'null valid_to',
    'null oes',
    'null alt_m',
    'entity without schema_version',
    'track without schema_version',
  ])('absent keys and nulls: %s', (feature) => expect(seen).toContain(feature));

  it.each(['leap day', 'last millisecond of a year', 'first millisecond of a year', 'before 1970', 'after 2100'])(
    'timestamps: %s',
    (feature) => expect(seen).toContain(feature),
  );

  it.each([
    'track with equal timestamps',
    'track with rising timestamps',
    'route with unsorted sequences',
    'route with legs',
    'plan with an area',
    'expires_at agreeing with validity.valid_to',
    'event with entity relations',
    'feed-level event',
    'evidence EVENT',
    'evidence SOURCE_RECORD',
    'evidence EXTERNAL_ARTIFACT',
    'alt_m agrees with an HAE vertical',
    'vertical other than HAE',
    'geometry with a height',
  ])('cross-field cases: %s', (feature) => expect(seen).toContain(feature));
});
