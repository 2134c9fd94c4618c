// A module subject with its own error codes: it judges like the reference, but reports every undeclared
// key as the generic code "undeclared key" and every other rule as "E:<rule>", as a foreign validator would.
import { validate } from './_reference.mjs';

export default (value, { kind }) => {
  const result = validate(value, kind ? { kind } : {});
  return {
    valid: result.valid,
    errors: result.errors.map((error) => ({ ...error, rule: error.rule.endsWith('.additional-properties') ? 'undeclared key' : `E:${error.rule}` })),
  };
};
