/**
 * The part of RFC 6902 (JSON Patch) the corpus uses, add, remove and replace, over plain JSON values.
 * Keys are set as own data properties, so a `__proto__` member is data, never a prototype.
 */
import { parsePointer, toPointer } from '../../json/pointer.js';
import type { PatchOperation } from '../types.js';

type Container = Record<string, unknown> | unknown[];

/** A deep copy of a JSON value that keeps `__proto__` members as own data. */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) setMember(copy, key, cloneJson(item));
    return copy as T;
  }
  return value;
}

export function setMember(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

const isContainer = (value: unknown): value is Container => value !== null && typeof value === 'object';

function arrayIndex(array: unknown[], segment: string, forAdd: boolean): number {
  if (forAdd && segment === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(segment))
    throw new Error(`JSON Patch: ${JSON.stringify(segment)} is not an array index`);
  const index = Number(segment);
  if (index > array.length || (!forAdd && index === array.length))
    throw new Error(`JSON Patch: index ${index} is out of bounds`);
  return index;
}

/** The value a JSON Pointer names, or undefined when it names nothing. */
export function valueAt(document: unknown, pointer: string): unknown {
  let current: unknown = document;
  for (const segment of parsePointer(pointer)) {
    if (!isContainer(current) || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function apply(document: unknown, operation: PatchOperation): unknown {
  const segments = parsePointer(operation.path);
  if (segments.length === 0) {
    if (operation.op === 'remove') throw new Error('JSON Patch: cannot remove the whole document');
    return cloneJson(operation.value);
  }
  const parent = valueAt(document, toPointer(segments.slice(0, -1)));
  const last = segments[segments.length - 1]!;
  if (!isContainer(parent)) throw new Error(`JSON Patch: the parent of ${operation.path} is not a container`);
  if (Array.isArray(parent)) {
    const index = arrayIndex(parent, last, operation.op === 'add');
    if (operation.op === 'add') parent.splice(index, 0, cloneJson(operation.value));
    else if (operation.op === 'replace') parent[index] = cloneJson(operation.value);
    else parent.splice(index, 1);
    return document;
  }
  const exists = Object.hasOwn(parent, last);
  if (operation.op !== 'add' && !exists) throw new Error(`JSON Patch: ${operation.path} does not exist`);
  if (operation.op === 'remove') delete parent[last];
  else setMember(parent, last, cloneJson(operation.value));
  return document;
}

/** Applies the operations in order to a copy of the document. */
export function applyPatch<T>(document: T, patch: readonly PatchOperation[]): T {
  let result: unknown = cloneJson(document);
  for (const operation of patch) result = apply(result, operation);
  return result as T;
}
