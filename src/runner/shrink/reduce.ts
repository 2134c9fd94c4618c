/**
 * A greedy pass over a JSON value that keeps every change after which the subject still disagrees the
 * same way (`stillWrong`): members removed, array items dropped, strings cut to their shortest failing
 * prefix, numbers moved to the boundary that decides (boundary.ts). It runs after fast-check's own
 * shrinking, which cannot reach inside a value drawn through `chain` and leaves numbers such as
 * 9007199254740991 where they were.
 */
import { shrinkNumber } from './boundary.js';

export type StillWrong = (value: unknown) => Promise<boolean>;
type Segment = string | number;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function at(root: unknown, path: readonly Segment[]): unknown {
  let node = root;
  for (const segment of path) node = (node as Record<Segment, unknown>)[segment];
  return node;
}

const REMOVE = Symbol('remove');

/** A copy of root with the node at path replaced (or removed); keys such as __proto__ stay plain data. */
function withNode(root: unknown, path: readonly Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0 && value === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = withNode(root[head as number], rest, value);
    return copy;
  }
  const entries = Object.entries(root as Record<string, unknown>).flatMap(([key, member]): [string, unknown][] =>
    key !== head
      ? [[key, member]]
      : rest.length === 0 && value === REMOVE
        ? []
        : [[key, withNode(member, rest, value)]],
  );
  return Object.fromEntries(entries);
}

function cut(text: string, length: number): string {
  return Array.from(text).slice(0, length).join('');
}

/** The shortest failing prefix (by code point): '' first, then a binary search. */
async function shrinkString(
  text: string,
  fails: (candidate: string) => Promise<boolean>,
  stop: () => boolean,
): Promise<string> {
  if (text === '' || (await fails(''))) return '';
  let pass = 0;
  let fail = Array.from(text).length;
  while (fail - pass > 1 && !stop()) {
    const middle = Math.floor((pass + fail) / 2);
    if (await fails(cut(text, middle))) fail = middle;
    else pass = middle;
  }
  return cut(text, fail);
}

/** One pass over the value; resolves with the smaller value (the same one when nothing could go). */
async function pass(start: unknown, stillWrong: StillWrong, stop: () => boolean): Promise<unknown> {
  let root = start;
  const visit = async (path: Segment[]): Promise<void> => {
    if (stop()) return;
    const node = at(root, path);
    if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0 && !stop(); index--) {
        const candidate = withNode(root, [...path, index], REMOVE);
        if (await stillWrong(candidate)) root = candidate;
        else await visit([...path, index]);
      }
    } else if (isObject(node)) {
      for (const key of Object.keys(node)) {
        if (stop()) return;
        const candidate = withNode(root, [...path, key], REMOVE);
        if (await stillWrong(candidate)) root = candidate;
        else await visit([...path, key]);
      }
    } else if (typeof node === 'string' && path.length > 0) {
      const shorter = await shrinkString(node, (text) => stillWrong(withNode(root, path, text)), stop);
      if (shorter !== node) root = withNode(root, path, shorter);
    } else if (typeof node === 'number' && path.length > 0) {
      const nearer = await shrinkNumber(node, (number) => stillWrong(withNode(root, path, number)), stop);
      if (!Object.is(nearer, node)) root = withNode(root, path, nearer);
    }
  };
  await visit([]);
  return root;
}

/** Passes until one changes nothing (at most `rounds`), or `stop()` says the budget is spent. */
export async function reduceValue(
  value: unknown,
  stillWrong: StillWrong,
  stop: () => boolean,
  rounds = 4,
): Promise<unknown> {
  let current = value;
  for (let round = 0; round < rounds && !stop(); round++) {
    const next = await pass(current, stillWrong, stop);
    if (JSON.stringify(next) === JSON.stringify(current)) return next;
    current = next;
  }
  return current;
}
