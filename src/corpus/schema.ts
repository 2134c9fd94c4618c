/**
 * corpus/fixture.schema.json: a JSON Schema (2020-12) for one fixture file, for implementers who
 * read the corpus in another language. The tests check every committed fixture against this schema
 * with schemaCheck.ts, which supports exactly the keywords used here.
 */
import { kindNames } from '../contract/canonicalObject.js';

const finding = {
  type: 'object',
  required: ['rule', 'path'],
  additionalProperties: false,
  properties: {
    rule: {
      type: 'string',
      minLength: 1,
      description: 'rule id (corpus/rules.json; json.syntax for a text that is not JSON)',
    },
    path: {
      type: 'string',
      pattern: '^(/.*)?$',
      description: 'RFC 6901 JSON Pointer into the object; "" is the whole object',
    },
  },
};

const patchOperation = {
  oneOf: [
    {
      type: 'object',
      required: ['op', 'path', 'value'],
      additionalProperties: false,
      properties: { op: { enum: ['add', 'replace'] }, path: { type: 'string', pattern: '^(/.*)?$' }, value: {} },
    },
    {
      type: 'object',
      required: ['op', 'path'],
      additionalProperties: false,
      properties: { op: { const: 'remove' }, path: { type: 'string', pattern: '^/.*$' } },
    },
  ],
};

export const fixtureSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/cdm-conformance/cdm-conformance/corpus/fixture.schema.json',
  title: 'cdm-conformance corpus fixture',
  description:
    'One fixture file under corpus/fixtures/<scope>/<rule id>/<name>.json (docs/fixture-format.md). Exactly one of object and text.',
  type: 'object',
  required: ['id', 'description', 'rules', 'tier', 'kind', 'contract', 'expect'],
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      pattern: '^(entity|event|plan_object|track|stream)/[A-Za-z0-9._-]+/[A-Za-z0-9._-]+$',
      description: '<scope>/<rule id>/<name>: the file path without .json; stable, never reused',
    },
    description: {
      type: 'string',
      minLength: 10,
      pattern: '^[^\\r\\n]+$',
      description: 'one line, unique within each of its rules',
    },
    rules: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Za-z]+(\\.[A-Za-z0-9_-]+)+$' },
      description: 'catalogue rule ids the fixture is about; [] only for showcases',
    },
    tier: {
      enum: ['must', 'may', 'lint'],
      description: 'must: scored; may: reported, never scored; lint: a valid object an adapter should not produce',
    },
    kind: {
      enum: [...kindNames, null],
      description: 'validate against this kind; null: a mixed-stream object dispatched on object_kind',
    },
    contract: {
      type: 'object',
      required: ['section', 'quote'],
      additionalProperties: false,
      properties: {
        section: { type: 'string', minLength: 1 },
        quote: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      },
    },
    expect: {
      oneOf: [
        {
          type: 'object',
          required: ['valid'],
          additionalProperties: false,
          properties: {
            valid: { const: true },
            warnings: { type: 'array', minItems: 1, items: { $ref: '#/$defs/finding' } },
          },
        },
        {
          type: 'object',
          required: ['valid', 'errors'],
          additionalProperties: false,
          properties: {
            valid: { const: false },
            errors: { type: 'array', minItems: 1, items: { $ref: '#/$defs/finding' } },
          },
        },
      ],
    },
    object: { description: 'the JSON value to validate' },
    text: {
      type: 'string',
      pattern: '^[^\\r\\n]*$',
      description: 'the exact JSON text to send, verbatim (one line, so it fits the stream protocol)',
    },
    derived: {
      type: 'object',
      required: ['base', 'patch'],
      additionalProperties: false,
      properties: {
        base: { type: 'string', minLength: 1 },
        patch: { type: 'array', items: { $ref: '#/$defs/patchOperation' } },
      },
    },
    source: {
      type: 'object',
      required: ['name', 'verdict'],
      additionalProperties: false,
      properties: { name: { type: 'string', minLength: 1 }, verdict: { type: 'string', minLength: 1 } },
    },
  },
  oneOf: [{ required: ['object'] }, { required: ['text'] }],
  $defs: { finding, patchOperation },
} as const;
