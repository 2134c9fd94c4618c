/**
 * The JSON Schema (2020-12) the bench compiles with ajv for the "JSON.parse + ajv" pipeline: the project's
 * exported schema (corpus/schema/) when there is one, otherwise a fair one made here from the codecs: every
 * shape, closed object, required key, vocabulary, range and string format (as a pattern), and none of the
 * text-level or cross-field rules a JSON Schema cannot state. That is the schema a careful user writes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kinds } from '../../contract/canonicalObject.js';
import type { Described } from '../../contract/_internals/meta.js';
import { GeometryPositionType } from '../../contract/geometry.js';

type Schema = Record<string, unknown>;

const PATTERNS: Record<string, string> = {
  UUID: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  Timestamp: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$',
  Semver: '^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$',
  SymbolCode: '^[0-9]{20}$',
  AbsoluteIdentifier: '^[A-Za-z][A-Za-z0-9+.-]*:',
};

/** A leaf by its name: `number -90..90`, `integer >= 0`, `UUID`, a vocabulary ... */
function leafSchema(codec: Described): Schema {
  const members = (codec as { members?: readonly string[] }).members;
  if (members !== undefined) return { enum: [...members] };
  const name = codec.name;
  if (name === 'boolean') return { type: 'boolean' };
  if (name === 'string') return { type: 'string' };
  if (name === 'string (min length 1)') return { type: 'string', minLength: 1 };
  if (name === 'number') return { type: 'number' };
  let match = /^number (-?[\d.]+)\.\.(-?[\d.]+)$/.exec(name);
  if (match) return { type: 'number', minimum: Number(match[1]), maximum: Number(match[2]) };
  match = /^(number|integer) >= (-?[\d.]+)$/.exec(name);
  if (match) return { type: match[1], minimum: Number(match[2]) };
  match = /^number (-?[\d.]+) <= x < (-?[\d.]+)$/.exec(name);
  if (match) return { type: 'number', minimum: Number(match[1]), exclusiveMaximum: Number(match[2]) };
  const base = name.replace(' (min length 1)', '');
  const pattern = PATTERNS[base];
  if (pattern === undefined) throw new Error(`bench schema: no JSON Schema for the leaf ${name}`);
  return { type: 'string', pattern, ...(base === name ? {} : { minLength: 1 }) };
}

function schemaOf(codec: Described, defs: Record<string, Schema>): Schema {
  if (codec instanceof GeometryPositionType) return { type: 'array', items: { type: 'number' }, minItems: 2 };
  const meta = codec.meta;
  switch (meta.shape) {
    case 'leaf':
      return leafSchema(codec);
    case 'literal':
      return { const: meta.value };
    case 'nullable':
      return { anyOf: [{ type: 'null' }, schemaOf(meta.inner, defs)] };
    case 'array':
      return { type: 'array', items: schemaOf(meta.item, defs), ...(meta.minItems > 0 ? { minItems: meta.minItems } : {}) };
    case 'bag':
      return { type: 'object' };
    case 'map':
      return { type: 'object', additionalProperties: schemaOf(meta.value, defs) };
    case 'geometry':
      return { anyOf: meta.shapes.map((shape) => schemaOf(shape, defs)) };
    case 'object': {
      if (defs[meta.name] === undefined) {
        defs[meta.name] = {};
        const properties: Record<string, Schema> = {};
        for (const [key, field] of Object.entries(meta.fields)) properties[key] = schemaOf(field.codec, defs);
        const required = Object.entries(meta.fields).filter(([, field]) => field.required).map(([key]) => key);
        defs[meta.name] = { type: 'object', properties, required, additionalProperties: false };
      }
      return { $ref: `#/$defs/${meta.name}` };
    }
    default:
      throw new Error(`bench schema: no JSON Schema for the shape ${meta.shape}`);
  }
}

/** A mixed stream: object_kind names the shape (if/then, so exactly one shape is tried, as the reference does). */
export function derivedSchema(): Schema {
  const defs: Record<string, Schema> = {};
  const branches = Object.entries(kinds).map(([kind, codec]) => ({
    if: { properties: { object_kind: { const: kind } } },
    then: schemaOf(codec, defs),
  }));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    required: ['object_kind'],
    properties: { object_kind: { enum: Object.keys(kinds) } },
    allOf: branches,
    $defs: defs,
  };
}

/** The exported schema's root file in `dir` (corpus/schema/), when the project ships one. */
export function exportedSchemaFile(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const root = files.find((name) => /canonical|object|index|cdm/i.test(name)) ?? (files.length === 1 ? files[0] : undefined);
  return root === undefined ? undefined : join(dir, root);
}

export function readSchema(file: string): Schema {
  return JSON.parse(readFileSync(file, 'utf8')) as Schema;
}
