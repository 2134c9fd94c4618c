/**
 * The rule catalogue: every rule the contract states (must), every decision where it is silent (may)
 * and every adapter smell we lint for. Exported as corpus/rules.json by `npm run generate:rules`.
 */
import { lintRules } from '../lint/index.js';
import { categories, type Category } from './categories.js';
import { decisions } from './decisions.js';
import { deriveRules, type DerivedRule, type Places } from './derive.js';
import { describeFieldRule } from './fieldRules.js';
import { row, sentence } from './quote.js';
import { statedRules, type StatedRule } from './statedRules.js';
import { tierOf } from './tiers.js';
import type { JsonSchemaCoverage, Rule } from './types.js';

export type { Rule, Tier } from './types.js';
export { categories, decisions };

/** Rules about the JSON text itself: a schema judges the value a parser made of the text, never the text. */
const TEXT_LEVEL: JsonSchemaCoverage = {
  expressed: false,
  why: 'about the JSON text (duplicate keys, a byte-order mark, lone surrogates, number literals a parser cannot carry exactly): a schema judges the value a JSON parser made of the text, and the parser has already dropped what the rule is about',
};
const LINT: JsonSchemaCoverage = {
  expressed: false,
  why: 'a lint finding: the object is valid, the schema accepts it as the reference does, and a warning is not something JSON Schema gives',
};

/** A decision rule no codec reports: the schema accepts what the reference accepts; what it rejects is text-level. */
function decisionCoverage(id: string, reference: 'accepts' | 'rejects'): JsonSchemaCoverage {
  if (reference === 'accepts') return { expressed: true };
  if (!id.startsWith('json.'))
    throw new Error(
      `decision rule ${id} rejects without a codec and is not about JSON text: say how JSON Schema covers it`,
    );
  return TEXT_LEVEL;
}

function describeDerived(rule: DerivedRule): StatedRule {
  const origin = rule.origin;
  if (origin.from === 'field') return describeFieldRule(origin.owner, origin.field, origin.check, origin.demands);
  if (origin.from === 'additional-properties') {
    return {
      section: 'What the service does',
      quote: [
        sentence('What the service does', '3. Validation is strict.'),
        row('Errors', 'Object contains a key not declared for its type'),
      ],
      category: 'undeclared-key',
      summary: `${origin.owner} rejects keys it does not declare.`,
    };
  }
  const stated = statedRules[rule.id];
  if (stated !== undefined) return stated;
  const decided = decisions.find((decision) => decision.rules.some((entry) => entry.id === rule.id));
  if (decided !== undefined)
    return {
      section: decided.section,
      quote: decided.contract,
      category: 'stated-elsewhere',
      summary: decided.rules.find((entry) => entry.id === rule.id)!.summary,
    };
  throw new Error(`rule ${rule.id} has no description`);
}

function buildCatalogue(): Rule[] {
  const derived = deriveRules();
  const byId = new Map(derived.map((rule) => [rule.id, rule]));
  const decisionOf = new Map(
    decisions.flatMap((decision) => decision.rules.map((entry) => [entry.id, { decision, entry }] as const)),
  );
  const rules: Rule[] = derived.map((rule) => {
    const description = describeDerived(rule);
    const decided = decisionOf.get(rule.id);
    const tier = tierOf(rule.id);
    return {
      id: rule.id,
      tier,
      section: description.section,
      quote: description.quote,
      category: description.category,
      summary: description.summary,
      places: rule.places,
      jsonSchema: rule.jsonSchema,
      ...(decided === undefined ? {} : { decision: { id: decided.decision.id, reference: decided.entry.reference } }),
    };
  });
  // Decisions whose rules no codec reports (the reference accepts, or the rule is about JSON text).
  for (const decision of decisions) {
    for (const entry of decision.rules) {
      if (byId.has(entry.id)) continue;
      const places: Places = entry.placesOf !== undefined ? (byId.get(entry.placesOf)?.places ?? {}) : { stream: [''] };
      if (entry.placesOf !== undefined && !byId.has(entry.placesOf))
        throw new Error(`decision rule ${entry.id} borrows places of unknown rule ${entry.placesOf}`);
      rules.push({
        id: entry.id,
        tier: tierOf(entry.id),
        section: decision.section,
        quote: decision.contract,
        category: 'stated-elsewhere',
        summary: entry.summary,
        places,
        jsonSchema: decisionCoverage(entry.id, entry.reference),
        decision: { id: decision.id, reference: entry.reference },
      });
    }
  }
  for (const rule of lintRules) {
    const quote = rule.quoteRow !== undefined ? row(...rule.quoteRow) : sentence(...rule.quoteSentence!);
    rules.push({
      id: rule.id,
      tier: tierOf(rule.id),
      section: rule.section,
      quote: [quote],
      category: 'stated-elsewhere' satisfies Category,
      summary: rule.summary,
      places: rule.places,
      jsonSchema: LINT,
      ...(rule.fact === undefined ? {} : { sourceFact: rule.fact }),
    });
  }
  return rules.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export const catalogue: readonly Rule[] = buildCatalogue();
export const ruleById: ReadonlyMap<string, Rule> = new Map(catalogue.map((rule) => [rule.id, rule]));

/** corpus/rules.json: the catalogue as plain data for implementers in any language. */
export function catalogueDocument(): object {
  return {
    contract: 'Common Data Model Contract 3.0.0',
    about:
      'Every rule of the contract (must: scored), every reference decision where it is silent (may: reported, never scored) and every lint (valid, but an adapter smell); jsonSchema: whether corpus/schema/ expresses the rule, and if not why (docs/json-schema.md). places: JSON Pointer patterns per kind; * is any array index, {key} any member name; "stream" is the mixed stream before a kind is known.',
    categories,
    rules: catalogue,
  };
}
