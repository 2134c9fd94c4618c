/**
 * The corpus catches what real implementations get wrong by default (issue 23): null in every optional
 * field the contract does not make nullable, the ends of every format's range, containers with required
 * members sent empty, near misses of every equality rule, and invalid fixtures that break only the rule
 * they name (a wrong-typed value that a loose library coerces back is valid).
 */
import { describe, expect, it } from 'vitest';
import { nextDown, rangeOf, statesInteger } from '../../src/contract/bounds.js';
import { kindNames } from '../../src/contract/canonicalObject.js';
import { annotate } from '../../src/corpus/build/annotate.js';
import { bases } from '../../src/corpus/build/bases/index.js';
import { applyPatch, valueAt } from '../../src/corpus/build/jsonPatch.js';
import { referenceVerdict } from '../../src/corpus/reference.js';
import type { Fixture, PatchOperation } from '../../src/corpus/types.js';
import { committedFixtures } from '../_support/corpus.js';

const fixtures = committedFixtures();
const patternOf = (pointer: string): string => pointer.replace(/\/[0-9]+(?=\/|$)/g, '/*');
const replaces = (fixture: Fixture): PatchOperation[] =>
  (fixture.derived?.patch ?? []).filter((op) => op.op === 'replace');
const slots = bases.flatMap((base) => annotate(base.kind, base.object).values.map((slot) => ({ base, slot })));

/** `kind pattern` pairs the fixtures change to `value` (by a replace op), with the verdict they expect. */
function changedTo(expectValid: boolean, test: (value: unknown) => boolean): Set<string> {
  return new Set(
    fixtures
      .filter((fixture) => fixture.expect.valid === expectValid && fixture.kind !== null)
      .flatMap((fixture) =>
        replaces(fixture)
          .filter((op) => 'value' in op && test(op.value))
          .map((op) => `${fixture.kind} ${patternOf(op.path)}`),
      ),
  );
}

describe('Optional means nullable: a library default the corpus refuses', () => {
  it('every optional field whose row has no "or null" is sent null somewhere, and refused', () => {
    const nulled = changedTo(false, (value) => value === null);
    const places = new Set(
      slots
        .filter(({ slot }) => slot.depth === 0 && !slot.required && !slot.nullable)
        .map(({ base, slot }) => `${base.kind} ${patternOf(slot.pointer)}`),
    );
    expect(places.size).toBeGreaterThan(40);
    expect([...places].filter((place) => !nulled.has(place))).toEqual([]);
    expect(nulled).toContain('event /geometry/type');
    expect(nulled).toContain('entity /object_kind');
  });
});

describe('the ends of every range are valid fixtures', () => {
  it('every Timestamp place takes years 0000 and 9999', () => {
    const places = new Set(
      slots
        .filter(({ slot }) => slot.codec.name === 'Timestamp')
        .map(({ base, slot }) => `${base.kind} ${patternOf(slot.pointer)}`),
    );
    for (const year of ['0000', '9999']) {
      const accepted = changedTo(true, (value) => typeof value === 'string' && value.startsWith(`${year}-`));
      expect(
        [...places].filter((place) => !accepted.has(place)),
        year,
      ).toEqual([]);
    }
  });

  it('month ends of every length and the leap-year rule, in every kind', () => {
    for (const kind of kindNames) {
      const values = (valid: boolean) =>
        new Set(
          fixtures
            .filter((fixture) => fixture.kind === kind && fixture.expect.valid === valid)
            .flatMap((fixture) => replaces(fixture).map((op) => ('value' in op ? op.value : undefined))),
        );
      const accepted = values(true);
      const refused = values(false);
      for (const day of ['2023-01-31', '2023-04-30', '2023-02-28', '2000-02-29', '2004-02-29', '0000-02-29'])
        expect(accepted, `${kind} ${day}`).toContain(`${day}T12:00:00.000Z`);
      for (const day of ['1900-02-29', '2100-02-29', '2023-04-31'])
        expect(refused, `${kind} ${day}`).toContain(`${day}T12:00:00.000Z`);
      expect(accepted, `${kind} Semver 0.0.0`).toContain('0.0.0');
    }
  });

  it('the largest and smallest numbers each range admits, in every kind and field', () => {
    const fieldOf = new Map(
      slots.map(({ base, slot }) => [
        `${base.kind} ${patternOf(slot.pointer)}`,
        `${base.kind} ${slot.owner}.${slot.field}`,
      ]),
    );
    const acceptedAt = (value: unknown) =>
      new Set([...changedTo(true, (changed) => Object.is(changed, value))].map((place) => fieldOf.get(place)));
    const needs: Array<[string, unknown]> = [];
    for (const { base, slot } of slots) {
      if (slot.depth !== 0 || slot.codec.meta.shape !== 'leaf' || slot.codec.meta.jsonType !== 'number') continue;
      const at = `${base.kind} ${slot.owner}.${slot.field}`;
      const range = rangeOf(slot.codec);
      if (statesInteger(slot.codec)) continue; // sequences tie waypoints to legs: record_index shows 2^53 - 1
      if (range === undefined) needs.push([at, Number.MAX_VALUE], [at, -Number.MAX_VALUE]);
      else if (range.max === undefined) {
        needs.push([at, Number.MAX_VALUE]);
        if (range.min === 0) needs.push([at, Number.MIN_VALUE]);
      } else if (range.maxExclusive) needs.push([at, nextDown(range.max)]);
    }
    expect(needs.length).toBeGreaterThan(30);
    expect(needs.filter(([at, value]) => !acceptedAt(value).has(at))).toEqual([]);
    expect(acceptedAt(359.99999999999994)).toContain('entity Kinematics.course_deg');
    expect(acceptedAt(Number.MAX_SAFE_INTEGER)).toContain('entity SourceRef.record_index');
    expect(acceptedAt('00000000000000000000')).toContain('entity Entity.symbol');
    expect(acceptedAt('99999999999999999999')).toContain('entity Entity.symbol');
  });

  it('one space is a string of length 1, wherever the minimum length is 1', () => {
    const spaced = new Set(
      fixtures
        .filter((fixture) => fixture.expect.valid && fixture.kind !== null)
        .flatMap((fixture) =>
          replaces(fixture)
            .filter((op) => 'value' in op && op.value === ' ')
            .map(() => fixture.rules[0]!),
        ),
    );
    const needed = new Set(
      slots
        .filter(({ slot }) => slot.depth === 0 && slot.codec.name === 'string (min length 1)')
        .map(({ slot }) => `${slot.owner}.${slot.field}.min-length`),
    );
    expect(needed.size).toBeGreaterThan(15);
    expect([...needed].filter((rule) => !spaced.has(rule))).toEqual([]);
  });
});

describe('containers with required members', () => {
  it('every closed object with a required member is also sent empty, and each required member is reported', () => {
    const emptied = changedTo(
      false,
      (value) =>
        typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0,
    );
    const places = slots
      .filter(({ slot }) => {
        const meta = slot.codec.meta;
        return slot.depth <= 1 && meta.shape === 'object' && Object.values(meta.fields).some((spec) => spec.required);
      })
      .map(({ base, slot }) => `${base.kind} ${slot.owner}.${slot.field}`);
    const emptiedFields = new Set(
      slots
        .filter(({ base, slot }) => emptied.has(`${base.kind} ${patternOf(slot.pointer)}`))
        .map(({ base, slot }) => `${base.kind} ${slot.owner}.${slot.field}`),
    );
    expect(places.length).toBeGreaterThan(30);
    expect([...new Set(places)].filter((place) => !emptiedFields.has(place))).toEqual([]);
    const integrity = fixtures.find(
      (fixture) => fixture.id === 'entity/Integrity.algorithm.required/integrity--empty-object',
    );
    expect(integrity?.expect).toEqual({
      valid: false,
      errors: ['algorithm', 'signature', 'chain_hash'].map((member) => ({
        rule: `Integrity.${member}.required`,
        path: `/integrity/${member}`,
      })),
    });
  });
});

/**
 * No number is a well-formed UUID, Semver, 20-digit symbol (beyond 2^53), absolute identifier or
 * vocabulary member: the number there is checked to be reported as the type rule alone, nothing more.
 */
const NO_NUMBER_FORM =
  /\/(?:[A-Za-z]+\.(?:[a-z_]*_id|related_entities|schema_version|adapter_version|spec_version|symbol|ontology_types|type_id|predicate|affiliation|entity_type|event_type|object_type|severity|position_source|reference|unit|kind|event_class|status|verification)\.type)\//;

/** What a loose library turns a wrong-typed value back into, or undefined when nothing is coerced. */
function coerced(value: unknown, like: unknown): unknown {
  if (Array.isArray(value) && value.length === 1 && !Array.isArray(like)) return value[0];
  if (typeof value === 'string' && typeof like === 'number') return value.trim() === '' ? undefined : Number(value);
  if (typeof value === 'string' && typeof like === 'boolean')
    return value === 'true' ? true : value === 'false' ? false : undefined;
  if (typeof value === 'string' && typeof like === 'object' && like !== null) {
    try {
      return JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value === 'number' && typeof like === 'boolean')
    return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value === 'number' && typeof like === 'string')
    return Number.isInteger(value) && value > 1e11 ? new Date(value).toISOString() : String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray(like)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return undefined;
    return keys.every((key, index) => key === String(index)) ? Object.values(value) : [value];
  }
  return undefined;
}

describe('an invalid fixture breaks only the rule it names', () => {
  it('a wrong JSON type, coerced back the way a loose library would, is a valid object', () => {
    const wrongTyped = fixtures.filter(
      (fixture) =>
        !fixture.expect.valid &&
        fixture.expect.errors.length === 1 &&
        fixture.expect.errors[0]!.rule.endsWith('.type') &&
        fixture.derived !== undefined &&
        fixture.derived.patch.length === 1 &&
        fixture.derived.patch[0]!.op === 'replace',
    );
    expect(wrongTyped.length).toBeGreaterThan(300);
    const baseOf = new Map(fixtures.map((fixture) => [fixture.id, fixture]));
    const broken: string[] = [];
    let checked = 0;
    for (const fixture of wrongTyped) {
      const op = fixture.derived!.patch[0] as { path: string; value: unknown };
      const base = baseOf.get(fixture.derived!.base)!;
      const like = valueAt(base.object, op.path);
      const back = coerced(op.value, like);
      if (back === undefined || (typeof op.value === 'number' && NO_NUMBER_FORM.test(fixture.id))) continue;
      checked++;
      const object = applyPatch(base.object, [{ op: 'replace', path: op.path, value: back }]);
      if (!referenceVerdict({ object }, fixture.kind).valid) broken.push(`${fixture.id}: ${JSON.stringify(back)}`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });
});
