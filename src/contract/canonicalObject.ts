/**
 * The union of canonical objects, as a mixed stream is validated: object_kind names the shape, so
 * exactly one shape is tried, never all four.
 */
import * as t from 'io-ts';
import { at, fail, hasOwn, isPlainObject, show } from './_internals/failure.js';
import type { CodecMeta, Described } from './_internals/meta.js';
import { Entity } from './entity.js';
import { Event } from './event.js';
import { PlanObject } from './planObject.js';
import { Track } from './track.js';

export const kinds = { entity: Entity, event: Event, plan_object: PlanObject, track: Track } as const;
export type Kind = keyof typeof kinds;
/** The four kinds, in the contract's order: the one list every other layer reads. */
export const kindNames: readonly Kind[] = Object.keys(kinds) as Kind[];
export const isKind = (value: unknown): value is Kind => typeof value === 'string' && hasOwn(kinds, value);

export type CanonicalObject = t.TypeOf<(typeof kinds)[Kind]>;

export class CanonicalObjectType extends t.Type<CanonicalObject, CanonicalObject, unknown> implements Described {
  readonly meta: CodecMeta = { shape: 'kinds', kinds };

  constructor() {
    const validate: t.Validate<unknown, CanonicalObject> = (u, c) => {
      if (!isPlainObject(u))
        return fail(u, c, { check: 'type', message: `must be a JSON object (a canonical object); got ${show(u)}` });
      if (!hasOwn(u, 'object_kind')) {
        return fail(undefined, at(c, ['object_kind'], t.unknown), {
          rule: 'CanonicalObject.object_kind.missing',
          message: `object_kind is missing, so the shape is unknown; name one of ${kindNames.join(', ')} (or validate against one kind)`,
        });
      }
      const kind = u.object_kind;
      if (!isKind(kind)) {
        return fail(kind, at(c, ['object_kind'], t.unknown), {
          rule: 'CanonicalObject.object_kind.unknown',
          message: `object_kind ${show(kind)} names no canonical shape; expected one of ${kindNames.join(', ')}`,
        });
      }
      return kinds[kind].validate(u, c);
    };
    super('CanonicalObject', (u): u is CanonicalObject => validate(u, [])._tag === 'Right', validate, t.identity);
  }
}

export const CanonicalObject = new CanonicalObjectType();
