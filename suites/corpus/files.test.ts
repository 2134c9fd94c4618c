/**
 * The committed corpus is what the builders make (run `npm run generate` after changing a builder),
 * every file follows corpus/fixture.schema.json and docs/fixture-format.md, and the fixtures keep
 * their promises: stable unique ids, one-line descriptions unique within a rule, verbatim contract
 * quotes, catalogue rules, bases that exist and patches that reproduce the object.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCorpus } from '../../src/corpus/build/checks.js';
import { corpusDrift, fixtureFile, fixtureFilesOnDisk } from '../../src/corpus/build/files.js';
import { CORPUS_DIR } from '../../src/corpus/load.js';
import { fixtureSchema } from '../../src/corpus/schema.js';
import { checkSchema } from '../../src/corpus/schemaCheck.js';
import { splitId } from '../../src/corpus/types.js';
import { ruleById } from '../../src/rules/catalogue/index.js';
import { contractSections } from '../../src/rules/contractText.js';
import { committedFixtures } from '../_support/corpus.js';

const fixtures = committedFixtures();
/** Error rule ids the reference reports that are not catalogue rules: a text that is not JSON at all. */
const NON_CATALOGUE_ERRORS = new Set(['json.syntax']);

describe('the committed corpus', () => {
  it('is exactly what the builders make: no stale, missing or extra file (run `npm run generate`)', () => {
    const { stale, extra } = corpusDrift();
    expect({ stale: stale.slice(0, 10), staleCount: stale.length, extra }).toEqual({
      stale: [],
      staleCount: 0,
      extra: [],
    });
  });

  it('has corpus/fixture.schema.json as the schema the checks use', () => {
    expect(JSON.parse(readFileSync(path.join(CORPUS_DIR, 'fixture.schema.json'), 'utf8'))).toEqual(fixtureSchema);
  });

  it('follows the fixture schema in every file', () => {
    const problems = fixtures.flatMap((fixture) =>
      checkSchema(fixture, fixtureSchema).map((problem) => `${fixture.id}: ${problem}`),
    );
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('keeps each fixture at the path its id names', () => {
    const onDisk = fixtureFilesOnDisk();
    expect(onDisk).toEqual(fixtures.map((fixture) => fixtureFile(fixture.id)).sort());
  });

  it('has unique ids, descriptions unique within each rule, existing bases and patches that reproduce the object', () => {
    expect(checkCorpus(fixtures)).toEqual([]);
  });

  it('names catalogue rules only, with the tier of its first rule (showcases: none, scored as must)', () => {
    const problems: string[] = [];
    for (const fixture of fixtures) {
      const { rule } = splitId(fixture.id);
      if (rule === 'showcase') {
        if (fixture.rules.length !== 0 || fixture.tier !== 'must' || !fixture.expect.valid)
          problems.push(`${fixture.id}: a showcase is valid, tier must, with no rules`);
        continue;
      }
      for (const id of fixture.rules)
        if (!ruleById.has(id)) problems.push(`${fixture.id}: ${id} is not a catalogue rule`);
      if (ruleById.get(fixture.rules[0]!)?.tier !== fixture.tier)
        problems.push(`${fixture.id}: tier ${fixture.tier} differs from ${fixture.rules[0]}`);
      const reported = fixture.expect.valid ? (fixture.expect.warnings ?? []) : fixture.expect.errors;
      for (const finding of reported)
        if (!ruleById.has(finding.rule) && !NON_CATALOGUE_ERRORS.has(finding.rule))
          problems.push(`${fixture.id}: expects unknown rule ${finding.rule}`);
      if (fixture.tier === 'lint' && !fixture.expect.valid)
        problems.push(`${fixture.id}: a lint fixture is a valid object`);
    }
    expect(problems).toEqual([]);
  });

  it('quotes the contract verbatim', () => {
    const lines = new Set(
      Object.values(contractSections).flatMap((section) => [...Object.values(section.rows), ...section.sentences]),
    );
    const problems = fixtures.flatMap((fixture) =>
      fixture.contract.quote
        .filter((quote) => !lines.has(quote))
        .map(() => `${fixture.id}: a quote is not contract text`),
    );
    expect(problems).toEqual([]);
  });

  it('keeps every text on one line, so the stream protocol can carry it', () => {
    expect(
      fixtures
        .filter((fixture) => fixture.text !== undefined && /[\r\n]/.test(fixture.text))
        .map((fixture) => fixture.id),
    ).toEqual([]);
  });
});
