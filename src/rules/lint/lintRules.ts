/**
 * Lint rules: the object is valid, but the contract says unknown is absence or null, never a zero or a
 * sentinel, so these values smell of an adapter that carried a source's "not available" code.
 */
import type { Kind } from '../../contract/canonicalObject.js';

export interface LintFinding {
  readonly segments: readonly (string | number)[];
  readonly message: string;
}

export interface LintRule {
  readonly id: string;
  readonly summary: string;
  /** Contract section and sentence or row (verbatim) that makes this a smell. */
  readonly section: string;
  readonly quoteRow?: readonly [section: string, key: string];
  readonly quoteSentence?: readonly [section: string, startsWith: string];
  readonly places: Partial<Record<Kind, string[]>>;
  /** For a source format's "not available" code: the source fact, verbatim from the third-party vectors. */
  readonly fact?: { readonly source: string; readonly text: string };
  readonly find: (object: Record<string, unknown>, kind: Kind) => LintFinding[];
}

type Visit = (value: unknown, segments: (string | number)[], key: string | number | undefined) => void;

/** Visits every value of the object except the contents of open bags (their keys are source data). */
export function walk(value: unknown, visit: Visit, segments: (string | number)[] = [], key?: string | number): void {
  visit(value, segments, key);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, [...segments, index], index));
  else if (value !== null && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) {
      // A bag's contents are source data, never walked; a scalar under a bag's name is a field
      // (VerticalPosition.uncertainty shares its name with the Quality.uncertainty map) and is visited.
      if (BAGS.has(childKey)) {
        if (child === null || typeof child !== 'object') visit(child, [...segments, childKey], childKey);
        continue;
      }
      walk(child, visit, [...segments, childKey], childKey);
    }
  }
}

const BAGS = new Set(['attributes', 'payload', 'metadata', 'data', 'extensions', 'style', 'uncertainty', 'marking_extras']);


/** Findings wherever `test` holds for a key's value. */
export function findKeys(object: unknown, keys: ReadonlySet<string>, test: (value: unknown, parent: (string | number)[], key: string) => string | undefined): LintFinding[] {
  const findings: LintFinding[] = [];
  walk(object, (value, segments, key) => {
    if (typeof key !== 'string' || !keys.has(key)) return;
    const message = test(value, segments.slice(0, -1), key);
    if (message !== undefined) findings.push({ segments, message });
  });
  return findings;
}
