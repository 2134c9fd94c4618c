/**
 * Violators of the cross-field rules: each breaks one relation between valid fields and keeps every
 * other rule (a repeated sequence drops the legs that named the old one; a step back in time moves
 * one sample only).
 */
import fc from 'fast-check';
import { needOfPlace } from '../_internals/need.js';
import { formatTimestamp, MAX_INSTANT, MIN_INSTANT, uuid, webUrl } from '../primitives.js';
import { sourceId } from '../provenance.js';
import { concretePath, set, splitPlace, valueAt, type Segment } from './paths.js';
import type { Change, Plan } from './plan.js';
import { oneOf } from './values.js';

type Json = Record<string, unknown>;

const DAY = 86_400_000;
const gap = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 30 * DAY }));

/** Track.samples.order: one sample goes back in time, reported at that sample. */
const samplesOrder: Plan = {
  need: () => ({ at: { samples: { at: { '*': { at: {} } }, min: 2 } } }),
  change: (object) => {
    const samples = (object as Json).samples as Array<{ observed_at: string }>;
    return fc.tuple(fc.integer({ min: 1, max: samples.length - 1 }), gap).map(([index, step]): Change => {
      const previous = Date.parse(samples[index - 1]!.observed_at);
      const current = Date.parse(samples[index]!.observed_at);
      const path: Segment[] = ['samples', index, 'observed_at'];
      if (previous - step >= MIN_INSTANT) return { edits: [set(path, formatTimestamp(previous - step))], path };
      return {
        edits: [set(['samples', index - 1, 'observed_at'], formatTimestamp(Math.min(MAX_INSTANT, current + step)))],
        path,
      };
    });
  },
};

/** Route.waypoints.sequence-distinct: a later waypoint repeats an earlier one's sequence. */
const sequenceDistinct: Plan = {
  need: () => ({ at: { route: { at: {} } } }),
  change: (object) => {
    const route = (object as Json).route as {
      waypoints: Array<{ sequence: number }>;
      legs?: Array<{ from_seq: number; to_seq: number }>;
    };
    const count = route.waypoints.length;
    return fc.integer({ min: 1, max: count - 1 }).chain((index) =>
      fc.nat(index - 1).map((earlier): Change => {
        const old = route.waypoints[index]!.sequence;
        const path: Segment[] = ['route', 'waypoints', index, 'sequence'];
        const edits = [set(path, route.waypoints[earlier]!.sequence)];
        if (route.legs !== undefined)
          edits.push(
            set(
              ['route', 'legs'],
              route.legs.filter((leg) => leg.from_seq !== old && leg.to_seq !== old),
            ),
          );
        return { edits, path };
      }),
    );
  },
};

/** Route.legs.sequence-exists: a leg names a sequence no waypoint has. */
const legsExist: Plan = {
  need: (place) => needOfPlace(place),
  change: (object, place) =>
    concretePath(object, splitPlace(place).segments).chain((path) => {
      const waypoints = valueAt(object, ['route', 'waypoints']) as Array<{ sequence: number }>;
      const taken = new Set(waypoints.map((waypoint) => waypoint.sequence));
      let smallest = 0;
      while (taken.has(smallest)) smallest += 1;
      const largest = Math.max(...taken);
      const missing = [
        smallest,
        ...(largest < Number.MAX_SAFE_INTEGER ? [largest + 1] : []),
        ...(taken.has(1_000_000) ? [] : [1_000_000]),
      ];
      return setAt(oneOf(missing), path);
    }),
};

const setAt = (values: fc.Arbitrary<unknown>, path: Segment[]): fc.Arbitrary<Change> =>
  values.map((value) => ({ edits: [set(path, value)], path }));

/** PlanObject.geometry.route-projection: geometry stops being the LineString of the waypoints. */
const routeProjection: Plan = {
  need: () => ({ at: { route: { at: {} } } }),
  change: (object) => {
    const coordinates = valueAt(object, ['geometry', 'coordinates']) as number[][];
    const moved = fc.nat(coordinates.length - 1).map((index): Change => {
      const [lon, lat] = coordinates[index]!;
      return {
        edits: [set(['geometry', 'coordinates', index], [lon! > 0 ? lon! - 1 : lon! + 1, lat!])],
        path: ['geometry'],
      };
    });
    const retyped = fc.constant<Change>({ edits: [set(['geometry', 'type'], 'MultiPoint')], path: ['geometry'] });
    const longer = fc.constant<Change>({
      edits: [set(['geometry', 'coordinates', coordinates.length], [...coordinates[0]!])],
      path: ['geometry'],
    });
    const shorter =
      coordinates.length > 2
        ? [
            fc.constant<Change>({
              edits: [set(['geometry', 'coordinates'], coordinates.slice(0, -1))],
              path: ['geometry'],
            }),
          ]
        : [];
    return fc.oneof(moved, retyped, longer, ...shorter);
  },
};

/** PlanObject.expires_at.agrees-with-validity: both stated, different instants. */
const expiryAgrees: Plan = {
  need: () => ({ at: { expires_at: { at: {} }, validity: { at: { valid_to: { at: {} } } } } }),
  change: (object) => {
    const validTo = Date.parse(valueAt(object, ['validity', 'valid_to']) as string);
    return fc.tuple(gap, fc.boolean()).map(([step, later]): Change => {
      const instant =
        (later && validTo + step <= MAX_INSTANT) || validTo - step < MIN_INSTANT ? validTo + step : validTo - step;
      return { edits: [set(['expires_at'], formatTimestamp(instant))], path: ['expires_at'] };
    });
  },
};

/** Position.alt_m.agrees-with-hae-vertical: an HAE vertical in metres and an alt_m that differs. */
const altitudeAgrees: Plan = {
  need: (place) => needOfPlace(place.replace(/alt_m$/, 'vertical')),
  change: (object, place) =>
    concretePath(object, splitPlace(place).segments.slice(0, -1)).chain((position) => {
      const vertical = valueAt(object, [...position, 'vertical']) as { value: number };
      const value = vertical.value;
      const candidates = [value + 1, value - 0.5, Math.abs(value) > 1 ? value / 2 : value + 100].filter(
        (alt) => alt !== value && Number.isFinite(alt) && Math.abs(alt) <= Number.MAX_SAFE_INTEGER,
      );
      return oneOf(candidates).map(
        (alt): Change => ({
          edits: [
            set([...position, 'vertical'], { ...vertical, unit: 'm', reference: 'HAE' }),
            set([...position, 'alt_m'], alt),
          ],
          path: [...position, 'alt_m'],
        }),
      );
    }),
};

/** EntityRelation.entity_id.in-related-entities: a relation names an entity not in related_entities. */
const relationRelated: Plan = {
  need: (place) => needOfPlace(place),
  change: (object, place) =>
    concretePath(object, splitPlace(place).segments).chain((path) => {
      const related = new Set(
        ((valueAt(object, ['related_entities']) as string[] | undefined) ?? []).map((id) => id.toLowerCase()),
      );
      return setAt(
        uuid().filter((id) => !related.has(id.toLowerCase())),
        path,
      );
    }),
};

const OWN_KIND = { event_id: 'EVENT', source_id: 'SOURCE_RECORD', uri: 'EXTERNAL_ARTIFACT' } as const;
type EvidenceField = keyof typeof OWN_KIND;

/** EvidenceRef.<field>.kind: a reference of another kind carries the field (its kind changed if needed). */
function evidenceField(field: EvidenceField): Plan {
  const values: Record<EvidenceField, fc.Arbitrary<unknown>> = {
    event_id: uuid(),
    source_id: sourceId(),
    uri: fc.oneof(fc.constant('https://example.org/a.pdf'), webUrl()),
  };
  return {
    need: () => ({ at: { oes: { at: { evidence: { at: { '*': { at: {} } } } } } } }),
    change: (object) =>
      concretePath(object, ['oes', 'evidence', '*']).chain((item) => {
        const kind = valueAt(object, [...item, 'kind']);
        const others = (['EVENT', 'SOURCE_RECORD', 'EXTERNAL_ARTIFACT'] as const).filter(
          (other) => other !== OWN_KIND[field],
        );
        const newKind = kind === OWN_KIND[field] ? oneOf<string | undefined>(others) : fc.constant(undefined);
        return fc.tuple(values[field], newKind).map(([value, changed]): Change => {
          const edits = [set([...item, field], value)];
          if (changed !== undefined) edits.push(set([...item, 'kind'], changed));
          return { edits, path: [...item, field] };
        });
      }),
  };
}

export const crossFieldPlans: Readonly<Record<string, Plan>> = {
  'Track.samples.order': samplesOrder,
  'Route.waypoints.sequence-distinct': sequenceDistinct,
  'Route.legs.sequence-exists': legsExist,
  'PlanObject.geometry.route-projection': routeProjection,
  'PlanObject.expires_at.agrees-with-validity': expiryAgrees,
  'Position.alt_m.agrees-with-hae-vertical': altitudeAgrees,
  'EntityRelation.entity_id.in-related-entities': relationRelated,
  'EvidenceRef.event_id.kind': evidenceField('event_id'),
  'EvidenceRef.source_id.kind': evidenceField('source_id'),
  'EvidenceRef.uri.kind': evidenceField('uri'),
};
