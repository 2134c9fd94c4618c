import { describe, expect, it } from 'vitest';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { entity, ENTITY_ID, event, findings, planObject, routePlan, track } from '../_support/objects.js';

describe('Track.samples.order', () => {
  it('accepts equal timestamps and rejects a step back in time at the later sample', () => {
    const value = track();
    value.samples[1].observed_at = value.samples[0].observed_at;
    expect(validate(value).valid).toBe(true);
    value.samples[1].observed_at = '2024-03-01T11:59:59.999Z';
    expect(findings(validate(value))).toEqual(['Track.samples.order /samples/1/observed_at']);
  });
});

describe('Route', () => {
  it('accepts waypoints listed out of sequence order', () => expect(validate(routePlan()).valid).toBe(true));

  it('rejects fewer than 2 waypoints', () => {
    const value = routePlan();
    value.route.waypoints = [value.route.waypoints[1]];
    value.route.legs = [];
    expect(findings(validate(value))).toEqual(['Route.waypoints.min-items /route/waypoints']);
  });

  it('rejects a repeated sequence at the repeat', () => {
    const value = routePlan();
    value.route.waypoints[2].sequence = 2;
    value.route.legs = [];
    expect(findings(validate(value))).toEqual(['Route.waypoints.sequence-distinct /route/waypoints/2/sequence']);
  });

  it('rejects a leg naming a sequence no waypoint has', () => {
    const value = routePlan();
    value.route.legs[1].to_seq = 9;
    expect(findings(validate(value))).toEqual(['Route.legs.sequence-exists /route/legs/1/to_seq']);
  });

  it('keeps geometry the LineString projection of the waypoints in sequence order', () => {
    const value = routePlan();
    value.geometry.coordinates = [
      [11, 60],
      [10, 59],
      [12, 61],
    ];
    expect(findings(validate(value))).toEqual(['PlanObject.geometry.route-projection /geometry']);
  });

  it('(may) refuses a route on an object that is not a ROUTE', () => {
    expect(findings(validate({ ...routePlan(), object_type: 'ANNOTATION' }))).toEqual([
      'PlanObject.route.object-type /route',
    ]);
  });
});

describe('PlanObject.expires_at.agrees-with-validity', () => {
  it('accepts agreement or either side unstated, rejects disagreement', () => {
    const at = '2024-03-02T00:00:00.000Z';
    expect(validate({ ...planObject(), expires_at: at, validity: { valid_to: at } }).valid).toBe(true);
    expect(validate({ ...planObject(), expires_at: at, validity: { valid_to: null } }).valid).toBe(true);
    expect(validate({ ...planObject(), expires_at: null, validity: { valid_to: at } }).valid).toBe(true);
    expect(
      findings(validate({ ...planObject(), expires_at: at, validity: { valid_to: '2024-03-02T00:00:00.001Z' } })),
    ).toEqual(['PlanObject.expires_at.agrees-with-validity /expires_at']);
  });
});

describe('Position.alt_m against an HAE vertical', () => {
  const withHeight = (alt_m: number | null, value: number, unit: string, reference: string) => ({
    ...entity(),
    position: { lat: 1, lon: 1, position_source: 'GNSS', alt_m, vertical: { value, unit, reference } },
  });
  it('must agree in metres', () => {
    expect(validate(withHeight(120.5, 120.5, 'm', 'HAE')).valid).toBe(true);
    expect(findings(validate(withHeight(120.5, 121, 'm', 'HAE')))).toEqual([
      'Position.alt_m.agrees-with-hae-vertical /position/alt_m',
    ]);
  });
  it('(may) agrees after exact conversion from ft and FL', () => {
    expect(validate(withHeight(304.8, 1000, 'ft', 'HAE')).valid).toBe(true);
    expect(validate(withHeight(3048, 100, 'FL', 'HAE')).valid).toBe(true);
    expect(findings(validate(withHeight(1000, 1000, 'ft', 'HAE')))).toEqual([
      'Position.alt_m.agrees-with-hae-vertical-converted /position/alt_m',
    ]);
  });
  it('compares nothing beside a non-HAE vertical or with alt_m null', () => {
    expect(validate(withHeight(545.4, 500, 'm', 'MSL')).valid).toBe(true);
    expect(validate(withHeight(null, 370, 'FL', 'FL')).valid).toBe(true);
  });
});

describe('Event relations and evidence', () => {
  const withOes = (oes: object, related: string[] = [ENTITY_ID]) => ({
    ...event(),
    related_entities: related,
    oes: { spec_version: '1.4.0', type_id: 'urn:x-oes:type:detection', event_class: 'OBSERVATION', ...oes },
  });

  it('requires every entity_relations entity to be in related_entities (any UUID case)', () => {
    const predicate = 'https://ontology.example.org/role#observer';
    expect(validate(withOes({ entity_relations: [{ entity_id: ENTITY_ID.toUpperCase(), predicate }] })).valid).toBe(
      true,
    );
    expect(findings(validate(withOes({ entity_relations: [{ entity_id: ENTITY_ID, predicate }] }, [])))).toEqual([
      'EntityRelation.entity_id.in-related-entities /oes/entity_relations/0/entity_id',
    ]);
  });

  it('refuses a bare-word predicate', () => {
    expect(
      findings(validate(withOes({ entity_relations: [{ entity_id: ENTITY_ID, predicate: 'observer' }] }))),
    ).toEqual(['EntityRelation.predicate.absolute /oes/entity_relations/0/predicate']);
  });

  it("refuses another kind's field on an evidence reference, naming kind and field; accepts it null", () => {
    const result = validate(
      withOes({ evidence: [{ kind: 'SOURCE_RECORD', event_id: '0b6d3f4e-7a3c-5d2e-8f1a-9c8b7a6d5e4f' }] }),
    );
    expect(findings(result)).toEqual(['EvidenceRef.event_id.kind /oes/evidence/0/event_id']);
    expect(result.errors[0]?.message).toMatch(/SOURCE_RECORD.*event_id.*EVENT/);
    expect(
      validate(
        withOes({
          evidence: [{ kind: 'SOURCE_RECORD', event_id: null, source_id: { system: 'AIS', external_id: '1' } }],
        }),
      ).valid,
    ).toBe(true);
  });

  it('refuses an unknown relation predicate rather than reading a nearby one', () => {
    expect(
      findings(validate(withOes({ event_relations: [{ event_id: ENTITY_ID, predicate: 'SUPERSEDED' }] }))),
    ).toEqual(['EventRelationPredicate.closed-vocabulary /oes/event_relations/0/predicate']);
  });

  it('checks extension keys: form, and the reserved namespace (may)', () => {
    expect(validate(withOes({ extensions: { 'x.acme.gain_db': 3 } })).valid).toBe(true);
    expect(findings(validate(withOes({ extensions: { gain: 3 } })))).toEqual([
      'OesMetadata.extensions.key-form /oes/extensions/gain',
    ]);
    expect(findings(validate(withOes({ extensions: { 'x.oes.gain': 3 } })))).toEqual([
      'OesMetadata.extensions.reserved-namespace /oes/extensions/x.oes.gain',
    ]);
  });
});

describe('Integrity: all three or none', () => {
  it('accepts none (absent or null) and all three; a partial block names each missing field', () => {
    expect(validate({ ...entity(), integrity: null }).valid).toBe(true);
    expect(
      validate({ ...entity(), integrity: { algorithm: 'ML-DSA-65', signature: 'c2ln', chain_hash: 'aGFzaA' } }).valid,
    ).toBe(true);
    expect(findings(validate({ ...entity(), integrity: { algorithm: 'ML-DSA-65' } }))).toEqual([
      'Integrity.chain_hash.required /integrity/chain_hash',
      'Integrity.signature.required /integrity/signature',
    ]);
  });
});

describe('Geometry', () => {
  it('dispatches on type, refuses shapes a field does not allow, and a GeoJSON bbox member', () => {
    expect(findings(validate({ ...planObject(), geometry: { type: 'GeometryCollection', geometries: [] } }))).toEqual([
      'PlanObject.geometry.type /geometry/type',
    ]);
    expect(
      findings(validate({ ...planObject(), geometry: { type: 'Point', coordinates: [1, 2], bbox: [1, 2, 1, 2] } })),
    ).toEqual(['Point.additional-properties /geometry/bbox']);
    const area = { geometry: { type: 'Point', coordinates: [1, 2] } };
    expect(findings(validate({ ...planObject(), area }))).toEqual(['Area.geometry.type /area/geometry/type']);
  });

  it('enforces minimum counts and accepts an untyped geometry that fits a shape', () => {
    expect(findings(validate({ ...planObject(), geometry: { type: 'LineString', coordinates: [[1, 2]] } }))).toEqual([
      'LineString.coordinates.min-items /geometry/coordinates',
    ]);
    expect(validate({ ...planObject(), geometry: { coordinates: [[1, 2]] } }).valid).toBe(true);
    expect(validate({ ...event(), geometry: null }).valid).toBe(true);
    expect(findings(validate({ ...planObject(), geometry: null }))).toEqual(['PlanObject.geometry.type /geometry']);
  });
});
