/**
 * Showcase entities and a track: realistic objects translated from real source records (facts in
 * vectorData.ts, sourceRecordFacts). Each description names the record and the mapping; the
 * objects carry units and datums as stated, and drop "not available" codes instead of copying them.
 */
import { row, sentence } from '../../../rules/catalogue/quote.js';
import type { ShowcaseSpec } from './spec.js';

const AIS_ENTITY = '2f769f08-16e3-566e-812f-69631b9ce0f4';

export const entityShowcases: readonly ShowcaseSpec[] = [
  {
    kind: 'entity',
    name: 'ais-position-report-vessel',
    description:
      'AIS type 1 position report !AIVDM,1,1,,A,16SteH0P00Jt63hHaa6SagvJ087r,0*42 (MMSI 440348000, SOG 0 kn, COG 93.4, heading 511) as a vessel entity: SOG converted to m/s (listed in source.transformations), heading 511 = not available dropped, no altitude.',
    contract: {
      section: 'What the service does',
      quote: [
        sentence('What the service does', '5. Values are recorded as the source stated them.'),
        sentence('What the service does', '4. Unknown is expressed as absence or null.'),
        row('SourceRef', 'transformations'),
      ],
    },
    object: {
      object_kind: 'entity',
      entity_id: AIS_ENTITY,
      entity_type: 'PLATFORM',
      affiliation: 'UNKNOWN',
      valid_from: '2024-03-01T12:00:00.000Z',
      position: { lat: 43.08015, lon: -70.7582, position_source: 'GNSS' },
      kinematics: { speed_mps: 0, course_deg: 93.4 },
      attributes: { mmsi: '440348000', message_type: 1 },
      source: {
        adapter: 'ais-adapter',
        adapter_version: '2.4.1',
        system: 'AIS-NORTH',
        synthetic: false,
        format_name: 'ITU-R M.1371 (AIVDM)',
        format_version: null,
        transformations: ['SOG 0.1-knot units to m/s (x 1852/3600)', 'heading 511 (not available) dropped'],
      },
      source_ids: [{ system: 'AIS', external_id: '440348000' }],
    },
  },
  {
    kind: 'entity',
    name: 'adsb-sbs1-pressure-altitude',
    description:
      'ADS-B SBS-1 (BaseStation port 30003) MSG,3 for ICAO 4CA2D6 at 51.45735 / -1.02826, altitude 37000: Mode C pressure altitude in ft against 1013.25 hPa, carried as a vertical of 37000 ft referenced FL, alt_m null (not HAE); empty speed and track fields are absent, so no kinematics.',
    contract: {
      section: 'Position',
      quote: [
        row('Position', 'alt_m'),
        row('Position', 'vertical'),
        sentence('Closed vocabularies', 'Meaning of vertical references'),
      ],
    },
    object: {
      object_kind: 'entity',
      entity_id: '9a813714-913a-54d7-986e-04f4466e07a0',
      entity_type: 'PLATFORM',
      affiliation: 'UNKNOWN',
      valid_from: '2008-11-28T14:53:50.594Z',
      position: {
        lat: 51.45735,
        lon: -1.02826,
        position_source: 'GNSS',
        alt_m: null,
        vertical: { value: 37000, unit: 'ft', reference: 'FL' },
      },
      attributes: {
        icao24: '4CA2D6',
        session_id: '5',
        aircraft_id: '211',
        flight_id: '10057',
        alert: false,
        emergency: false,
        spi: false,
        on_ground: false,
      },
      source: {
        adapter: 'sbs1-adapter',
        adapter_version: '1.0.3',
        system: 'BASESTATION-30003',
        synthetic: false,
        format_name: 'SBS-1 BaseStation',
        format_version: null,
        observed_at: '2008-11-28T14:53:50.594Z',
        transformations: [],
      },
      source_ids: [{ system: 'ICAO24', external_id: '4CA2D6' }],
    },
  },
  {
    kind: 'entity',
    name: 'asterix-cat021-geometric-height',
    description:
      'ASTERIX CAT021 ed. 2.4 report (illustrative values) for target 3C6586: I021/140 geometric height 5952 x 6.25 ft = 37200 ft above the WGS-84 ellipsoid, carried as an HAE vertical in ft (alt_m null: no conversion is made); I021/145 flight level 365 kept in residual.',
    contract: {
      section: 'VerticalPosition',
      quote: [
        row('VerticalPosition', 'unit'),
        sentence('VerticalPosition', 'No conversion between units or datums is made.'),
        sentence('Residual', 'Source information the model has no home for'),
      ],
    },
    object: {
      object_kind: 'entity',
      entity_id: 'a2ad0e0a-fa4b-556d-bb10-ec5f6058f947',
      entity_type: 'PLATFORM',
      affiliation: 'UNKNOWN',
      valid_from: '2024-03-01T10:15:02.250Z',
      position: {
        lat: 50.0379,
        lon: 8.5622,
        position_source: 'GNSS',
        alt_m: null,
        vertical: { value: 37200, unit: 'ft', reference: 'HAE' },
      },
      kinematics: { speed_mps: 231.5, course_deg: 312.0 },
      residual: { namespace: 'ASTERIX CAT021', data: { 'I021/145': { flight_level: 365 } } },
      source: {
        adapter: 'asterix-adapter',
        adapter_version: '3.1.0',
        system: 'ADS-B-GROUND-FRA',
        synthetic: false,
        format_name: 'ASTERIX CAT021',
        format_version: '2.4',
        transformations: ['I021/140 LSB 6.25 ft scaled to ft', 'I021/160 ground vector kn to m/s'],
      },
      source_ids: [{ system: 'ICAO24', external_id: '3C6586' }],
    },
  },
  {
    kind: 'entity',
    name: 'cot-unknown-hae-dropped',
    description:
      'Cursor on Target 2.0 event uid a0c524c6-0422-4382-9981-e39d1dc71730, type a-u-G, how h-g-i-g-o, point hae/ce/le 9999999.0: the "unknown" sentinels are dropped (no alt_m, no accuracy), a-u-G maps to affiliation UNKNOWN, the uid is a source id and entity_id is derived from it.',
    contract: {
      section: 'What the service does',
      quote: [
        sentence('What the service does', '4. Unknown is expressed as absence or null.'),
        row('Entity', 'entity_id'),
      ],
    },
    object: {
      object_kind: 'entity',
      entity_id: '4271f591-10b0-5e3d-9990-6101344eaab1',
      entity_type: 'UNKNOWN',
      affiliation: 'UNKNOWN',
      valid_from: '2020-12-16T19:59:34.910Z',
      position: { lat: 38.856650047254725, lon: -77.06364199776728, position_source: 'MANUAL' },
      attributes: { cot_type: 'a-u-G', how: 'h-g-i-g-o', stale: '2021-01-02T20:40:03.838Z' },
      source: {
        adapter: 'cot-adapter',
        adapter_version: '0.9.0',
        system: 'TAK-SERVER',
        synthetic: false,
        format_name: 'Cursor on Target',
        format_version: '2.0',
        observed_at: '2020-12-16T19:59:34.910Z',
        transformations: [
          'hae 9999999.0 (unknown) dropped',
          'ce 9999999.0 (unknown) dropped',
          'le 9999999.0 (unknown) dropped',
        ],
      },
      source_ids: [{ system: 'CoT', external_id: 'a0c524c6-0422-4382-9981-e39d1dc71730' }],
    },
  },
  {
    kind: 'entity',
    name: 'nmea-gga-msl-height',
    description:
      'NMEA $GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47 (date 23 March 1994 from the companion $GPRMC): 545.4 m above mean sea level carried as an MSL vertical, alt_m null (the geoid separation 46.9 m is kept, not applied); fix quality 1 verbatim, HDOP as a named uncertainty.',
    contract: {
      section: 'Position',
      quote: [row('Position', 'alt_m'), row('Quality', 'source_quality'), row('Quality', 'uncertainty')],
    },
    object: {
      object_kind: 'entity',
      entity_id: '4c0d1d71-a981-5063-9240-9de9ffdf2b31',
      entity_type: 'PLATFORM',
      affiliation: 'FRIENDLY',
      valid_from: '1994-03-23T12:35:19.000Z',
      position: {
        lat: 48.1173,
        lon: 11.516666666666667,
        position_source: 'GNSS',
        alt_m: null,
        vertical: { value: 545.4, unit: 'm', reference: 'MSL' },
      },
      quality: { source_quality: '1', uncertainty: { hdop: 0.9 } },
      attributes: { satellites: 8, geoid_separation_m: 46.9 },
      source: {
        adapter: 'nmea-adapter',
        adapter_version: '1.2.0',
        system: 'VEHICLE-GNSS-7',
        synthetic: false,
        format_name: 'NMEA 0183 GGA',
        format_version: null,
        transformations: ['ddmm.mmm to decimal degrees'],
      },
      source_ids: [{ system: 'VEHICLE', external_id: 'unit-7' }],
    },
  },
  {
    kind: 'entity',
    name: 'evacuee-group',
    description:
      "Civil-protection field report of 37 evacuees (4 with special needs) waiting at assembly point AP-3: an EVACUEE_GROUP placed manually, the agency's own state token kept verbatim in a namespace, counts in attributes.",
    contract: {
      section: 'OperationalStatus',
      quote: [sentence('OperationalStatus', "The source's own state, namespaced."), row('OperationalStatus', 'state')],
    },
    object: {
      object_kind: 'entity',
      entity_id: '0c766222-d48b-5fbf-964f-24d3f641e3fc',
      entity_type: 'EVACUEE_GROUP',
      affiliation: 'NEUTRAL',
      valid_from: '2024-03-01T07:40:00.000Z',
      position: { lat: 60.1712, lon: 24.9327, position_source: 'MANUAL', accuracy_m: 50 },
      attributes: { headcount: 37, special_needs: 4, assembly_point: 'AP-3 school gym' },
      status: {
        namespace: 'civil-protection.evacuation',
        state: 'AWAITING_TRANSPORT',
        since: '2024-03-01T07:25:00.000Z',
      },
      source: {
        adapter: 'civil-protection-adapter',
        adapter_version: '1.0.0',
        system: 'CP-FIELD-REPORTS',
        synthetic: false,
        original_id: 'report-2024-03-01-0113',
      },
      source_ids: [{ system: 'CP-FIELD-REPORTS', external_id: 'group-AP3-01' }],
    },
  },
  {
    kind: 'track',
    name: 'ais-vessel-history',
    description:
      'The history of MMSI 440348000 from its AIS position reports as a track for the vessel entity: one sample per report in time order, positions as reported, no altitude; the last report, received twice by two base stations, keeps two samples with equal timestamps.',
    contract: { section: 'Track', quote: [row('Track', 'entity_id'), row('Track', 'samples')] },
    object: {
      object_kind: 'track',
      track_id: 'bdb04364-9b9a-5447-ab5b-8aa7e2bff384',
      entity_id: AIS_ENTITY,
      samples: [
        { observed_at: '2024-03-01T11:57:00.000Z', position: { lat: 43.0793, lon: -70.7611, position_source: 'GNSS' } },
        {
          observed_at: '2024-03-01T11:58:00.000Z',
          position: { lat: 43.07972, lon: -70.75965, position_source: 'GNSS' },
        },
        {
          observed_at: '2024-03-01T11:59:00.000Z',
          position: { lat: 43.08015, lon: -70.7582, position_source: 'GNSS' },
        },
        {
          observed_at: '2024-03-01T11:59:00.000Z',
          position: { lat: 43.08015, lon: -70.7582, position_source: 'GNSS' },
        },
      ],
      source: {
        adapter: 'ais-adapter',
        adapter_version: '2.4.1',
        system: 'AIS-NORTH',
        synthetic: false,
        format_name: 'ITU-R M.1371 (AIVDM)',
        transformations: [],
      },
      source_ids: [{ system: 'AIS', external_id: '440348000' }],
    },
  },
];
