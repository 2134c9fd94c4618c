/** The maximal entity and track bases: a cargo vessel reported over AIS and its recent history. */
import {
  IDS,
  integrity,
  operationalStatus,
  position,
  quality,
  residual,
  sourceIds,
  sourceRef,
  type Base,
} from './shared.js';

const aisSource = () =>
  sourceRef({
    adapter: 'ais-adapter',
    system: 'AIS-NORTH',
    formatName: 'ITU-R M.1371',
    formatVersion: '5',
    observedAt: '2024-03-01T11:59:58.000Z',
    originalId: 'aivdm-000142',
    transformation: 'SOG knots to m/s (x 1852/3600)',
  });

export const entityBase: Base = {
  name: 'maximal',
  kind: 'entity',
  description:
    'Maximal entity (a cargo vessel from AIS): every optional field present and populated, every nested type with all its declared keys',
  object: {
    object_kind: 'entity',
    schema_version: '3.0.0',
    entity_id: IDS.vessel,
    entity_type: 'PLATFORM',
    affiliation: 'NEUTRAL',
    valid_from: '2024-03-01T12:00:00.000Z',
    valid_to: '2024-03-01T12:10:00.000Z',
    position: position(59.91273, 10.74609),
    kinematics: { speed_mps: 5.2, course_deg: 93.4, climb_mps: 0.5 },
    confidence: 0.95,
    symbol: '10043000001401000000',
    ontology_types: ['https://ontology.example.org/vessel/cargo'],
    attributes: { name: 'NORDIC STAR', callsign: 'LAXY7' },
    quality: quality(),
    status: operationalStatus('ais.nav_status', 'under way using engine'),
    integrity: integrity(),
    residual: residual('ITU-R M.1371'),
    source: aisSource(),
    source_ids: sourceIds('AIS', '257123450'),
  },
};

export const trackBase: Base = {
  name: 'maximal',
  kind: 'track',
  description:
    "Maximal track (the vessel's last three AIS fixes): every optional field present, three samples in time order",
  object: {
    object_kind: 'track',
    schema_version: '3.0.0',
    track_id: IDS.track,
    entity_id: IDS.vessel,
    samples: [
      { observed_at: '2024-03-01T11:58:00.000Z', position: position(59.90911, 10.73122, 41.9) },
      { observed_at: '2024-03-01T11:59:00.000Z', position: position(59.91095, 10.73866, 42.1) },
      { observed_at: '2024-03-01T12:00:00.000Z', position: position(59.91273, 10.74609, 42.5) },
    ],
    track_quality: 0.85,
    quality: quality(),
    status: operationalStatus('ais.nav_status', 'under way using engine'),
    integrity: integrity(),
    residual: residual('ITU-R M.1371'),
    source: aisSource(),
    source_ids: sourceIds('AIS', '257123450'),
  },
};
