/**
 * The reference verdict on a fixture: the bundled validator, from the value or (for text fixtures)
 * from the exact JSON text, with lint warnings.
 */
import { verdictOfText, verdictOfValue } from '../validation/verdict.js';
import type { Kind } from '../contract/canonicalObject.js';
import type { ExpectedFinding } from './types.js';

export interface ReferenceVerdict {
  readonly valid: boolean;
  readonly errors: ExpectedFinding[];
  readonly warnings: ExpectedFinding[];
}

const findings = (list: readonly { rule: string; path: string }[] | undefined): ExpectedFinding[] =>
  (list ?? []).map(({ rule, path }) => ({ rule, path }));

export function referenceVerdict(input: { object?: unknown; text?: string }, kind: Kind | null): ReferenceVerdict {
  const options = { ...(kind === null ? {} : { kind }), lint: true };
  const result = input.text !== undefined ? verdictOfText(input.text, options) : verdictOfValue(input.object, options);
  return { valid: result.valid, errors: findings(result.errors), warnings: findings(result.warnings) };
}

const key = (finding: ExpectedFinding): string => `${finding.rule} ${finding.path}`;

/** Order-insensitive equality of finding lists (duplicates count). */
export function sameFindings(a: readonly ExpectedFinding[], b: readonly ExpectedFinding[]): boolean {
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((item, index) => item === right[index]);
}

export const showFindings = (list: readonly ExpectedFinding[]): string =>
  list.length === 0 ? 'none' : list.map(key).join(', ');
