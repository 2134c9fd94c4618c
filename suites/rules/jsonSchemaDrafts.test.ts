/**
 * `schema --draft 07` and `--draft 2019-09`, proven like the 2020-12 export: ajv's class for each draft
 * (draft-07 with ajv's default class) compiles the mixed-stream document and each kind's in strict mode and
 * agrees with the reference on every corpus fixture, excused only on the rules docs/json-schema.md lists,
 * with the figures the docs state for that draft.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { kindNames } from '../../src/contract/canonicalObject.js';
import { schemaDocument } from '../../src/rules/jsonSchema/documents.js';
import { DIALECTS, type Draft, inDraft } from '../../src/rules/jsonSchema/drafts.js';
import { committedFixtures } from '../_support/corpus.js';
import { figures, figuresRow, parsedOrRefused, schemaAgreement } from './_support/schemaAgreement.js';

const root = path.resolve(import.meta.dirname, '../..');
const cli = path.join(root, 'dist/bin/cdm-conformance.js');

const validators: Record<Draft, { make: () => Ajv; row: string }> = {
  '07': { make: () => new Ajv({ strict: true, allErrors: true }), row: 'ajv 8 `Ajv` (draft-07), strict mode' },
  '2019-09': { make: () => new Ajv2019({ strict: true, allErrors: true }), row: 'ajv 8 `Ajv2019`, strict mode' },
  '2020-12': { make: () => new Ajv2020({ strict: true, allErrors: true }), row: 'ajv 8 (JavaScript), strict mode' },
};

describe.each(['07', '2019-09'] as const)('the JSON Schema export in draft %s', (draft) => {
  const ajv = validators[draft].make();
  const canonical = ajv.compile(schemaDocument(undefined, draft));
  const byKind = Object.fromEntries(kindNames.map((kind) => [kind, ajv.compile(schemaDocument(kind, draft))]));

  it("names the draft's meta-schema and uses only that draft's keywords for definitions", () => {
    for (const document of [
      schemaDocument(undefined, draft),
      ...kindNames.map((kind) => schemaDocument(kind, draft)),
    ]) {
      expect(document.$schema).toBe(DIALECTS[draft]);
      const text = JSON.stringify(document);
      if (draft === '07') {
        expect(text).not.toContain('$defs');
        expect(document.definitions).toBeTypeOf('object');
      } else expect(text).not.toContain('"definitions"');
    }
  });

  it('agrees with the reference on every fixture as the 2020-12 export does, with the figures the docs state', () => {
    const outcome = schemaAgreement(committedFixtures(), (fixture) => {
      const parsed = parsedOrRefused(fixture);
      return (
        parsed !== undefined && ((fixture.kind === null ? canonical : byKind[fixture.kind]!)(parsed.value) as boolean)
      );
    });
    expect(outcome.unexplained.map((fixture) => fixture.id)).toEqual([]);
    expect(figuresRow(validators[draft].row)).toEqual(figures(outcome));
    expect(figures(outcome)).toEqual(figuresRow(validators['2020-12'].row));
  });

  it('is what `cdm-conformance schema --draft` prints, per kind and for the mixed stream', () => {
    for (const kind of [undefined, 'track'] as const) {
      const args = ['schema', '--draft', draft, ...(kind === undefined ? [] : ['--kind', kind])];
      const printed = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
      expect(printed.status).toBe(0);
      expect(JSON.parse(printed.stdout)).toEqual(schemaDocument(kind, draft));
    }
  });
});

describe('translating to an older draft', () => {
  it('keeps a $ref beside other keywords working in draft-07, which ignores the siblings of $ref', () => {
    const A = { type: 'string', pattern: '^a' };
    const document = { $schema: DIALECTS['2020-12'], $ref: '#/$defs/A', type: 'string', minLength: 2, $defs: { A } };
    const seven = inDraft(document, '07');
    expect(seven).toEqual({
      $schema: DIALECTS['07'],
      type: 'string',
      minLength: 2,
      definitions: { A },
      allOf: [{ $ref: '#/definitions/A' }],
    });
    const accepts = new Ajv({ strict: true }).compile(seven);
    expect([accepts('ab'), accepts('a'), accepts('bb'), accepts(12)]).toEqual([true, false, false, false]);
  });

  it('refuses a keyword the target draft does not have instead of writing one its validators ignore', () => {
    const tuple = { $schema: DIALECTS['2020-12'], type: 'array', prefixItems: [{ type: 'number' }] };
    expect(() => inDraft(tuple, '07')).toThrow('#/prefixItems: JSON Schema 07 has no such keyword');
    expect(() => inDraft({ properties: { a: { unevaluatedProperties: false } } }, '2019-09')).toThrow(
      '#/properties/a/unevaluatedProperties',
    );
    expect(inDraft(tuple, '2020-12')).toBe(tuple);
  });

  it('refuses an unknown draft on the command line in one line, exit 2', () => {
    const run = spawnSync(process.execPath, [cli, 'schema', '--draft', '6'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('--draft must be one of 2020-12, 2019-09, 07');
  });
});
