import type { JsonSchemaCoverage, Places } from './derive.js';

export type { JsonSchemaCoverage } from './derive.js';

/** must: stated by the contract, scored. may: the contract is silent, our decision, reported only. lint: valid, but an adapter smell. */
export type Tier = 'must' | 'may' | 'lint';

export interface Rule {
  /** Stable, readable id: `Type.field.check`, `Type.additional-properties`, `Named.format`, `lint.*`, `json.*`. */
  readonly id: string;
  readonly tier: Tier;
  /** The contract section the rule is stated in (its heading). */
  readonly section: string;
  /** Verbatim contract text the rule rests on, one or more sentences or table rows. */
  readonly quote: readonly string[];
  /** The row of the contract's Errors table it falls under (an id from `categories`), or `stated-elsewhere`. */
  readonly category: string;
  /** What the rule demands, in one line. */
  readonly summary: string;
  /** JSON Pointer patterns per kind (`*` any array index, `{key}` any member name); `stream` for the mixed stream. */
  readonly places: Places;
  /** Whether corpus/schema/ expresses the rule; when not, why, so a schema user knows what to add. */
  readonly jsonSchema: JsonSchemaCoverage;
  /** For lint rules about a source format's "not available" code: that format and its fact, verbatim from the third-party vectors. */
  readonly sourceFact?: { readonly source: string; readonly text: string };
  /** For may rules: the decision (docs/decisions.md) and whether the reference accepts or rejects. */
  readonly decision?: { readonly id: string; readonly reference: 'accepts' | 'rejects' };
}
