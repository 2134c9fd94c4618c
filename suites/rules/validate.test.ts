import { describe, expect, it } from 'vitest';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { entity, event, findings, planObject, routePlan, track } from '../_support/objects.js';

describe('validate: the four kinds and dispatch', () => {
  it.each([
    ['entity', entity],
    ['event', event],
    ['plan_object', planObject],
    ['track', track],
    ['route plan', routePlan],
  ])('accepts a valid %s', (_, make) => {
    expect(validate(make())).toEqual({ valid: true, errors: [] });
  });

  it('dispatches on object_kind: an entity is never judged as an event', () => {
    const value = { ...entity(), object_kind: 'event' };
    const rules = new Set(validate(value).errors.map((error) => error.rule));
    expect(rules.has('Event.event_id.required')).toBe(true);
    expect([...rules].some((rule) => rule.startsWith('Entity.'))).toBe(false);
  });

  it('reports a missing object_kind once, and an unknown one once', () => {
    const { object_kind: _, ...withoutKind } = entity();
    expect(findings(validate(withoutKind))).toEqual(['CanonicalObject.object_kind.missing /object_kind']);
    expect(findings(validate({ ...entity(), object_kind: 'vessel' }))).toEqual([
      'CanonicalObject.object_kind.unknown /object_kind',
    ]);
    expect(findings(validate({ ...entity(), object_kind: 7 }))).toEqual([
      'CanonicalObject.object_kind.unknown /object_kind',
    ]);
  });

  it('validates against one named kind, where object_kind may be absent but must match when present', () => {
    const { object_kind: _, ...withoutKind } = entity();
    expect(validate(withoutKind, { kind: 'entity' }).valid).toBe(true);
    expect(findings(validate({ ...entity(), object_kind: 'track' }, { kind: 'entity' }))).toEqual([
      'Entity.object_kind.const /object_kind',
    ]);
  });

  it.each([[5], ['text'], [null], [[]]])('refuses a non-object %j with one root error', (value) => {
    expect(findings(validate(value))).toEqual(['CanonicalObject.type ']);
    expect(findings(validate(value, { kind: 'track' }))).toEqual(['Track.type ']);
  });
});

describe('validate: strictness', () => {
  it('rejects undeclared keys at every depth, naming the key in the pointer', () => {
    const value = entity();
    value.extra = 1;
    value.position.lat_deg = 1;
    value.source_ids[0]['a/b~c'] = 1;
    expect(findings(validate(value))).toEqual([
      'Entity.additional-properties /extra',
      'Position.additional-properties /position/lat_deg',
      'SourceId.additional-properties /source_ids/0/a~1b~0c',
    ]);
  });

  it('rejects an own __proto__ key on a closed object', () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}}');
    Object.assign(value, entity());
    expect(findings(validate(value))).toEqual(['Entity.additional-properties /__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects null on an optional field whose row does not say "or null"', () => {
    expect(findings(validate({ ...entity(), ontology_types: null }))).toEqual([
      'Entity.ontology_types.type /ontology_types',
    ]);
    expect(findings(validate({ ...entity(), attributes: null }))).toEqual(['Entity.attributes.type /attributes']);
    expect(findings(validate({ ...entity(), schema_version: null }))).toEqual([
      'Entity.schema_version.type /schema_version',
    ]);
  });

  it('accepts null where the row says "or null"', () => {
    const value = {
      ...entity(),
      valid_to: null,
      position: null,
      kinematics: null,
      confidence: null,
      symbol: null,
      quality: null,
      status: null,
      integrity: null,
      residual: null,
    };
    expect(validate(value).valid).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('never lets %s pass a number rule', (value) => {
    const object = entity();
    object.position.lat = value;
    expect(findings(validate(object))).toEqual(['Position.lat.type /position/lat']);
  });

  it('checks ranges inclusively or exclusively exactly as written', () => {
    const withKinematics = (course: number) => ({ ...entity(), kinematics: { course_deg: course, speed_mps: 0 } });
    expect(validate(withKinematics(0)).valid).toBe(true);
    expect(validate(withKinematics(359.999)).valid).toBe(true);
    expect(findings(validate(withKinematics(360)))).toEqual(['Kinematics.course_deg.range /kinematics/course_deg']);
    expect(findings(validate(withKinematics(-0.001)))).toEqual(['Kinematics.course_deg.range /kinematics/course_deg']);
    for (const lat of [90, -90])
      expect(validate({ ...entity(), position: { lat, lon: 180, position_source: 'GNSS' } }).valid).toBe(true);
  });

  it('tells integers from fractions and reports every broken check', () => {
    const withIndex = (record_index: number) => ({ ...entity(), source: { ...entity().source, record_index } });
    expect(validate(withIndex(1.0)).valid).toBe(true);
    expect(findings(validate(withIndex(1.5)))).toEqual(['SourceRef.record_index.integer /source/record_index']);
    expect(findings(validate(withIndex(-1.5)))).toEqual([
      'SourceRef.record_index.integer /source/record_index',
      'SourceRef.record_index.range /source/record_index',
    ]);
  });

  it('reports all errors, not only the first', () => {
    const value: Record<string, unknown> = {
      ...entity(),
      affiliation: 'ALLY',
      valid_from: 'yesterday',
      source_ids: [],
    };
    delete value.entity_type;
    expect(findings(validate(value))).toEqual([
      'Affiliation.closed-vocabulary /affiliation',
      'Entity.entity_type.required /entity_type',
      'Entity.source_ids.min-items /source_ids',
      'Timestamp.format /valid_from',
    ]);
  });

  it('gives every error a message that names the problem', () => {
    const [error] = validate({ ...entity(), affiliation: 'friendly' }).errors;
    expect(error?.message).toContain('"friendly"');
    expect(error?.message).toContain('FRIENDLY');
  });
});

describe('validate: lossless', () => {
  it('keeps open bags exactly, __proto__ and constructor included, without polluting prototypes', () => {
    const attributes = JSON.parse(
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": 1}, "": "", "ü": [1, {"a": null}]}',
    );
    const value = {
      ...entity(),
      attributes,
      residual: { namespace: 'AIS', data: JSON.parse('{"__proto__": [1, 2]}') },
    };
    const before = JSON.stringify(value);
    const result = validate(value);
    expect(result.valid).toBe(true);
    expect(JSON.stringify(value)).toBe(before);
    expect(Object.keys(value.attributes)).toEqual(['__proto__', 'constructor', '', 'ü']);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
