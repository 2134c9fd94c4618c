/** Runs corpus fixtures through a JSON Schema validator and sorts the verdicts against the reference's. */
import { readFileSync } from 'node:fs';
import type { Fixture } from '../../../src/corpus/types.js';
import { fixtureText } from '../../../src/corpus/load.js';
import { ruleById } from '../../../src/rules/catalogue/index.js';

export interface Tally {
  total: number;
  agreeing: number;
  /** Disagreements on fixtures about a rule the schema cannot express. */
  excused: number;
}

export interface Agreement {
  readonly must: Tally;
  readonly may: Tally;
  readonly lint: Tally;
  readonly excusedRules: ReadonlySet<string>;
  /** Disagreements no cannot-express rule accounts for: each one is a bug in the schema or the proof. */
  readonly unexplained: readonly Fixture[];
}

/** Whether a fixture is about a rule the schema cannot express. */
export const aboutInexpressible = (fixture: Fixture): boolean =>
  fixture.rules.some((id) => ruleById.get(id)?.jsonSchema.expressed === false && ruleById.get(id)?.tier !== 'lint');

/** A schema user parses the text with their JSON parser first; text it refuses is not valid. */
export function parsedOrRefused(fixture: Fixture): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(fixtureText(fixture)) };
  } catch {
    return undefined;
  }
}

/** `verdictOf` says whether the schema accepts a fixture. */
export function schemaAgreement(fixtures: readonly Fixture[], verdictOf: (fixture: Fixture) => boolean): Agreement {
  const tallies = {
    must: { total: 0, agreeing: 0, excused: 0 },
    may: { total: 0, agreeing: 0, excused: 0 },
    lint: { total: 0, agreeing: 0, excused: 0 },
  };
  const unexplained: Fixture[] = [];
  const excusedRules = new Set<string>();
  for (const fixture of fixtures) {
    const valid = verdictOf(fixture);
    const tally = tallies[fixture.tier];
    tally.total++;
    if (valid === fixture.expect.valid) tally.agreeing++;
    // What the schema cannot express it leaves out, so it can only accept too much, never refuse a valid object.
    else if (!fixture.expect.valid && aboutInexpressible(fixture)) {
      tally.excused++;
      fixture.rules
        .filter((id) => ruleById.get(id)?.jsonSchema.expressed === false)
        .forEach((id) => excusedRules.add(id));
    } else unexplained.push(fixture);
  }
  return { ...tallies, excusedRules, unexplained };
}

/** The cells docs/json-schema.md gives for a validator: must agreeing, must excused, may agreeing, lint agreeing. */
export function figures(agreement: Agreement): string[] {
  const of = (tally: Tally): string => `${tally.agreeing} of ${tally.total}`;
  return [of(agreement.must), String(agreement.must.excused), of(agreement.may), of(agreement.lint)];
}

/** The same cells as docs/json-schema.md states them, from the row that names `validator`. */
export function figuresRow(validator: string): string[] | undefined {
  const docs = readFileSync(new URL('../../../docs/json-schema.md', import.meta.url), 'utf8');
  const line = docs.split('\n').find((text) => text.startsWith(`| ${validator} |`));
  return line
    ?.split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
}
