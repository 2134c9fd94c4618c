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

/** Where the contract says unknown is absence or null: the sentence most lint rules rest on. */
export const UNKNOWN_IS_ABSENT = {
  section: 'What the service does',
  quoteSentence: ['What the service does', '4. Unknown is expressed as absence or null.'] as const,
};

/** The one finding at a top-level member when `when` holds; none otherwise. */
export const findingAt = (when: boolean, member: string, message: string): LintFinding[] =>
  when ? [{ segments: [member], message }] : [];

/** `segments` is where the value sits, valid during the call only (the walk reuses it): keep a copy. */
type Visit = (value: unknown, segments: readonly (string | number)[], key: string | number | undefined) => void;

/**
 * Visits every value of the object except the contents of open bags (their keys are source data). One
 * segments array for the whole walk, pushed and popped, not a copy per value: lint walks every valid
 * object several times.
 */
export function walk(value: unknown, visit: Visit): void {
  const segments: (string | number)[] = [];
  // The array is local to this walk: a visit that throws ends the walk, leaving nothing behind.
  const visitAll = (node: unknown, key: string | number | undefined): void => {
    visit(node, segments, key);
    if (Array.isArray(node)) {
      // forEach: a sparse array's holes (a JavaScript value the value mode may see) are not values.
      node.forEach((item, index) => {
        segments.push(index);
        visitAll(item, index);
        segments.pop();
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [childKey, child] of Object.entries(node)) {
        segments.push(childKey);
        // A bag's contents are source data, never walked; a scalar under a bag's name is a field
        // (VerticalPosition.uncertainty shares its name with the Quality.uncertainty map) and is visited.
        if (!BAGS.has(childKey)) visitAll(child, childKey);
        else if (child === null || typeof child !== 'object') visit(child, segments, childKey);
        segments.pop();
      }
    }
  };
  visitAll(value, undefined);
}

const BAGS = new Set([
  'attributes',
  'payload',
  'metadata',
  'data',
  'extensions',
  'style',
  'uncertainty',
  'marking_extras',
]);

/** Findings wherever `test` holds for a key's value. */
export function findKeys(
  object: unknown,
  keys: ReadonlySet<string>,
  test: (value: unknown, parent: (string | number)[], key: string) => string | undefined,
): LintFinding[] {
  const findings: LintFinding[] = [];
  walk(object, (value, segments, key) => {
    if (typeof key !== 'string' || !keys.has(key)) return;
    const message = test(value, segments.slice(0, -1), key);
    if (message !== undefined) findings.push({ segments: [...segments], message });
  });
  return findings;
}
