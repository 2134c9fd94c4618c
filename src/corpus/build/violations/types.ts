/**
 * Wrong JSON types: the classic adapter slips (a number sent as a string, a value wrapped in an
 * array, an object serialised to a JSON string, null where the row has no "or null").
 */
import { jsonType, type ValueSlot } from '../annotate.js';
import type { Violation } from './violation.js';

const replace = (slot: ValueSlot, value: unknown) => [{ op: 'replace' as const, path: slot.pointer, value }];

function variant(slot: ValueSlot, name: string, value: unknown, phrase: string): Violation {
  return { name, phrase, ops: replace(slot, value), path: slot.pointer };
}

const stated = (slot: ValueSlot): string =>
  slot.codec.name === 'Timestamp' ? 'a Timestamp string' : slot.codec.name === 'UUID' ? 'a UUID string' : 'a string';

/** Values of the wrong JSON type for the value in `slot` (and null where null is not allowed). */
export function wrongTypes(slot: ValueSlot): Violation[] {
  const value = slot.value;
  const violations: Violation[] = [];
  if (!slot.nullable)
    violations.push(variant(slot, 'null', null, 'null, but the contract does not say "or null" here'));
  switch (jsonType(value)) {
    case 'string':
      if (slot.codec.name === 'Timestamp') {
        // The same instant, so the value breaks the type rule and nothing else (track order, expiry).
        const millis = Date.parse(value as string);
        violations.push(
          variant(
            slot,
            'epoch-millis',
            millis,
            `Unix epoch milliseconds (${millis}, the same instant) where ${stated(slot)} is stated`,
          ),
        );
      } else violations.push(variant(slot, 'number', 42, `the number 42 where ${stated(slot)} is stated`));
      violations.push(
        variant(
          slot,
          'wrapped-in-array',
          [value],
          `the valid string ${JSON.stringify(value)} wrapped in a one-item array`,
        ),
      );
      break;
    case 'number':
      violations.push(
        variant(
          slot,
          'numeric-string',
          String(value),
          `the number as a string (${JSON.stringify(String(value))}) where a number is stated`,
        ),
      );
      violations.push(variant(slot, 'boolean', true, 'the boolean true where a number is stated'));
      break;
    case 'boolean':
      violations.push(
        variant(slot, 'string', String(value), `the string ${JSON.stringify(String(value))} where a boolean is stated`),
      );
      violations.push(variant(slot, 'number', value ? 1 : 0, `the number ${value ? 1 : 0} where a boolean is stated`));
      break;
    case 'object':
      violations.push(variant(slot, 'wrapped-in-array', [value], 'the valid object wrapped in a one-item array'));
      violations.push(
        variant(slot, 'json-string', JSON.stringify(value), 'the valid object serialised into a JSON string'),
      );
      break;
    case 'array': {
      const items = value as unknown[];
      const first = items[0];
      const isObject = first !== null && typeof first === 'object' && !Array.isArray(first);
      const minItems = slot.codec.meta.shape === 'array' ? slot.codec.meta.minItems : 0;
      // One item alone would also be too few where two are the minimum: there, every item keyed by index.
      violations.push(
        !isObject
          ? variant(slot, 'object', {}, 'an empty object where an array is stated')
          : minItems > 1
            ? variant(
                slot,
                'index-keyed-object',
                Object.fromEntries(items.map((item, index) => [String(index), item])),
                'its items as an object keyed "0", "1", ... (how some serialisers write a list), where an array is stated',
              )
            : variant(slot, 'single-item', first, 'its first item alone, an object where an array is stated'),
      );
      violations.push(
        variant(slot, 'json-string', JSON.stringify(value), 'the valid array serialised into a JSON string'),
      );
      break;
    }
    case 'null':
      throw new Error(`wrongTypes: ${slot.pointer} is null in its base; bases hold a value everywhere`);
  }
  return violations;
}

/** A geometry `type` that names no allowed shape. */
export function wrongGeometryTypes(pointer: string, areaOnly: boolean): Violation[] {
  const path = `${pointer}/type`;
  const names: Array<[string, string, string]> = areaOnly
    ? [
        ['Point', 'point', 'a Point: a point is not an area and is never buffered into one'],
        ['LineString', 'linestring', 'a LineString: a line is not an area'],
        ['polygon', 'lowercase-polygon', 'lowercase "polygon": shape names are case-sensitive'],
      ]
    : [
        ['Feature', 'feature', 'the GeoJSON "Feature", which is not a geometry shape'],
        ['GeometryCollection', 'geometry-collection', 'GeometryCollection, which the contract does not list'],
        ['point', 'lowercase-point', 'lowercase "point": shape names are case-sensitive'],
      ];
  return names.map(([value, name, phrase]) => ({
    name: `type-${name}`,
    phrase: `geometry type is ${phrase}`,
    ops: [{ op: 'replace', path, value }],
    path,
  }));
}
