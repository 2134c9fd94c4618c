import * as t from 'io-ts';
import { fail, failure, show, type RuleFailure } from './failure.js';
import type { CheckInfo, CodecMeta, Described, JsonType } from './meta.js';

export interface LeafCheck<A> {
  readonly info: CheckInfo;
  readonly test: (value: A) => boolean;
  readonly message: (value: A) => string;
}

/**
 * A scalar codec: a JSON type guard plus independent checks. Every failing check is reported, so
 * `-1.5` for an `integer >= 0` names both the range and the integer rule.
 */
export class LeafType<A> extends t.Type<A, A, unknown> implements Described {
  readonly meta: CodecMeta;
  /** The JSON type the guard admits and the checks that refine it (the fast check in rules/ compiles these). */
  readonly jsonType: JsonType;
  readonly checks: readonly LeafCheck<A>[];

  /** `jsonType` is the guard: a finite number, a string or a boolean; the checks refine it. */
  constructor(name: string, label: string, jsonType: JsonType, checks: readonly LeafCheck<A>[]) {
    const guard = guards[jsonType] as (u: unknown) => u is A;
    super(
      name,
      (u): u is A => guard(u) && checks.every((check) => check.test(u)),
      (u, c) => {
        if (!guard(u)) return fail(u, c, { check: 'type', message: `must be ${label}; got ${show(u)}` });
        let errors: RuleFailure[] | undefined;
        for (const check of checks) {
          if (check.test(u)) continue;
          (errors ??= []).push(
            failure(u, c, { check: check.info.check, rule: check.info.rule, message: check.message(u) }),
          );
        }
        return errors === undefined ? t.success(u) : t.failures(errors);
      },
      t.identity,
    );
    this.jsonType = jsonType;
    this.checks = checks;
    this.meta = { shape: 'leaf', label, jsonType, checks: checks.map((check) => check.info) };
  }
}

export const isFiniteNumber = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u);
export const isString = (u: unknown): u is string => typeof u === 'string';
export const isBoolean = (u: unknown): u is boolean => typeof u === 'boolean';
const guards: Record<JsonType, (u: unknown) => boolean> = {
  string: isString,
  number: isFiniteNumber,
  boolean: isBoolean,
};

/** A string with no constraint beyond being a string. */
export const text = new LeafType<string>('string', 'a string', 'string', []);

/** "min length 1": at least one character. */
export const nonEmptyText = new LeafType<string>('string (min length 1)', 'a string', 'string', [
  {
    info: { check: 'min-length', demands: 'at least 1 character long', jsonSchema: { keywords: { minLength: 1 } } },
    test: (s) => s.length >= 1,
    message: () => 'must not be an empty string (min length 1)',
  },
]);

export const boolean = new LeafType<boolean>('boolean', 'a boolean (true or false)', 'boolean', []);

/** A JSON number; NaN and the infinities are never numbers here. */
export const finiteNumber = new LeafType<number>('number', 'a finite number', 'number', []);

export function numberBetween(min: number, max: number): LeafType<number> {
  return new LeafType<number>(`number ${min}..${max}`, 'a finite number', 'number', [
    {
      info: {
        check: 'range',
        demands: `between ${min} and ${max} inclusive`,
        range: { min, max },
        jsonSchema: { keywords: { minimum: min, maximum: max } },
      },
      test: (n) => n >= min && n <= max,
      message: (n) => `must be between ${min} and ${max} inclusive; got ${n}`,
    },
  ]);
}

export function numberAtLeast(min: number): LeafType<number> {
  return new LeafType<number>(`number >= ${min}`, 'a finite number', 'number', [
    {
      info: { check: 'range', demands: `>= ${min}`, range: { min }, jsonSchema: { keywords: { minimum: min } } },
      test: (n) => n >= min,
      message: (n) => `must be >= ${min}; got ${n}`,
    },
  ]);
}

/** Inclusive lower bound, exclusive upper bound: course 0 <= x < 360. */
export function numberFromBelow(min: number, maxExclusive: number): LeafType<number> {
  return new LeafType<number>(`number ${min} <= x < ${maxExclusive}`, 'a finite number', 'number', [
    {
      info: {
        check: 'range',
        demands: `>= ${min} and < ${maxExclusive}`,
        range: { min, max: maxExclusive, maxExclusive: true },
        jsonSchema: { keywords: { minimum: min, exclusiveMaximum: maxExclusive } },
      },
      test: (n) => n >= min && n < maxExclusive,
      message: (n) => `must be >= ${min} and < ${maxExclusive}; got ${n}`,
    },
  ]);
}

/** An integer >= min. `1.0` is the integer 1 once parsed; `1.5` is not an integer. */
export function integerAtLeast(min: number): LeafType<number> {
  return new LeafType<number>(`integer >= ${min}`, 'a finite number', 'number', [
    // JSON Schema's integer is "a number with a zero fractional part", so 1.0 is one, as here.
    {
      info: { check: 'integer', demands: 'an integer', jsonSchema: { keywords: { type: 'integer' } } },
      test: (n) => Number.isInteger(n),
      message: (n) => `must be an integer; got ${n}`,
    },
    {
      info: { check: 'range', demands: `>= ${min}`, range: { min }, jsonSchema: { keywords: { minimum: min } } },
      test: (n) => n >= min,
      message: (n) => `must be >= ${min}; got ${n}`,
    },
  ]);
}
