/** Track (object_kind = track): samples in non-decreasing observed_at order, equal timestamps included. */
import fc from 'fast-check';
import type { Track, TrackSample } from '../contract/track.js';
import { minItems, NO_NEED, sub, type Need } from './_internals/need.js';
import { unitInterval } from './_internals/numbers.js';
import { closed, nul, req } from './_internals/record.js';
import { positionWith } from './position.js';
import { derivedUuid, formatTimestamp, instant, MAX_INSTANT, step, timestamp, uuid } from './primitives.js';
import { provenanceFields } from './provenance.js';

export const trackSampleWith = (
  need: Need,
  observedAt: fc.Arbitrary<string> = timestamp(),
): fc.Arbitrary<TrackSample> =>
  closed<TrackSample>({ observed_at: req(() => observedAt), position: req(positionWith) }, need);

export const trackSample = (): fc.Arbitrary<TrackSample> => trackSampleWith(NO_NEED);

/** Samples whose observed_at never goes back in time; some share an instant (a step of 0). */
export function samplesWith(need: Need): fc.Arbitrary<TrackSample[]> {
  const min = minItems(need, 1);
  const steps = fc.array(fc.tuple(step(), positionWith(sub(sub(need, '*'), 'position'))), {
    minLength: min,
    maxLength: Math.max(min, 5),
  });
  return fc.tuple(instant(), steps).map(([first, list]) => {
    let at = first;
    return list.map(([gap, position], index) => {
      at = index === 0 ? at : Math.min(MAX_INSTANT, at + gap);
      return { observed_at: formatTimestamp(at), position };
    });
  });
}

export const trackWith = (need: Need): fc.Arbitrary<Track> =>
  closed<Track>(
    {
      track_id: req(uuid),
      entity_id: req(derivedUuid),
      samples: req(samplesWith),
      track_quality: nul(unitInterval),
      ...provenanceFields('track'),
    },
    need,
  );

/** A valid Track, object_kind included. */
export const track = (): fc.Arbitrary<Track> => trackWith(NO_NEED);
