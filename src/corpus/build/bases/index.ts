/** Every base, in preference order per kind (the first base holding a place is the one used for it). */
import type { Kind } from '../../../contract/canonicalObject.js';
import { entityBase, trackBase } from './entityAndTrack.js';
import { eventBases } from './event.js';
import { planObjectBases } from './planObject.js';
import { ROOT_NAMES, type Base } from './shared.js';

export { ROOT_NAMES, IDS, type Base } from './shared.js';

export const bases: readonly Base[] = [entityBase, ...eventBases, ...planObjectBases, trackBase];

export const basesOf = (kind: Kind): Base[] => bases.filter((base) => base.kind === kind);

/** The fixture id a base is published under: the valid fixture showing every declared key. */
export const baseId = (base: Base): string =>
  `${base.kind}/${ROOT_NAMES[base.kind]}.additional-properties/base-${base.name}`;

export function baseNamed(kind: Kind, name: string): Base {
  const base = bases.find((candidate) => candidate.kind === kind && candidate.name === name);
  if (base === undefined) throw new Error(`no ${kind} base named ${name}`);
  return base;
}
