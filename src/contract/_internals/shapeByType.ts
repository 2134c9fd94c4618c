import * as t from 'io-ts';
import { at, fail, hasOwn, isPlainObject, show, type RuleFailure } from './failure.js';
import type { CodecMeta, Described } from './meta.js';
import { addOmitted, type CappedList, omittedIn } from '../../json/errorCap.js';

/**
 * A choice among geometry shapes, made by the `type` member: one shape is tried, never all of them.
 * `type` is optional in the contract, so an untyped geometry is accepted when any allowed shape
 * accepts it, and otherwise reported as the shape with the fewest errors (docs/decisions.md).
 */
export class ShapeByTypeType<C extends Described>
  extends t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>
  implements Described
{
  readonly meta: CodecMeta;

  constructor(
    label: string,
    readonly shapes: readonly C[],
  ) {
    const byName = new Map(shapes.map((shape) => [shape.name, shape] as const));
    const names = shapes.map((shape) => shape.name).join(', ');
    const validate: t.Validate<unknown, t.TypeOf<C>> = (u, c) => {
      if (!isPlainObject(u))
        return fail(u, c, { check: 'type', message: `must be a ${label} object (${names}); got ${show(u)}` });
      if (hasOwn(u, 'type')) {
        const shape = typeof u.type === 'string' ? byName.get(u.type) : undefined;
        if (shape === undefined) {
          return fail(u.type, at(c, ['type'], t.unknown), {
            check: 'type',
            message: `must be one of ${names}; got type ${show(u.type)}`,
          });
        }
        return shape.validate(u, c);
      }
      let fewest: readonly RuleFailure[] | undefined;
      for (const shape of shapes) {
        const result = shape.validate(u, c);
        if (result._tag === 'Right') return result;
        const count = result.left.length + omittedIn(result.left);
        if (fewest === undefined || count < fewest.length + omittedIn(fewest))
          fewest = result.left as readonly RuleFailure[];
      }
      const copy: CappedList<RuleFailure> = [...(fewest ?? [])];
      addOmitted(copy, fewest ?? []);
      return t.failures(copy);
    };
    super(
      label,
      (u): u is t.TypeOf<C> => validate(u, [])._tag === 'Right',
      validate,
      (a) => a,
    );
    this.meta = { shape: 'geometry', shapes };
  }
}

export const shapeByType = <C extends Described>(label: string, shapes: readonly C[]): ShapeByTypeType<C> =>
  new ShapeByTypeType(label, shapes);
