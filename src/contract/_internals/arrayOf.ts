import * as t from 'io-ts';
import { fail, show, type RuleFailure } from './failure.js';
import type { CodecMeta, Described } from './meta.js';
import { addOmitted, type CappedList, listOrCount } from '../../json/errorCap.js';

/**
 * "array of X", optionally "at least N items". Item failures that are not yet qualified (an item of the
 * wrong type) stay field-level, so they are reported under the array's field with the item's pointer.
 */
export class ArrayOfType<C extends Described>
  extends t.Type<Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown>
  implements Described
{
  readonly meta: CodecMeta;

  constructor(
    readonly item: C,
    readonly minItems: number,
  ) {
    const validate: t.Validate<unknown, Array<t.TypeOf<C>>> = (u, c) => {
      if (!Array.isArray(u))
        return fail(u, c, { check: 'type', message: `must be an array of ${item.name}; got ${show(u)}` });
      let errors: CappedList<RuleFailure> | undefined;
      if (u.length < minItems) {
        (errors ??= []).push({
          value: u,
          context: c,
          check: 'min-items',
          message: `must have at least ${minItems} item${minItems === 1 ? '' : 's'}; got ${u.length}`,
        });
      }
      for (let index = 0; index < u.length; index++) {
        const value: unknown = u[index];
        const result = item.validate(value, t.appendContext(c, String(index), item, value));
        if (result._tag === 'Left') {
          errors ??= [];
          for (const error of result.left as readonly RuleFailure[])
            listOrCount(
              errors,
              error.rule === undefined ? { ...error, message: `item ${index} ${error.message}` } : error,
            );
          addOmitted(errors, result.left);
        }
      }
      return errors === undefined ? t.success(u) : t.failures(errors);
    };
    super(
      `Array<${item.name}>`,
      (u): u is Array<t.TypeOf<C>> => validate(u, [])._tag === 'Right',
      validate,
      (a) => a.map((x) => item.encode(x)),
    );
    this.meta = { shape: 'array', item, minItems };
  }
}

export const arrayOf = <C extends Described>(item: C, options: { minItems?: number } = {}): ArrayOfType<C> =>
  new ArrayOfType(item, options.minItems ?? 0);
