// Every entry of the package, typed (checked by `npm run typecheck`, strict, NodeNext, without @types/node).
import { kindNames, validate } from 'cdm-conformance';
import { canonicalObjectSchema, schemaFor, schemaGaps, type JsonSchemaDocument } from 'cdm-conformance/schema';
import { catalogue, ruleById, type Rule } from 'cdm-conformance/rules';
import { cdmMatchers, conformanceTests, type ConformanceTestOptions } from 'cdm-conformance/vitest';
import rulesJson from 'cdm-conformance/corpus/rules.json' with { type: 'json' };
import trackSchema from 'cdm-conformance/corpus/schema/track.schema.json' with { type: 'json' };
import pkg from 'cdm-conformance/package.json' with { type: 'json' };

const trackDocument: JsonSchemaDocument = schemaFor('track');
const firstRule: Rule | undefined = ruleById.get('Track.samples.order');
const options: ConformanceTestOptions = { level: 'rule', rules: ['Track.*'] };

export const surface = {
  kinds: kindNames.length,
  invalid: validate({}).valid === false,
  schema: canonicalObjectSchema.$schema === trackDocument.$schema && trackSchema.$id === trackDocument.$id,
  gaps: schemaGaps().some((gap) => gap.id === firstRule?.id),
  rules: catalogue.length === rulesJson.rules.length,
  vitest:
    typeof conformanceTests === 'function' &&
    typeof cdmMatchers.toBeCanonical === 'function' &&
    options.level === 'rule',
  name: pkg.name,
};
