/**
 * The maximal event bases: a GNSS-interference observation with full OES metadata, one base per
 * geometry shape (the shape decides which rules a geometry place belongs to).
 */
import { IDS, integrity, operationalStatus, quality, residual, sourceIds, sourceRef, type Base } from './shared.js';

/** Closed rings throughout: an open ring is lint, and bases are lint-clean. */
export const GEOMETRIES: Readonly<Record<string, Record<string, unknown>>> = {
  Polygon: {
    type: 'Polygon',
    coordinates: [
      [
        [24.5, 59.8],
        [25.5, 59.8],
        [25.5, 60.4],
        [24.5, 60.4],
        [24.5, 59.8],
      ],
      [
        [24.9, 60.0],
        [24.9, 60.2],
        [25.1, 60.2],
        [25.1, 60.0],
        [24.9, 60.0],
      ],
    ],
  },
  Point: { type: 'Point', coordinates: [24.9384, 60.1699] },
  LineString: {
    type: 'LineString',
    coordinates: [
      [24.6, 59.9],
      [25.0, 60.1],
      [25.4, 60.3],
    ],
  },
  MultiPoint: {
    type: 'MultiPoint',
    coordinates: [
      [24.7, 59.95],
      [25.3, 60.25],
    ],
  },
  MultiLineString: {
    type: 'MultiLineString',
    coordinates: [
      [
        [24.6, 59.9],
        [25.0, 60.1],
      ],
      [
        [25.1, 60.15],
        [25.4, 60.3],
      ],
    ],
  },
  MultiPolygon: {
    type: 'MultiPolygon',
    coordinates: [
      [
        [
          [24.5, 59.8],
          [25.0, 59.8],
          [25.0, 60.1],
          [24.5, 60.1],
          [24.5, 59.8],
        ],
        [
          [24.6, 59.9],
          [24.6, 60.0],
          [24.8, 60.0],
          [24.8, 59.9],
          [24.6, 59.9],
        ],
      ],
      [
        [
          [25.2, 60.2],
          [25.5, 60.2],
          [25.5, 60.4],
          [25.2, 60.4],
          [25.2, 60.2],
        ],
      ],
    ],
  },
};

const HASH = 'sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae';

function eventObject(geometry: Record<string, unknown>): Record<string, unknown> {
  return {
    object_kind: 'event',
    schema_version: '3.0.0',
    event_id: IDS.event,
    event_type: 'GNSS_INTERFERENCE',
    severity: 'WARNING',
    observed_at: '2024-03-01T12:00:00.000Z',
    received_at: '2024-03-01T12:00:02.350Z',
    geometry,
    related_entities: [IDS.jammer, IDS.aircraft],
    payload: { band: 'L1', nic_drop: 7 },
    oes: {
      spec_version: '1.2.0',
      type_id: 'urn:oes:type:gnss-interference',
      event_class: 'OBSERVATION',
      status: 'ACTIVE',
      confidence: 0.8,
      verification: 'CORROBORATED',
      effective_from: '2024-03-01T11:55:00.000Z',
      effective_to: '2024-03-01T14:00:00.000Z',
      evidence: [
        {
          kind: 'EVENT',
          description: 'earlier NIC degradation report',
          event_id: IDS.earlierEvent,
          hash: HASH,
          media_type: 'application/json',
        },
        {
          kind: 'SOURCE_RECORD',
          description: 'ADS-B position with NIC 0',
          source_id: { system: 'ADS-B', external_id: '4CA7B1' },
          hash: HASH,
          media_type: 'text/csv',
        },
        {
          kind: 'EXTERNAL_ARTIFACT',
          description: 'NOTAM on GNSS unreliability',
          uri: 'https://notam.example.org/A1234-24',
          hash: HASH,
          media_type: 'text/plain',
        },
      ],
      event_relations: [{ event_id: IDS.earlierEvent, predicate: 'UPDATES' }],
      entity_relations: [{ entity_id: IDS.jammer, predicate: 'https://ontology.example.org/role/interference-source' }],
      security: {
        scheme: 'NATO',
        classification: 'NATO UNCLASSIFIED',
        caveats: ['EXERCISE'],
        releasability: ['NATO', 'EU'],
        originator: 'CAOC-U',
        marking_extras: { policy_id: 'P-17' },
      },
      extensions: { 'x.acme.jammer_power_dbm': 43 },
    },
    quality: quality(),
    status: operationalStatus('gnss-monitor', 'confirmed'),
    integrity: integrity(),
    residual: residual('GNSS-MON-2'),
    source: sourceRef({
      adapter: 'gnss-monitor-adapter',
      system: 'GNSS-MON',
      formatName: 'GNSS-MON report',
      formatVersion: '2',
      observedAt: '2024-03-01T11:59:59.500Z',
      originalId: 'rpt-2024-0301-0007',
      transformation: 'jammer power dBW to dBm',
    }),
    source_ids: sourceIds('GNSS-MON', 'rpt-0007'),
  };
}

const shapes = ['Polygon', 'Point', 'LineString', 'MultiPoint', 'MultiLineString', 'MultiPolygon'] as const;

/** The Polygon base comes first: it is the base for every place that is not geometry-specific. */
export const eventBases: readonly Base[] = shapes.map((shape) => ({
  name: shape.toLowerCase(),
  kind: 'event',
  description: `Maximal event (GNSS interference) with a ${shape} geometry: every optional field present, OES metadata with evidence of each kind, relations and a security marking`,
  object: eventObject(GEOMETRIES[shape]!),
}));
