// The code under test: an adapter turning an AIS position report into a canonical entity.
export interface AisReport {
  readonly mmsi: string;
  readonly lat: number;
  readonly lon: number;
  readonly sogKnots: number;
  readonly at: string;
}

export function toEntity(report: AisReport): Record<string, unknown> {
  return {
    object_kind: 'entity',
    entity_id: `00000000-0000-5000-8000-${report.mmsi.padStart(12, '0')}`,
    entity_type: 'PLATFORM',
    affiliation: 'UNKNOWN',
    valid_from: report.at,
    position: { lat: report.lat, lon: report.lon, position_source: 'GNSS' },
    kinematics: { speed_mps: (report.sogKnots * 1852) / 3600 },
    source: { adapter: 'ais-adapter', adapter_version: '1.0.0', system: 'AIS', synthetic: false },
    source_ids: [{ system: 'AIS', external_id: report.mmsi }],
  };
}
