/** Showcase events and plan objects: an interference observation, a feed status change, drawings. */
import { row, sentence } from '../../../rules/catalogue/quote.js';
import type { ShowcaseSpec } from './spec.js';

const JAMMER = 'd0b7cb06-a70f-5799-88b3-f9d0cca357db';
const AIRCRAFT = '14f3a875-a8f4-53f7-8315-b89bc186f75e';
const EARLIER = 'd37c2894-e70e-5f7c-80e8-2dd4ce259a6a';

/** A hexagon of radius 0.2 degrees of latitude around 59.9 N 26.0 E, closed. */
const HEXAGON = [
  [26.4, 59.9],
  [26.2, 60.0732],
  [25.8, 60.0732],
  [25.6, 59.9],
  [25.8, 59.7268],
  [26.2, 59.7268],
  [26.4, 59.9],
];
const ROZ = [
  [24.6, 60.25],
  [25.2, 60.25],
  [25.2, 60.45],
  [24.6, 60.45],
  [24.6, 60.25],
];

const source = (adapter: string, system: string, formatName: string) => ({
  adapter,
  adapter_version: '1.4.0',
  system,
  synthetic: false,
  format_name: formatName,
});

export const eventAndPlanShowcases: readonly ShowcaseSpec[] = [
  {
    kind: 'event',
    name: 'gnss-interference-hexagon',
    description:
      'GNSS-monitoring report: 14 aircraft lost integrity (ADS-B NIC 0) inside a hexagon over the Gulf of Finland; a GNSS_INTERFERENCE event with OES metadata (OBSERVATION, ACTIVE, CORROBORATED), evidence of each kind, an UPDATES relation to the earlier report and roles for the jammer and one affected aircraft.',
    contract: {
      section: 'OesMetadata',
      quote: [
        row('OesMetadata', 'event_class'),
        sentence('Events', '5. Every entity_id in oes.entity_relations'),
        sentence('EvidenceRef', 'Per-kind field rules are enforced by validation'),
      ],
    },
    object: {
      object_kind: 'event',
      event_id: 'f00e6603-f1f7-5c1c-a9a4-70a552c27ed2',
      event_type: 'GNSS_INTERFERENCE',
      severity: 'WARNING',
      observed_at: '2024-03-01T12:00:00.000Z',
      received_at: '2024-03-01T12:00:04.120Z',
      geometry: { type: 'Polygon', coordinates: [HEXAGON] },
      related_entities: [JAMMER, AIRCRAFT],
      payload: { band: 'L1', affected_aircraft: 14, nic_min: 0 },
      oes: {
        spec_version: '1.2.0',
        type_id: 'urn:oes:type:gnss-interference',
        event_class: 'OBSERVATION',
        status: 'ACTIVE',
        confidence: 0.8,
        verification: 'CORROBORATED',
        effective_from: '2024-03-01T11:40:00.000Z',
        evidence: [
          {
            kind: 'SOURCE_RECORD',
            description: 'ADS-B position with NIC 0',
            source_id: { system: 'ICAO24', external_id: '4CA7B1' },
            media_type: 'text/csv',
          },
          {
            kind: 'EXTERNAL_ARTIFACT',
            description: 'NOTAM: GNSS may be unreliable',
            uri: 'https://notam.example.org/A0412-24',
            media_type: 'text/plain',
          },
          { kind: 'EVENT', description: 'first report of the same area', event_id: EARLIER },
        ],
        event_relations: [{ event_id: EARLIER, predicate: 'UPDATES' }],
        entity_relations: [
          { entity_id: JAMMER, predicate: 'https://ontology.example.org/role/interference-source' },
          { entity_id: AIRCRAFT, predicate: 'https://ontology.example.org/role/affected-platform' },
        ],
        security: { scheme: 'NATO', classification: 'NATO UNCLASSIFIED', releasability: ['NATO', 'EU'] },
        extensions: { 'x.acme.h3_resolution': 5 },
      },
      source: {
        ...source('gnss-monitor-adapter', 'GNSS-MON', 'GNSS-MON report'),
        observed_at: '2024-03-01T11:59:58.000Z',
        original_id: 'rpt-2024-0301-0011',
      },
      source_ids: [{ system: 'GNSS-MON', external_id: 'rpt-0011' }],
    },
  },
  {
    kind: 'event',
    name: 'feed-status-change',
    description:
      'Feed monitor notice "AIS-NORTH UP -> DEGRADED (12 msg/min)": a feed-level STATUS_CHANGE with no geometry and empty related_entities (it concerns no entity), the monitor\'s own state token in a namespaced status.',
    contract: {
      section: 'Events',
      quote: [
        sentence('Events', '6. A feed-level event that concerns no specific entity'),
        row('Event', 'related_entities'),
      ],
    },
    object: {
      object_kind: 'event',
      event_id: '35d496a9-df88-5424-8e84-0b0c44a0894c',
      event_type: 'STATUS_CHANGE',
      severity: 'ADVISORY',
      observed_at: '2024-03-01T06:12:30.000Z',
      received_at: '2024-03-01T06:12:30.480Z',
      geometry: null,
      related_entities: [],
      payload: { feed: 'AIS-NORTH', previous_state: 'UP', state: 'DEGRADED', messages_per_minute: 12 },
      oes: { spec_version: '1.2.0', type_id: 'urn:oes:type:feed-status', event_class: 'STATE_CHANGE' },
      status: { namespace: 'feed-monitor', state: 'DEGRADED', since: '2024-03-01T06:12:30.000Z' },
      source: source('feed-monitor-adapter', 'FEED-MONITOR', 'feed monitor notice'),
      source_ids: [{ system: 'FEED-MONITOR', external_id: 'AIS-NORTH' }],
    },
  },
  {
    kind: 'plan_object',
    name: 'restricted-operating-zone',
    description:
      'Airspace control order entry "ROZ KILO FL050-FL195, 1000Z-1800Z": a CONTROL_MEASURE whose area carries the polygon, flight-level limits in FL and the validity; geometry is the same polygon and expires_at equals validity.valid_to.',
    contract: {
      section: 'Area',
      quote: [row('Area', 'vertical'), row('PlanObject', 'area'), row('PlanObject', 'expires_at')],
    },
    object: {
      object_kind: 'plan_object',
      object_id: '4d881f61-9002-5470-b9e8-300b0ce380a2',
      object_type: 'CONTROL_MEASURE',
      geometry: { type: 'Polygon', coordinates: [ROZ] },
      label: 'ROZ KILO',
      expires_at: '2024-03-01T18:00:00.000Z',
      validity: { valid_from: '2024-03-01T10:00:00.000Z', valid_to: '2024-03-01T18:00:00.000Z' },
      area: {
        geometry: { type: 'Polygon', coordinates: [ROZ] },
        vertical: {
          lower: { value: 50, unit: 'FL', reference: 'FL' },
          upper: { value: 195, unit: 'FL', reference: 'FL' },
        },
        validity: { valid_from: '2024-03-01T10:00:00.000Z', valid_to: '2024-03-01T18:00:00.000Z' },
      },
      style: { stroke: '#d00000', fill: '#d0000033', dash: [6, 3] },
      source: source('aco-adapter', 'ACO-SERVICE', 'ADatP-3 ACO'),
      source_ids: [{ system: 'ACO-SERVICE', external_id: 'ACO-24-061/ROZ-KILO' }],
    },
  },
  {
    kind: 'plan_object',
    name: 'flight-route',
    description:
      "Filed route EFHK RUSKI UL612 TEB ESSA: a ROUTE with four named waypoints and ETAs, flight-level crossing restrictions, three legs with the source's distances and courses, procedure and rules in metadata; geometry is the LineString of the waypoints in sequence order.",
    contract: {
      section: 'Route',
      quote: [row('PlanObject', 'route'), row('Route', 'legs'), row('Waypoint', 'altitude_constraint')],
    },
    object: {
      object_kind: 'plan_object',
      object_id: '8ea68cbe-ff12-53ea-9921-33871a5a945d',
      object_type: 'ROUTE',
      geometry: {
        type: 'LineString',
        coordinates: [
          [24.9633, 60.3172],
          [22.5, 60.5],
          [19.6, 60.1],
          [17.9186, 59.6519],
        ],
      },
      label: 'FIN123 EFHK-ESSA',
      route: {
        waypoints: [
          {
            sequence: 1,
            position: { lat: 60.3172, lon: 24.9633, position_source: 'MANUAL' },
            name: 'EFHK',
            eta: '2024-03-01T10:00:00.000Z',
          },
          {
            sequence: 2,
            position: { lat: 60.5, lon: 22.5, position_source: 'MANUAL' },
            name: 'RUSKI',
            eta: '2024-03-01T10:18:00.000Z',
            altitude_constraint: { value: 300, unit: 'FL', reference: 'FL' },
          },
          {
            sequence: 3,
            position: { lat: 60.1, lon: 19.6, position_source: 'MANUAL' },
            name: 'TEB',
            eta: '2024-03-01T10:34:00.000Z',
            altitude_constraint: { value: 340, unit: 'FL', reference: 'FL' },
          },
          {
            sequence: 4,
            position: { lat: 59.6519, lon: 17.9186, position_source: 'MANUAL' },
            name: 'ESSA',
            eta: '2024-03-01T10:55:00.000Z',
          },
        ],
        legs: [
          { from_seq: 1, to_seq: 2, distance_m: 138900, course_deg: 275.0 },
          { from_seq: 2, to_seq: 3, distance_m: 166700, course_deg: 258.0, attributes: { airway: 'UL612' } },
          { from_seq: 3, to_seq: 4, distance_m: 105600, course_deg: 240.0 },
        ],
        metadata: { flight_rules: 'I', aircraft_type: 'A320', cruise_level: 'F340' },
      },
      source: source('fpl-adapter', 'IFPS', 'ICAO FPL 2012'),
      source_ids: [{ system: 'IFPS', external_id: 'FIN123-20240301' }],
    },
  },
  {
    kind: 'plan_object',
    name: 'coa-sketch',
    description:
      'Course-of-action sketch "COA 2: northern envelopment" from a planning tool: two axes of advance as one MultiLineString (one object, not a list of lines), effective from H-hour with no stated end.',
    contract: { section: 'PlanObject', quote: [row('PlanObject', 'geometry'), row('Period', 'end')] },
    object: {
      object_kind: 'plan_object',
      object_id: 'a43f7443-6679-5792-bae8-4068c6a8a4a3',
      object_type: 'COA_SKETCH',
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [
            [24.7, 60.3],
            [24.85, 60.42],
            [25.05, 60.48],
          ],
          [
            [24.72, 60.26],
            [24.98, 60.33],
            [25.1, 60.4],
          ],
        ],
      },
      label: 'COA 2: northern envelopment',
      validity: { effective: { start: '2024-03-02T05:00:00.000Z', end: null } },
      style: { stroke: '#0044aa', dash: [8, 4] },
      source: source('planner-adapter', 'PLANNING-TOOL', 'planner sketch export'),
      source_ids: [{ system: 'PLANNING-TOOL', external_id: 'coa-2' }],
    },
  },
];
