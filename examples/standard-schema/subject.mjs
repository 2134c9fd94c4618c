// Standard Schema v1 subjects (https://standardschema.dev), hand-written so the example needs no zod or
// valibot: a Standard Schema is just an object with a `~standard` member holding `version`, `vendor` and
// `validate(value)`, which returns `{ value }` when valid or `{ issues: [{ message, path }] }` when not.
//
//   npx cdm-conformance run --module ./examples/standard-schema/subject.mjs#CdmSchema
//   npx cdm-conformance run --module ./examples/standard-schema/subject.mjs#ObjectKindOnlySchema
//   npx cdm-conformance run --module ./examples/standard-schema/subject.mjs#validateWithKind
//
// Standard Schema issues have no rule id. The runner reads a `rule` (or `code`) member of an issue when
// there is one, so CdmSchema adds the catalogue rule id as `rule`: extra members are allowed, and with
// them the run can score at rule and path level, not only on verdicts.
//
// Run `npm run build` first: the reference validator is imported from the package's build output.
import { validate } from '../../dist/index.js';

/** RFC 6901 JSON Pointer -> Standard Schema path segments ("/samples/3/observed_at" -> ["samples", 3, "observed_at"]). */
export function pointerToPath(pointer) {
  if (pointer === '') return [];
  return (
    pointer
      .slice(1)
      .split('/')
      .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
      // Array indices become numbers, as Standard Schema libraries report them; keys stay strings.
      .map((token) => (/^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : token))
  );
}

/** Wrap a function returning `{ valid, errors: [{ path, rule, message }] }` as a Standard Schema v1 object. */
function standardSchema(vendor, check) {
  return {
    '~standard': {
      version: 1,
      vendor,
      validate(value) {
        const result = check(value);
        if (result.valid) return { value };
        return {
          issues: result.errors.map((error) => ({
            message: error.message,
            path: pointerToPath(error.path),
            rule: error.rule,
          })),
        };
      },
    },
  };
}

/** The whole contract: the reference validator, dispatching on object_kind as in a mixed stream. */
export const CdmSchema = standardSchema('example', (value) => validate(value));

/**
 * A deliberately weak subject: it only checks that the value is an object with a known object_kind and
 * accepts everything else, so its report is full of false accepts. No rule ids either (message and path
 * only), which is what a typical schema library gives you: it is scored on verdicts.
 */
const KINDS = ['entity', 'event', 'plan_object', 'track'];
export const ObjectKindOnlySchema = {
  '~standard': {
    version: 1,
    vendor: 'example',
    validate(value) {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { issues: [{ message: 'expected a JSON object', path: [] }] };
      if (!KINDS.includes(value.object_kind))
        return { issues: [{ message: `object_kind must be one of ${KINDS.join(', ')}`, path: ['object_kind'] }] };
      return { value };
    },
  },
};

/**
 * Not a Standard Schema: the plain-function shape `--module` also accepts, `(value, { kind }) => { valid,
 * errors }`. A Standard Schema's validate(value) never learns the case's kind, so CdmSchema rejects the
 * cases validated against one kind whose object omits object_kind; this function gets the kind and is
 * conformant.
 */
export function validateWithKind(value, { kind } = {}) {
  return validate(value, kind ? { kind } : {});
}

export default CdmSchema;
