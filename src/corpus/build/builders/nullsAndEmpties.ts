/**
 * Two mistakes a typed model makes by default. `Optional[X] = None` reads an optional field as nullable:
 * null in every optional field whose row has no "or null" is refused (wrong JSON types elsewhere cover
 * the fields with a type rule; here the constants: object_kind and a geometry's type). And a container
 * whose members are required (all three or none, a Position, a SourceRef) is refused empty, `{}`, with one
 * `.required` error per required member.
 */
import type { Described } from '../../../contract/_internals/meta.js';
import type { ValueSlot } from '../annotate.js';
import { bases, type Base } from '../bases/index.js';
import { finding, fromBase, invalid, makeFixture, slug } from '../make.js';
import { annotationOf, where } from '../targets.js';
import type { Fixture } from '../../types.js';

/** The place pattern of a pointer: array indexes become `*`. */
export const patternOf = (slot: ValueSlot): string =>
  `/${slot.segments.map((segment) => (typeof segment === 'number' ? '*' : segment)).join('/')}`.replace(/^\/$/, '');

/** Optional constants (`object_kind`, a geometry's `type`) set to null, once per kind, place and shape. */
function nullConstants(base: Base, seen: Set<string>): Fixture[] {
  const slots = annotationOf(base).values;
  return slots
    .filter((slot) => slot.codec.meta.shape === 'literal' && !slot.required && !slot.nullable)
    .flatMap((slot) => {
      const key = `${base.kind} ${patternOf(slot)} ${slot.owner}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const meta = slot.codec.meta;
      let rule: string;
      let name: string;
      let why: string;
      if (meta.shape === 'literal' && meta.dispatched) {
        // The geometry's type: reported as the geometry field's type rule (Event.geometry.type).
        const holder = slots.find((other) => other.pointer === slot.pointer.slice(0, -'/type'.length));
        if (holder === undefined) throw new Error(`corpus: no geometry holds ${slot.pointer}`);
        rule = `${holder.owner}.${holder.field}.type`;
        name = `${slug(slot.pointer)}--null-${slot.owner.toLowerCase()}`;
        why = `a ${slot.owner} whose optional type member is null: the type is optional, never "or null"`;
      } else {
        rule = `${slot.owner}.${slot.field}.const`;
        name = `${slug(slot.pointer)}--null`;
        why = `${slot.field} null: the constant is optional (absent is fine), never "or null"`;
      }
      return [
        makeFixture(
          fromBase(base, [{ op: 'replace', path: slot.pointer, value: null }], {
            rule,
            name,
            description: `${where(base, slot.pointer)}: ${why} (Optional-means-nullable), rejected.`,
            intent: invalid(finding(rule, slot.pointer)),
          }),
        ),
      ];
    });
}

function requiredMembers(codec: Described): string[] {
  const meta = codec.meta;
  if (meta.shape !== 'object') return [];
  return Object.entries(meta.fields)
    .filter(([, spec]) => spec.required)
    .map(([key]) => key);
}

/** Every closed object with a required member, replaced by `{}`: once per kind, owner field and depth. */
function emptyContainers(base: Base, seen: Set<string>): Fixture[] {
  return annotationOf(base)
    .values.filter((slot) => slot.depth <= 1 && slot.codec.meta.shape === 'object')
    .flatMap((slot) => {
      const required = requiredMembers(slot.codec);
      const type = slot.codec.meta.shape === 'object' ? slot.codec.meta.name : '';
      const key = `${base.kind} ${slot.owner}.${slot.field} ${slot.depth}`;
      if (required.length === 0 || seen.has(key)) return [];
      seen.add(key);
      const errors = required.map((member) => finding(`${type}.${member}.required`, `${slot.pointer}/${member}`));
      const allOrNone = type === 'Integrity' ? ' (all three or none: an empty block is not "none")' : '';
      return [
        makeFixture(
          fromBase(base, [{ op: 'replace', path: slot.pointer, value: {} }], {
            rule: errors[0]!.rule,
            rules: errors.map((error) => error.rule),
            name: `${slug(slot.pointer)}--empty-object`,
            description: `${where(base, slot.pointer)}: an empty ${type} {}${allOrNone}: each required member (${required.join(', ')}) is reported missing.`,
            intent: invalid(...errors),
          }),
        ),
      ];
    });
}

export function nullAndEmptyFixtures(): Fixture[] {
  const nulls = new Set<string>();
  const empties = new Set<string>();
  return bases.flatMap((base) => [...nullConstants(base, nulls), ...emptyContainers(base, empties)]);
}
