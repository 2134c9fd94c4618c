/**
 * Every must rule has a violator (or a written reason it cannot have one), and every violator's object
 * is rejected with exactly its rule, at a path that matches one of the rule's places for that kind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraries, type Violation } from '../../src/generators/index.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { matchesPlace } from '../../src/json/pointer.js';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { expectCleanJson, params, VIOLATOR_RUNS } from './_support.js';

const must = catalogue.filter((rule) => rule.tier === 'must');

/** The findings of validating a violation where its scope says: one kind, or the mixed stream. */
const findingsOf = (violation: Violation) =>
  validate(violation.value, violation.scope === 'stream' ? {} : { kind: violation.scope }).errors;

describe('the catalogue', () => {
  it('every must rule has a violator or a written reason', () => {
    const missing = must.filter((rule) => !arbitraries.hasViolator(rule.id) && !(rule.id in arbitraries.unviolatable));
    expect(missing.map((rule) => rule.id)).toEqual([]);
  });

  it('reasons are given only for must rules without a violator, and are sentences', () => {
    for (const [rule, reason] of Object.entries(arbitraries.unviolatable)) {
      expect(must.some((entry) => entry.id === rule)).toBe(true);
      expect(arbitraries.hasViolator(rule)).toBe(false);
      expect(reason.length).toBeGreaterThan(20);
    }
  });

  it('only must rules have violators', () => {
    expect(arbitraries.violatorRules.filter((rule) => !must.some((entry) => entry.id === rule))).toEqual([]);
  });
});

describe('each violator is rejected with exactly its rule, at a path matching one of its places', () => {
  it.each(must.filter((rule) => arbitraries.hasViolator(rule.id)).map((rule) => rule.id))('%s', (rule) => {
    // Every place of the rule, each with its own runs: a place is never left to chance.
    for (const { scope, place } of arbitraries.placesOf(rule)) {
      fc.assert(
        fc.property(arbitraries.violator(rule, { scope, place }), (violation) => {
          expect(matchesPlace(violation.path, place)).toBe(true);
          const findings = findingsOf(violation);
          if (findings.length !== 1 || findings[0]!.rule !== rule || findings[0]!.path !== violation.path) {
            throw new Error(
              `${scope} ${place}: expected only ${rule} at ${JSON.stringify(violation.path)}, got ${JSON.stringify(findings.map((error) => `${error.rule} ${error.path}`))}`,
            );
          }
        }),
        params(VIOLATOR_RUNS),
      );
    }
  });
});

describe('violators', () => {
  it('are clean JSON too (they are written out by `generate --violate`)', () => {
    const rules = [
      'Timestamp.format',
      'Position.lat.range',
      'Kinematics.speed_mps.range',
      'OesMetadata.extensions.key-form',
      'PlanObject.additional-properties',
      'Track.samples.order',
    ];
    for (const rule of rules)
      fc.assert(
        fc.property(arbitraries.violator(rule), (violation) => expectCleanJson(violation.value)),
        params(VIOLATOR_RUNS),
      );
  });

  it('shrink towards small objects that still break their rule', () => {
    for (const rule of [
      'Position.lat.range',
      'Route.legs.sequence-exists',
      'EvidenceRef.uri.kind',
      'Track.samples.order',
      'Integrity.signature.required',
    ]) {
      const details = fc.check(
        fc.property(arbitraries.violator(rule), () => false),
        { seed: 7, numRuns: 5 },
      );
      const [shrunk] = details.counterexample as [Violation];
      expect(findingsOf(shrunk).map((error) => error.rule)).toEqual([rule]);
      const [first] = fc.sample(arbitraries.violator(rule), { seed: 7, numRuns: 1 });
      expect(JSON.stringify(shrunk.value).length).toBeLessThanOrEqual(JSON.stringify(first!.value).length);
    }
  });

  it('are the same for the same seed', () => {
    const draw = () => fc.sample(arbitraries.violator('UUID.format'), { seed: 99, numRuns: 5 });
    expect(draw()).toEqual(draw());
  });

  it('refuse a rule without a violator, naming the reason', () => {
    expect(() => arbitraries.violator('Timestamp.leap-second')).toThrow(/no violator/);
    expect(() => arbitraries.violator('No.such.rule')).toThrow(/unknown rule/);
    expect(() => arbitraries.violator('Track.samples.order', { scope: 'entity' })).toThrow(/no place/);
  });
});
