import * as t from 'io-ts';
import { fail, show } from './failure.js';
import type { CodecMeta, Described } from './meta.js';

/**
 * A constant string field (`object_kind: "entity"`, geometry `type: "Point"`). A `dispatched` literal is
 * the key a dispatcher already chose the shape by, so its own rule can never fire and is not catalogued.
 */
export class LiteralType<V extends string> extends t.Type<V, V, unknown> implements Described {
  readonly meta: CodecMeta;

  constructor(value: V, dispatched: boolean) {
    super(
      JSON.stringify(value),
      (u): u is V => u === value,
      (u, c) =>
        u === value
          ? t.success(value)
          : fail(u, c, { check: 'const', message: `must be the constant ${JSON.stringify(value)}; got ${show(u)}` }),
      t.identity,
    );
    this.meta = { shape: 'literal', value, dispatched };
  }
}

export const constant = <V extends string>(value: V): LiteralType<V> => new LiteralType(value, false);
export const discriminator = <V extends string>(value: V): LiteralType<V> => new LiteralType(value, true);
