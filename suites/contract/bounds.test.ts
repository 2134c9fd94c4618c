/**
 * Numeric bounds have one source: each range check's `range` metadata. The JSON Schema keywords say the
 * same, the corpus builders and the violators read `range`, and nobody parses the `demands` sentence.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../src/contract/index.js';
import type { Described } from '../../src/contract/index.js';
import { rangeOf, statesInteger } from '../../src/contract/bounds.js';
import { BOUNDS, MAP_VALUE_TYPE, MIN_ITEMS } from '../../src/generators/violators/schema.js';
import { catalogue } from '../../src/rules/catalogue/index.js';

const objects = Object.values(contract).filter(
  (value): value is Described =>
    typeof value === 'object' && value !== null && 'meta' in value && (value as Described).meta.shape === 'object',
);
const fields = objects.flatMap((codec) => {
  const meta = codec.meta;
  return meta.shape === 'object'
    ? Object.entries(meta.fields).map(([field, spec]) => ({ owner: meta.name, field, codec: spec.codec }))
    : [];
});

describe('numeric bounds from codec metadata', () => {
  it('every range check carries its bounds as data, and its JSON Schema keywords agree', () => {
    let ranged = 0;
    for (const { owner, field, codec } of fields) {
      const inner = codec.meta.shape === 'nullable' ? codec.meta.inner : codec;
      if (inner.meta.shape !== 'leaf') continue;
      for (const check of inner.meta.checks.filter((check) => check.check === 'range')) {
        ranged++;
        expect(check.range, `${owner}.${field}`).toBeDefined();
        const keywords = 'keywords' in check.jsonSchema ? check.jsonSchema.keywords : {};
        const range = check.range!;
        expect(keywords.minimum, `${owner}.${field}`).toBe(range.min);
        expect(range.maxExclusive ? keywords.exclusiveMaximum : keywords.maximum, `${owner}.${field}`).toBe(range.max);
      }
    }
    expect(ranged).toBe(catalogue.filter((rule) => rule.id.endsWith('.range')).length);
  });

  it('the violators bound every ranged field the catalogue names, exactly as the codecs state', () => {
    const rangeRules = catalogue.filter((rule) => rule.id.endsWith('.range')).map((rule) => rule.id.slice(0, -6));
    expect(Object.keys(BOUNDS).sort()).toEqual([...new Set(rangeRules)].sort());
    for (const { owner, field, codec } of fields) {
      const range = rangeOf(codec);
      if (range === undefined) continue;
      expect(BOUNDS[`${owner}.${field}`]).toEqual({
        min: range.min,
        ...(range.max === undefined ? {} : { max: range.max }),
        ...(range.maxExclusive ? { maxExcluded: true } : {}),
        ...(statesInteger(codec) ? { integer: true } : {}),
      });
    }
    expect(BOUNDS['Kinematics.course_deg']).toEqual({ min: 0, max: 360, maxExcluded: true });
    expect(BOUNDS['Waypoint.sequence']).toEqual({ min: 0, integer: true });
  });

  it('item minimums and map value types come from the codecs too', () => {
    const minItemsRules = catalogue
      .filter((rule) => rule.id.endsWith('.min-items'))
      .map((rule) => rule.id.slice(0, -10));
    expect(Object.keys(MIN_ITEMS).sort()).toEqual([...new Set(minItemsRules)].sort());
    expect(
      Object.entries(MIN_ITEMS)
        .filter(([, min]) => min !== 1)
        .sort(),
    ).toEqual([
      ['LineString.coordinates', 2],
      ['Route.waypoints', 2],
    ]);
    expect(MAP_VALUE_TYPE).toEqual({ 'Quality.uncertainty': 'number', 'SecurityMarking.marking_extras': 'string' });
  });

  it('no corpus builder or violator reads the human demands sentence', () => {
    const root = path.join(import.meta.dirname, '../../src');
    const files = ['corpus', 'generators'].flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.join(root, dir, file)),
    );
    const readers = files.filter((file) => /\.demands\b/.test(readFileSync(file, 'utf8')));
    expect(readers.map((file) => path.relative(root, file))).toEqual([]);
  });
});
