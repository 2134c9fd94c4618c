/**
 * The fast path of validation: each codec compiled, from its own metadata, into a plain function that only
 * answers "valid or not", building no io-ts contexts and no errors (ajv and typia do the same). The io-ts
 * decode stays the single source of truth and runs only to explain a value the fast check rejects; a
 * property test over the generators and the whole corpus holds the two to the same answer.
 *
 * A check also counts the object members it walked past (every member of a valid value, open bags
 * included), so a caller holding the text can tell whether JSON.parse merged a repeated member name.
 */
import { CanonicalObjectType, isKind, kinds } from '../contract/canonicalObject.js';
import { ArrayOfType } from '../contract/_internals/arrayOf.js';
import { ClosedObjectType } from '../contract/_internals/closedObject.js';
import { LeafType } from '../contract/_internals/leaf.js';
import { LiteralType } from '../contract/_internals/literal.js';
import type { Described } from '../contract/_internals/meta.js';
import { MapOfType, OpenBagType } from '../contract/_internals/openBag.js';
import { OrNullType } from '../contract/_internals/orNull.js';
import { ShapeByTypeType } from '../contract/_internals/shapeByType.js';
import { GeometryPositionType } from '../contract/geometry.js';

type Check = (u: unknown) => boolean;

/** Members walked past by the check running now; checks never run inside one another's callbacks. */
let members = 0;

const hasOwn = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

const compiled = new WeakMap<Described, Check>();

function compile(codec: Described): Check {
  let check = compiled.get(codec);
  if (check === undefined) {
    // Recursive codecs would reach themselves before being compiled: point them at the finished check.
    let finished: Check | undefined;
    compiled.set(codec, (u) => finished!(u));
    finished = build(codec);
    compiled.set(codec, finished);
    check = finished;
  }
  return check;
}

function build(codec: Described): Check {
  if (codec instanceof LeafType) return leafCheck(codec as LeafType<unknown>);
  if (codec instanceof LiteralType) {
    const value = (codec.meta as { value: string }).value;
    return (u) => u === value;
  }
  if (codec instanceof OrNullType) {
    const inner = compile(codec.inner);
    return (u) => u === null || inner(u);
  }
  if (codec instanceof GeometryPositionType) return geometryPositionCheck;
  if (codec instanceof ArrayOfType) return arrayCheck(compile(codec.item), codec.minItems);
  if (codec instanceof ClosedObjectType) return closedObjectCheck(codec);
  if (codec instanceof OpenBagType) return bagCheck(codec);
  if (codec instanceof MapOfType) return mapCheck(compile(codec.value));
  if (codec instanceof ShapeByTypeType) return shapeCheck(codec.shapes);
  if (codec instanceof CanonicalObjectType) return canonicalCheck();
  // A codec this file does not know yet is still judged exactly, only without the speed (and uncounted,
  // which makes a text caller fall back to the strict parser rather than miss a duplicate).
  return (u) => codec.is(u);
}

/** A leaf's own `is` already builds nothing: its JSON type guard, then each check's test. */
function leafCheck(codec: LeafType<unknown>): Check {
  return (u) => codec.is(u);
}

function geometryPositionCheck(u: unknown): boolean {
  if (!Array.isArray(u) || u.length < 2) return false;
  for (let index = 0; index < u.length; index++) {
    const item: unknown = u[index];
    if (typeof item !== 'number' || !Number.isFinite(item)) return false;
  }
  return true;
}

function arrayCheck(item: Check, minItems: number): Check {
  return (u) => {
    if (!Array.isArray(u) || u.length < minItems) return false;
    for (let index = 0; index < u.length; index++) if (!item(u[index])) return false;
    return true;
  };
}

interface FieldCheck {
  readonly check: Check;
  readonly required: boolean;
}

function closedObjectCheck(codec: ClosedObjectType<Record<string, { codec: Described; required: boolean }>>): Check {
  // No prototype: an undeclared key such as "constructor" finds nothing here.
  const table: Record<string, FieldCheck> = Object.create(null);
  let requiredCount = 0;
  for (const [key, field] of Object.entries(codec.fields)) {
    table[key] = { check: compile(field.codec), required: field.required };
    if (field.required) requiredCount++;
  }
  const crossChecks = codec.crossChecks.map((check) => check.run);
  return (u) => {
    if (!isObject(u)) return false;
    let requiredSeen = 0;
    let count = 0;
    // Own enumerable keys, as Object.keys gives them; each one is declared and holds a valid value.
    for (const key in u) {
      if (!hasOwn(u, key)) continue;
      const field = table[key];
      if (field === undefined || !field.check(u[key])) return false;
      count++;
      if (field.required) requiredSeen++;
    }
    if (requiredSeen !== requiredCount) return false;
    for (const run of crossChecks) if (run(u).length > 0) return false;
    members += count;
    return true;
  };
}

/** Counts every member inside an open bag's value (objects in arrays included). */
function countMembers(u: unknown): void {
  if (typeof u !== 'object' || u === null) return;
  if (Array.isArray(u)) {
    for (let index = 0; index < u.length; index++) countMembers(u[index]);
    return;
  }
  for (const key in u) {
    if (!hasOwn(u, key)) continue;
    members++;
    countMembers((u as Record<string, unknown>)[key]);
  }
}

function bagCheck(codec: OpenBagType): Check {
  const judges = codec.keyChecks.map((check) => check.judge);
  return (u) => {
    if (!isObject(u)) return false;
    if (judges.length > 0) {
      for (const key in u) {
        if (!hasOwn(u, key)) continue;
        for (const judge of judges) if (judge(key) !== undefined) return false;
      }
    }
    countMembers(u);
    return true;
  };
}

function mapCheck(value: Check): Check {
  return (u) => {
    if (!isObject(u)) return false;
    let count = 0;
    for (const key in u) {
      if (!hasOwn(u, key)) continue;
      if (!value(u[key])) return false;
      count++;
    }
    members += count;
    return true;
  };
}

function shapeCheck(shapes: readonly Described[]): Check {
  const byName = new Map(shapes.map((shape) => [shape.name, compile(shape)] as const));
  const all = [...byName.values()];
  return (u) => {
    if (!isObject(u)) return false;
    if (hasOwn(u, 'type')) {
      const shape = typeof u.type === 'string' ? byName.get(u.type) : undefined;
      return shape !== undefined && shape(u);
    }
    // Untyped: valid when any shape accepts it; a shape that refuses must not leave its count behind.
    const before = members;
    for (const shape of all) {
      if (shape(u)) return true;
      members = before;
    }
    return false;
  };
}

function canonicalCheck(): Check {
  const byKind = new Map(Object.entries(kinds).map(([kind, codec]) => [kind, compile(codec)] as const));
  return (u) => {
    if (!isObject(u) || !hasOwn(u, 'object_kind')) return false;
    const kind = u.object_kind;
    return isKind(kind) && byKind.get(kind)!(u);
  };
}

/**
 * The fast check of `codec`: the number of object members in `value` when the codec accepts it, -1 when
 * it does not (decode it to learn why). Agrees with `codec.decode(value)` being a Right.
 */
export function fastCheck(codec: Described): (value: unknown) => number {
  const check = compile(codec);
  return (value) => {
    members = 0;
    return check(value) ? members : -1;
  };
}
