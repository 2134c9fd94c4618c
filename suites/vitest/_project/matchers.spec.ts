// The matchers registered by importing the entry, as a setup file would.
import { describe, expect, it } from 'vitest';
import '../../../src/vitest.js';

const entity = {
  object_kind: 'entity',
  entity_id: '6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d',
  entity_type: 'PLATFORM',
  affiliation: 'NEUTRAL',
  valid_from: '2024-03-01T12:00:00.000Z',
  source: { adapter: 'ais-adapter', adapter_version: '1.2.0', system: 'AIS', synthetic: false },
  source_ids: [{ system: 'AIS', external_id: '440348000' }],
};

describe('registered matchers', () => {
  it('toBeCanonical and toViolate, plain and negated', () => {
    expect(entity).toBeCanonical();
    expect(entity).toBeCanonical('entity');
    expect({ ...entity, affiliation: 'ALLY' }).toViolate('Affiliation.closed-vocabulary', '/affiliation');
    expect(entity).not.toViolate('Affiliation.closed-vocabulary');
    expect(JSON.stringify(entity)).toBeCanonical();
  });
});
