/** "Geometry shapes": each has an optional constant type and a required coordinates field. */
import * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required } from './_internals/closedObject.js';
import { at, fail, failure, show, type RuleFailure } from './_internals/failure.js';
import { finiteNumber, isFiniteNumber } from './_internals/leaf.js';
import type { CodecMeta, Described } from './_internals/meta.js';
import { discriminator } from './_internals/literal.js';
import { shapeByType } from './_internals/shapeByType.js';
import { type CappedList, listOrCount } from '../json/errorCap.js';

/**
 * A position inside coordinates: an array of numbers, [lon, lat] first. Each item must be a finite
 * number (reported at the item's pointer). The contract bounds no element count; the reference asks
 * for at least lon and lat (may tier, docs/decisions.md).
 */
export class GeometryPositionType extends t.Type<number[], number[], unknown> implements Described {
  readonly meta: CodecMeta = {
    shape: 'array',
    item: finiteNumber,
    minItems: 0,
    rules: [
      {
        rule: 'Geometry.position.size',
        demands: 'at least two numbers, [lon, lat]',
        jsonSchema: { keywords: { minItems: 2 } },
      },
    ],
  };

  constructor() {
    const validate: t.Validate<unknown, number[]> = (u, c) => {
      if (!Array.isArray(u))
        return fail(u, c, { check: 'type', message: `must be a position, an array of numbers; got ${show(u)}` });
      const errors: CappedList<RuleFailure> = [];
      u.forEach((item: unknown, index) => {
        if (!isFiniteNumber(item))
          listOrCount(
            errors,
            failure(item, at(c, [index], t.unknown), {
              check: 'type',
              message: `must hold finite numbers only; item ${index} is ${show(item)}`,
            }),
          );
      });
      if (u.length < 2) {
        listOrCount(
          errors,
          failure(u, c, {
            rule: 'Geometry.position.size',
            message: `a position holds at least lon and lat; got ${u.length} number${u.length === 1 ? '' : 's'}`,
          }),
        );
      }
      return errors.length === 0 ? t.success(u as number[]) : t.failures(errors);
    };
    super('GeometryPosition', (u): u is number[] => validate(u, [])._tag === 'Right', validate, t.identity);
  }
}

const geometryPosition = new GeometryPositionType();

const positions = (minItems: number) => arrayOf(geometryPosition, { minItems });

export const Point = closedObject('Point', {
  type: optional(discriminator('Point')),
  coordinates: required(geometryPosition),
});

export const LineString = closedObject('LineString', {
  type: optional(discriminator('LineString')),
  coordinates: required(positions(2)),
});

export const Polygon = closedObject('Polygon', {
  type: optional(discriminator('Polygon')),
  coordinates: required(arrayOf(positions(0), { minItems: 1 })),
});

export const MultiPoint = closedObject('MultiPoint', {
  type: optional(discriminator('MultiPoint')),
  coordinates: required(positions(1)),
});

export const MultiLineString = closedObject('MultiLineString', {
  type: optional(discriminator('MultiLineString')),
  coordinates: required(arrayOf(positions(0), { minItems: 1 })),
});

export const MultiPolygon = closedObject('MultiPolygon', {
  type: optional(discriminator('MultiPolygon')),
  // A polygon inside holds any number of rings: only the outer array has a stated bound (decisions: geometry-details).
  coordinates: required(arrayOf(arrayOf(positions(0)), { minItems: 1 })),
});

export const Geometry = shapeByType('geometry', [
  Point,
  LineString,
  Polygon,
  MultiPoint,
  MultiLineString,
  MultiPolygon,
]);
export const AreaGeometry = shapeByType('Polygon or MultiPolygon', [Polygon, MultiPolygon]);

export type Point = t.TypeOf<typeof Point>;
export type LineString = t.TypeOf<typeof LineString>;
export type Polygon = t.TypeOf<typeof Polygon>;
export type MultiPoint = t.TypeOf<typeof MultiPoint>;
export type MultiLineString = t.TypeOf<typeof MultiLineString>;
export type MultiPolygon = t.TypeOf<typeof MultiPolygon>;
export type Geometry = t.TypeOf<typeof Geometry>;
export type AreaGeometry = t.TypeOf<typeof AreaGeometry>;
