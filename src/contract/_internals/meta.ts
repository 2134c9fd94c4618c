import type * as t from 'io-ts';

/**
 * What a codec tells the rule catalogue about itself. The catalogue is derived by walking these from
 * the four canonical roots, so a rule exists exactly where a codec can report it.
 */
export interface CheckInfo {
  /** Field-level check name, qualified by the enclosing field (`range` -> `Position.lat.range`). */
  readonly check?: string;
  /** A rule id the codec reports itself, whatever field it sits in (`Timestamp.format`). */
  readonly rule?: string;
  /** What the check demands, as a clause for people: "between -90 and 90 inclusive". Never parsed. */
  readonly demands: string;
  /** A range check's bounds as data: what builders and violators read (never `demands`). */
  readonly range?: NumericRange;
  /** How JSON Schema 2020-12 says it (corpus/schema/), or why it cannot (docs/json-schema.md). */
  readonly jsonSchema: SchemaCoverage;
}

/** A numeric range: `min` inclusive, `max` inclusive unless `maxExclusive` (course: >= 0 and < 360). */
export interface NumericRange {
  readonly min: number;
  readonly max?: number;
  readonly maxExclusive?: boolean;
}

/** JSON Schema 2020-12 keywords, as plain data. */
export type SchemaKeywords = { readonly [keyword: string]: unknown };

/**
 * `keywords` say exactly what the check demands, applied to the value the check judges (a leaf value, an
 * open bag's key, or the object a cross-field rule belongs to); `gap` says why no keyword can.
 */
export type SchemaCoverage = { readonly keywords: SchemaKeywords } | { readonly gap: string };

export type CodecMeta =
  | {
      readonly shape: 'leaf';
      readonly label: string;
      readonly jsonType: JsonType;
      readonly checks: readonly CheckInfo[];
    }
  | { readonly shape: 'literal'; readonly value: string; readonly dispatched: boolean }
  | {
      readonly shape: 'object';
      readonly name: string;
      readonly fields: Readonly<Record<string, FieldSpec>>;
      readonly crossChecks: readonly CrossCheckInfo[];
    }
  | {
      readonly shape: 'array';
      readonly item: Described;
      readonly minItems: number;
      readonly rules?: readonly CheckInfo[];
    }
  | { readonly shape: 'nullable'; readonly inner: Described }
  | { readonly shape: 'bag'; readonly keyChecks: readonly CheckInfo[] }
  | { readonly shape: 'map'; readonly value: Described }
  | { readonly shape: 'geometry'; readonly shapes: readonly Described[] }
  | { readonly shape: 'kinds'; readonly kinds: Readonly<Record<string, Described>> };

/** The JSON type a leaf codec's guard admits. */
export type JsonType = 'string' | 'number' | 'boolean';

// biome-ignore lint/suspicious/noExplicitAny: a described codec may decode to any type; callers narrow it.
export interface Described extends t.Type<any, any, unknown> {
  readonly meta: CodecMeta;
}

export interface FieldSpec {
  readonly codec: Described;
  readonly required: boolean;
}

/** A rule that relates several fields of one object; `places` are pointers relative to that object. */
export interface CrossCheckInfo {
  readonly rule: string;
  readonly places: readonly string[];
  /** Keywords applied to the object the rule belongs to, or why JSON Schema cannot relate these fields. */
  readonly jsonSchema: SchemaCoverage;
}
