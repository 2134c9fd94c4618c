import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalObject } from '../../src/generators/canonicalObject.js';
import type { Fixture } from '../../src/corpus/types.js';
import { ruleById } from '../../src/rules/catalogue/index.js';
import { keyWords } from '../../src/rules/lint/sentinelFinder.js';
import { sentinels } from '../../src/rules/lint/sentinels.js';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { VECTORS } from '../../src/corpus/build/builders/vectorData.js';
import { entity as entityObject } from '../_support/objects.js';
import { committedFixtures } from '../_support/corpus.js';

const root = path.resolve(import.meta.dirname, '../..');
const vectorsPath = path.resolve(root, '../shared/vectors/third-party-vectors.json');
const lintFixtures = committedFixtures().filter((fixture) => fixture.tier === 'lint');
const warningsOf = (fixture: Fixture): readonly { rule: string; path: string }[] =>
  fixture.expect.valid ? (fixture.expect.warnings ?? []) : [];
const facts = VECTORS.sourceRecordFacts as Record<string, string>;

describe('source-format sentinels (data-driven lint)', () => {
  it('quote their source fact verbatim from the transcribed vectors, and the catalogue carries it', () => {
    for (const sentinel of sentinels) {
      expect(facts[sentinel.fact.source], sentinel.id).toContain(sentinel.fact.text);
      expect(ruleById.get(sentinel.id)?.sourceFact, sentinel.id).toEqual(sentinel.fact);
    }
  });

  it.runIf(existsSync(vectorsPath))('quote the shared third-party vectors file verbatim', () => {
    const shared = JSON.parse(readFileSync(vectorsPath, 'utf8')) as { source_record_facts: Record<string, string> };
    for (const sentinel of sentinels)
      expect(shared.source_record_facts[sentinel.fact.source], sentinel.id).toContain(sentinel.fact.text);
  });

  it('cover every "not available" / "unknown" / "absent" code the vectors state', () => {
    const stated = Object.values(facts).flatMap((fact) =>
      fact.split(/[;.:]\s+/).filter((part) => /not available|= unknown|= absent/.test(part)),
    );
    for (const part of stated)
      expect(
        sentinels.some((sentinel) => part.includes(sentinel.fact.text) || sentinel.fact.text.includes(part.trim())),
        part,
      ).toBe(true);
  });

  it('each have a valid fixture that trips them and one filed under them that must not', () => {
    for (const sentinel of sentinels) {
      const mine = lintFixtures.filter((fixture) => fixture.rules.includes(sentinel.id));
      const trips = mine.filter((fixture) => warningsOf(fixture).some((w) => w.rule === sentinel.id));
      const quiet = mine.filter(
        (fixture) => fixture.expect.valid && !warningsOf(fixture).some((w) => w.rule === sentinel.id),
      );
      expect(trips.length, `${sentinel.id}: fixtures that trip it`).toBeGreaterThan(0);
      expect(quiet.length, `${sentinel.id}: fixtures that must not trip it`).toBeGreaterThan(0);
    }
  });

  it('are caught in named fields, in bags at any depth and in vertical positions, in every kind', () => {
    const places = lintFixtures.flatMap((fixture) =>
      warningsOf(fixture)
        .filter((w) => sentinels.some((s) => s.id === w.rule))
        .map((w) => `${fixture.kind}:${w.path}`),
    );
    expect(places).toEqual(
      expect.arrayContaining([
        'entity:/kinematics/speed_mps', // a named field
        'entity:/attributes/true_heading', // a bag, under a heading-like key other than "heading"
        'entity:/attributes/cot/le', // nested inside a bag
        'entity:/position/vertical/value', // a vertical position
        'plan_object:/area/vertical/upper/value',
        'plan_object:/route/waypoints/1/altitude_constraint/value',
        'track:/samples/1/position/vertical/uncertainty',
        'track:/quality/uncertainty/ce_m',
        'event:/payload/heading',
      ]),
    );
  });

  it('read a member name as words, whatever its spelling', () => {
    expect(keyWords('true_heading')).toEqual(['true', 'heading']);
    expect(keyWords('trueHeading')).toEqual(['true', 'heading']);
    expect(keyWords('x.acme.COG')).toEqual(['x', 'acme', 'cog']);
  });

  it('the two cases the issue names are linted: attributes.true_heading 511 and position.vertical.value 9999999', () => {
    const entity = entityObject();
    const heading = validate({ ...entity, attributes: { true_heading: 511 } }, { lint: true });
    expect(heading.warnings?.map((w) => [w.rule, w.path])).toContainEqual([
      'lint.attributes.ais-heading-not-available',
      '/attributes/true_heading',
    ]);
    const vertical = {
      ...entity,
      position: { lat: 1, lon: 2, position_source: 'GNSS', vertical: { value: 9999999, unit: 'm', reference: 'MSL' } },
    };
    expect(validate(vertical, { lint: true }).warnings?.map((w) => [w.rule, w.path])).toContainEqual([
      'lint.Position.cot-unknown-sentinel',
      '/position/vertical/value',
    ]);
  });

  it('an empty string is an SBS-1 absent field only under a member named for an SBS-1 field', () => {
    const entity = entityObject();
    const sbs1 = (attributes: Record<string, unknown>): string[] =>
      (validate({ ...entity, attributes }, { lint: true }).warnings ?? [])
        .filter((w) => w.rule === 'lint.attributes.sbs1-empty-field')
        .map((w) => w.path);
    // BaseStation fields, however the adapter spells the member.
    expect(
      sbs1({ squawk: '', callsign: '', groundSpeed: '', vertical_rate: '', is_on_ground: '', sbs: { altitude: '' } }),
    ).toEqual([
      '/attributes/squawk',
      '/attributes/callsign',
      '/attributes/groundSpeed',
      '/attributes/vertical_rate',
      '/attributes/is_on_ground',
      '/attributes/sbs/altitude',
    ]);
    // Free text a source left empty, kept verbatim as the never-drop bag asks, is no SBS-1 field.
    expect(sbs1({ remarks: '', comment: '', '': '', __proto__x: '', destination: '' })).toEqual([]);
  });

  it('plain generated valid objects seldom trip the SBS-1 lint (never outside an SBS-1-named member)', () => {
    const sentinel = sentinels.find((entry) => entry.id === 'lint.attributes.sbs1-empty-field')!;
    const objects = fc.sample(canonicalObject(), { seed: 12, numRuns: 500 });
    const findings = objects.map((object) =>
      (validate(object, { lint: true }).warnings ?? []).filter((w) => w.rule === sentinel.id),
    );
    expect(findings.filter((list) => list.length > 0).length / objects.length).toBeLessThan(0.01);
    for (const { path: pointer } of findings.flat())
      expect(
        keyWords(pointer.split('/').at(-1)!).some((word) => sentinel.bagWords?.has(word)),
        pointer,
      ).toBe(true);
  });

  it('find the sentinels at the bottom of a bag nested 9,000 deep, under their exact pointers', () => {
    let bag: unknown = { callsign: '', true_heading: 511 };
    for (let level = 0; level < 9_000; level++) bag = level % 2 === 0 ? [bag] : { sbs: bag, remarks: '' };
    const warnings = validate({ ...entityObject(), attributes: { deep: bag } }, { lint: true }).warnings ?? [];
    const down = Array.from({ length: 9_000 }, (_, level) => (level % 2 === 0 ? '0' : 'sbs')).reverse();
    const bottom = `/attributes/deep/${down.join('/')}`;
    expect(warnings.map((w) => [w.rule, w.path]).sort()).toEqual([
      ['lint.attributes.ais-heading-not-available', `${bottom}/true_heading`],
      ['lint.attributes.sbs1-empty-field', `${bottom}/callsign`],
    ]);
  });
});
