/**
 * Where a source format's "not available" code can land, and the walk that finds it: the named fields
 * the value is still valid in, and any depth of any declared open bag (What the service does, 3.).
 */
import { type Kind, kindNames } from '../../contract/canonicalObject.js';
import { ANY_INDEX, ANY_KEY, parsePointer } from '../../json/pointer.js';
import { deriveRules, type Places } from '../catalogue/derive.js';
import type { LintFinding } from './lintRules.js';

/** What the finder needs of a sentinel row (sentinels.ts). */
export interface SentinelPattern {
  readonly id: string;
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

/** The seven declared open bags and the Quality.uncertainty map of numbers. */
const NUMBER_MAP_RULE = 'Quality.uncertainty.type';
const BAG_RULES = [
  'Entity.attributes.type',
  'Event.payload.type',
  'OperationalStatus.attributes.type',
  'RouteLeg.attributes.type',
  'Route.metadata.type',
  'Residual.data.type',
  'OesMetadata.extensions.type',
  NUMBER_MAP_RULE,
];

type Pattern = readonly string[];

interface Compiled {
  readonly named: Partial<Record<Kind, Pattern[]>>;
  readonly bags: Partial<Record<Kind, Pattern[]>>;
  readonly places: Partial<Record<Kind, string[]>>;
}

let placesOf: Map<string, Places> | undefined;
const compiled = new Map<string, Compiled>();

function collect(ids: readonly string[]): Partial<Record<Kind, string[]>> {
  placesOf ??= new Map(deriveRules().map((rule) => [rule.id, rule.places]));
  const out: Partial<Record<Kind, string[]>> = {};
  for (const id of ids) {
    const places = placesOf.get(id);
    if (places === undefined) throw new Error(`lint sentinel: no codec reports ${id}`);
    for (const [scope, list] of Object.entries(places))
      if (scope !== 'stream') (out[scope as Kind] ??= []).push(...list!);
  }
  return out;
}

// A map's type rule is also reported at its members ({key}): the bag itself is the place without one.
const bagPlacesOf = (ids: readonly string[]): Partial<Record<Kind, string[]>> =>
  Object.fromEntries(
    Object.entries(collect(ids)).map(([kind, list]) => [
      kind,
      [...new Set(list!.filter((place) => !place.endsWith(`/${ANY_KEY}`)))],
    ]),
  ) as Partial<Record<Kind, string[]>>;

const toPatterns = (byKind: Partial<Record<Kind, string[]>>): Partial<Record<Kind, Pattern[]>> =>
  Object.fromEntries(Object.entries(byKind).map(([kind, list]) => [kind, list!.map(parsePointer)]));

/** A sentinel's places from the codecs (the same walk the catalogue is derived from), computed once. */
function compile(sentinel: SentinelPattern): Compiled {
  const known = compiled.get(sentinel.id);
  if (known !== undefined) return known;
  const named = collect(sentinel.fieldsOf);
  const bagPlaces = bagPlacesOf(
    sentinel.textOnly === true ? BAG_RULES.filter((id) => id !== NUMBER_MAP_RULE) : BAG_RULES,
  );
  const places: Partial<Record<Kind, string[]>> = {};
  for (const kind of kindNames) {
    const list = [...(named[kind] ?? []), ...(bagPlaces[kind] ?? []).map((place) => `${place}/${ANY_KEY}`)];
    if (list.length > 0) places[kind] = list;
  }
  const made = { named: toPatterns(named), bags: toPatterns(bagPlaces), places };
  compiled.set(sentinel.id, made);
  return made;
}

/** Every place (JSON Pointer pattern) per kind where the sentinel's value is looked for. */
export const sentinelPlaces = (sentinel: SentinelPattern): Partial<Record<Kind, string[]>> => compile(sentinel).places;

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
export function findSentinel(sentinel: SentinelPattern, object: Record<string, unknown>, kind: Kind): LintFinding[] {
  const patterns = compile(sentinel);
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
