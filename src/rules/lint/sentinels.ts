/**
 * Source formats' "not available" codes, as data. Each row names the source fact (quoted verbatim from the
 * third-party vectors' source_record_facts), the values that spell it, the canonical fields where such a
 * value is still valid (so only lint can catch it), and the member names under which an adapter keeps it in
 * an open bag. One generic finder (sentinelFinder.ts) applies every row everywhere the value can land: named
 * fields, vertical positions, the Quality.uncertainty map, and any depth of any declared open bag.
 */
import { UNKNOWN_IS_ABSENT, type LintRule } from './lintRules.js';
import { findSentinel, type SentinelPattern, sentinelPlaces } from './sentinelFinder.js';

export type SourceFormat = 'ais' | 'cot' | 'sbs1';

export interface SourceFact {
  /** the key of source_record_facts in the third-party vectors */
  readonly source: SourceFormat;
  /** a verbatim sentence fragment of that fact */
  readonly text: string;
}

export interface Sentinel extends SentinelPattern {
  readonly summary: string;
  readonly fact: SourceFact;
  readonly section: string;
  readonly quoteRow?: readonly [section: string, key: string];
  readonly quoteSentence?: readonly [section: string, startsWith: string];
}

const KNOTS_TO_MPS = 1852 / 3600;
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.01;

/** A number, or text that is exactly a decimal number (source data kept verbatim is often text). */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?[0-9]+(\.[0-9]+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

const shown = (value: unknown): string => JSON.stringify(value);
/** The bag member words, space-separated. */
const words = (list: string): ReadonlySet<string> => new Set(list.split(' '));

export const sentinels: readonly Sentinel[] = [
  {
    id: 'lint.Kinematics.ais-speed-not-available',
    summary: 'AIS SOG 102.3 kn ("not available", 1023 raw) carried as a speed, in kinematics or in a bag.',
    fact: { source: 'ais', text: 'SOG in 0.1 kn, 1023 raw = 102.3 = not available' },
    section: 'Kinematics',
    quoteRow: ['Kinematics', 'speed_mps'],
    fieldsOf: ['Kinematics.speed_mps.type'],
    bagWords: words('sog speed spd groundspeed gs'),
    matches: (value) => {
      const n = numeric(value);
      return n !== undefined && (near(n, 102.3) || n === 1023 || near(n, 102.3 * KNOTS_TO_MPS));
    },
    message: (value, key) =>
      `${key} ${shown(value)} is AIS SOG "not available" (1023 raw = 102.3 kn); an unknown speed is null or absent`,
  },
  {
    id: 'lint.attributes.ais-course-not-available',
    summary:
      'AIS COG 360 ("not available", 3600 raw) kept as a value in a bag (in course_deg it is out of range: a must rule).',
    fact: { source: 'ais', text: 'COG 0.1 deg, 360 = not available' },
    ...UNKNOWN_IS_ABSENT,
    fieldsOf: [],
    bagWords: words('cog course crs'),
    matches: (value) => {
      const n = numeric(value);
      return n === 360 || n === 3600;
    },
    message: (value, key) =>
      `${key} ${shown(value)} is AIS COG "not available" (360 = 3600 raw); drop it or record it as unknown`,
  },
  {
    id: 'lint.attributes.ais-heading-not-available',
    summary: 'AIS heading 511 ("not available") kept as a value under any heading-like key of a bag.',
    fact: { source: 'ais', text: 'heading 511 = not available' },
    ...UNKNOWN_IS_ABSENT,
    fieldsOf: [],
    bagWords: words('heading hdg hdt trueheading'),
    matches: (value) => numeric(value) === 511,
    message: (value, key) =>
      `${key} ${shown(value)} is the AIS heading "not available" code 511; drop it or record it as unknown`,
  },
  {
    id: 'lint.attributes.ais-position-not-available',
    summary:
      'AIS lat 91 / lon 181 ("not available") kept as a coordinate in a bag (in Position or a bounding box it is out of range: a must rule).',
    fact: { source: 'ais', text: 'lon 181 / lat 91 = not available' },
    ...UNKNOWN_IS_ABSENT,
    fieldsOf: [],
    bagWords: words('lat latitude lon lng long longitude'),
    matches: (value, key) => {
      const n = numeric(value);
      return /lat/i.test(key) ? n === 91 : n === 181;
    },
    message: (value, key) =>
      `${key} ${shown(value)} is the AIS "not available" ${/lat/i.test(key) ? 'latitude 91' : 'longitude 181'}; an unknown position is absent`,
  },
  {
    id: 'lint.Position.cot-unknown-sentinel',
    summary:
      'Cursor on Target 9999999.0 ("unknown") carried as a height, an accuracy, a vertical value or uncertainty, or in a bag.',
    fact: { source: 'cot', text: 'hae metres above WGS-84 ellipsoid, ce/le metres; 9999999.0 = unknown' },
    section: 'Position',
    quoteRow: ['Position', 'alt_m'],
    fieldsOf: [
      'Position.alt_m.type',
      'Position.accuracy_m.type',
      'VerticalPosition.value.type',
      'VerticalPosition.uncertainty.type',
      'Quality.accuracy_m.type',
    ],
    bagWords: words('hae ce le alt altitude height hgt elevation accuracy uncertainty error err'),
    matches: (value) => numeric(value) === 9999999,
    message: (value, key) =>
      `${key} ${shown(value)} is the Cursor on Target "unknown" code 9999999.0; unknown is null or absent`,
  },
  {
    id: 'lint.attributes.sbs1-empty-field',
    summary:
      'An empty string kept in a bag under a member named for an SBS-1 (BaseStation) field (callsign, altitude, ground speed, track, lat/lon, vertical rate, squawk, flags), as SBS-1 writes an absent field; unknown is absence, never an empty string. Other empty strings in a bag are source text kept verbatim.',
    fact: { source: 'sbs1', text: 'empty field = absent' },
    ...UNKNOWN_IS_ABSENT,
    fieldsOf: [],
    // The port-30003 MSG fields that can be empty, as an adapter names them; "" under any other member is
    // source text kept verbatim (the never-drop bag), not the BaseStation way of saying "absent".
    bagWords: words(
      'sbs sbs1 basestation callsign flight altitude alt groundspeed speed gs track trk lat latitude lon lng longitude vertical verticalrate vrate squawk alert emergency spi ground onground isonground',
    ),
    textOnly: true,
    matches: (value) => value === '',
    message: (_value, key) =>
      `${key} is an empty string, how SBS-1 writes an absent field; an absent value is left out (or null), never ""`,
  },
];

/** The sentinel rows as lint rules (catalogue entries with places, quote and source fact). */
export function sentinelRules(): LintRule[] {
  return sentinels.map((sentinel) => ({
    id: sentinel.id,
    summary: sentinel.summary,
    section: sentinel.section,
    ...(sentinel.quoteRow === undefined ? {} : { quoteRow: sentinel.quoteRow }),
    ...(sentinel.quoteSentence === undefined ? {} : { quoteSentence: sentinel.quoteSentence }),
    get places() {
      return sentinelPlaces(sentinel);
    },
    fact: sentinel.fact,
    find: (object, kind) => findSentinel(sentinel, object, kind),
  }));
}
