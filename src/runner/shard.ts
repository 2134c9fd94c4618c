/**
 * `run --shard I/N`: split the selected cases across N CI jobs. The selection is already in a stable order
 * (corpus cases sorted by id, then generated cases in generation order), so a round-robin deal is the same
 * on every machine and every run, balances the shards to within one case, and gives every shard the same mix
 * of kinds and rules (a shard of contiguous ids would get all the slow cases of one rule).
 * Dealing round-robin also makes merging exact: interleaving the shards' results restores the unsharded order.
 */

import { createHash } from 'node:crypto';

export interface ShardPlan {
  /** 1-based */
  readonly index: number;
  readonly count: number;
  /** The whole run's plan, recorded by every shard so `report merge` can prove the shards hold it exactly. */
  readonly planned?: PlannedCases;
}

/** The cases selected before dealing: how many, and a digest of their ids in order. */
export interface PlannedCases {
  readonly cases: number;
  readonly ids: string;
}

export function plannedCases(ids: readonly string[]): PlannedCases {
  const hash = createHash('sha256');
  for (const id of ids) hash.update(id).update('\u0000');
  return { cases: ids.length, ids: `sha256:${hash.digest('hex')}` };
}

/** How many cases shard `index` (1-based) of `count` holds in a deal of `total`. */
export const dealtTo = (index: number, count: number, total: number): number =>
  Math.max(0, Math.ceil((total - (index - 1)) / count));

/** Enough for any CI matrix; a larger N is a typo. */
export const MAX_SHARDS = 1000;

/** "I/N" with 1 <= I <= N; the reason when it is not one. */
export function parseShard(text: string): ShardPlan | string {
  const match = /^\s*([0-9]+)\s*\/\s*([0-9]+)\s*$/.exec(text);
  if (match === null) return `expected I/N (for example 2/4), got ${JSON.stringify(text)}`;
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) return `N must be 1 to ${MAX_SHARDS}, got ${count}`;
  if (index < 1 || index > count) return `I must be 1 to ${count}, got ${index}`;
  return { index, count };
}

export const shardLabel = (plan: ShardPlan): string => `${plan.index}/${plan.count}`;

/** The cases shard `plan` runs: every N-th case, starting at the I-th. */
export function shardOf<T>(items: readonly T[], plan: ShardPlan): T[] {
  return items.filter((_, position) => position % plan.count === plan.index - 1);
}

/** The inverse of shardOf over all N shards (shards[i] is shard i + 1): the items in their original order. */
export function interleave<T>(shards: readonly (readonly T[])[]): T[] {
  const total = shards.reduce((sum, shard) => sum + shard.length, 0);
  const out: T[] = [];
  for (let position = 0; position < total; position++) {
    const item = shards[position % shards.length]![Math.floor(position / shards.length)];
    if (item === undefined)
      throw new Error(
        `shard ${(position % shards.length) + 1} of ${shards.length} has too few cases for a deal of ${total}`,
      );
    out.push(item);
  }
  return out;
}
