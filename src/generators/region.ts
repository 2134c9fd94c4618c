/** Area, BoundingBox, TemporalValidity and Period. */
import fc from 'fast-check';
import { type Area, BoundingBox, type Period, type TemporalValidity } from '../contract/region.js';
import { NO_NEED, type Need } from './_internals/need.js';
import { latitude, longitude } from './_internals/numbers.js';
import { assemble, closed, nul, req } from './_internals/record.js';
import { areaGeometryWith } from './geometry.js';
import { verticalExtentWith } from './position.js';
import { timestamp } from './primitives.js';

export const periodWith = (need: Need): fc.Arbitrary<Period> =>
  closed<Period>({ start: req(timestamp), end: nul(timestamp) }, need);
export const period = (): fc.Arbitrary<Period> => periodWith(NO_NEED);

/** Every field optional; an empty block is the absence of the block. */
export const temporalValidityWith = (need: Need): fc.Arbitrary<TemporalValidity> =>
  closed<TemporalValidity>(
    { observed_at: nul(timestamp), valid_from: nul(timestamp), valid_to: nul(timestamp), effective: nul(periodWith) },
    need,
  );

export const temporalValidity = (): fc.Arbitrary<TemporalValidity> => temporalValidityWith(NO_NEED);

/**
 * The extent the source declares: south edge at or below the north edge; west may lie east of east
 * (a box across the antimeridian).
 */
export const boundingBoxWith = (need: Need): fc.Arbitrary<BoundingBox> =>
  fc
    .tuple(
      latitude(),
      latitude(),
      closed<Record<string, unknown>>(
        { min_lon: req(longitude), max_lon: req(longitude), vertical: nul(verticalExtentWith) },
        need,
      ),
    )
    .map(([a, b, rest]) =>
      assemble<BoundingBox>(BoundingBox, { min_lat: Math.min(a, b), max_lat: Math.max(a, b) }, rest),
    );

export const boundingBox = (): fc.Arbitrary<BoundingBox> => boundingBoxWith(NO_NEED);

export const areaWith = (need: Need): fc.Arbitrary<Area> =>
  closed<Area>(
    {
      geometry: req((n) => areaGeometryWith(n)),
      vertical: nul(verticalExtentWith),
      validity: nul(temporalValidityWith),
      bounds: nul(boundingBoxWith),
    },
    need,
  );

export const area = (): fc.Arbitrary<Area> => areaWith(NO_NEED);
