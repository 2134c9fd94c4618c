// The validator to certify. Here the package's own reference stands in for yours: replace the body with a
// call to your validator, returning a boolean or { valid, errors: [{ rule?, path?, message? }] }.
import { validate, type Kind } from 'cdm-conformance';

export function myValidator(
  value: unknown,
  options: { kind: Kind | null },
): { valid: boolean; errors: { rule: string; path: string; message: string }[] } {
  return validate(value, options.kind === null ? {} : { kind: options.kind });
}
