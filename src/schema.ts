/**
 * `cdm-conformance/schema`: the contract as JSON Schema 2020-12, the documents committed under
 * corpus/schema/ as objects (no file reading, no JSON import attributes), and the rules a schema cannot
 * express. docs/json-schema.md explains both.
 */
import type { Kind } from './contract/canonicalObject.js';
import { schemaDocument as documentIn, schemaDocuments } from './rules/jsonSchema/documents.js';
import type { Draft } from './rules/jsonSchema/drafts.js';

export { schemaGaps, type SchemaGap } from './rules/jsonSchema/gaps.js';
export type { Kind } from './contract/canonicalObject.js';
export { drafts, type Draft } from './rules/jsonSchema/drafts.js';

/** A JSON Schema 2020-12 document: plain JSON data, ready for ajv's Ajv2020, Python's jsonschema and the like. */
export interface JsonSchemaDocument {
  readonly $schema: 'https://json-schema.org/draft/2020-12/schema';
  readonly $id: string;
  readonly title: string;
  readonly $defs: Readonly<Record<string, object>>;
  readonly [keyword: string]: unknown;
}

const documents = schemaDocuments();

/** The mixed-stream document: object_kind is required and picks the shape. */
export const canonicalObjectSchema = documents.canonical as unknown as JsonSchemaDocument;

/** One document per kind, where object_kind may be absent. */
export const kindSchemas = documents.byKind as unknown as Readonly<Record<Kind, JsonSchemaDocument>>;

/** The document for `kind`, or the mixed-stream one without a kind. */
export const schemaFor = (kind?: Kind | null): JsonSchemaDocument =>
  kind === undefined || kind === null ? canonicalObjectSchema : kindSchemas[kind];

/** The document for `kind` (or the mixed stream) in `draft`: 2020-12 (as above), 2019-09 or draft-07. */
export const schemaDocument = (kind?: Kind | null, draft: Draft = '2020-12'): Readonly<Record<string, unknown>> =>
  documentIn(kind ?? undefined, draft);
