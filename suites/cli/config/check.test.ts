/**
 * The config file's rules, proven to be one set: docs/config.schema.json is CONFIG_SCHEMA as committed, ajv
 * (strict) compiles it, and on every file below ajv and checkConfig agree; checkConfig's refusals are one line
 * naming the key.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ConfigError, checkConfig } from '../../../src/cli/config/check.js';
import { CONFIG_SCHEMA, LEVELS, REQUEST_FORMS, VALIDATE_FORMATS } from '../../../src/cli/config/schema.js';
import { FORMATS } from '../../../src/cli/validate/formats.js';
import { REQUEST_FORMS as PROTOCOL_REQUEST_FORMS } from '../../../src/protocol/request.js';
import { LEVELS as RUNNER_LEVELS } from '../../../src/runner/planOptions.js';
import { starter } from '../../../src/cli/init.js';

const root = path.resolve(import.meta.dirname, '../../..');

const GOOD: unknown[] = [
  {},
  JSON.parse(starter('x --stream', 'x')),
  { subject: { exec: './check {file}' }, version: '1.0.0', ruleMap: 'map.json', baseline: '.cdm-baseline' },
  { subject: { module: './v.mjs#schema' }, generated: { count: 5 }, '//': 'a note', $comment: 'another' },
  { subject: { reference: true }, generated: { count: 1, seed: -2147483648, '//': ['lines'] } },
  { validate: { kind: 'track', lint: false, failOn: 'warning', maxErrors: 0, format: 'github', $comment: 'c' } },
  { validate: { format: 'sarif' }, docsUrl: 'https://example.org/cdm/' },
  { validate: { format: 'gitlab' } },
];

/** A bad file and the one line checkConfig says about it. */
const BAD: [unknown, string][] = [
  [[], 'the file: must be a JSON object (got [])'],
  [{ level: 'rules' }, 'level: must be one of verdict, rule, path (got "rules") (did you mean rule?)'],
  [
    { subject: { strem: 'x' } },
    'subject.strem: unknown key (keys of subject: stream, exec, module, reference) (did you mean stream?)',
  ],
  [{ subject: {} }, 'subject: must name one of stream, exec, module, reference'],
  [
    { subject: { stream: 'a', exec: 'b' } },
    'subject: must name only one of stream, exec, module, reference (got stream, exec)',
  ],
  [{ subject: { stream: '' } }, 'subject.stream: must not be empty'],
  [{ subject: { reference: false } }, 'subject.reference: must be true (got false)'],
  [{ generated: { seed: 1 } }, 'generated.count: missing (required)'],
  [{ generated: { count: 0 } }, 'generated.count: must be at least 1 (got 0)'],
  [{ generated: { count: 2.5 } }, 'generated.count: must be an integer (got 2.5)'],
  [{ generated: { count: 1, seed: 2147483648 } }, 'generated.seed: must be at most 2147483647 (got 2147483648)'],
  [{ validate: { lint: 'yes' } }, 'validate.lint: must be a boolean (got "yes")'],
  [{ validate: { maxErrors: -1 } }, 'validate.maxErrors: must be at least 0 (got -1)'],
  [{ out: 7 }, 'out: must be a string (got 7)'],
  [{ docsUrl: 'example.org/cdm' }, 'docsUrl: must match ^https?:// (got "example.org/cdm")'],
  [
    JSON.parse('{"__proto__": {"level": "path"}}'),
    '__proto__: unknown key (keys: $comment, $schema, subject, name, version, level, requestForm, ruleMap, baseline, generated, out, docsUrl, validate)',
  ],
  [
    { Level: 'rule' },
    'Level: unknown key (keys: $comment, $schema, subject, name, version, level, requestForm, ruleMap, baseline, generated, out, docsUrl, validate) (did you mean level?)',
  ],
];

describe('cdm-conformance.config.json rules', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  const schemaAccepts = ajv.compile(CONFIG_SCHEMA);
  const codeAccepts = (value: unknown): boolean => {
    try {
      checkConfig(value, 'cdm-conformance.config.json');
      return true;
    } catch (error) {
      if (error instanceof ConfigError) return false;
      throw error;
    }
  };

  it('docs/config.schema.json is the schema the code holds files to', () => {
    expect(JSON.parse(readFileSync(path.join(root, 'docs/config.schema.json'), 'utf8'))).toEqual(CONFIG_SCHEMA);
  });

  it("offers each command's own choices: levels, request forms, validate's formats", () => {
    expect([LEVELS, REQUEST_FORMS, VALIDATE_FORMATS]).toEqual([RUNNER_LEVELS, PROTOCOL_REQUEST_FORMS, FORMATS]);
  });

  it('ajv and checkConfig accept the same files and refuse the same files', () => {
    for (const value of GOOD)
      expect([schemaAccepts(value), codeAccepts(value)], JSON.stringify(value)).toEqual([true, true]);
    for (const [value] of BAD)
      expect([schemaAccepts(value), codeAccepts(value)], JSON.stringify(value)).toEqual([false, false]);
  });

  it.each(BAD)('refuses %j in one line naming the key', (value, message) => {
    expect(() => checkConfig(value, 'cdm-conformance.config.json')).toThrow(
      new ConfigError(`cdm-conformance.config.json: ${message}`),
    );
  });
});
