/** Small helpers the hand-written builders share: a base by name, a fixture from a base in one call. */
import type { Kind } from '../../../contract/canonicalObject.js';
import { baseNamed, type Base } from '../bases/index.js';
import { finding, fromBase, invalid, makeFixture, valid, type Intent } from '../make.js';
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

/** A fixture as a row of its rule: its name, what it shows, the patch, then each path the rule rejects it at. */
export type Row = readonly [
  name: string,
  description: string,
  patch: readonly PatchOperation[],
  ...rejectedAt: string[],
];

/** Specs of one rule: a row naming paths is rejected there (the rule's own findings); one naming none is accepted. */
export const judged = (rule: string, rows: readonly Row[]): Spec[] =>
  rows.map(([name, description, patch, ...rejectedAt]) => ({
    rule,
    name,
    description,
    patch,
    intent: rejectedAt.length === 0 ? valid() : invalid(...rejectedAt.map((path) => finding(rule, path))),
  }));

export const base = (kind: Kind, name: string): Base => baseNamed(kind, name);

export const replace = (path: string, value: unknown): PatchOperation => ({ op: 'replace', path, value });
export const add = (path: string, value: unknown): PatchOperation => ({ op: 'add', path, value });
export const remove = (path: string): PatchOperation => ({ op: 'remove', path });
