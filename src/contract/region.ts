/** Area, BoundingBox, TemporalValidity and Period: regions and the times they hold. */
import type * as t from 'io-ts';
import { closedObject, optional, required } from './_internals/closedObject.js';
import { numberBetween } from './_internals/leaf.js';
import { orNull } from './_internals/orNull.js';
import { Timestamp } from './formats.js';
import { AreaGeometry } from './geometry.js';
import { VerticalExtent } from './position.js';

export const Period = closedObject('Period', {
  start: required(Timestamp),
  end: optional(orNull(Timestamp)),
});

/** "An empty block is the absence of the block": `{}` is accepted and means what absence means. */
export const TemporalValidity = closedObject('TemporalValidity', {
  observed_at: optional(orNull(Timestamp)),
  valid_from: optional(orNull(Timestamp)),
  valid_to: optional(orNull(Timestamp)),
  effective: optional(orNull(Period)),
});

export const BoundingBox = closedObject('BoundingBox', {
  min_lat: required(numberBetween(-90, 90)),
  max_lat: required(numberBetween(-90, 90)),
  min_lon: required(numberBetween(-180, 180)),
  max_lon: required(numberBetween(-180, 180)),
  vertical: optional(orNull(VerticalExtent)),
});

export const Area = closedObject('Area', {
  geometry: required(AreaGeometry),
  vertical: optional(orNull(VerticalExtent)),
  validity: optional(orNull(TemporalValidity)),
  bounds: optional(orNull(BoundingBox)),
});

export type Period = t.TypeOf<typeof Period>;
export type TemporalValidity = t.TypeOf<typeof TemporalValidity>;
export type BoundingBox = t.TypeOf<typeof BoundingBox>;
export type Area = t.TypeOf<typeof Area>;
