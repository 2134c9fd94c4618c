/**
 * A tiny JSON Schema checker for the subset docs/report.schema.json uses (type, enum, required, properties,
 * items, local $ref, minimum, maximum), so the report suites can check report.json against the documented
 * schema without a validator dependency. Returns the problems found; empty means it conforms.
 */
type Schema = Readonly<Record<string, unknown>>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

export function checkSchema(value: unknown, schema: Schema, root: Schema = schema, at = ''): string[] {
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Schema | undefined)?.[key], root);
    if (target === undefined) return [`${at}: unresolved $ref ${schema.$ref}`];
    return checkSchema(value, target as Schema, root, at);
  }
  const problems: string[] = [];
  const actual = typeOf(value);
  if (schema.type !== undefined) {
    const allowed = ([] as unknown[]).concat(schema.type);
    if (!allowed.includes(actual) && !(actual === 'integer' && allowed.includes('number')))
      problems.push(`${at}: ${actual}, expected ${allowed.join(' | ')}`);
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    problems.push(`${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum)
      problems.push(`${at}: ${value} < ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum)
      problems.push(`${at}: ${value} > ${schema.maximum}`);
  }
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? [])
      if (!(key in object)) problems.push(`${at}: missing ${key}`);
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, sub] of Object.entries(properties))
      if (key in object) problems.push(...checkSchema(object[key], sub, root, `${at}/${key}`));
  }
  if (actual === 'array' && schema.items !== undefined) {
    (value as unknown[]).forEach((item, index) =>
      problems.push(...checkSchema(item, schema.items as Schema, root, `${at}/${index}`)),
    );
  }
  return problems;
}
