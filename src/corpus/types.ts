/**
 * A corpus fixture exactly as docs/fixture-format.md describes it: one JSON file under
 * corpus/fixtures/<scope>/<rule id>/<name>.json.
 */
import { kindNames, type Kind } from '../contract/canonicalObject.js';
import type { Tier } from '../rules/catalogue/types.js';

/** A kind, or `stream` for fixtures about the mixed stream itself or the JSON text. */
export type Scope = Kind | 'stream';
export const SCOPES: readonly Scope[] = [...kindNames, 'stream'];

export interface ExpectedFinding {
  readonly rule: string;
  readonly path: string;
}

export type Expect =
  | { readonly valid: true; readonly warnings?: readonly ExpectedFinding[] }
  | { readonly valid: false; readonly errors: readonly ExpectedFinding[] };

/** One RFC 6902 operation; the corpus uses add, remove and replace. */
export type PatchOperation =
  | { readonly op: 'add' | 'replace'; readonly path: string; readonly value: unknown }
  | { readonly op: 'remove'; readonly path: string };

export interface Derived {
  /** The id of the fixture this one was made from. */
  readonly base: string;
  readonly patch: readonly PatchOperation[];
}

export interface ContractReference {
  readonly section: string;
  /** Verbatim contract text: sentences or table rows. */
  readonly quote: readonly string[];
}

export interface Fixture {
  readonly id: string;
  readonly description: string;
  readonly rules: readonly string[];
  readonly tier: Tier;
  readonly kind: Kind | null;
  readonly contract: ContractReference;
  readonly expect: Expect;
  /** Either object or text: the value to validate, or the exact JSON text to send. */
  readonly object?: unknown;
  readonly text?: string;
  readonly derived?: Derived;
  /** Third-party vectors: the source's name and its own verdict under its own rules. */
  readonly source?: { readonly name: string; readonly verdict: string };
}

/** `<scope>/<rule id>/<name>` -> its parts. */
export function splitId(id: string): { scope: Scope; rule: string; name: string } {
  const [scope, rule, ...rest] = id.split('/');
  if (scope === undefined || rule === undefined || rest.length !== 1 || !(SCOPES as readonly string[]).includes(scope))
    throw new Error(`not a fixture id: ${id}`);
  return { scope: scope as Scope, rule, name: rest[0]! };
}

export const scopeOf = (fixture: Pick<Fixture, 'id'>): Scope => splitId(fixture.id).scope;

/** File-name-safe, readable: a pointer /route/waypoints/0/name becomes route.waypoints.0.name. */
export function slug(text: string): string {
  const cleaned = text
    .replace(/^\//, '')
    .replace(/\//g, '.')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  return cleaned === '' ? 'root' : cleaned;
}
