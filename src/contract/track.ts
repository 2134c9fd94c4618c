/** Track (object_kind = track): an entity's position history. */
import type * as t from 'io-ts';
import { arrayOf } from './_internals/arrayOf.js';
import { closedObject, optional, required, NO_FINDINGS, type CrossFinding } from './_internals/closedObject.js';
import { numberBetween } from './_internals/leaf.js';
import { constant } from './_internals/literal.js';
import { orNull } from './_internals/orNull.js';
import { Semver, Timestamp, UUID } from './formats.js';
import { Position } from './position.js';
import { Integrity, OperationalStatus, Quality, Residual, SourceId, SourceRef } from './provenance.js';

export const TrackSample = closedObject('TrackSample', {
  observed_at: required(Timestamp),
  position: required(Position),
});

/**
 * "observed_at values non-decreasing in list order; equal timestamps are allowed". Timestamps of this
 * profile compare as text (fixed width, UTC), so no date parsing is needed.
 */
function samplesInOrder(track: { samples: Array<{ observed_at: string }> }): readonly CrossFinding[] {
  const findings: CrossFinding[] = [];
  for (let index = 1; index < track.samples.length; index++) {
    const previous = track.samples[index - 1]!.observed_at;
    const current = track.samples[index]!.observed_at;
    if (current < previous)
      findings.push({
        path: ['samples', index, 'observed_at'],
        message: `sample ${index} was observed at ${current}, before sample ${index - 1} (${previous}); samples must not go back in time`,
      });
  }
  return findings.length === 0 ? NO_FINDINGS : findings;
}

export const Track = closedObject(
  'Track',
  {
    track_id: required(UUID),
    entity_id: required(UUID),
    samples: required(arrayOf(TrackSample, { minItems: 1 })),
    track_quality: optional(orNull(numberBetween(0, 1))),
    quality: optional(orNull(Quality)),
    status: optional(orNull(OperationalStatus)),
    integrity: optional(orNull(Integrity)),
    residual: optional(orNull(Residual)),
    source: required(SourceRef),
    source_ids: required(arrayOf(SourceId, { minItems: 1 })),
    schema_version: optional(Semver),
    object_kind: optional(constant('track')),
  },
  [
    {
      rule: 'Track.samples.order',
      needs: ['samples'],
      places: ['/samples/*/observed_at'],
      jsonSchema: {
        gap: "order: each sample's observed_at is compared with the one before it; JSON Schema judges array items one at a time and has no ordering keyword",
      },
      run: samplesInOrder,
    },
  ],
);

export type TrackSample = t.TypeOf<typeof TrackSample>;
export type Track = t.TypeOf<typeof Track>;
