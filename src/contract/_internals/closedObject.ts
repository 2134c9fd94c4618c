import * as t from 'io-ts';
import { at, failure, fail, hasOwn, isPlainObject, qualify, show, type RuleFailure } from './failure.js';
import type { CodecMeta, CrossCheckInfo, Described } from './meta.js';
import { addOmitted, type CappedList, listOrCount } from '../../json/errorCap.js';

export interface Field<C extends Described, Required extends boolean> {
  readonly codec: C;
  readonly required: Required;
}

/** Req = yes: the key must be present. */
export const required = <C extends Described>(codec: C): Field<C, true> => ({ codec, required: true });
/** Req empty: the key may be absent (whether it may be null is the codec's business: see `orNull`). */
export const optional = <C extends Described>(codec: C): Field<C, false> => ({ codec, required: false });

type Fields = Record<string, Field<Described, boolean>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type TypeOfFields<F extends Fields> = Simplify<
  { [K in keyof F as F[K]['required'] extends true ? K : never]: t.TypeOf<F[K]['codec']> } & {
    [K in keyof F as F[K]['required'] extends true ? never : K]?: t.TypeOf<F[K]['codec']>;
  }
>;

export interface CrossFinding {
  /** Pointer segments relative to the object the check belongs to. */
  readonly path: readonly (string | number)[];
  readonly message: string;
}

/** What a cross check answers for an object that keeps its rule: one shared empty list, so a valid object allocates none. */
export const NO_FINDINGS: readonly CrossFinding[] = Object.freeze([]);

/**
 * A rule relating several fields of one object. It runs only when every field it `needs` is valid, or
 * absent while optional, so a structural error is never reported twice under another name.
 */
export interface CrossCheck<A> extends CrossCheckInfo {
  readonly needs: readonly string[];
  readonly run: (object: A) => readonly CrossFinding[];
}

/**
 * A leaf, a literal, or either of them or null: a codec whose `is` is exactly "its validate succeeds" and
 * allocates nothing, unlike a decode, which first needs a context built for the field.
 */
function isFlat(codec: Described): boolean {
  const shape = codec.meta.shape === 'nullable' ? codec.meta.inner.meta.shape : codec.meta.shape;
  return shape === 'leaf' || shape === 'literal';
}

/**
 * An object that declares its keys: undeclared keys are rejected (io-ts `exact`/`strict` would strip
 * them silently), required keys must be present, and each declared key is decoded by its codec.
 * On success the input itself is returned, so decoding never loses or reorders anything.
 */
export class ClosedObjectType<F extends Fields>
  extends t.Type<TypeOfFields<F>, TypeOfFields<F>, unknown>
  implements Described
{
  readonly meta: CodecMeta;

  constructor(
    name: string,
    readonly fields: F,
    readonly crossChecks: readonly CrossCheck<TypeOfFields<F>>[] = [],
  ) {
    const entries = Object.entries(fields).map(([key, field]) => [key, field, isFlat(field.codec)] as const);
    // The codec appends itself to contexts; a holder lets the validate function reach the instance.
    const self: { codec?: t.Decoder<unknown, unknown> } = {};
    const validate: t.Validate<unknown, TypeOfFields<F>> = (u, c) => {
      if (!isPlainObject(u))
        return fail(u, c, { check: 'type', message: `must be an object (${name}); got ${show(u)}` });
      const errors: CappedList<RuleFailure> = [];
      for (const key of Object.keys(u)) {
        if (!hasOwn(fields, key)) {
          listOrCount(
            errors,
            failure(u[key], at(c, [key], self.codec!), {
              rule: `${name}.additional-properties`,
              message: `${name} does not declare the key ${JSON.stringify(key)}; undeclared keys are rejected`,
            }),
          );
        }
      }
      let failed: Set<string> | undefined;
      for (const [key, field, flat] of entries) {
        if (!hasOwn(u, key)) {
          if (field.required) {
            listOrCount(
              errors,
              failure(undefined, at(c, [key], field.codec), {
                rule: `${name}.${key}.required`,
                message: `${name} requires the key ${JSON.stringify(key)}`,
              }),
            );
            // A missing required key is a failed key: cross checks that need it must not run on it.
            (failed ??= new Set()).add(key);
          }
          continue;
        }
        const value = u[key];
        // A valid flat field needs no context: `is` answers it without building one (most fields of an
        // object being explained are valid).
        if (flat && field.codec.is(value)) continue;
        const result = field.codec.validate(value, t.appendContext(c, key, field.codec, value));
        if (result._tag === 'Left') {
          (failed ??= new Set()).add(key);
          for (const error of result.left) listOrCount(errors, qualify(error, `${name}.${key}`, key));
          addOmitted(errors, result.left);
        }
      }
      for (const check of crossChecks) {
        if (failed !== undefined && check.needs.some((key) => failed!.has(key))) continue;
        for (const finding of check.run(u as TypeOfFields<F>)) {
          listOrCount(
            errors,
            failure(u, at(c, finding.path, self.codec!), { rule: check.rule, message: finding.message }),
          );
        }
      }
      return errors.length === 0 ? t.success(u as TypeOfFields<F>) : t.failures(errors);
    };
    super(
      name,
      (u): u is TypeOfFields<F> => validate(u, t.getDefaultContext(self.codec!))._tag === 'Right',
      validate,
      t.identity,
    );
    self.codec = this;
    this.meta = {
      shape: 'object',
      name,
      fields,
      crossChecks: crossChecks.map(({ rule, places, jsonSchema }) => ({ rule, places, jsonSchema })),
    };
  }
}

/** One contract table, one codec: `closedObject('Position', { lat: required(...), ... })`. */
export function closedObject<F extends Fields>(
  name: string,
  fields: F,
  crossChecks: readonly CrossCheck<TypeOfFields<F>>[] = [],
): ClosedObjectType<F> {
  return new ClosedObjectType(name, fields, crossChecks);
}
