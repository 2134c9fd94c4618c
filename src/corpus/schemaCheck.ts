/**
 * A small JSON Schema checker for exactly the keywords fixture.schema.json uses (type, enum, const,
 * required, properties, additionalProperties: false, items, minItems, minLength, pattern, oneOf,
 * $ref to #/$defs/...). An unknown keyword is an error, so the schema cannot silently outgrow it.
 */
import { isJsonObject } from '../json/isJsonObject.js';

type Schema = Record<string, unknown>;
const KNOWN = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'enum',
  'const',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'minItems',
  'minLength',
  'pattern',
  'oneOf',
  '$ref',
  '$defs',
]);

/** Compiled once: the runner checks the fixtures' fields on every corpus load. */
const patterns = new Map<string, RegExp>();
function pattern(source: string): RegExp {
  let compiled = patterns.get(source);
  if (compiled === undefined) patterns.set(source, (compiled = new RegExp(source, 'u')));
  return compiled;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Problems of `value` against `schema`, each "pointer: what"; [] when it conforms. */
export function checkSchema(value: unknown, schema: Schema, root: Schema = schema, at = ''): string[] {
  for (const keyword of Object.keys(schema))
    if (!KNOWN.has(keyword)) throw new Error(`schemaCheck: unsupported keyword ${keyword}`);
  if (typeof schema.$ref === 'string') {
    const name = /^#\/\$defs\/(.+)$/.exec(schema.$ref)?.[1];
    const target = name === undefined ? undefined : (root.$defs as Record<string, Schema> | undefined)?.[name];
    if (target === undefined) throw new Error(`schemaCheck: cannot resolve ${schema.$ref}`);
    return checkSchema(value, target, root, at);
  }
  const problems: string[] = [];
  const where = at === '' ? '(root)' : at;
  if (typeof schema.type === 'string') {
    const actual = typeOf(value);
    if (actual !== schema.type && !(schema.type === 'number' && actual === 'integer'))
      return [`${where}: expected ${schema.type}, got ${actual}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((member) => sameJson(member, value)))
    problems.push(`${where}: not one of ${JSON.stringify(schema.enum)}`);
  if ('const' in schema && !sameJson(schema.const, value))
    problems.push(`${where}: must be ${JSON.stringify(schema.const)}`);
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength)
      problems.push(`${where}: shorter than ${schema.minLength}`);
    if (typeof schema.pattern === 'string' && !pattern(schema.pattern).test(value))
      problems.push(`${where}: does not match ${schema.pattern}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems)
      problems.push(`${where}: fewer than ${schema.minItems} items`);
    if (isJsonObject(schema.items))
      value.forEach((item, index) =>
        problems.push(...checkSchema(item, schema.items as Schema, root, `${at}/${index}`)),
      );
  }
  if (isJsonObject(value)) {
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!Object.hasOwn(value, key)) problems.push(`${where}: missing ${key}`);
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, item] of Object.entries(value)) {
      if (Object.hasOwn(properties, key)) problems.push(...checkSchema(item, properties[key]!, root, `${at}/${key}`));
      else if (schema.additionalProperties === false) problems.push(`${where}: undeclared member ${key}`);
    }
  }
  if (Array.isArray(schema.oneOf)) {
    const passing = schema.oneOf.filter((option) => checkSchema(value, option as Schema, root, at).length === 0).length;
    if (passing !== 1) problems.push(`${where}: matches ${passing} of the oneOf alternatives, not exactly one`);
  }
  return problems;
}
