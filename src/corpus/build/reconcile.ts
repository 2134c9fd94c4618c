/**
 * Valid fixtures change one thing; when a cross-field rule ties that thing to another field, the
 * other field follows so the object stays valid: a moved waypoint moves the route's geometry, a new
 * expires_at is also validity.valid_to, an HAE height is stated the same in alt_m and vertical, an
 * area's polygon is also the plan_object's geometry. The extra operations are recorded in the patch.
 */
import { parsePointer, toPointer } from '../../json/pointer.js';
import { applyPatch, valueAt } from './jsonPatch.js';
import type { PatchOperation } from '../types.js';

// biome-ignore lint/suspicious/noExplicitAny: fixtures are edited by path, as untyped JSON.
type Json = Record<string, any>;

const replace = (path: string, value: unknown): PatchOperation => ({ op: 'replace', path, value });
const changedValue = (ops: readonly PatchOperation[], pattern: RegExp): PatchOperation | undefined =>
  ops.find((op) => op.op !== 'remove' && pattern.test(op.path));

function routeProjection(after: Json): PatchOperation[] {
  const waypoints = after.route?.waypoints;
  const line = after.geometry?.coordinates;
  if (!Array.isArray(waypoints) || !Array.isArray(line)) return [];
  const ordered = [...waypoints].sort((a, b) => a.sequence - b.sequence);
  if (ordered.length !== line.length)
    return [
      replace(
        '/geometry/coordinates',
        ordered.map((waypoint) => [waypoint.position.lon, waypoint.position.lat]),
      ),
    ];
  const ops: PatchOperation[] = [];
  ordered.forEach((waypoint, index) => {
    if (line[index][0] !== waypoint.position.lon)
      ops.push(replace(`/geometry/coordinates/${index}/0`, waypoint.position.lon));
    if (line[index][1] !== waypoint.position.lat)
      ops.push(replace(`/geometry/coordinates/${index}/1`, waypoint.position.lat));
  });
  return ops;
}

function expiry(ops: readonly PatchOperation[], after: Json): PatchOperation[] {
  const expires = changedValue(ops, /^\/expires_at$/);
  if (
    expires !== undefined &&
    'value' in expires &&
    expires.value !== null &&
    after.validity?.valid_to != null &&
    after.validity.valid_to !== expires.value
  )
    return [replace('/validity/valid_to', expires.value)];
  const validTo = changedValue(ops, /^\/validity\/valid_to$/);
  if (
    validTo !== undefined &&
    'value' in validTo &&
    validTo.value !== null &&
    after.expires_at != null &&
    after.expires_at !== validTo.value
  )
    return [replace('/expires_at', validTo.value)];
  return [];
}

/** A change under /area/geometry/coordinates is mirrored under /geometry/coordinates, and the other way round. */
function areaProjection(ops: readonly PatchOperation[], after: Json): PatchOperation[] {
  if (after.area?.geometry === undefined) return [];
  return ops.flatMap((op): PatchOperation[] => {
    if (op.path.startsWith('/area/geometry/coordinates')) return [{ ...op, path: op.path.slice('/area'.length) }];
    if (op.path.startsWith('/geometry/coordinates')) return [{ ...op, path: `/area${op.path}` }];
    return [];
  });
}

/** alt_m and an HAE vertical in metres state one height: a change to one is made to the other. */
function heights(ops: readonly PatchOperation[], after: Json): PatchOperation[] {
  const extra: PatchOperation[] = [];
  for (const op of ops) {
    if (op.op === 'remove' || typeof op.value !== 'number') continue;
    const match = /^(.*\/position)\/(alt_m|vertical\/value)$/.exec(op.path);
    if (match === null) continue;
    const position = valueAt(after, match[1]!) as Json | undefined;
    if (position?.vertical?.reference !== 'HAE' || position.vertical.unit !== 'm' || typeof position.alt_m !== 'number')
      continue;
    if (match[2] === 'alt_m' && position.vertical.value !== op.value)
      extra.push(replace(`${match[1]}/vertical/value`, op.value));
    if (match[2] === 'vertical/value' && position.alt_m !== op.value)
      extra.push(replace(`${match[1]}/alt_m`, op.value));
  }
  return extra;
}

export interface Reconciled {
  readonly ops: PatchOperation[];
  /** What followed, for the description; empty when nothing had to. */
  readonly note: string;
}

export function reconcile(base: Json, ops: readonly PatchOperation[]): Reconciled {
  let after = applyPatch(base, ops) as Json;
  const notes: string[] = [];
  const extra: PatchOperation[] = [];
  const steps: Array<[string, (after: Json) => PatchOperation[]]> = [
    ['validity.valid_to and expires_at stay equal', (doc) => expiry(ops, doc)],
    ["the area's polygon stays the geometry", (doc) => areaProjection(ops, doc)],
    ['alt_m and the HAE vertical stay equal', (doc) => heights(ops, doc)],
    ["the geometry stays the route's LineString projection", (doc) => routeProjection(doc)],
  ];
  for (const [note, step] of steps) {
    const more = step(after);
    if (more.length === 0) continue;
    extra.push(...more);
    notes.push(note);
    after = applyPatch(after, more) as Json;
  }
  return { ops: [...ops, ...extra], note: notes.length === 0 ? '' : ` (${notes.join('; ')})` };
}

/** The pointer of the object holding `pointer` ('' for top-level members). */
export const holderOf = (pointer: string): string => toPointer(parsePointer(pointer).slice(0, -1));
