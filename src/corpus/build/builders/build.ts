/** Small helpers the hand-written builders share: a base by name, a fixture from a base in one call. */
import type { Kind } from '../../../contract/canonicalObject.js';
import { baseNamed, type Base } from '../bases/index.js';
import { fromBase, makeFixture, type Intent } from '../make.js';
import type { Tier } from '../../../rules/catalogue/types.js';
import type { Fixture, PatchOperation } from '../../types.js';

export interface Spec {
  readonly rule: string;
  readonly rules?: readonly string[];
  readonly name: string;
  readonly description: string;
  readonly patch: readonly PatchOperation[];
  readonly intent: Intent;
  readonly tier?: Tier;
  readonly kind?: Kind | null;
}

/** Fixtures derived from one base, one per spec. */
export function derive(base: Base, specs: readonly Spec[]): Fixture[] {
  return specs.map((spec) => makeFixture(fromBase(base, spec.patch, spec)));
}

export const base = (kind: Kind, name: string): Base => baseNamed(kind, name);

export const replace = (path: string, value: unknown): PatchOperation => ({ op: 'replace', path, value });
export const add = (path: string, value: unknown): PatchOperation => ({ op: 'add', path, value });
export const remove = (path: string): PatchOperation => ({ op: 'remove', path });
