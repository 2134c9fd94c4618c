/** Small valid objects of each kind for unit tests; each call returns a fresh copy to mutate. */
export const ENTITY_ID = '6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d';

const source = () => ({ adapter: 'ais-adapter', adapter_version: '1.2.0', system: 'AIS', synthetic: false });
const sourceIds = () => [{ system: 'AIS', external_id: '440348000' }];

export function entity(): Record<string, any> {
  return {
    object_kind: 'entity',
    entity_id: ENTITY_ID,
    entity_type: 'PLATFORM',
    affiliation: 'NEUTRAL',
    valid_from: '2024-03-01T12:00:00.000Z',
    position: { lat: 43.08015, lon: -70.7582, position_source: 'GNSS' },
    source: source(),
    source_ids: sourceIds(),
  };
}

export function event(): Record<string, any> {
  return {
    object_kind: 'event',
    event_id: '0b6d3f4e-7a3c-5d2e-8f1a-9c8b7a6d5e4f',
    event_type: 'DETECTION',
    severity: 'INFO',
    observed_at: '2024-03-01T12:00:00.000Z',
    received_at: '2024-03-01T12:00:01.250Z',
    related_entities: [ENTITY_ID],
    source: source(),
    source_ids: sourceIds(),
  };
}

export function planObject(): Record<string, any> {
  return {
    object_kind: 'plan_object',
    object_id: '3c2b1a09-8f7e-5d6c-9b5a-4f3e2d1c0b9a',
    object_type: 'ANNOTATION',
    geometry: { type: 'Point', coordinates: [10.5, 59.9] },
    source: source(),
    source_ids: sourceIds(),
  };
}

export function track(): Record<string, any> {
  return {
    object_kind: 'track',
    track_id: '9a8b7c6d-5e4f-5a3b-8c2d-1e0f9a8b7c6d',
    entity_id: ENTITY_ID,
    samples: [
      { observed_at: '2024-03-01T12:00:00.000Z', position: { lat: 43.08, lon: -70.75, position_source: 'GNSS' } },
      { observed_at: '2024-03-01T12:00:10.000Z', position: { lat: 43.081, lon: -70.751, position_source: 'GNSS' } },
    ],
    source: source(),
    source_ids: sourceIds(),
  };
}

export function routePlan(): Record<string, any> {
  return {
    ...planObject(),
    object_type: 'ROUTE',
    geometry: {
      type: 'LineString',
      coordinates: [
        [10, 59],
        [11, 60],
        [12, 61],
      ],
    },
    route: {
      // Listed out of sequence order on purpose: order is by sequence, not by list position.
      waypoints: [
        { sequence: 2, position: { lat: 60, lon: 11, position_source: 'MANUAL' } },
        { sequence: 0, position: { lat: 59, lon: 10, position_source: 'MANUAL' } },
        { sequence: 5, position: { lat: 61, lon: 12, position_source: 'MANUAL' } },
      ],
      legs: [
        { from_seq: 0, to_seq: 2 },
        { from_seq: 2, to_seq: 5 },
      ],
    },
  };
}

/** The rule ids and paths of a result, sorted, for exact comparisons. */
export function findings(result: { errors: { rule: string; path: string }[] }): string[] {
  return result.errors.map((error) => `${error.rule} ${error.path}`).sort();
}
