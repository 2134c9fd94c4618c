/**
 * What a violator needs a valid object to contain. A need tree mirrors the object: `at.position` asks
 * for a non-null position, `at['*']` for at least one array item (`min` items when set) whose items all
 * meet the child need, and `shape` fixes a geometry's type. Generators given no need draw every optional
 * field freely; generators given a need make the named fields present and non-null, and keep every
 * cross-field rule while doing so.
 */
import { ANY_INDEX, ANY_KEY, parsePointer } from '../../json/pointer.js';

export type ShapeName = 'Point' | 'LineString' | 'Polygon' | 'MultiPoint' | 'MultiLineString' | 'MultiPolygon';
export const SHAPE_NAMES: readonly ShapeName[] = [
  'Point',
  'LineString',
  'Polygon',
  'MultiPoint',
  'MultiLineString',
  'MultiPolygon',
];
export const isShapeName = (name: string): name is ShapeName => (SHAPE_NAMES as readonly string[]).includes(name);

export interface Need {
  readonly at: Readonly<Record<string, Need>>;
  /** Geometry only: the shape (type) the geometry must have. */
  readonly shape?: ShapeName;
  /** Arrays only: at least this many items (default 1 when `at['*']` is set). */
  readonly min?: number;
}

export const NO_NEED: Need = Object.freeze({ at: Object.freeze({}) });

/** The need for `key`, or undefined when the key is not needed. */
export function needAt(need: Need, key: string): Need | undefined {
  return Object.hasOwn(need.at, key) ? need.at[key] : undefined;
}

/** The child need, or no need at all. */
export const sub = (need: Need, key: string): Need => needAt(need, key) ?? NO_NEED;

/** Minimum length of an array under `need`: `need.min`, or 1 when an item is needed, and never below `floor`. */
export function minItems(need: Need, floor = 0): number {
  return Math.max(floor, need.min ?? (needAt(need, ANY_INDEX) === undefined ? 0 : 1));
}

/**
 * The need of a place pattern (`/route/waypoints/* /position/vertical`): every segment up to the last
 * present; a `{key}` segment asks only for its container. `shapeAt` fixes a geometry's type on the way.
 */
export function needOfPlace(place: string, extra: { shapeAt?: string; shape?: ShapeName } = {}): Need {
  const segments = parsePointer(place).filter((segment) => segment !== ANY_KEY);
  const build = (index: number, prefix: string): Need => {
    const shape = extra.shapeAt !== undefined && extra.shapeAt === prefix ? extra.shape : undefined;
    if (index === segments.length) return shape === undefined ? NO_NEED : { at: {}, shape };
    const segment = segments[index]!;
    const child = build(index + 1, `${prefix}/${segment}`);
    return shape === undefined ? { at: { [segment]: child } } : { at: { [segment]: child }, shape };
  };
  return build(0, '');
}
