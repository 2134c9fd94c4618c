/**
 * Source formats' "not available" codes, as data. Each row names the source fact (quoted verbatim from the
 * third-party vectors' source_record_facts), the values that spell it, the canonical fields where such a
 * value is still valid (so only lint can catch it), and the member names under which an adapter keeps it in
 * an open bag. One generic finder applies every row everywhere the value can land: named fields, vertical
 * positions, the Quality.uncertainty map, and any depth of any declared open bag.
 */
import { type Kind, kindNames } from '../../contract/canonicalObject.js';
import { deriveRules } from '../catalogue/derive.js';
import { ANY_INDEX, ANY_KEY, parsePointer } from '../../json/pointer.js';
import type { LintFinding, LintRule } from './lintRules.js';

export type SourceFormat = 'ais' | 'cot' | 'sbs1';

export interface SourceFact {
  /** the key of source_record_facts in the third-party vectors */
  readonly source: SourceFormat;
  /** a verbatim sentence fragment of that fact */
  readonly text: string;
}

export interface Sentinel {
  readonly id: string;
  readonly summary: string;
  readonly fact: SourceFact;
  readonly section: string;
  readonly quoteRow?: readonly [section: string, key: string];
  readonly quoteSentence?: readonly [section: string, startsWith: string];
  /** Catalogue rules whose places are the named fields where the value is valid and linted. */
  readonly fieldsOf: readonly string[];
  /** Words of a bag member's name (split at _, -, . and camelCase) that say it carries this quantity; null: any member. */
  readonly bagWords: ReadonlySet<string> | null;
  /** The value is text, which cannot land in Quality.uncertainty (a map of numbers): open bags only. */
  readonly textOnly?: boolean;
  /** The value, as a number or numeric text, spells the code; `key` is the member name. */
  readonly matches: (value: unknown, key: string) => boolean;
  readonly message: (value: unknown, key: string) => string;
}

/** The seven declared open bags (What the service does, 3.) and the Quality.uncertainty map of numbers. */
const NUMBER_MAP_RULE = 'Quality.uncertainty.type';
const BAG_RULES = [
  'Entity.attributes.type',
  'Event.payload.type',
  'OperationalStatus.attributes.type',
  'RouteLeg.attributes.type',
  'Route.metadata.type',
  'Residual.data.type',
  'OesMetadata.extensions.type',
  'Quality.uncertainty.type',
];

const KNOTS_TO_MPS = 1852 / 3600;
const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.01;

/** A number, or text that is exactly a decimal number (source data kept verbatim is often text). */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?[0-9]+(\.[0-9]+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

const shown = (value: unknown): string => JSON.stringify(value);
const words = (...list: string[]): ReadonlySet<string> => new Set(list);

export const sentinels: readonly Sentinel[] = [
  {
    id: 'lint.Kinematics.ais-speed-not-available',
    summary: 'AIS SOG 102.3 kn ("not available", 1023 raw) carried as a speed, in kinematics or in a bag.',
    fact: { source: 'ais', text: 'SOG in 0.1 kn, 1023 raw = 102.3 = not available' },
    section: 'Kinematics',
    quoteRow: ['Kinematics', 'speed_mps'],
    fieldsOf: ['Kinematics.speed_mps.type'],
    bagWords: words('sog', 'speed', 'spd', 'groundspeed', 'gs'),
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
    section: 'What the service does',
    quoteSentence: ['What the service does', '4. Unknown is expressed as absence or null.'],
    fieldsOf: [],
    bagWords: words('cog', 'course', 'crs'),
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
    section: 'What the service does',
    quoteSentence: ['What the service does', '4. Unknown is expressed as absence or null.'],
    fieldsOf: [],
    bagWords: words('heading', 'hdg', 'hdt', 'trueheading'),
    matches: (value) => numeric(value) === 511,
    message: (value, key) =>
      `${key} ${shown(value)} is the AIS heading "not available" code 511; drop it or record it as unknown`,
  },
  {
    id: 'lint.attributes.ais-position-not-available',
    summary:
      'AIS lat 91 / lon 181 ("not available") kept as a coordinate in a bag (in Position or a bounding box it is out of range: a must rule).',
    fact: { source: 'ais', text: 'lon 181 / lat 91 = not available' },
    section: 'What the service does',
    quoteSentence: ['What the service does', '4. Unknown is expressed as absence or null.'],
    fieldsOf: [],
    bagWords: words('lat', 'latitude', 'lon', 'lng', 'long', 'longitude'),
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
    bagWords: words(
      'hae',
      'ce',
      'le',
      'alt',
      'altitude',
      'height',
      'hgt',
      'elevation',
      'accuracy',
      'uncertainty',
      'error',
      'err',
    ),
    matches: (value) => numeric(value) === 9999999,
    message: (value, key) =>
      `${key} ${shown(value)} is the Cursor on Target "unknown" code 9999999.0; unknown is null or absent`,
  },
  {
    id: 'lint.attributes.sbs1-empty-field',
    summary:
      'An empty string kept in a bag under a member named for an SBS-1 (BaseStation) field (callsign, altitude, ground speed, track, lat/lon, vertical rate, squawk, flags), as SBS-1 writes an absent field; unknown is absence, never an empty string. Other empty strings in a bag are source text kept verbatim.',
    fact: { source: 'sbs1', text: 'empty field = absent' },
    section: 'What the service does',
    quoteSentence: ['What the service does', '4. Unknown is expressed as absence or null.'],
    fieldsOf: [],
    // The port-30003 MSG fields that can be empty, as an adapter names them; "" under any other member is
    // source text kept verbatim (the never-drop bag), not the BaseStation way of saying "absent".
    bagWords: words(
      'sbs',
      'sbs1',
      'basestation',
      'callsign',
      'flight',
      'altitude',
      'alt',
      'groundspeed',
      'speed',
      'gs',
      'track',
      'trk',
      'lat',
      'latitude',
      'lon',
      'lng',
      'longitude',
      'vertical',
      'verticalrate',
      'vrate',
      'squawk',
      'alert',
      'emergency',
      'spi',
      'ground',
      'onground',
      'isonground',
    ),
    textOnly: true,
    matches: (value) => value === '',
    message: (_value, key) =>
      `${key} is an empty string, how SBS-1 writes an absent field; an absent value is left out (or null), never ""`,
  },
];

type Pattern = readonly string[];

interface Compiled {
  readonly named: Partial<Record<Kind, Pattern[]>>;
  readonly bags: Partial<Record<Kind, Pattern[]>>;
  readonly places: Partial<Record<Kind, string[]>>;
}

let compiled: Map<string, Compiled> | undefined;

/** Places from the codecs (the same walk the catalogue is derived from), computed once. */
function compile(): Map<string, Compiled> {
  if (compiled !== undefined) return compiled;
  const placesOf = new Map(deriveRules().map((rule) => [rule.id, rule.places]));
  const collect = (ids: readonly string[], suffix: string): Partial<Record<Kind, string[]>> => {
    const out: Partial<Record<Kind, string[]>> = {};
    for (const id of ids) {
      const places = placesOf.get(id);
      if (places === undefined) throw new Error(`lint sentinel: no codec reports ${id}`);
      for (const [scope, list] of Object.entries(places))
        if (scope !== 'stream') (out[scope as Kind] ??= []).push(...list!.map((place) => place + suffix));
    }
    return out;
  };
  // A map's type rule is also reported at its members ({key}): the bag itself is the place without one.
  const bagPlacesOf = (ids: readonly string[]): Partial<Record<Kind, string[]>> =>
    Object.fromEntries(
      Object.entries(collect(ids, '')).map(([kind, list]) => [
        kind,
        [...new Set(list!.filter((place) => !place.endsWith(`/${ANY_KEY}`)))],
      ]),
    ) as Partial<Record<Kind, string[]>>;
  const allBags = bagPlacesOf(BAG_RULES);
  const openBags = bagPlacesOf(BAG_RULES.filter((id) => id !== NUMBER_MAP_RULE));
  compiled = new Map(
    sentinels.map((sentinel) => {
      const named = collect(sentinel.fieldsOf, '');
      const bagPlaces = sentinel.textOnly === true ? openBags : allBags;
      const places: Partial<Record<Kind, string[]>> = {};
      for (const kind of kindNames) {
        const list = [...(named[kind] ?? []), ...(bagPlaces[kind] ?? []).map((place) => `${place}/${ANY_KEY}`)];
        if (list.length > 0) places[kind] = list;
      }
      const toPatterns = (byKind: Partial<Record<Kind, string[]>>): Partial<Record<Kind, Pattern[]>> =>
        Object.fromEntries(Object.entries(byKind).map(([kind, list]) => [kind, list!.map(parsePointer)]));
      return [sentinel.id, { named: toPatterns(named), bags: toPatterns(bagPlaces), places }];
    }),
  );
  return compiled;
}

/**
 * Where the walk is: a member name or index and where it sits. Each step shares its parent's path instead
 * of copying it, so a bag nested thousands deep costs a walk, not a copy of its path at every level.
 */
interface Path {
  readonly key: string | number;
  readonly parent: Path | undefined;
  readonly depth: number;
}

const depthOf = (path: Path | undefined): number => path?.depth ?? 0;

function segmentsOf(path: Path | undefined): (string | number)[] {
  const segments = new Array<string | number>(depthOf(path));
  for (let at = path; at !== undefined; at = at.parent) segments[at.depth - 1] = at.key;
  return segments;
}

function matchesPattern(path: Path | undefined, pattern: Pattern): boolean {
  if (depthOf(path) !== pattern.length) return false;
  for (let at = path; at !== undefined; at = at.parent) {
    const want = pattern[at.depth - 1]!;
    if (want === ANY_INDEX ? typeof at.key !== 'number' : want !== ANY_KEY && want !== String(at.key)) return false;
  }
  return true;
}

/** Member name split into lower-case words: true_heading, trueHeading, TRUE-HEADING -> true, heading. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Every finding of one sentinel in a (valid) object; iterative, so a deep bag cannot overflow the stack. */
export function findSentinel(sentinel: Sentinel, object: Record<string, unknown>, kind: Kind): LintFinding[] {
  const patterns = compile().get(sentinel.id)!;
  const named = patterns.named[kind] ?? [];
  const bags = patterns.bags[kind] ?? [];
  const findings: LintFinding[] = [];
  const stack: { value: unknown; path: Path | undefined; inBag: boolean }[] = [
    { value: object, path: undefined, inBag: false },
  ];
  while (stack.length > 0) {
    const { value, path, inBag } = stack.pop()!;
    const key = path?.key;
    if (typeof key === 'string' && value !== null && typeof value !== 'object') {
      const bagMember =
        inBag && (sentinel.bagWords === null || keyWords(key).some((word) => sentinel.bagWords!.has(word)));
      if ((bagMember || named.some((pattern) => matchesPattern(path, pattern))) && sentinel.matches(value, key)) {
        findings.push({ segments: segmentsOf(path), message: sentinel.message(value, key) });
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const childInBag = inBag || bags.some((pattern) => matchesPattern(path, pattern));
    const depth = depthOf(path) + 1;
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        stack.push({ value: value[index], path: { key: index, parent: path, depth }, inBag: childInBag });
    } else {
      const children = Object.entries(value);
      for (let index = children.length - 1; index >= 0; index--)
        stack.push({
          value: children[index]![1],
          path: { key: children[index]![0], parent: path, depth },
          inBag: childInBag,
        });
    }
  }
  return findings;
}

/** The sentinel rows as lint rules (catalogue entries with places, quote and source fact). */
export function sentinelRules(): LintRule[] {
  return sentinels.map((sentinel) => ({
    id: sentinel.id,
    summary: sentinel.summary,
    section: sentinel.section,
    ...(sentinel.quoteRow === undefined ? {} : { quoteRow: sentinel.quoteRow }),
    ...(sentinel.quoteSentence === undefined ? {} : { quoteSentence: sentinel.quoteSentence }),
    get places() {
      return compile().get(sentinel.id)!.places;
    },
    fact: sentinel.fact,
    find: (object, kind) => findSentinel(sentinel, object, kind),
  }));
}
