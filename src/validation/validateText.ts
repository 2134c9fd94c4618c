/**
 * Validate a JSON *text*, not a parsed value: duplicate keys, lone surrogates, unsafe integers, overflow and
 * a BOM are gone once JSON.parse has run. This is the pipeline every entry point shares (the validate command,
 * the stream server, the runner's reference subject, the bench, the shrinker and the corpus proof).
 */
import { parseJsonText } from '../json/parseJsonText.js';
import { memberCountIfPlain } from '../json/memberCount.js';
import { explain, validMemberCount, validResult, type ValidateOptions, type ValidationError, type ValidationResult } from '../rules/validate.js';

/** Rule id of a text that is not JSON at all (no value to validate). */
export const JSON_SYNTAX = 'json.syntax';

export function validateText(text: string, options: ValidateOptions = {}): ValidationResult {
  return fastValidText(text, options) ?? strictValidateText(text, options);
}

/**
 * The common case, answered without the strict parser: JSON.parse builds the value natively, a lexical scan
 * finds no text finding, and the compiled check accepts the value having walked past as many members as the
 * text holds (fewer would mean JSON.parse merged a repeated name). Anything else is undefined: explain it.
 */
function fastValidText(text: string, options: ValidateOptions): ValidationResult | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const members = memberCountIfPlain(text);
  if (members < 0 || validMemberCount(value, options.kind) !== members) return undefined;
  return validResult(value, options);
}

/** Strict parse, then the io-ts decode: every finding and every error, in the order they are reported. */
export function strictValidateText(text: string, options: ValidateOptions): ValidationResult {
  const parsed = parseJsonText(text);
  if (!parsed.ok) {
    return { valid: false, errors: [{ path: '', rule: JSON_SYNTAX, message: parsed.message }] };
  }
  // Text findings come first: they are about the bytes the producer sent, before any shape question.
  const findings: ValidationError[] = parsed.findings.map((f) => ({ path: f.path, rule: f.rule, message: f.message }));
  const result = explain(parsed.value, options);
  if (findings.length === 0) return result;
  const errors = [...findings, ...result.errors];
  // A text finding makes the object invalid, so lint warnings (reported only for valid objects) drop out.
  return options.lint === true ? { valid: false, errors, warnings: [] } : { valid: false, errors };
}
