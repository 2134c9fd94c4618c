/**
 * What a violator needs to know about the contract beyond the catalogue: which fields are "or null",
 * which keys an object declares, a vocabulary's members, and the numeric bounds the codecs state.
 */
import * as contract from '../../contract/index.js';
import type { Described } from '../../contract/index.js';
import { rangeOf, statesInteger, unwrapNullable } from '../../contract/bounds.js';
import type { Bounds } from './values.js';

const isDescribed = (value: unknown): value is Described =>
  typeof value === 'object' && value !== null && 'meta' in value && 'validate' in value;

/** Every closed-object codec by its contract table name (Position, RouteLeg ...). */
const objects = new Map<string, Described>();
for (const value of Object.values(contract)) {
  if (isDescribed(value) && value.meta.shape === 'object') objects.set(value.meta.name, value);
}

function fieldsOf(owner: string): Readonly<Record<string, { codec: Described; required: boolean }>> {
  const meta = objects.get(owner)?.meta;
  if (meta?.shape !== 'object') throw new Error(`no contract table named ${owner}`);
  return meta.fields;
}

/** The keys a table declares. */
export const declaredKeys = (owner: string): string[] => Object.keys(fieldsOf(owner));

/** Whether the row of owner.field says "or null". */
export const isNullable = (owner: string, field: string): boolean =>
  fieldsOf(owner)[field]?.codec.meta.shape === 'nullable';

/** The members of a closed vocabulary by name. */
export function vocabularyMembers(name: string): readonly string[] | undefined {
  const vocabulary = (contract.vocabularies as Record<string, { members: readonly string[] } | undefined>)[name];
  return vocabulary?.members;
}

/** owner.field and its codec, for every field of every contract table. */
const fields = [...objects.values()].flatMap((codec) => {
  const meta = codec.meta;
  return meta.shape === 'object'
    ? Object.entries(meta.fields).map(([field, spec]) => ({ at: `${meta.name}.${field}`, codec: spec.codec }))
    : [];
});

/** Every stated numeric range, by owner.field, read from the codecs' metadata (CheckInfo.range). */
export const BOUNDS: Readonly<Record<string, Bounds>> = Object.fromEntries(
  fields.flatMap(({ at, codec }) => {
    const range = rangeOf(codec);
    if (range === undefined) return [];
    const bounds: Bounds = {
      min: range.min,
      ...(range.max === undefined ? {} : { max: range.max }),
      ...(range.maxExclusive === true ? { maxExcluded: true } : {}),
      ...(statesInteger(codec) ? { integer: true } : {}),
    };
    return [[at, bounds]];
  }),
);

/** Minimum item counts, by owner.field, as the array codecs state them. */
export const MIN_ITEMS: Readonly<Record<string, number>> = Object.fromEntries(
  fields.flatMap(({ at, codec }) => {
    const meta = unwrapNullable(codec).meta;
    return meta.shape === 'array' && meta.minItems > 0 ? [[at, meta.minItems]] : [];
  }),
);

/** Value types of the "object mapping string to X" fields, as the map codecs state them. */
export const MAP_VALUE_TYPE: Readonly<Record<string, 'number' | 'string'>> = Object.fromEntries(
  fields.flatMap(({ at, codec }) => {
    const meta = unwrapNullable(codec).meta;
    if (meta.shape !== 'map' || meta.value.meta.shape !== 'leaf') return [];
    const type = meta.value.meta.jsonType;
    return type === 'number' || type === 'string' ? [[at, type]] : [];
  }),
);
