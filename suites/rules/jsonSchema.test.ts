/**
 * The JSON Schema export, proven rather than claimed: ajv (strict mode) compiles every committed document
 * and judges every corpus fixture; each verdict agrees with the reference, except on fixtures about a rule
 * the catalogue says the schema cannot express (docs/json-schema.md). The figures are the docs' figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindNames } from '../../src/contract/canonicalObject.js';
import {
  AbsoluteIdentifier,
  NonEmptyAbsoluteIdentifier,
  Semver,
  SymbolCode,
  Timestamp,
  UUID,
} from '../../src/contract/formats.js';
import { OesMetadata } from '../../src/contract/oes.js';
import { ruleById } from '../../src/rules/catalogue/index.js';
import { figures, figuresRow, parsedOrRefused, schemaAgreement } from './_support/schemaAgreement.js';
import { committedFixtures } from '../_support/corpus.js';

const root = path.resolve(import.meta.dirname, '../..');
const read = (name: string): object =>
  JSON.parse(readFileSync(path.join(root, 'corpus/schema', `${name}.schema.json`), 'utf8')) as object;

describe('corpus/schema/ (JSON Schema 2020-12)', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  const canonical = ajv.compile(read('canonical-object'));
  const byKind = Object.fromEntries(kindNames.map((kind) => [kind, ajv.compile(read(kind))]));

  it('compiles in ajv strict mode, one document for the mixed stream and one per kind', () => {
    expect(Object.keys(byKind)).toEqual(['entity', 'event', 'plan_object', 'track']);
  });

  it('agrees with the reference on every fixture except those about a rule it cannot express', () => {
    const outcome = schemaAgreement(committedFixtures(), (fixture) => {
      const parsed = parsedOrRefused(fixture);
      return (
        parsed !== undefined && ((fixture.kind === null ? canonical : byKind[fixture.kind]!)(parsed.value) as boolean)
      );
    });
    expect(outcome.unexplained.map((fixture) => fixture.id)).toEqual([]);
    expect(outcome.must.agreeing + outcome.must.excused).toBe(outcome.must.total);
    // The figures docs/json-schema.md states.
    const row = figuresRow('ajv 8 (JavaScript), strict mode');
    expect(row).toEqual(figures(outcome));
  });

  it('says per rule whether it is expressed; every rule it cannot express has a reason', () => {
    for (const rule of ruleById.values()) {
      if (!rule.jsonSchema.expressed) expect(rule.jsonSchema.why.length, rule.id).toBeGreaterThan(20);
    }
  });

  it('lists in docs/json-schema.md exactly the must and may rules it cannot express, with their tier', () => {
    const docs = readFileSync(path.join(root, 'docs/json-schema.md'), 'utf8');
    const table = docs.slice(docs.indexOf('## What the schema cannot say'), docs.indexOf('## Proven, not claimed'));
    const listed = new Map<string, string>();
    for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
      const [ids, tier] = row
        .split('|')
        .slice(1, 3)
        .map((cell) => cell.trim());
      for (const match of ids!.matchAll(/`([^`]+)`/g)) listed.set(match[1]!, tier!);
    }
    const gaps = [...ruleById.values()].filter((rule) => rule.tier !== 'lint' && !rule.jsonSchema.expressed);
    expect([...listed.keys()].sort()).toEqual(gaps.map((rule) => rule.id).sort());
    for (const rule of gaps) expect(listed.get(rule.id), rule.id).toBe(rule.tier);
  });
});

describe('the patterns in corpus/schema/ say what the codecs check', () => {
  const ajv = new Ajv2020({ strict: true });
  const defs = (read('canonical-object') as { $defs: Record<string, Record<string, unknown>> }).$defs;
  const property = (owner: string, field: string): Record<string, unknown> =>
    (defs[owner]!.properties as Record<string, Record<string, unknown>>)[field]!;
  const agree = (schema: object, codecAccepts: (value: string) => boolean, values: fc.Arbitrary<string>): void => {
    const schemaAccepts = ajv.compile(schema);
    fc.assert(
      fc.property(values, (value) => schemaAccepts(value) === codecAccepts(value)),
      { numRuns: 3000 },
    );
  };
  const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
  const ending = fc.constantFrom('', '\n', ' ', 'Z', '\u2028');

  it('Timestamp: the calendar (month lengths, leap years, 23:59:60) as one regular expression', () => {
    const year = fc
      .oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1900, 2000, 2100, 2024, 2023, 0, 400, 9996))
      .map((n) => String(n).padStart(4, '0'));
    const stamp = fc
      .tuple(year, twoDigits, twoDigits, twoDigits, twoDigits, fc.constantFrom('00', '59', '60', '61'), ending)
      .map(([y, mo, d, h, mi, s, end]) => `${y}-${mo}-${d}T${h}:${mi}:${s}.123Z${end}`);
    const dayInFebruary = fc
      .tuple(year, fc.constantFrom('28', '29', '30'))
      .map(([y, d]) => `${y}-02-${d}T23:59:60.000Z`);
    agree(defs.Timestamp!, (value) => Timestamp.is(value), fc.oneof(stamp, dayInFebruary, fc.string()));
  });

  it('UUID, Semver, the absolute identifiers and the symbol code', () => {
    const hex = fc.stringMatching(/^[0-9a-fA-Fg-]{1,40}$/);
    agree(
      defs.UUID!,
      (value) => UUID.is(value),
      fc.oneof(
        fc.uuid(),
        hex,
        fc.tuple(fc.uuid(), ending).map(([u, end]) => u + end),
      ),
    );
    const part = fc.oneof(fc.nat(20).map(String), fc.constantFrom('01', '00', '', 'x'));
    agree(
      defs.Semver!,
      (value) => Semver.is(value),
      fc.tuple(part, part, part, ending).map(([a, b, c, end]) => `${a}.${b}.${c}${end}`),
    );
    const identifier = fc.tuple(
      fc.constantFrom('https:', 'urn:', 'cdm:', 'x', '1a:', ''),
      fc.string({ unit: fc.constantFrom('a', '/', ' ', '\n', '\u00a0', '\u0085', '\ufeff', ':') }),
    );
    agree(
      defs.AbsoluteIdentifier!,
      (value) => AbsoluteIdentifier.is(value),
      identifier.map(([scheme, rest]) => scheme + rest),
    );
    agree(
      property('EntityRelation', 'predicate'),
      (value) => NonEmptyAbsoluteIdentifier.is(value),
      identifier.map(([scheme, rest]) => scheme + rest),
    );
    agree(
      property('Entity', 'symbol'),
      (value) => SymbolCode.is(value),
      fc.oneof(
        fc.stringMatching(/^[0-9]{19,21}$/),
        fc.tuple(fc.stringMatching(/^[0-9]{20}$/), ending).map(([d, end]) => d + end),
      ),
    );
  });

  it('OesMetadata.extensions keys: the form, white space and the reserved namespace', () => {
    const names = property('OesMetadata', 'extensions').propertyNames as object;
    const bag = OesMetadata.meta.shape === 'object' ? OesMetadata.meta.fields.extensions!.codec : undefined;
    const key = fc.tuple(
      fc.constantFrom('x.', 'X.', 'x', ''),
      fc.constantFrom('oes', 'OeS', 'acme', 'ac me', '', 'a\nb', 'o.es'),
      fc.constantFrom('.', ''),
      fc.string({ unit: fc.constantFrom('a', '.', ' ', '\n', '\r', '\u2028', '\u00a0') }),
    );
    agree(
      { type: 'string', ...names },
      (value) => bag!.is({ [value]: 1 }),
      key.map((parts) => parts.join('')),
    );
  });
});
