/**
 * Where a rule's place is in the bases: the first base (in preference order) holding a value or an
 * object that the place pattern names, with the contract type and field the rule is about.
 */
import type { Kind } from '../../contract/canonicalObject.js';
import { matchesPlace, parsePointer, toPointer } from '../../json/pointer.js';
import { annotate, type Annotation, type ValueSlot } from './annotate.js';
import { basesOf, type Base } from './bases/index.js';

const annotations = new Map<Base, Annotation>();

export function annotationOf(base: Base): Annotation {
  let annotation = annotations.get(base);
  if (annotation === undefined) {
    annotation = annotate(base.kind, base.object);
    annotations.set(base, annotation);
  }
  return annotation;
}

export interface ValueTarget {
  readonly base: Base;
  readonly slot: ValueSlot;
}

export interface ObjectTarget {
  readonly base: Base;
  /** Pointer of the closed object. */
  readonly pointer: string;
  readonly type: string;
}

/** A rule id read as owner, field and check: `Position.lat.range`, `Entity.additional-properties`, `UUID.format`. */
export interface RuleParts {
  readonly owner: string;
  readonly field?: string;
  readonly check: string;
}

export function ruleParts(id: string): RuleParts {
  const parts = id.split('.');
  if (parts.length === 2) return { owner: parts[0]!, check: parts[1]! };
  if (parts.length === 3) return { owner: parts[0]!, field: parts[1]!, check: parts[2]! };
  throw new Error(`unexpected rule id ${id}`);
}

/** Every value slot of every base of `kind` the pattern names and `accept` approves, in base order. */
export function valueTargets(kind: Kind, pattern: string, accept: (slot: ValueSlot) => boolean): ValueTarget[] {
  const targets: ValueTarget[] = [];
  for (const base of basesOf(kind)) {
    for (const slot of annotationOf(base).values)
      if (matchesPlace(slot.pointer, pattern) && accept(slot)) targets.push({ base, slot });
  }
  return targets;
}

export function firstValueTarget(
  kind: Kind,
  pattern: string,
  accept: (slot: ValueSlot) => boolean,
): ValueTarget | undefined {
  return valueTargets(kind, pattern, accept)[0];
}

/** The first closed object of type `type` at a pointer the pattern names. */
export function objectTarget(kind: Kind, pattern: string, type: string): ObjectTarget | undefined {
  for (const base of basesOf(kind)) {
    for (const [pointer, objectType] of annotationOf(base).objects) {
      if (objectType === type && matchesPlace(pointer, pattern)) return { base, pointer, type };
    }
  }
  return undefined;
}

/** The pattern of the object a field or member place belongs to: /route/waypoints/*\/name -> /route/waypoints/*. */
export const parentPattern = (pattern: string): string => toPointer(parsePointer(pattern).slice(0, -1));
export const lastSegment = (pattern: string): string => parsePointer(pattern).slice(-1)[0] ?? '';

/** The geometry shape a pointer inside a geometry belongs to, for descriptions ("(LineString)"). */
export function geometryShapeAt(base: Base, pointer: string): string | undefined {
  const objects = annotationOf(base).objects;
  for (const root of ['/area/geometry', '/geometry']) {
    if (pointer === root || pointer.startsWith(`${root}/`)) return objects.get(root);
  }
  return undefined;
}

/** `entity /position/lat`, `event /geometry/coordinates/0 (LineString)`: where a fixture changes something. */
export function where(base: Base, pointer: string): string {
  const shape = geometryShapeAt(base, pointer);
  return `${base.kind} ${pointer === '' ? '(the whole object)' : pointer}${shape === undefined ? '' : ` (${shape})`}`;
}
