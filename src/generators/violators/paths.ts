/**
 * Concrete paths for place patterns, and edits of a copy of a valid object at such a path. Edits are
 * data (printed in a counterexample as they are), applied to a JSON copy, never to the generated value.
 */
import fc from 'fast-check';
import { ANY_INDEX, ANY_KEY, parsePointer } from '../../json/pointer.js';
import { defineOwn } from '../_internals/record.js';
import { copyJson } from '../_internals/json.js';

export type Segment = string | number;

export type Edit =
  | { readonly set: readonly Segment[]; readonly value: unknown }
  | { readonly remove: readonly Segment[] };

export const set = (path: readonly Segment[], value: unknown): Edit => ({ set: path, value });
export const remove = (path: readonly Segment[]): Edit => ({ remove: path });

/** The segments of a place pattern without a final `{key}`, and whether it had one. */
export function splitPlace(place: string): { segments: string[]; keyed: boolean } {
  const segments = parsePointer(place);
  const keyed = segments[segments.length - 1] === ANY_KEY;
  return { segments: keyed ? segments.slice(0, -1) : segments, keyed };
}

/** The value at `path`, or undefined. */
export function valueAt(value: unknown, path: readonly Segment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/**
 * Concrete paths of a place in `value`: each `*` becomes an index of the array there, drawn uniformly
 * (shrinking towards the first item). `firstIndexFrom` raises the lowest index drawn for one `*`.
 */
export function concretePath(
  value: unknown,
  segments: readonly string[],
  options: { floorAt?: number; floor?: number } = {},
): fc.Arbitrary<Segment[]> {
  const walk = (current: unknown, at: number, prefix: Segment[]): fc.Arbitrary<Segment[]> => {
    if (at === segments.length) return fc.constant(prefix);
    const segment = segments[at]!;
    if (segment === ANY_INDEX) {
      if (!Array.isArray(current) || current.length === 0)
        throw new Error(`no array item at /${prefix.join('/')} for ${segments.join('/')}`);
      const floor = options.floorAt === at ? (options.floor ?? 0) : 0;
      if (current.length <= floor) throw new Error(`fewer than ${floor + 1} items at /${prefix.join('/')}`);
      return fc
        .integer({ min: floor, max: current.length - 1 })
        .chain((index) => walk(current[index], at + 1, [...prefix, index]));
    }
    if (segment === ANY_KEY) throw new Error(`{key} is only allowed last in ${segments.join('/')}`);
    return walk(valueAt(current, [segment]), at + 1, [...prefix, segment]);
  };
  return walk(value, 0, []);
}

/** Applies edits to a copy of `value`; an empty path replaces the whole value. */
export function applyEdits(value: unknown, edits: readonly Edit[]): unknown {
  let root = copyJson(value);
  for (const edit of edits) {
    const path = 'set' in edit ? edit.set : edit.remove;
    if (path.length === 0) {
      if ('set' in edit) root = copyJson(edit.value);
      continue;
    }
    const parent = valueAt(root, path.slice(0, -1));
    if (parent === null || typeof parent !== 'object') throw new Error(`nothing to edit at /${path.join('/')}`);
    const key = path[path.length - 1]!;
    if ('remove' in edit) delete (parent as Record<Segment, unknown>)[key];
    else if (Array.isArray(parent)) parent[key as number] = copyJson(edit.value);
    else defineOwn(parent, String(key), copyJson(edit.value));
  }
  return root;
}
