/**
 * The one seam from text to verdict. `verdictOfText` takes a JSON text (a line, a file's text, a request's
 * object) and answers with the verdict, every error with its rule and pointer, and lint findings when asked.
 * Every entry point calls it: `validate` (files, stdin, NDJSON), `validate --stream`, the runner's
 * reference subject, the library's `validateText`, the site's playground, the shrinker and the corpus proof.
 * The library's `validate(value)` has a value, not a text: `verdictOfValue` is its door.
 *
 * What makes it fast lives here and nowhere else. The text is JSON.parse'd natively and the compiled check
 * (rules/fastCheck.ts) accepts the value having counted as many colons as the text holds (fewer mean
 * JSON.parse merged a repeated name: json/colonCount.ts). Anything else is explained the strict way: the
 * strict parser (json/parseJsonText.ts) and the io-ts decode (rules/validate.ts explain), the authority.
 */
import { colonCountOf, colonsIn } from '../json/colonCount.js';
import { MAX_LISTED_ERRORS, omittedIn } from '../json/errorCap.js';
import { parseJsonText } from '../json/parseJsonText.js';
import {
  explain,
  textColonCount,
  validMemberCount,
  validResult,
  type ValidateOptions,
  type ValidationError,
  type ValidationResult,
} from '../rules/validate.js';

/** Rule id of a text that is not JSON at all (no value to validate). */
export const JSON_SYNTAX = 'json.syntax';

/**
 * A check that reads the text alone and may say 'valid' only where the explainer would (the compiled
 * byte-level checker, rules/compile/). Whatever it is not sure of goes on as if it were not there.
 */
export type PreCheck = (text: string, kind: ValidateOptions['kind']) => 'valid' | 'ask-explainer';

/** The pre-check in use; plugging one in is this line. */
const preCheck = undefined as PreCheck | undefined;

/** The verdict on one JSON text: its errors (text findings first), and its lint findings with `lint: true`. */
export function verdictOfText(text: string, options: ValidateOptions = {}): ValidationResult {
  if (preCheck?.(text, options.kind) === 'valid')
    return validResult(options.lint === true ? JSON.parse(text) : undefined, options);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return explainText(text, options);
  }
  return quickVerdict(value, colonCountOf(text), options) ?? explainText(text, options);
}

/** The verdict on a JavaScript value (the library's `validate`): the compiled check, the decode to explain. */
export function verdictOfValue(value: unknown, options: ValidateOptions = {}): ValidationResult {
  if (compiledCheckPasses(value, options.kind)) return validResult(value, options);
  return explain(value, options);
}

/** The compiled check's recursion can outrun a thread's stack on deep values: the explainer answers those. */
function compiledCheckPasses(value: unknown, kind: ValidateOptions['kind']): boolean {
  try {
    return validMemberCount(value, kind) >= 0;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/**
 * The answer for `value`, which JSON.parse built from a text holding `colons` colons once its escapes are
 * decoded (-1: a text finding), when it is the strict parser's: valid when the compiled check counts as many
 * colons; explained when the check refuses it and its own colons are all the text's (no repeated name).
 * Undefined when only the strict parser can answer.
 */
function quickVerdict(value: unknown, colons: number, options: ValidateOptions): ValidationResult | undefined {
  if (colons < 0) return undefined;
  const counted = textColonCount(value, options.kind);
  if (counted === colons) return validResult(value, options);
  if (counted < 0 && colonsIn(value) === colons) return explain(value, options);
  return undefined;
}

/** The explainer alone (strict parse, then the io-ts decode): every finding and every error, in order; the authority every quick answer is held to. */
export function explainText(text: string, options: ValidateOptions): ValidationResult {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { valid: false, errors: [{ path: '', rule: JSON_SYNTAX, message: parsed.message }] };
  // Text findings come first: they are about the bytes the producer sent, before any shape question.
  const findings: ValidationError[] = parsed.findings.map((f) => ({ path: f.path, rule: f.rule, message: f.message }));
  const result = explain(parsed.value, options);
  if (findings.length === 0) return result;
  const errors = [...findings, ...result.errors];
  // The findings and the decode's errors are capped apart; together they are capped once more.
  const omitted =
    omittedIn(parsed.findings) + (result.omittedErrors ?? 0) + Math.max(0, errors.length - MAX_LISTED_ERRORS);
  errors.length = Math.min(errors.length, MAX_LISTED_ERRORS);
  const listed = omitted === 0 ? { valid: false, errors } : { valid: false, errors, omittedErrors: omitted };
  // A text finding makes the object invalid, so lint warnings (reported only for valid objects) drop out.
  return options.lint === true ? { ...listed, warnings: [] } : listed;
}
