/**
 * cdm-conformance.config.json: what a team otherwise repeats on every command line. The JSON Schema below is
 * shipped as docs/config.schema.json (editors complete the file from it); check.ts holds a file to the same
 * rules with a one-line message, and a suite proves the two agree.
 */

import { kindNames } from '../../contract/canonicalObject.js';

/**
 * The levels, request forms, fail-on values and validate formats the commands accept (their --help). Kept
 * here rather than imported: every command loads this file at start-up, the commands' own modules only when
 * they run; suites/cli/config/check.test.ts holds each list equal to the command's.
 */
export const LEVELS = ['verdict', 'rule', 'path'] as const;
export const REQUEST_FORMS = ['object', 'text'] as const;
export const FAIL_ON = ['error', 'warning'] as const;
export const VALIDATE_FORMATS = ['human', 'json', 'github', 'junit', 'sarif', 'gitlab'] as const;

export interface Config {
  /** How to reach the subject: exactly one of the four. */
  readonly subject?:
    | { readonly stream: string }
    | { readonly exec: string }
    | { readonly module: string }
    | { readonly reference: true };
  readonly name?: string;
  readonly version?: string;
  readonly level?: (typeof LEVELS)[number];
  readonly requestForm?: (typeof REQUEST_FORMS)[number];
  readonly ruleMap?: string;
  readonly baseline?: string;
  readonly generated?: { readonly count: number; readonly seed?: number };
  readonly out?: string;
  readonly docsUrl?: string;
  readonly validate?: {
    readonly kind?: string;
    readonly lint?: boolean;
    readonly failOn?: (typeof FAIL_ON)[number];
    readonly maxErrors?: number;
    readonly format?: (typeof VALIDATE_FORMATS)[number];
  };
}

/** Notes a file may carry at any level: `$comment` (JSON Schema's) or `"//"`. */
const NOTES = {
  $comment: { type: 'string' },
  '//': { description: 'A note for readers (JSON has no comments); ignored.' },
};
const text = (description: string) => ({ type: 'string', minLength: 1, description });

export const CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'urn:cdm-conformance:config',
  title: 'cdm-conformance.config.json',
  description:
    'Defaults for cdm-conformance commands, found from the working directory upward (or named with --config FILE). A flag on the command line overrides the file. docs/config.md.',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...NOTES,
    $schema: { type: 'string', description: 'Where editors find this schema.' },
    subject: {
      description: 'The subject run puts to the corpus: exactly one of stream, exec, module, reference.',
      type: 'object',
      minProperties: 1,
      maxProperties: 1,
      additionalProperties: false,
      properties: {
        stream: text('A command speaking the stream protocol (run --stream).'),
        exec: text('A command run once per case (run --exec).'),
        module: text('A JavaScript module, PATH[#EXPORT], relative to this file (run --module).'),
        reference: { const: true, description: 'The bundled reference validator (run --reference).' },
      },
    },
    name: text('The subject name in reports (run --name).'),
    version: text("The subject's version in reports (run --subject-version)."),
    level: { enum: [...LEVELS], description: 'What certification requires (run and compare --level).' },
    requestForm: {
      enum: [...REQUEST_FORMS],
      description: 'How a case travels to a stream subject (run --request-form).',
    },
    ruleMap: text('A rule map file, relative to this file (run and compare --rule-map).'),
    baseline: text(
      'A baseline file of known failures, relative to this file (run --baseline, except with --shard; report merge --baseline).',
    ),
    generated: {
      type: 'object',
      additionalProperties: false,
      required: ['count'],
      properties: {
        ...NOTES,
        count: {
          type: 'integer',
          minimum: 1,
          description: 'Generated cases added to the corpus (run and compare --generated).',
        },
        seed: {
          type: 'integer',
          minimum: -2147483648,
          maximum: 2147483647,
          description: 'Their seed (run and compare --seed).',
        },
      },
    },
    out: text('The report folder, relative to this file (run --out).'),
    docsUrl: {
      type: 'string',
      pattern: '^https?://',
      description:
        'Where the docs site is published: SARIF helpUri and report links (run and compare --docs-url; validate --docs-url with format sarif).',
    },
    validate: {
      type: 'object',
      additionalProperties: false,
      description: "validate's defaults (never applied to validate --stream, the protocol server).",
      properties: {
        ...NOTES,
        kind: { enum: [...kindNames], description: 'validate --kind.' },
        lint: { type: 'boolean', description: 'validate --lint (true only switches it on).' },
        failOn: { enum: [...FAIL_ON], description: 'validate --fail-on.' },
        maxErrors: { type: 'integer', minimum: 0, description: 'validate --max-errors.' },
        format: { enum: [...VALIDATE_FORMATS], description: 'validate --format.' },
      },
    },
  },
} as const;
