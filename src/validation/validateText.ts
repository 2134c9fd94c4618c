/**
 * Validate a JSON *text*, not a parsed value: duplicate keys, lone surrogates, unsafe integers, overflow and
 * a BOM are gone once JSON.parse has run. This is the pipeline every entry point shares (the validate command,
 * the stream server, the runner's reference subject, the bench, the shrinker and the corpus proof).
 */
import { parseJsonText } from '../json/parseJsonText.js';
import { colonCountOf, colonsIn } from '../json/colonCount.js';
import {
  explain,
  textColonCount,
  validResult,
  type ValidateOptions,
  type ValidationError,
  type ValidationResult,
} from '../rules/validate.js';

/** Rule id of a text that is not JSON at all (no value to validate). */
export const JSON_SYNTAX = 'json.syntax';

/**
 * The common case is answered without the strict parser: JSON.parse builds the value natively, the text has
 * no byte order mark and no lone surrogate, and the compiled check accepts the value having counted as many
 * colons as the text holds (fewer would mean JSON.parse merged a repeated name; json/colonCount.ts). Anything
 * else goes the strict way, which answers exactly as before the fast path (suites/rules/fastCheck.test.ts
 * holds the two together).
 */
export function validateText(text: string, options: ValidateOptions = {}): ValidationResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return strictValidateText(text, options);
  }
  return answerParsed(value, colonCountOf(text), options) ?? strictValidateText(text, options);
}

/**
 * The answer for `value`, which JSON.parse built from a text holding `colons` colons once its escapes are
 * decoded (json/colonCount.ts; -1: a text finding), when that value is the strict parser's: valid when the
 * compiled check counts as many colons; explained when the check refuses it and its own colons are all the
 * text's (no repeated name). Undefined when only the strict parser can answer. validateText and the stream
 * server's fast answer (cli/_internals/fastAnswer.ts, for the object within a request line) both ask here.
 */
export function answerParsed(value: unknown, colons: number, options: ValidateOptions): ValidationResult | undefined {
  if (colons < 0) return undefined;
  const counted = textColonCount(value, options.kind);
  if (counted === colons) return validResult(value, options);
  if (counted < 0 && colonsIn(value) === colons) return explain(value, options);
  return undefined;
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
