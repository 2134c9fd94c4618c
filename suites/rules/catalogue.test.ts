import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { catalogue, categories, decisions, ruleById } from '../../src/rules/catalogue/index.js';
import { generatedCatalogueFiles } from '../../src/rules/catalogue/generatedFiles.js';
import { tierOf } from '../../src/rules/catalogue/tiers.js';
import { contractSections } from '../../src/rules/contractText.js';

const root = path.resolve(import.meta.dirname, '../..');
const contractPath = path.resolve(root, '../shared/contract/common-data-model-3.0.0.md');

describe('rule catalogue', () => {
  it('keeps committed generated files (corpus/rules.json, docs/decisions.md) up to date; run `npm run generate`', () => {
    for (const [relative, content] of Object.entries(generatedCatalogueFiles())) {
      expect(readFileSync(path.join(root, relative), 'utf8'), `${relative} is stale`).toBe(content);
    }
  });

  it('quotes the contract verbatim: every quote is a line, or table cells, of the contract', () => {
    const lines = Object.values(contractSections).flatMap((section) => [
      ...Object.values(section.rows),
      ...section.sentences,
    ]);
    for (const rule of catalogue) {
      for (const quote of rule.quote)
        expect(lines, `${rule.id} quotes text that is not in the contract`).toContain(quote);
    }
  });

  it.runIf(existsSync(contractPath))('extracted the contract text from the current contract', () => {
    expect(() =>
      execFileSync('node', [path.join(root, 'scripts/extract-contract-text.mjs'), contractPath, '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
    const contract = readFileSync(contractPath, 'utf8');
    for (const section of Object.values(contractSections)) {
      for (const quote of Object.values(section.rows)) expect(contract).toContain(`| ${quote} |`);
      for (const sentence of section.sentences) expect(contract).toContain(sentence);
    }
  });

  it('gives every rule a unique readable id, a tier, a known category, a summary and at least one place', () => {
    expect(new Set(catalogue.map((rule) => rule.id)).size).toBe(catalogue.length);
    for (const rule of catalogue) {
      expect(rule.id).toMatch(/^[A-Za-z]+(\.[A-Za-z0-9_-]+)+$/);
      expect(['must', 'may', 'lint']).toContain(rule.tier);
      expect(Object.keys(categories)).toContain(rule.category);
      expect(rule.summary.length).toBeGreaterThan(10);
      expect(Object.values(rule.places).flat().length, `${rule.id} has no place`).toBeGreaterThan(0);
    }
  });

  it('files every Errors-table row under at least one must or may rule', () => {
    const used = new Set(catalogue.map((rule) => rule.category));
    for (const category of Object.keys(categories)) expect(used, `no rule in category ${category}`).toContain(category);
  });

  it('lists one place per Timestamp field of the contract (27 across the kinds) and Position in all three homes', () => {
    const timestampPlaces = Object.values(ruleById.get('Timestamp.format')!.places).flat();
    expect(timestampPlaces).toHaveLength(27);
    expect(ruleById.get('Position.lat.range')!.places).toEqual({
      entity: ['/position/lat'],
      plan_object: ['/route/waypoints/*/position/lat'],
      track: ['/samples/*/position/lat'],
    });
  });

  it('makes every decision rule may-tier and every may rule part of a decision', () => {
    const decided = new Set(decisions.flatMap((decision) => decision.rules.map((rule) => rule.id)));
    for (const rule of catalogue) {
      if (rule.tier === 'may') expect(decided, rule.id).toContain(rule.id);
      if (decided.has(rule.id)) expect(rule.tier, rule.id).toBe('may');
    }
  });

  it('gives every rule the same tier through tierOf (validate, which does not build the catalogue) as in it', () => {
    for (const rule of catalogue) expect(tierOf(rule.id), rule.id).toBe(rule.tier);
    expect(catalogue.some((rule) => rule.tier === 'lint') && catalogue.some((rule) => rule.tier === 'may')).toBe(true);
    expect(ruleById.has('no.such.rule')).toBe(false);
    expect(tierOf('no.such.rule')).toBe('must');
  });
});
