/**
 * What an exec subject's stdout says (docs/protocol.md, exec convention): nothing (the exit status alone is
 * the verdict, --exit-code-verdicts), its one verdict object, or a problem that makes the case an error.
 */
import { isJsonObject } from '../../json/isJsonObject.js';
import { excerpt, shown } from './subject.js';

/**
 * What stdout says: nothing (no JSON object: the exit status alone is the verdict), the verdict object,
 * or a problem that makes the case an error.
 */
export function stdoutVerdict(stdout: string): { said?: Record<string, unknown>; problem?: string } {
  const trimmed = stdout.trim();
  if (trimmed === '') return {};
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const whole = parse(trimmed);
  const objects = isJsonObject(whole)
    ? [{ value: whole, text: trimmed }]
    : trimmed.split('\n').flatMap((line) => {
        const value = parse(line);
        return isJsonObject(value) ? [{ value, text: line.trim() }] : [];
      });
  if (objects.length === 0) return {};
  if (objects.length > 1)
    return {
      problem: `stdout holds ${objects.length} JSON objects (${objects
        .slice(0, 2)
        .map((object) => excerpt(object.text, 60))
        .join(', ')}); the exec convention allows one verdict object`,
    };
  const said = objects[0]!.value;
  if ('valid' in said && typeof said.valid !== 'boolean')
    return { problem: `stdout's "valid" is ${shown(said.valid)}, not true or false` };
  if ('errors' in said && !Array.isArray(said.errors))
    return { problem: `stdout's "errors" is ${shown(said.errors)}, not an array` };
  return { said };
}
