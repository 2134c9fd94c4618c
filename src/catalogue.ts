/**
 * `cdm-conformance/rules`: the rule catalogue alone (corpus/rules.json as typed data): every must rule of
 * the contract, every may decision and every lint, with its contract quote, places and JSON Schema coverage.
 */
export { catalogue, catalogueDocument, categories, decisions, ruleById } from './rules/catalogue/index.js';
export type { JsonSchemaCoverage, Rule, Tier } from './rules/catalogue/types.js';
export type { Places } from './rules/catalogue/derive.js';
export type { Category } from './rules/catalogue/categories.js';
export type { Decision, DecisionRule } from './rules/catalogue/decisions.js';
