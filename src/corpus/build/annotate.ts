/**
 * Reads a valid object through the codecs and says, for every JSON Pointer in it, which contract type
 * and field it is (the object at /position is a Position; /position/lat is Position.lat). Builders use
 * this to find where in a base a rule's place is, and what kind of value sits there.
 */
import { kinds, type Kind } from '../../contract/canonicalObject.js';
import type { Described } from '../../contract/_internals/meta.js';
import { toPointer } from '../../json/pointer.js';
import { isJsonObject } from '../../json/isJsonObject.js';

/** A value that is a field of a closed object, or an item (at any depth) of such a field. */
export interface ValueSlot {
  readonly pointer: string;
  readonly segments: readonly (string | number)[];
  /** The closed object type that declares the field (Position), and the field (lat). */
  readonly owner: string;
  readonly field: string;
  /** The codec judging the value here (for an item: the item codec), with any `or null` removed. */
  readonly codec: Described;
  /** The row says "or null" (only fields, never items). */
  readonly nullable: boolean;
  /** The row says Req = yes (only fields, never items). */
  readonly required: boolean;
  /** 0 for the field itself, 1 for its items, 2 for items of items ... */
  readonly depth: number;
  readonly value: unknown;
}

export interface Annotation {
  readonly kind: Kind;
  /** Pointer -> closed object type name at that pointer ('' -> Entity, /position -> Position). */
  readonly objects: ReadonlyMap<string, string>;
  readonly values: readonly ValueSlot[];
}

export function annotate(kind: Kind, object: unknown): Annotation {
  const objects = new Map<string, string>();
  const values: ValueSlot[] = [];

  function walkObject(value: unknown, segments: (string | number)[], codec: Described): void {
    const meta = codec.meta;
    if (meta.shape !== 'object' || !isJsonObject(value))
      throw new Error(`annotate: ${toPointer(segments)} is not a ${codec.name}`);
    objects.set(toPointer(segments), meta.name);
    for (const [field, spec] of Object.entries(meta.fields)) {
      if (Object.hasOwn(value, field))
        walkValue(value[field], [...segments, field], meta.name, field, spec.codec, 0, spec.required);
    }
  }

  function walkValue(
    value: unknown,
    segments: (string | number)[],
    owner: string,
    field: string,
    declared: Described,
    depth: number,
    required = false,
  ): void {
    const nullable = declared.meta.shape === 'nullable';
    const codec = declared.meta.shape === 'nullable' ? declared.meta.inner : declared;
    values.push({ pointer: toPointer(segments), segments, owner, field, codec, nullable, required, depth, value });
    if (value === null) return;
    const meta = codec.meta;
    switch (meta.shape) {
      case 'array':
        if (Array.isArray(value))
          value.forEach((item, index) => walkValue(item, [...segments, index], owner, field, meta.item, depth + 1));
        return;
      case 'map':
        if (isJsonObject(value))
          for (const [key, item] of Object.entries(value))
            walkValue(item, [...segments, key], owner, field, meta.value, depth + 1);
        return;
      case 'geometry': {
        const shape = isJsonObject(value) ? meta.shapes.find((candidate) => candidate.name === value.type) : undefined;
        if (shape === undefined) throw new Error(`annotate: the geometry at ${toPointer(segments)} needs a known type`);
        walkObject(value, segments, shape);
        return;
      }
      case 'object':
        walkObject(value, segments, codec);
        return;
      default:
        return;
    }
  }

  walkObject(object, [], kinds[kind]);
  return { kind, objects, values };
}

/** The JSON type a valid value has: the builders replace it with a value of another type. */
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}
