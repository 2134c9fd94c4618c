/**
 * The contract as JSON Schema 2020-12, derived from the codecs' own metadata (the same walk the rule
 * catalogue is derived by): one `$defs` entry per contract table, closed vocabulary and shared format;
 * closed objects except the declared open bags; nullability, ranges, lengths and counts as each codec
 * states them. What JSON Schema cannot say is listed per rule (catalogue `jsonSchema`, docs/json-schema.md).
 */
import { kindNames, kinds, type Kind } from '../../contract/canonicalObject.js';
import type { CheckInfo, Described, SchemaKeywords } from '../../contract/_internals/meta.js';
import { type Draft, inDraft } from './drafts.js';

export const SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const ID_BASE = 'urn:cdm-conformance:common-data-model:3.0.0:';

type Schema = { [keyword: string]: unknown };

const ROOT_NAMES: Record<Kind, string> = {
  entity: 'Entity',
  event: 'Event',
  plan_object: 'PlanObject',
  track: 'Track',
};

/** A leaf becomes a `$defs` entry when it is a named format or vocabulary of its own (a rule id it owns). */
const ownsRule = (checks: readonly CheckInfo[]): boolean => checks.some((check) => check.rule !== undefined);
const isIdentifier = (name: string): boolean => /^[A-Za-z]+$/.test(name);

/** Adds `keywords` to `schema`; a keyword already there goes into `allOf`, so nothing is overwritten. */
function merge(schema: Schema, keywords: SchemaKeywords): void {
  const clashing: Schema = {};
  for (const [keyword, value] of Object.entries(keywords)) {
    // `integer` narrows `number`, the only keyword a check may narrow in place.
    if (keyword === 'type' && schema.type === 'number' && value === 'integer') schema.type = value;
    else if (keyword in schema) clashing[keyword] = value;
    else schema[keyword] = value;
  }
  if (Object.keys(clashing).length > 0) schema.allOf = [...((schema.allOf as unknown[] | undefined) ?? []), clashing];
}

function checkKeywords(schema: Schema, checks: readonly CheckInfo[]): Schema {
  for (const check of checks) if ('keywords' in check.jsonSchema) merge(schema, check.jsonSchema.keywords);
  return schema;
}

class DefinitionBuilder {
  readonly defs = new Map<string, Schema>();

  /** The schema of a value of `codec`: a `$ref` for named things, inline for the rest. */
  valueSchema(codec: Described): Schema {
    const meta = codec.meta;
    switch (meta.shape) {
      case 'leaf': {
        const schema = checkKeywords({ type: meta.jsonType }, meta.checks);
        return ownsRule(meta.checks) && isIdentifier(codec.name) ? this.define(codec.name, () => schema) : schema;
      }
      case 'literal':
        return { const: meta.value };
      case 'nullable':
        return { anyOf: [this.valueSchema(meta.inner), { type: 'null' }] };
      case 'array': {
        const schema: Schema = { type: 'array', items: this.valueSchema(meta.item) };
        if (meta.minItems > 0) schema.minItems = meta.minItems;
        return checkKeywords(schema, meta.rules ?? []);
      }
      case 'map':
        return { type: 'object', additionalProperties: this.valueSchema(meta.value) };
      case 'bag': {
        const names = checkKeywords({}, meta.keyChecks);
        return Object.keys(names).length === 0 ? { type: 'object' } : { type: 'object', propertyNames: names };
      }
      case 'geometry':
        return this.define(geometryName(codec.name), () => this.geometry(meta.shapes));
      case 'object':
        return this.define(meta.name, () => this.object(codec));
      case 'kinds':
        throw new Error('the canonical union is a document root, never a value');
    }
  }

  private define(name: string, build: () => Schema): Schema {
    if (!this.defs.has(name)) {
      this.defs.set(name, {}); // reserved first: a definition may refer to itself
      this.defs.set(name, build());
    }
    return { $ref: `#/$defs/${name}` };
  }

  private object(codec: Described): Schema {
    const meta = codec.meta;
    if (meta.shape !== 'object') throw new Error(`${codec.name} is not an object codec`);
    const properties: Schema = {};
    const required: string[] = [];
    for (const [field, spec] of Object.entries(meta.fields)) {
      properties[field] = this.valueSchema(spec.codec);
      if (spec.required) required.push(field);
    }
    const schema: Schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
    schema.additionalProperties = false;
    const crossKeywords = meta.crossChecks.flatMap((check) =>
      'keywords' in check.jsonSchema ? [check.jsonSchema.keywords] : [],
    );
    if (crossKeywords.length > 0) schema.allOf = crossKeywords;
    return schema;
  }

  /** Dispatched on `type` when it is there (one shape is tried); untyped, any allowed shape may accept. */
  private geometry(shapes: readonly Described[]): Schema {
    const names = shapes.map((shape) => shape.name);
    const refs = shapes.map((shape) => this.valueSchema(shape));
    return {
      type: 'object',
      properties: { type: { enum: names } },
      allOf: names.map((name, index) => ({
        if: { required: ['type'], properties: { type: { const: name } } },
        then: refs[index],
      })),
      if: { not: { required: ['type'] } },
      then: { anyOf: refs },
    };
  }
}

const geometryName = (label: string): string =>
  label
    .split(' or ')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('Or');

/** The definitions `root` reaches, in the order they were made. */
function reachable(defs: ReadonlyMap<string, Schema>, root: Schema): Record<string, Schema> {
  const seen = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const name = inner.slice('#/$defs/'.length);
        if (!seen.has(name)) {
          seen.add(name);
          visit(defs.get(name));
        }
      } else visit(inner);
    }
  };
  visit(root);
  return Object.fromEntries([...defs].filter(([name]) => seen.has(name)));
}

export interface SchemaDocuments {
  /** A mixed-stream object: object_kind is required and picks the shape. */
  readonly canonical: Schema;
  /** One kind, where object_kind may be absent. */
  readonly byKind: Readonly<Record<Kind, Schema>>;
}

const ABOUT =
  'Generated by cdm-conformance from its codecs; do not edit. Rules this schema cannot express (cross-field and JSON-text rules) are listed in docs/json-schema.md and in corpus/rules.json (jsonSchema).';

export function schemaDocuments(): SchemaDocuments {
  const builder = new DefinitionBuilder();
  const roots = Object.fromEntries(kindNames.map((kind) => [kind, builder.valueSchema(kinds[kind])])) as Record<
    Kind,
    Schema
  >;
  const canonical: Schema = {
    $schema: SCHEMA_DIALECT,
    $id: `${ID_BASE}canonical-object`,
    title: 'Common Data Model Contract 3.0.0: a canonical object of a mixed stream',
    description: `object_kind names the shape (${kindNames.join(', ')}), so exactly one shape is applied. ${ABOUT}`,
    type: 'object',
    required: ['object_kind'],
    properties: { object_kind: { enum: [...kindNames] } },
    allOf: kindNames.map((kind) => ({
      if: { required: ['object_kind'], properties: { object_kind: { const: kind } } },
      then: roots[kind],
    })),
  };
  canonical.$defs = reachable(builder.defs, canonical);
  const byKind = Object.fromEntries(
    kindNames.map((kind) => {
      const document: Schema = {
        $schema: SCHEMA_DIALECT,
        $id: `${ID_BASE}${kind}`,
        title: `Common Data Model Contract 3.0.0: ${ROOT_NAMES[kind]} (object_kind = ${kind}, which may be absent)`,
        description: ABOUT,
        $ref: roots[kind].$ref,
      };
      document.$defs = reachable(builder.defs, document);
      return [kind, document];
    }),
  ) as Record<Kind, Schema>;
  return { canonical, byKind };
}

/** Where a document is committed (and shipped): the mixed-stream one, or one kind's. */
export const schemaFileName = (kind?: Kind): string => `corpus/schema/${kind ?? 'canonical-object'}.schema.json`;

/** The mixed-stream document (no `kind`) or one kind's, in `draft` (2020-12, what corpus/schema/ holds, by default). */
export function schemaDocument(kind?: Kind, draft: Draft = '2020-12'): Schema {
  const { canonical, byKind } = schemaDocuments();
  return inDraft(kind === undefined ? canonical : byKind[kind], draft);
}

/** The committed files, by path: corpus/schema/<name>.schema.json. */
export function schemaFiles(): Record<string, string> {
  const { canonical, byKind } = schemaDocuments();
  const text = (document: Schema): string => `${JSON.stringify(document, null, 2)}\n`;
  return {
    [schemaFileName()]: text(canonical),
    ...Object.fromEntries(kindNames.map((kind) => [schemaFileName(kind), text(byKind[kind])])),
  };
}
