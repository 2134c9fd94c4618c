/**
 * Every generated valid object is accepted by the reference validator, decodes to a deep-equal value,
 * is clean JSON and survives a JSON round trip; every contract table and format has an arbitrary.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as codecs from '../../src/contract/index.js';
import type { Described } from '../../src/contract/index.js';
import { kindNames } from '../../src/contract/canonicalObject.js';
import { arbitraries } from '../../src/generators/index.js';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { expectCleanJson, params, RUNS, sameJson } from './_support.js';

const KINDS = kindNames;

describe.each(KINDS)('valid %s objects', (kind) => {
  it('are accepted with and without the kind, decode losslessly and are clean JSON', () => {
    fc.assert(
      fc.property(arbitraries.objectOfKind(kind), (object) => {
        expect(validate(object, { kind }).errors).toEqual([]);
        expect(validate(object).errors).toEqual([]);
        const decoded = codecs.kinds[kind].decode(object);
        expect(decoded._tag).toBe('Right');
        if (decoded._tag === 'Right') expect(sameJson(decoded.right, JSON.parse(JSON.stringify(object)))).toBe(true);
        expectCleanJson(object);
      }),
      params(RUNS),
    );
  });
});

it('a mixed stream of canonical objects is accepted one object at a time', () => {
  fc.assert(
    fc.property(fc.array(arbitraries.canonicalObject(), { maxLength: 4 }), (stream) => {
      for (const object of stream) expect(validate(object).valid).toBe(true);
    }),
    params(Math.max(1, Math.round(RUNS / 4))),
  );
});

/** Each public arbitrary and the codec of the contract table or format it generates. */
const nested: Array<[string, fc.Arbitrary<unknown>, Described]> = [
  ['timestamp', arbitraries.timestamp(), codecs.Timestamp],
  ['uuid', arbitraries.uuid(), codecs.UUID],
  ['derivedUuid', arbitraries.derivedUuid(), codecs.UUID],
  ['semver', arbitraries.semver(), codecs.Semver],
  ['schemaVersion', arbitraries.schemaVersion(), codecs.Semver],
  ['symbolCode', arbitraries.symbolCode(), codecs.SymbolCode],
  ['absoluteIdentifier', arbitraries.absoluteIdentifier(), codecs.NonEmptyAbsoluteIdentifier],
  ['verticalPosition', arbitraries.verticalPosition(), codecs.VerticalPosition],
  ['verticalExtent', arbitraries.verticalExtent(), codecs.VerticalExtent],
  ['position', arbitraries.position(), codecs.Position],
  ['kinematics', arbitraries.kinematics(), codecs.Kinematics],
  ['point', arbitraries.point(), codecs.Point],
  ['lineString', arbitraries.lineString(), codecs.LineString],
  ['polygon', arbitraries.polygon(), codecs.Polygon],
  ['multiPoint', arbitraries.multiPoint(), codecs.MultiPoint],
  ['multiLineString', arbitraries.multiLineString(), codecs.MultiLineString],
  ['multiPolygon', arbitraries.multiPolygon(), codecs.MultiPolygon],
  ['geometry', arbitraries.geometry(), codecs.Geometry],
  ['areaGeometry', arbitraries.areaGeometry(), codecs.AreaGeometry],
  ['period', arbitraries.period(), codecs.Period],
  ['temporalValidity', arbitraries.temporalValidity(), codecs.TemporalValidity],
  ['boundingBox', arbitraries.boundingBox(), codecs.BoundingBox],
  ['area', arbitraries.area(), codecs.Area],
  ['waypoint', arbitraries.waypoint(), codecs.Waypoint],
  ['routeLeg', arbitraries.routeLeg(), codecs.RouteLeg],
  ['route', arbitraries.route(), codecs.Route],
  ['quality', arbitraries.quality(), codecs.Quality],
  ['sourceHash', arbitraries.sourceHash(), codecs.SourceHash],
  ['sourceRef', arbitraries.sourceRef(), codecs.SourceRef],
  ['sourceId', arbitraries.sourceId(), codecs.SourceId],
  ['operationalStatus', arbitraries.operationalStatus(), codecs.OperationalStatus],
  ['residual', arbitraries.residual(), codecs.Residual],
  ['integrity', arbitraries.integrity(), codecs.Integrity],
  ['evidenceRef', arbitraries.evidenceRef(), codecs.EvidenceRef],
  ['eventRelation', arbitraries.eventRelation(), codecs.EventRelation],
  ['entityRelation', arbitraries.entityRelation(), codecs.EntityRelation],
  ['securityMarking', arbitraries.securityMarking(), codecs.SecurityMarking],
  ['oesMetadata', arbitraries.oesMetadata(), codecs.OesMetadata],
  ['trackSample', arbitraries.trackSample(), codecs.TrackSample],
  ['entity', arbitraries.entity(), codecs.Entity],
  ['event', arbitraries.event(), codecs.Event],
  ['planObject', arbitraries.planObject(), codecs.PlanObject],
  ['track', arbitraries.track(), codecs.Track],
  ['canonicalObject', arbitraries.canonicalObject(), codecs.CanonicalObject],
];

describe('nested arbitraries', () => {
  it.each(nested)('%s is accepted by its codec and is clean JSON', (_, arbitrary, codec) => {
    fc.assert(
      fc.property(arbitrary, (value) => {
        expect(codec.decode(value)._tag).toBe('Right');
        expectCleanJson(value);
      }),
      params(Math.max(1, Math.round(RUNS / 4))),
    );
  });

  it('cover every contract table', () => {
    const tables = Object.values(codecs)
      .filter(
        (value): value is Described =>
          typeof value === 'object' &&
          value !== null &&
          'meta' in value &&
          (value as Described).meta.shape === 'object',
      )
      .map((codec) => codec.name);
    const covered = new Set(nested.map(([, , codec]) => codec.name));
    expect(tables.filter((name) => !covered.has(name))).toEqual([]);
  });

  it("entity relations name only the given entities; evidence carries only its own kind's field", () => {
    const ids = ['6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d', '0b6d3f4e-7a3c-5d2e-8f1a-9c8b7a6d5e4f'];
    fc.assert(
      fc.property(arbitraries.entityRelation(ids), (relation) => {
        expect(ids).toContain(relation.entity_id);
      }),
      params(RUNS),
    );
    const own = { EVENT: 'event_id', SOURCE_RECORD: 'source_id', EXTERNAL_ARTIFACT: 'uri' } as const;
    fc.assert(
      fc.property(arbitraries.evidenceRef(), (evidence) => {
        const carried = Object.keys(evidence).filter((key) => key in { event_id: 1, source_id: 1, uri: 1 });
        expect(carried).toEqual([own[evidence.kind]]);
      }),
      params(RUNS),
    );
  });
});

it('a failure is reported with its seed and path, so it can be replayed', () => {
  expect(() =>
    fc.assert(
      fc.property(arbitraries.entity(), () => false),
      { seed: 42, numRuns: 1 },
    ),
  ).toThrow(/seed: 42, path: "[0-9:]+"/);
});
