/** Shared objects and paths for the example suites. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const pythonSubject = path.join(root, 'examples/python-subject/validator.py');

export const validEntity = {
  object_kind: 'entity',
  entity_id: '6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d',
  entity_type: 'PLATFORM',
  affiliation: 'NEUTRAL',
  valid_from: '2024-03-01T12:00:00.000Z',
  source: { adapter: 'ais-adapter', adapter_version: '1.2.0', system: 'AIS', synthetic: false },
  source_ids: [{ system: 'AIS', external_id: '440348000' }],
};

export const badAffiliation = { ...validEntity, affiliation: 'ALLY' };
