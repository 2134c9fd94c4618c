/**
 * The fast path answers exactly what the io-ts decode answers: on every generated valid object, on every
 * violator of every rule at every place, and on the whole corpus, as values and as texts (with the text
 * findings the colon count must notice). Both generated check modes are held to it: `value` (the library's
 * validate, any JavaScript value) and `text` (a value JSON.parse built, its colons compared with the text's).
 * CDM_FC_RUNS scales the generated runs (`npm run test:deep`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  explainText as strictValidateText,
  verdictOfText as validateText,
  verdictOfValue as validate,
} from '../../src/validation/verdict.js';
import { kindNames, type Kind } from '../../src/contract/canonicalObject.js';
import { fixtureText } from '../../src/corpus/load.js';
import { objectOfKind } from '../../src/generators/canonicalObject.js';
import { arbitraries } from '../../src/generators/index.js';
import { explain, textColonCount, validMemberCount } from '../../src/rules/validate.js';
import { fastCheckSource } from '../../src/rules/fastCheck.js';
import { colonsIn } from '../../src/json/colonCount.js';
import { CanonicalObject } from '../../src/contract/canonicalObject.js';
import { params, RUNS, VIOLATOR_RUNS } from '../generators/_support.js';
import { committedFixtures } from '../_support/corpus.js';

/** Every member of every object in a JSON value, counted the plain way. */
function membersIn(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + membersIn(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.keys(value).reduce((sum, key) => sum + 1 + membersIn((value as Record<string, unknown>)[key]), 0);
}

/** The colons of a value's JSON text, counted on the text itself. */
const colonsOfText = (value: unknown): number => JSON.stringify(value).split(':').length - 1;

const optionsOf = (kind: Kind | undefined, lint: boolean) => ({ ...(kind === undefined ? {} : { kind }), lint });

/** validate, and validateText on the value's text, against the decode-only answers; both dispatch modes, lint on and off. */
function expectSameAnswers(value: unknown, kind: Kind | undefined): void {
  const text = JSON.stringify(value);
  for (const lint of [false, true]) {
    const options = optionsOf(kind, lint);
    const before = explain(value, options);
    expect(validate(value, options)).toEqual(before);
    expect(validateText(text, options)).toEqual(strictValidateText(text, options));
    expect(validMemberCount(value, kind) >= 0).toBe(before.valid);
  }
  // Text mode: valid exactly when the colons counted are all the colons the text holds.
  const parsed: unknown = JSON.parse(text);
  expect(textColonCount(parsed, kind) === colonsOfText(parsed), text.slice(0, 200)).toBe(
    explain(parsed, optionsOf(kind, false)).valid,
  );
}

describe('the fast check agrees with the io-ts decode', () => {
  it.each(kindNames)('on generated valid %s objects, counting every member', (kind) => {
    fc.assert(
      fc.property(objectOfKind(kind), (value) => {
        expect(validMemberCount(value)).toBe(membersIn(value));
        expect(validMemberCount(value, kind)).toBe(membersIn(value));
        expectSameAnswers(value, undefined);
        expectSameAnswers(value, kind);
      }),
      params(RUNS),
    );
  });

  it.each(arbitraries.violatorRules)('on every violator of %s, at every place', (rule) => {
    for (const { scope, place } of arbitraries.placesOf(rule)) {
      fc.assert(
        fc.property(arbitraries.violator(rule, { scope, place }), (violation) => {
          const kind = violation.scope === 'stream' ? undefined : violation.scope;
          expect(validMemberCount(violation.value, kind)).toBe(-1);
          expectSameAnswers(violation.value, kind);
        }),
        // Two per place by default: the places, not the repeats, are what this covers (test:deep runs 40).
        params(Math.max(2, Math.round(VIOLATOR_RUNS / 5))),
      );
    }
  });

  it('on every corpus fixture, as a value and as its exact text', () => {
    const fixtures = committedFixtures();
    expect(fixtures.length).toBeGreaterThan(1000);
    for (const fixture of fixtures) {
      const kind = fixture.kind === null ? undefined : (fixture.kind as Kind);
      const text = fixtureText(fixture);
      // Lint changes only what a valid object answers.
      for (const lint of fixture.expect.valid ? [false, true] : [false]) {
        const options = optionsOf(kind, lint);
        expect(validateText(text, options), fixture.id).toEqual(strictValidateText(text, options));
        if (fixture.object !== undefined)
          expect(validate(fixture.object, options), fixture.id).toEqual(explain(fixture.object, options));
      }
      if (fixture.object !== undefined) {
        const valid = explain(fixture.object, optionsOf(kind, false)).valid;
        // Text mode may pass a doubtful number (beyond the safe integers) on to the strict parser, never
        // the other way: a count that matches is a valid object.
        if (textColonCount(fixture.object, kind) === colonsOfText(fixture.object)) expect(valid, fixture.id).toBe(true);
        expect(validMemberCount(fixture.object, kind) >= 0, fixture.id).toBe(valid);
      }
    }
  });

  it('is generated straight-line code: no io-ts call on the way for any codec the contract uses', () => {
    for (const mode of ['value', 'text'] as const) {
      const source = fastCheckSource(CanonicalObject, mode);
      expect(source).toMatch(/^function f0\(u\) \{/m);
      expect(source).not.toMatch(/\.is\(/);
      expect(source.includes('Object.getPrototypeOf')).toBe(mode === 'value');
    }
  });
});

/** Values no JSON text gives: the value mode must refuse or agree, never accept what the decode refuses. */
describe('the value mode on JavaScript values JSON.parse never builds', () => {
  class Carrier {
    constructor(readonly fields: Record<string, unknown>) {}
  }
  const variants = (value: Record<string, unknown>): unknown[] => {
    const keys = Object.keys(value);
    const [first] = keys;
    const nullPrototype = Object.assign(Object.create(null) as object, value);
    // Every field inherited, none owned.
    const inherited = Object.create(value) as object;
    // One field inherited (not enumerable) and one undeclared key owned: as many keys as declared ones present.
    const owned = Object.fromEntries(
      [...Object.entries(value).slice(1), ['undeclared', 1]].map(([key, field]) => [
        key,
        { value: field, enumerable: true },
      ]),
    );
    const swapped = Object.create(
      Object.create(Object.prototype, { [first!]: { value: value[first!], enumerable: false } }) as object,
      owned,
    ) as object;
    const hidden = { ...value };
    Object.defineProperty(hidden, first!, { value: value[first!], enumerable: false });
    return [
      nullPrototype,
      inherited,
      swapped,
      hidden,
      { ...value, [first!]: undefined },
      { ...value, position: undefined, vertical: undefined, status: undefined, quality: undefined },
      { ...value, undeclared: undefined },
      new Carrier(value),
      Object.assign(new Carrier(value), value),
    ];
  };

  it.each(kindNames)(
    '%s: prototypes, undefined members, hidden and inherited keys answer as the decode does',
    (kind) => {
      fc.assert(
        fc.property(objectOfKind(kind), (value) => {
          for (const variant of variants(value as Record<string, unknown>)) {
            for (const options of [{}, { kind }]) {
              const before = explain(variant, options);
              expect(validate(variant, options)).toEqual(before);
              if (validMemberCount(variant, options.kind) >= 0) expect(before.valid).toBe(true);
            }
          }
        }),
        params(Math.max(20, Math.round(RUNS / 5))),
      );
    },
  );
});

/** Texts JSON.parse accepts but the strict parser reports on: each must reach the strict parser. */
const TRICKY_MEMBERS = [
  '"a":1,"a":2',
  '"a":{"b":1,"b":1}',
  '"a":[{"x":1},{"x":1,"x":2}]',
  '"__proto__":1,"__proto__":2',
  '"__proto__":{"a":1}',
  '"s":"\\ud800"',
  '"s":"\\uDC00\\uD800"',
  '"s":"\\ud83d\\ude00"',
  '"s":"\\ud83d"',
  '"s":"\ud800"',
  '"s":"\\u00e9\\n\\"\\\\"',
  '"\\ud800":1',
  '"n":12345678901234567',
  '"n":-9007199254740992',
  '"n":9007199254740991',
  '"n":-9007199254740991',
  '"n":12345678901234567.5',
  '"n":1e400',
  '"n":-1E+309',
  '"n":1e-400',
  '"n":0.1e1',
  '"n":123456789012345678901234567890',
  `"n":${'9'.repeat(400)}.0`,
  `"n":${'9'.repeat(308)}.5`,
  `"n":${'9'.repeat(309)}.5`,
  '"n":9007199254740992',
  '"n":-9007199254740993',
  '"n":9007199254740990',
  '"n":1000000000000000',
  '"n":10000000000000000',
  '"n":1.7976931348623157e308',
  '"n":1.7976931348623159e308',
  '"n":17976931348623157e292',
  '"n":0.5e309',
  '"n":9e307',
  '"n":1E+307',
  '"n":1e-99999',
  '"n":-0.0e0',
  `"n":1${'0'.repeat(312)}e-1`,
  `"n":1${'0'.repeat(312)}e-5`,
  '"deep":' + '['.repeat(300) + ']'.repeat(300),
  '"deep":' + '{"a":'.repeat(300) + '1' + '}'.repeat(300),
  '"x":"a:b,c{d}[e]"',
  '"a:":1,"a:":2',
  '"s":"\\u003a","a":1,"a":2',
  '"s\\u003a":1,"s:":2',
  '"s":"\\u003A\\u003a:","t":"::"',
  '"s":"\\\\u003a"',
  '"s":"\\"\\u003a\\\\"',
  '"deep":' + '['.repeat(250) + ']'.repeat(250),
];

/** An open bag in each kind, so any member text can be slipped into a valid object. */
const PLACEHOLDER = { placeholder: 0 };
const BAGS: Record<Kind, object> = {
  entity: { attributes: PLACEHOLDER },
  event: { payload: PLACEHOLDER },
  plan_object: { style: PLACEHOLDER },
  track: { residual: { namespace: 'n', data: PLACEHOLDER } },
};

describe('text findings the colon count must notice', () => {
  it.each(kindNames)(
    '%s: tricky members inside an open bag and at the root answer as the strict parser does',
    (kind) => {
      const bag = BAGS[kind];
      fc.assert(
        fc.property(objectOfKind(kind), fc.constantFrom(...TRICKY_MEMBERS), fc.boolean(), (value, member, atRoot) => {
          const inBag = JSON.stringify({ ...(value as object), ...bag }).replace('{"placeholder":0}', `{${member}}`);
          const text = atRoot ? `{${member},${JSON.stringify(value).slice(1)}` : inBag;
          for (const options of [{}, { kind }, { kind, lint: true }])
            expect(validateText(text, options)).toEqual(strictValidateText(text, options));
        }),
        params(Math.max(50, RUNS)),
      );
    },
  );

  it('number literals of every length and exponent: the fast path refuses every one the strict parser reports', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${min},${max}}$`));
    const literal = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.oneof(fc.constant('0'), digits(0, 20), digits(300, 312)),
        fc.option(fc.stringMatching(/^\.[0-9]{1,20}$/), { nil: '' }),
        fc.option(
          fc.tuple(
            fc.constantFrom('e', 'E'),
            fc.constantFrom('', '+', '-'),
            fc.oneof(fc.integer({ min: 0, max: 400 }).map(String), fc.stringMatching(/^[0-9]{1,6}$/)),
          ),
          { nil: undefined },
        ),
      )
      .map(
        ([sign, integer, fraction, exponent]) =>
          sign + integer + fraction + (exponent === undefined ? '' : exponent.join('')),
      );
    fc.assert(
      fc.property(objectOfKind('entity'), literal, (value, number) => {
        const text = JSON.stringify({ ...(value as object), attributes: { placeholder: 0 } }).replace(
          '{"placeholder":0}',
          `{"n":${number}}`,
        );
        expect(validateText(text, {})).toEqual(strictValidateText(text, {}));
        // A number the strict parser reports is never vouched for: the value walk doubts it.
        if (strictValidateText(`[${number}]`, {}).errors.some((error) => error.rule.startsWith('json.')))
          expect(colonsIn(JSON.parse(`[${number}]`))).toBe(-1);
      }),
      params(Math.max(300, RUNS * 3)),
    );
  });

  it('a byte order mark, a repeated first member and arbitrary JSON answer as the strict parser does', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom('', '\ufeff', ' '), (json, prefix) => {
        const text = prefix + json;
        expect(validateText(text)).toEqual(strictValidateText(text, {}));
      }),
      params(Math.max(200, RUNS)),
    );
  });
});
