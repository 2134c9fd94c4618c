/**
 * --generated N --seed S: generated cases, judged against the reference validator.
 *
 * Three in four are valid objects of a random kind, one in four breaks one must rule at one of its places
 * (helper violators of src/generators). The same N and S always give the same cases, and case i is what
 * fast-check draws at index i of a run with that seed, so a disagreement can be replayed and shrunk
 * (shrink.ts) with `{ seed, path: String(i) }`.
 */
import fc from 'fast-check';
import { objectOfKind } from '../generators/canonicalObject.js';
import { violator, violatorRules } from '../generators/violators/index.js';
import { ruleById } from '../rules/catalogue/index.js';
import type { Tier } from '../rules/catalogue/types.js';
import { referenceResult } from './subjects/reference.js';
import type { Case, Kind } from '../report/model/index.js';
import { kindNames } from '../contract/canonicalObject.js';

export interface Drawn {
  /** Validate against this kind, or null for the mixed stream. */
  readonly kind: Kind | null;
  readonly value: unknown;
  /** For a violation: the rule and the path it was broken at. */
  readonly broke?: { readonly rule: string; readonly path: string };
}

const KINDS: readonly Kind[] = kindNames;

let memo: fc.Arbitrary<Drawn> | undefined;

/** The arbitrary every generated case is drawn from (one instance: replaying needs the same one). */
export function drawnArbitrary(): fc.Arbitrary<Drawn> {
  if (memo !== undefined) return memo;
  const valid = fc.constantFrom(...KINDS).chain((kind) => objectOfKind(kind).map((value): Drawn => ({ kind, value })));
  const broken = fc
    .constantFrom(...violatorRules)
    .chain((rule) => violator(rule))
    .map(
      (violation): Drawn => ({
        kind: violation.scope === 'stream' ? null : violation.scope,
        value: violation.value,
        broke: { rule: violation.rule, path: violation.path },
      }),
    );
  memo = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: broken });
  return memo;
}

/** The scope a generated case is filed under: its kind, else the object's own object_kind, else stream. */
export function scopeOf(drawn: Pick<Drawn, 'kind' | 'value'>): Kind | 'stream' {
  if (drawn.kind !== null) return drawn.kind;
  const named = (drawn.value as { object_kind?: unknown } | null)?.object_kind;
  return (KINDS as readonly unknown[]).includes(named) ? (named as Kind) : 'stream';
}

export const generatedId = (drawn: Pick<Drawn, 'kind' | 'value'>, seed: number, index: number): string =>
  `generated/${scopeOf(drawn)}/${seed}.${index}`;

/** A drawn value as a case: its JSON text, and what the reference says about that text. */
export function generatedCase(drawn: Drawn, seed: number, index: number): Case {
  const text = JSON.stringify(drawn.value) ?? 'null';
  const result = referenceResult({ text, kind: drawn.kind });
  const rules = [...new Set(result.errors.map((error) => error.rule))];
  const tier: Tier = rules.some((rule) => ruleById.get(rule)?.tier === 'may') ? 'may' : 'must';
  const what =
    drawn.broke === undefined
      ? `a valid ${scopeOf(drawn)}`
      : `${drawn.broke.rule} broken at ${drawn.broke.path || '(root)'}`;
  return {
    id: generatedId(drawn, seed, index),
    rules,
    tier,
    kind: drawn.kind,
    text,
    expect: result.valid
      ? { valid: true, errors: [] }
      : { valid: false, errors: result.errors.map(({ rule, path }) => ({ rule, path })) },
    origin: 'generated',
    description: `generated (seed ${seed}, #${index}): ${what}`,
  };
}

/** N cases from seed S; the index of a case is the last part of its id. */
export function generatedCases(count: number, seed: number): Case[] {
  return fc.sample(drawnArbitrary(), { seed, numRuns: count }).map((drawn, index) => generatedCase(drawn, seed, index));
}

/** The index of a generated case, from its id. */
export const generatedIndex = (id: string): number => Number(id.slice(id.lastIndexOf('.') + 1));
