/**
 * Valid boundary fixtures, per field, in each kind where the field first appears: null where the row
 * allows it, range bounds, one-character strings, empty arrays and open bags, exactly the minimum
 * number of items, the smallest object (only required keys), object_kind left out. Each lists the
 * rules it is a boundary of, so every must rule has a valid fixture beside its invalid ones.
 */
import type { ValueSlot } from '../annotate.js';
import { bases, type Base } from '../bases/index.js';
import { ruleById } from '../../../rules/catalogue/index.js';
import { finding, fromBase, makeFixture, slug, valid } from '../make.js';
import { reconcile } from '../reconcile.js';
import { annotationOf, where } from '../targets.js';
import type { ExpectedFinding, Fixture, PatchOperation } from '../../types.js';
import { leafAlternatives } from './alternatives.js';
import { plural } from '../../../support/plural.js';

interface Variant {
  readonly name: string;
  readonly phrase: string;
  readonly ops: readonly PatchOperation[];
  readonly rules: readonly string[];
}

/** Fields whose boundaries need more than one change; crossField.ts, evidence.ts and route.ts build them. */
const ELSEWHERE = new Set(['Event.related_entities', 'Route.waypoints', 'EvidenceRef.kind']);
const GEOMETRY_SHAPES = new Set(['Point', 'LineString', 'Polygon', 'MultiPoint', 'MultiLineString', 'MultiPolygon']);

const replace = (slot: ValueSlot, value: unknown): PatchOperation[] => [{ op: 'replace', path: slot.pointer, value }];

function fieldRules(slot: ValueSlot, checks: readonly string[], owned: readonly string[] = []): string[] {
  const subject = `${slot.owner}.${slot.field}`;
  const rules = [...checks.map((check) => `${subject}.${check}`), ...owned, `${subject}.type`];
  if (slot.required && slot.depth === 0) rules.push(`${subject}.required`);
  return rules;
}

/** The smallest valid object in a slot: every optional key removed. */
function minimalObject(slot: ValueSlot): Variant | undefined {
  const meta = slot.codec.meta;
  if (meta.shape !== 'object' || meta.name === 'EvidenceRef') return undefined;
  const value = slot.value as Record<string, unknown>;
  const optional = Object.keys(value).filter((key) => meta.fields[key]?.required === false);
  if (optional.length === 0) return undefined;
  const required = Object.entries(meta.fields)
    .filter(([, spec]) => spec.required)
    .map(([key]) => key);
  const ops: PatchOperation[] = optional.map((key) => ({ op: 'remove', path: `${slot.pointer}/${key}` }));
  const keeps = required.length === 0 ? 'no keys at all (every field is optional)' : `only ${required.join(', ')}`;
  return {
    name: 'valid-minimal',
    phrase: `the smallest ${meta.name}, with ${keeps}, accepted`,
    ops,
    rules: [...fieldRules(slot, []), ...required.map((key) => `${meta.name}.${key}.required`)],
  };
}

function arrayVariant(slot: ValueSlot): Variant | undefined {
  const meta = slot.codec.meta;
  if (meta.shape !== 'array') return undefined;
  const items = slot.value as unknown[];
  if (meta.rules !== undefined) {
    // A geometry position: [lon, lat] at the corner of the coordinate range.
    return {
      name: 'valid-range-corner',
      phrase: '[-180, -90], a position at the corner of the coordinate range, accepted',
      ops: replace(slot, [-180, -90]),
      rules: fieldRules(slot, []),
    };
  }
  if (meta.minItems === 0) {
    if (items.length === 0) return undefined;
    return {
      name: 'valid-empty',
      phrase: 'an empty array (none stated), accepted',
      ops: replace(slot, []),
      rules: fieldRules(slot, []),
    };
  }
  if (items.length <= meta.minItems) return undefined;
  return {
    name: 'valid-minimum-items',
    phrase: `exactly ${plural(meta.minItems, 'item')}, the minimum, accepted`,
    ops: replace(slot, items.slice(0, meta.minItems)),
    rules: fieldRules(slot, ['min-items']),
  };
}

function variantsFor(base: Base, slot: ValueSlot): Variant[] {
  const variants: Variant[] = [];
  if (slot.nullable)
    variants.push({
      name: 'valid-null',
      phrase: 'null, which the row allows ("or null"), accepted',
      ops: replace(slot, null),
      rules: fieldRules(slot, []),
    });
  const shape = slot.codec.meta.shape;
  if (shape === 'literal') {
    // A geometry's type chooses the shape; leaving it out is the may rule Geometry.untyped (decisions.ts).
    if (slot.codec.meta.dispatched) return variants;
    variants.push({
      name: 'valid-absent',
      phrase: 'object_kind left out: optional when the object is validated against its kind, accepted',
      ops: [{ op: 'remove', path: slot.pointer }],
      rules: [`${slot.owner}.${slot.field}.const`],
    });
  } else if (shape === 'leaf') {
    for (const alternative of leafAlternatives(slot)) {
      if (alternative.value === slot.value) continue;
      variants.push({
        name: `valid-${alternative.name}`,
        phrase: alternative.phrase,
        ops: replace(slot, alternative.value),
        rules: fieldRules(slot, alternative.checks, alternative.owned),
      });
    }
  } else if (shape === 'object') {
    const minimal = minimalObject(slot);
    if (minimal !== undefined) variants.push(minimal);
  } else if (shape === 'array') {
    const array = arrayVariant(slot);
    if (array !== undefined && !(base.kind === 'plan_object' && GEOMETRY_SHAPES.has(slot.owner))) variants.push(array);
  } else if (shape === 'bag' || shape === 'map') {
    if (Object.keys(slot.value as object).length > 0)
      variants.push({
        name: 'valid-empty',
        phrase: 'an empty object (nothing in the bag), accepted',
        ops: replace(slot, {}),
        rules: fieldRules(slot, []),
      });
  }
  return variants;
}

const ZERO_MEANS_UNKNOWN = new Set(['accuracy_m', 'track_quality', 'uncertainty', 'confidence']);

/**
 * A 0 where the contract says unknown is null is valid but linted (lint.zero-as-unknown), except
 * Entity.confidence (0 is a claim) and Quality, which states no such rule.
 */
function zeroWarnings(ops: readonly PatchOperation[]): ExpectedFinding[] {
  return ops
    .filter((op) => op.op !== 'remove' && op.value === 0)
    .filter((op) => {
      const segments = op.path.split('/');
      const key = segments[segments.length - 1]!;
      const topLevel = segments.length === 2;
      return (
        ZERO_MEANS_UNKNOWN.has(key) &&
        !(topLevel && key === 'confidence') &&
        segments[segments.length - 2] !== 'quality'
      );
    })
    .map((op) => finding('lint.zero-as-unknown', op.path));
}

/**
 * The first rule is the fixture's directory and tier. A valid value that passes a may rule rests on the
 * reference's decision (a subject may decide otherwise), so may rules come first; then must, then lint.
 * No repeats, catalogue rules only.
 */
function orderRules(rules: readonly string[]): string[] {
  const unique = [...new Set(rules)].filter((rule) => ruleById.has(rule));
  if (unique.length === 0) throw new Error(`corpus: none of ${rules.join(', ')} is a catalogue rule`);
  const ofTier = (tier: string) => unique.filter((rule) => ruleById.get(rule)!.tier === tier);
  return [...ofTier('may'), ...ofTier('must'), ...ofTier('lint')];
}

export function fieldBoundaryFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  const seen = new Set<string>();
  for (const base of bases) {
    for (const slot of annotationOf(base).values) {
      const subject = `${slot.owner}.${slot.field}`;
      const isObjectItem = slot.depth === 1 && slot.codec.meta.shape === 'object';
      if ((slot.depth !== 0 && !isObjectItem) || ELSEWHERE.has(subject)) continue;
      const key = `${base.kind} ${subject} ${slot.depth}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const variant of variantsFor(base, slot)) {
        const { ops, note } = reconcile(base.object, variant.ops);
        fixtures.push(
          makeFixture(
            fromBase(base, ops, {
              rule: orderRules(variant.rules)[0]!,
              rules: orderRules(variant.rules),
              name: `${slug(slot.pointer)}--${variant.name}`,
              description: `${where(base, slot.pointer)}: ${variant.phrase}${note}.`,
              intent: valid(...zeroWarnings(ops)),
            }),
          ),
        );
      }
    }
  }
  return fixtures;
}
