/**
 * What the rule pages show about the catalogue and corpus, computed once: fixtures per rule (by every rule
 * a fixture names, its own folder's rule first), sections in contract order, decisions by rule.
 */
import type { Fixture } from '../corpus/types.js';
import { catalogue, decisions } from '../rules/catalogue/index.js';
import type { Decision } from '../rules/catalogue/decisions.js';
import type { Rule } from '../rules/catalogue/types.js';
import { contractSections } from '../rules/contractText.js';

export interface CatalogueView {
  readonly rules: readonly Rule[];
  /** Fixtures filed under the rule (its folder), then fixtures that also name it. */
  readonly fixturesOf: (ruleId: string) => { readonly own: readonly Fixture[]; readonly also: readonly Fixture[] };
  readonly decisionOf: (ruleId: string) => Decision | undefined;
  /** Section keys in the contract's order, then any others. */
  readonly sections: readonly string[];
  readonly sectionTitle: (section: string) => string;
}

export const folderRule = (fixture: Pick<Fixture, 'id' | 'rules'>): string =>
  fixture.id.split('/')[1] ?? fixture.rules[0] ?? '';

export function catalogueView(fixtures: readonly Fixture[], rules: readonly Rule[] = catalogue): CatalogueView {
  const own = new Map<string, Fixture[]>();
  const also = new Map<string, Fixture[]>();
  for (const fixture of fixtures) {
    const home = folderRule(fixture);
    (own.get(home) ?? own.set(home, []).get(home)!).push(fixture);
    for (const rule of new Set(fixture.rules))
      if (rule !== home) (also.get(rule) ?? also.set(rule, []).get(rule)!).push(fixture);
  }
  const decisionByRule = new Map(
    decisions.flatMap((decision) => decision.rules.map((entry) => [entry.id, decision] as const)),
  );
  const order = Object.keys(contractSections);
  const present = [...new Set(rules.map((rule) => rule.section))];
  const sections = [
    ...order.filter((section) => present.includes(section)),
    ...present.filter((section) => !order.includes(section)).sort(),
  ];
  return {
    rules,
    fixturesOf: (ruleId) => ({ own: own.get(ruleId) ?? [], also: also.get(ruleId) ?? [] }),
    decisionOf: (ruleId) => decisionByRule.get(ruleId),
    sections,
    sectionTitle: (section) => contractSections[section]?.title ?? section,
  };
}

/** The kinds a rule has places in (`stream` for the mixed stream). */
export const placeScopes = (rule: Rule): string[] =>
  Object.keys(rule.places).filter((scope) => (rule.places as Record<string, string[] | undefined>)[scope]?.length);
