import * as t from 'io-ts';
import type { CodecMeta, Described } from './meta.js';

/**
 * "X or null". It adds no context entry of its own (io-ts `union` would add an index key that is no
 * part of the JSON Pointer), and a non-null value is judged by X alone.
 */
export class OrNullType<C extends Described>
  extends t.Type<t.TypeOf<C> | null, t.OutputOf<C> | null, unknown>
  implements Described
{
  readonly meta: CodecMeta;

  constructor(readonly inner: C) {
    super(
      `${inner.name} | null`,
      (u): u is t.TypeOf<C> | null => u === null || inner.is(u),
      (u, c) => (u === null ? t.success(null) : inner.validate(u, c)),
      (a) => (a === null ? null : inner.encode(a)),
    );
    this.meta = { shape: 'nullable', inner };
  }
}

export const orNull = <C extends Described>(inner: C): OrNullType<C> => new OrNullType(inner);
