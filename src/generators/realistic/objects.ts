/**
 * Realistic canonical objects for people to read (`generate --realistic`): what an AIS, ADS-B, RF-sensor or
 * planning adapter sends, with plausible names, coordinates in real sea areas and airspace, timestamps in
 * the hour before `now`, and ordinary numbers. They are valid and pass lint (no sentinel, no null island,
 * no epoch, no receipt time as source time, derived entity ids). The property suites keep the fuzz
 * generators (arbitraries.ts); these are the samples a README or a CI example can show.
 */
import fc from 'fast-check';
import { kindNames, type Kind } from '../../contract/canonicalObject.js';
import { derivedUuid, formatTimestamp } from '../primitives.js';
import {
  ADSB,
  AIS,
  ANNOTATIONS,
  AREAS,
  type Area,
  CALLSIGNS,
  type Feed,
  PLANNING,
  SENSOR,
  VESSEL_NAMES,
} from './sources.js';

const HOUR = 3_600_000;

/** A decimal with `digits` fractional digits in [min, max]. */
const decimal = (min: number, max: number, digits: number): fc.Arbitrary<number> => {
  const scale = 10 ** digits;
  return fc.integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) }).map((n) => n / scale);
};

/** An instant in the hour before `now`, at least `atLeast` seconds before it. */
const recent = (now: number, atLeast = 60): fc.Arbitrary<number> =>
  fc
    .integer({ min: atLeast, max: 3_540 })
    .chain((seconds) => fc.integer({ min: 0, max: 999 }).map((millis) => now - seconds * 1000 - millis));

const place = (area: Area) => fc.record({ lat: decimal(...area.lat, 5), lon: decimal(...area.lon, 5) });
const area = fc.constantFrom(...AREAS);

function sourceRef(feed: Feed, observedAt: string, originalId: string) {
  return {
    adapter: feed.adapter,
    adapter_version: feed.version,
    system: feed.system,
    synthetic: false,
    format_name: feed.formatName,
    format_version: feed.formatVersion,
    observed_at: observedAt,
    original_id: originalId,
    transformations: [],
  };
}

const mmsi = fc.integer({ min: 230_000_000, max: 279_999_999 }).map(String);
const icao = fc.integer({ min: 0x400000, max: 0x4fffff }).map((n) => n.toString(16).toUpperCase());

/** An AIS vessel or an ADS-B aircraft, as its adapter states it. */
const entity = (now: number) =>
  fc
    .record({
      id: derivedUuid(),
      aircraft: fc.boolean(),
      at: recent(now),
      where: area.chain(place),
      name: fc.constantFrom(...VESSEL_NAMES),
      callsign: fc.constantFrom(...CALLSIGNS),
      mmsi,
      icao,
      speed: decimal(0.5, 14, 1),
      airspeed: decimal(120, 250, 1),
      course: decimal(0, 359.9, 1),
      altitude: decimal(900, 11_500, 1),
      affiliation: fc.constantFrom('NEUTRAL', 'FRIENDLY', 'UNKNOWN'),
    })
    .map((r) => {
      const feed = r.aircraft ? ADSB : AIS;
      const observed = formatTimestamp(r.at);
      const externalId = r.aircraft ? r.icao : r.mmsi;
      return {
        object_kind: 'entity',
        entity_id: r.id,
        entity_type: 'PLATFORM',
        affiliation: r.affiliation,
        valid_from: observed,
        valid_to: null,
        position: {
          lat: r.where.lat,
          lon: r.where.lon,
          position_source: 'GNSS',
          alt_m: r.aircraft ? r.altitude : null,
          accuracy_m: r.aircraft ? 30 : 10,
        },
        kinematics: {
          speed_mps: r.aircraft ? r.airspeed : r.speed,
          course_deg: r.course,
          ...(r.aircraft ? { climb_mps: 0 } : {}),
        },
        attributes: r.aircraft ? { callsign: r.callsign, squawk: '7000' } : { name: r.name, ship_type: 'cargo' },
        source: sourceRef(feed, observed, `${feed.system}-${externalId}-${r.at}`),
        source_ids: [{ system: feed.system, external_id: externalId }],
        schema_version: '3.0.0',
      };
    });

/** A square polygon around a point, closed (its last position is its first). */
const square = (lat: number, lon: number, half: number): number[][][] => [
  [
    [lon - half, lat - half],
    [lon + half, lat - half],
    [lon + half, lat + half],
    [lon - half, lat + half],
    [lon - half, lat - half],
  ].map(([x, y]) => [Number(x!.toFixed(5)), Number(y!.toFixed(5))]),
];

/** A GNSS-interference report or a detection from an RF sensor network, received seconds after it was seen. */
const event = (now: number) =>
  fc
    .record({
      id: derivedUuid(),
      at: recent(now),
      delay: fc.integer({ min: 800, max: 20_000 }),
      where: area.chain(place),
      interference: fc.boolean(),
      severity: fc.constantFrom('ADVISORY', 'WARNING', 'INFO'),
      report: fc.integer({ min: 1000, max: 99_999 }),
      confidence: decimal(0.55, 0.95, 2),
    })
    .map((r) => {
      const observed = formatTimestamp(r.at);
      return {
        object_kind: 'event',
        event_id: r.id,
        event_type: r.interference ? 'GNSS_INTERFERENCE' : 'DETECTION',
        severity: r.severity,
        observed_at: observed,
        received_at: formatTimestamp(r.at + r.delay),
        geometry: r.interference
          ? { type: 'Polygon', coordinates: square(r.where.lat, r.where.lon, 0.25) }
          : { type: 'Point', coordinates: [r.where.lon, r.where.lat] },
        related_entities: [],
        payload: r.interference ? { band: 'L1', jammer_power_dbm: -92.5 } : { signal: 'VHF', bearing_deg: 212.4 },
        quality: { confidence: r.confidence, accuracy_m: r.interference ? 2500 : 150 },
        source: sourceRef(SENSOR, observed, `report-${r.report}`),
        source_ids: [{ system: SENSOR.system, external_id: `report-${r.report}` }],
        schema_version: '3.0.0',
      };
    });

/** An annotation or a control measure drawn by a planner, valid for a few hours. */
const planObject = (now: number) =>
  fc
    .record({
      id: derivedUuid(),
      at: recent(now),
      where: area.chain(place),
      label: fc.constantFrom(...ANNOTATIONS),
      polygon: fc.boolean(),
      hours: fc.integer({ min: 2, max: 12 }),
      number: fc.integer({ min: 100, max: 999 }),
    })
    .map((r) => {
      const created = formatTimestamp(r.at);
      const expires = formatTimestamp(Math.floor(r.at / HOUR) * HOUR + r.hours * HOUR);
      return {
        object_kind: 'plan_object',
        object_id: r.id,
        object_type: r.polygon ? 'CONTROL_MEASURE' : 'ANNOTATION',
        geometry: r.polygon
          ? { type: 'Polygon', coordinates: square(r.where.lat, r.where.lon, 0.1) }
          : { type: 'Point', coordinates: [r.where.lon, r.where.lat] },
        label: r.label,
        expires_at: expires,
        validity: { valid_from: created, valid_to: expires },
        style: { stroke: '#1f6feb', opacity: 0.6 },
        source: sourceRef(PLANNING, created, `overlay-${r.number}`),
        source_ids: [{ system: PLANNING.system, external_id: `overlay-${r.number}` }],
        schema_version: '3.0.0',
      };
    });

/** A vessel's last few AIS fixes, a minute or so apart, moving along its course. */
const track = (now: number) =>
  fc
    .record({
      id: derivedUuid(),
      entity: derivedUuid(),
      at: recent(now, 420),
      where: area.chain(place),
      fixes: fc.integer({ min: 3, max: 6 }),
      step: fc.record({ lat: decimal(-0.004, 0.004, 5), lon: decimal(-0.006, 0.006, 5) }),
      mmsi,
      quality: decimal(0.6, 0.98, 2),
    })
    .map((r) => {
      const samples = Array.from({ length: r.fixes }, (_, index) => ({
        observed_at: formatTimestamp(r.at + index * 60_000),
        position: {
          lat: Number((r.where.lat + index * r.step.lat).toFixed(5)),
          lon: Number((r.where.lon + index * r.step.lon).toFixed(5)),
          position_source: 'GNSS',
          accuracy_m: 10,
        },
      }));
      const last = samples[samples.length - 1]!.observed_at;
      return {
        object_kind: 'track',
        track_id: r.id,
        entity_id: r.entity,
        samples,
        track_quality: r.quality,
        source: sourceRef(AIS, last, `track-${r.mmsi}`),
        source_ids: [{ system: AIS.system, external_id: r.mmsi }],
        schema_version: '3.0.0',
      };
    });

const BUILDERS: Record<Kind, (now: number) => fc.Arbitrary<Record<string, unknown>>> = {
  entity,
  event,
  plan_object: planObject,
  track,
};

/**
 * A realistic object of `kind`, or of any kind (a mixed stream), timestamped in the hour before `now`
 * (milliseconds since the epoch; the same seed and `now` give the same objects).
 */
export function realisticObject(now: number, kind?: Kind): fc.Arbitrary<Record<string, unknown>> {
  // No bias: fast-check's pull towards bounds and small values (lon 13.0, ids of zeros) is for finding bugs.
  return fc.noBias(
    kind === undefined ? fc.oneof(...kindNames.map((name) => BUILDERS[name](now))) : BUILDERS[kind](now),
  );
}
