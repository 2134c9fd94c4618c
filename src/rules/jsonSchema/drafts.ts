/**
 * The 2020-12 export in the older dialects registries still load: draft-07 and 2019-09. The export uses
 * only keywords the three drafts share, so the translation is mechanical and the rules a schema cannot
 * express are the same for each draft; a keyword with no equivalent in the target draft throws here
 * instead of being written and silently ignored by that draft's validators (which would make the
 * cannot-express list wrong for it).
 */

export const drafts = ['2020-12', '2019-09', '07'] as const;
export type Draft = (typeof drafts)[number];

export const DIALECTS: Readonly<Record<Draft, string>> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '07': 'http://json-schema.org/draft-07/schema#',
};

type Schema = { [keyword: string]: unknown };

/** Keywords whose value is one schema, an array of schemas, or a map of name → schema. */
const ONE_SCHEMA = new Set(['items', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains']);
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** Keywords all three drafts read alike (draft-07's vocabulary, `$defs` aside), values taken as they are. */
const SHARED = new Set([
  ...ONE_SCHEMA,
  ...SCHEMA_LIST,
  ...SCHEMA_MAP,
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
  'required',
]);

/** The document `document` (JSON Schema 2020-12, as documents.ts writes it) says, in `draft`. */
export function inDraft(document: Schema, draft: Draft): Schema {
  if (draft === '2020-12') return document;
  const definitions = draft === '07' ? 'definitions' : '$defs';
  const translate = (schema: unknown, at: string): unknown => {
    if (typeof schema === 'boolean') return schema;
    if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
      throw new Error(`${at} is not a schema`);
    const out: Schema = {};
    for (const [keyword, value] of Object.entries(schema as Schema)) {
      if (!SHARED.has(keyword))
        throw new Error(`${at}/${keyword}: JSON Schema ${draft} has no such keyword (translate it in drafts.ts)`);
      const where = `${at}/${keyword}`;
      const name = keyword === '$defs' ? definitions : keyword;
      if (keyword === '$schema') out.$schema = DIALECTS[draft];
      else if (keyword === '$ref') out.$ref = (value as string).replace(/^#\/\$defs\//, `#/${definitions}/`);
      else if (ONE_SCHEMA.has(keyword)) out[name] = translate(value, where);
      else if (SCHEMA_LIST.has(keyword))
        out[name] = (value as unknown[]).map((inner, index) => translate(inner, `${where}/${index}`));
      else if (SCHEMA_MAP.has(keyword))
        out[name] = Object.fromEntries(
          Object.entries(value as Schema).map(([key, inner]) => [key, translate(inner, `${where}/${key}`)]),
        );
      else out[name] = value;
    }
    // Draft-07 ignores every keyword beside $ref: the reference moves into allOf so the rest still applies.
    if (draft === '07' && '$ref' in out && Object.keys(out).some((keyword) => !REF_MAY_SIT_WITH.has(keyword))) {
      const { $ref, ...rest } = out;
      return { ...rest, allOf: [{ $ref }, ...((rest.allOf as unknown[] | undefined) ?? [])] };
    }
    return out;
  };
  return translate(document, '#') as Schema;
}

/** Annotations only: draft-07 may ignore them beside $ref and nothing is lost. */
const REF_MAY_SIT_WITH = new Set(['$ref', '$comment', 'title', 'description']);
