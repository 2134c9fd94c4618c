/**
 * Turns a builder's draft into a fixture. The reference is run on every draft and must report exactly
 * what the builder meant (same verdict, same rule+path set, same lint warnings); a draft it judges
 * otherwise stops the build, so the corpus never records a verdict nobody intended.
 */
import type { Kind } from '../../contract/canonicalObject.js';
import { ruleById } from '../../rules/catalogue/index.js';
import type { Tier } from '../../rules/catalogue/types.js';
import { baseId, type Base } from './bases/index.js';
import { applyPatch } from './jsonPatch.js';
import { referenceVerdict, sameFindings, showFindings } from '../reference.js';
import type { ContractReference, ExpectedFinding, Fixture, PatchOperation, Scope } from '../types.js';

/** What the builder means the reference to say. Lint warnings default to none. */
export type Intent =
  | { readonly valid: true; readonly warnings?: readonly ExpectedFinding[] }
  | { readonly valid: false; readonly errors: readonly ExpectedFinding[] };

export interface Draft {
  readonly scope: Scope;
  /** The primary rule: the fixture's directory. `showcase` for showcases. */
  readonly rule: string;
  readonly name: string;
  readonly description: string;
  /** Defaults to [rule]. */
  readonly rules?: readonly string[];
  readonly tier?: Tier;
  /** Defaults to the scope's kind; stream fixtures default to null (dispatch on object_kind). */
  readonly kind?: Kind | null;
  readonly contract?: ContractReference;
  readonly object?: unknown;
  readonly text?: string;
  readonly derived?: { readonly base: string; readonly patch: readonly PatchOperation[] };
  readonly source?: { readonly name: string; readonly verdict: string };
  readonly intent: Intent;
}

export const invalid = (...errors: ExpectedFinding[]): Intent => ({ valid: false, errors });
export const valid = (...warnings: ExpectedFinding[]): Intent => ({ valid: true, warnings });
export const finding = (rule: string, path: string): ExpectedFinding => ({ rule, path });

export { slug } from '../types.js';

function contractOf(rule: string): ContractReference {
  const entry = ruleById.get(rule);
  if (entry === undefined) throw new Error(`corpus: ${rule} is not a catalogue rule`);
  return { section: entry.section, quote: entry.quote };
}

export function makeFixture(draft: Draft): Fixture {
  const id = `${draft.scope}/${draft.rule}/${draft.name}`;
  if (!/^[A-Za-z0-9._-]+$/.test(draft.name)) throw new Error(`corpus: ${id}: the name is not file-name-safe`);
  const rules = draft.rules ?? [draft.rule];
  for (const rule of rules) if (!ruleById.has(rule)) throw new Error(`corpus: ${id}: ${rule} is not a catalogue rule`);
  const tier = draft.tier ?? ruleById.get(rules[0]!)?.tier;
  if (tier === undefined) throw new Error(`corpus: ${id}: no tier (a showcase names its tier)`);
  if ((draft.object === undefined) === (draft.text === undefined))
    throw new Error(`corpus: ${id}: give exactly one of object and text`);
  const kind = draft.kind !== undefined ? draft.kind : draft.scope === 'stream' ? null : draft.scope;
  const verdict = referenceVerdict(draft, kind);
  const intent = draft.intent;
  if (verdict.valid !== intent.valid) {
    throw new Error(
      `corpus: ${id}: meant ${intent.valid ? 'valid' : 'invalid'}, the reference says ${verdict.valid ? 'valid' : 'invalid'} (errors: ${showFindings(verdict.errors)})`,
    );
  }
  if (!intent.valid && !sameFindings(verdict.errors, intent.errors)) {
    throw new Error(
      `corpus: ${id}: meant errors ${showFindings(intent.errors)}, the reference reports ${showFindings(verdict.errors)}`,
    );
  }
  const warnings = intent.valid ? (intent.warnings ?? []) : [];
  if (intent.valid && !sameFindings(verdict.warnings, warnings)) {
    throw new Error(
      `corpus: ${id}: meant warnings ${showFindings(warnings)}, the reference reports ${showFindings(verdict.warnings)}`,
    );
  }
  const expect = intent.valid
    ? warnings.length > 0
      ? { valid: true as const, warnings }
      : { valid: true as const }
    : { valid: false as const, errors: intent.errors };
  return {
    id,
    description: draft.description,
    rules,
    tier,
    kind,
    contract: draft.contract ?? contractOf(rules[0]!),
    expect,
    ...(draft.text !== undefined ? { text: draft.text } : { object: draft.object }),
    ...(draft.derived !== undefined ? { derived: draft.derived } : {}),
    ...(draft.source !== undefined ? { source: draft.source } : {}),
  };
}

/** A draft whose object is `base` with `patch` applied; the fixture records both. */
export function fromBase(
  base: Base,
  patch: readonly PatchOperation[],
  draft: Omit<Draft, 'scope' | 'object' | 'derived'>,
): Draft {
  return { ...draft, scope: base.kind, object: applyPatch(base.object, patch), derived: { base: baseId(base), patch } };
}
