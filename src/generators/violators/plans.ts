/**
 * Violation plans driven by the catalogue: a rule id says what is checked (`Owner.field.check`, a named
 * format, a vocabulary, undeclared keys), its places say where. A plan asks the valid-object
 * generators for what the place needs, then edits a copy of the object at a concrete path.
 */
import fc from 'fast-check';
import { kindNames } from '../../contract/canonicalObject.js';
import { ruleById } from '../../rules/catalogue/index.js';
import { isShapeName, NO_NEED, needOfPlace, SHAPE_NAMES, type Need, type ShapeName } from '../_internals/need.js';
import { crossFieldPlans } from './crossField.js';
import type { Change, Plan } from './plan.js';
import { concretePath, remove, set, valueAt, splitPlace, type Segment } from './paths.js';
import { BOUNDS, declaredKeys, isNullable, MAP_VALUE_TYPE, MIN_ITEMS, vocabularyMembers } from './schema.js';
import {
  badExtensionKey,
  badSemver,
  badSymbol,
  badTimestamp,
  badUuid,
  jsonTypeOf,
  nearMiss,
  nonInteger,
  notAbsolute,
  oneOf,
  outOfRange,
  someValue,
  undeclaredKey,
  unknownShape,
  wrongType,
} from './values.js';

export type { Change, Plan } from './plan.js';

/** A change of the value at one concrete path of the place (a `{key}` place: a new member of the container). */
type AtPath = (current: unknown, path: Segment[]) => fc.Arbitrary<Change>;
type AtKey = (container: unknown, path: Segment[]) => fc.Arbitrary<Change>;

/** The prefix of a place ending at its last `geometry` segment: where an owner shape applies. */
function geometryPrefix(place: string): string {
  const segments = splitPlace(place).segments;
  const at = segments.lastIndexOf('geometry');
  return at === -1 ? '' : `/${segments.slice(0, at + 1).join('/')}`;
}

const needFor =
  (owner: string) =>
  (place: string): Need =>
    isShapeName(owner)
      ? needOfPlace(place, { shapeAt: geometryPrefix(place), shape: owner as ShapeName })
      : needOfPlace(place);

function plan(owner: string, atPath: AtPath): Plan {
  return {
    need: needFor(owner),
    change: (object, place) =>
      concretePath(object, splitPlace(place).segments).chain((path) => atPath(valueAt(object, path), path)),
  };
}

function keyedPlan(owner: string, atKey: AtKey): Plan {
  return {
    need: needFor(owner),
    change: (object, place) =>
      concretePath(object, splitPlace(place).segments).chain((path) => atKey(valueAt(object, path), path)),
  };
}

const setTo = (values: fc.Arbitrary<unknown>, path: Segment[]): fc.Arbitrary<Change> =>
  values.map((value) => ({ edits: [set(path, value)], path }));
const newMember = (keys: fc.Arbitrary<string>, values: fc.Arbitrary<unknown>, path: Segment[]): fc.Arbitrary<Change> =>
  fc.tuple(keys, values).map(([key, value]) => ({ edits: [set([...path, key], value)], path: [...path, key] }));

const AREA_SHAPES = ['Polygon', 'MultiPolygon'];

function typePlan(owner: string, field: string, rule: string): Plan {
  const mapType = MAP_VALUE_TYPE[`${owner}.${field}`];
  return {
    need: needFor(owner),
    change: (object, place) => {
      const { segments, keyed } = splitPlace(place);
      return concretePath(object, segments).chain((path) => {
        if (keyed) {
          if (mapType === undefined) throw new Error(`${rule}: a {key} place on a field that is not a map`);
          return newMember(
            fc.oneof(oneOf(['k', '__proto__', '', 'constructor', '\u00e9_m'])),
            wrongType(mapType, false),
            path,
          );
        }
        const last = path[path.length - 1];
        if (field === 'geometry' && last === 'type')
          return setTo(unknownShape(owner === 'Area' ? AREA_SHAPES : SHAPE_NAMES), path);
        const nullable = last === field && isNullable(owner, field);
        return setTo(wrongType(jsonTypeOf(valueAt(object, path)), nullable), path);
      });
    },
  };
}

function minItemsPlan(owner: string, field: string): Plan {
  const min = MIN_ITEMS[`${owner}.${field}`] ?? 1;
  return plan(owner, (current, path) => {
    const items = current as unknown[];
    const shorter = fc
      .integer({ min: 0, max: Math.min(min - 1, items.length) })
      .chain((length) => fc.shuffledSubarray(items, { minLength: length, maxLength: length }));
    return setTo(shorter, path);
  });
}

function fieldPlan(rule: string, owner: string, field: string, check: string): Plan | undefined {
  switch (check) {
    case 'required':
      return plan(owner, (_, path) => fc.constant({ edits: [remove(path)], path }));
    case 'type':
      return typePlan(owner, field, rule);
    case 'min-length':
      return plan(owner, (_, path) => setTo(fc.constant(''), path));
    case 'range': {
      const bounds = BOUNDS[`${owner}.${field}`];
      return bounds === undefined ? undefined : plan(owner, (_, path) => setTo(outOfRange(bounds), path));
    }
    case 'integer':
      return plan(owner, (_, path) => setTo(nonInteger(), path));
    case 'format':
      return field === 'symbol' ? plan(owner, (current, path) => setTo(badSymbol(String(current)), path)) : undefined;
    case 'absolute':
      return plan(owner, (_, path) => setTo(notAbsolute(!ruleById.has(`${owner}.${field}.min-length`)), path));
    case 'const':
      return plan(owner, (current, path) => {
        const constant = String(current);
        return setTo(
          oneOf<unknown>([
            constant.toUpperCase(),
            `${constant} `,
            '',
            ...kindNames.filter((kind) => kind !== constant),
            null,
            1,
            true,
          ]),
          path,
        );
      });
    case 'key-form':
      return keyedPlan(owner, (_, path) => newMember(badExtensionKey(), someValue(), path));
    case 'min-items':
      return minItemsPlan(owner, field);
    default:
      return undefined;
  }
}

const ROOTS = new Set(['Entity', 'Event', 'PlanObject', 'Track']);

/** A non-object where a canonical object is expected. */
export const rootPlan: Plan = {
  need: () => NO_NEED,
  change: (object) =>
    oneOf<unknown>([null, [], 'entity', 1, true, [object], JSON.stringify(object)]).map((value) => ({
      edits: [set([], value)],
      path: [],
    })),
};

/** The plan for a rule, or undefined when no generic or specific violation exists for it. */
export function planFor(rule: string): Plan | undefined {
  const specific = crossFieldPlans[rule];
  if (specific !== undefined) return specific;
  const parts = rule.split('.');
  if (parts.length === 2 && parts[1] === 'type' && ROOTS.has(parts[0]!)) return rootPlan;
  if (parts[1] === 'closed-vocabulary') {
    const members = vocabularyMembers(parts[0]!);
    return members === undefined
      ? undefined
      : plan('', (current, path) => setTo(nearMiss(String(current), members), path));
  }
  if (rule === 'Timestamp.format') return plan('', (current, path) => setTo(badTimestamp(String(current)), path));
  if (rule === 'UUID.format') return plan('', (current, path) => setTo(badUuid(String(current)), path));
  if (rule === 'Semver.format') return plan('', (current, path) => setTo(badSemver(String(current)), path));
  if (parts.length === 2 && parts[1] === 'additional-properties') {
    const owner = parts[0]!;
    return keyedPlan(owner, (container, path) =>
      newMember(undeclaredKey([...declaredKeys(owner), ...Object.keys(container as object)]), someValue(), path),
    );
  }
  if (parts.length === 3) return fieldPlan(rule, parts[0]!, parts[1]!, parts[2]!);
  return undefined;
}
