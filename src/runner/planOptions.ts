/**
 * A run's options as every command and the library give them, and what can be checked of them without the
 * corpus: a command line refuses them before a subject is started, and loads nothing heavy to do it (the
 * catalogue and the corpus load while a stream subject starts: plan.ts).
 */
import { didYouMean } from '../support/suggest.js';
import type { BaselineEntry } from './baseline.js';
import type { BaselineForm } from './baselineFile.js';
import type { CaseFilter } from './cases.js';
import type { RuleMap } from './match.js';
import { parseShard, type ShardPlan } from './shard.js';
import type { RequestForm } from '../report/model/index.js';
import type { Level } from '../report/model/index.js';

export class PlanError extends Error {
  override readonly name = 'PlanError';
}

export const LEVELS: readonly Level[] = ['verdict', 'rule', 'path'];

/** The level a run is judged at (default verdict): the one check of --level, for every command and the library. */
export function levelOf(value: string | undefined): Level {
  if (value === undefined) return 'verdict';
  if ((LEVELS as readonly string[]).includes(value)) return value as Level;
  throw new PlanError(
    `--level must be one of ${LEVELS.join(', ')}; got ${JSON.stringify(value)}${didYouMean(value, LEVELS)}`,
  );
}

export interface PlanOptions extends CaseFilter {
  /** What certification requires (default `verdict`). */
  readonly level?: Level | undefined;
  /** Generated cases added to the corpus, judged against the reference validator. */
  readonly generated?: { readonly count: number; readonly seed: number } | undefined;
  /** A corpus folder holding fixtures/ (default: the bundled corpus). */
  readonly corpusDir?: string | undefined;
  /** Run only this part of the selected cases: `{ index, count }` or "I/N". */
  readonly shard?: ShardPlan | string | undefined;
  readonly ruleMap?: RuleMap | undefined;
  /** The file the rule map was read from, recorded so a rerun can name it. */
  readonly ruleMapFile?: string | undefined;
  /** Stream subjects: how a case's text travels (the subject is made with it; recorded here for reruns). */
  readonly requestForm?: RequestForm | undefined;
  /** Known failures; `update` rewrites the file from the run instead of gating on it. */
  readonly baseline?: {
    readonly file: string;
    readonly entries: readonly BaselineEntry[];
    /** Rewrite the file from the run instead of gating on it; the file's form (text or JSON) is kept. */
    readonly update?: boolean;
    readonly form?: BaselineForm;
    /** The day entries' `expires` is compared with (YYYY-MM-DD; default: today, UTC): a clock for tests. */
    readonly today?: string;
  };
  /** Stop after this many failed cases (0 or absent: never). */
  readonly maxFail?: number | undefined;
}

/**
 * What can be checked without the corpus, so a command line refuses it before a subject is started: the
 * level, the shard's form, and the options that cannot go together. Returns the level and the shard.
 */
export function checkPlanOptions(options: PlanOptions): { level: Level; shard: ShardPlan | undefined } {
  const level = levelOf(options.level);
  const shard = typeof options.shard === 'string' ? parseShard(options.shard) : options.shard;
  if (typeof shard === 'string') throw new PlanError(`--shard: ${shard}`);
  const update = options.baseline?.update === true;
  // A run cut short knows nothing of the cases it did not run: their known failures would be dropped.
  if (update && (options.maxFail ?? 0) > 0)
    throw new PlanError(
      '--update-baseline cannot be combined with --max-fail: the baseline would lose the cases not run',
    );
  if (shard !== undefined && update)
    throw new PlanError(
      "--update-baseline cannot be combined with --shard: the baseline would lose the other shards' cases",
    );
  if (shard !== undefined && options.baseline !== undefined)
    throw new PlanError('--baseline applies to the whole suite: run the shards without it and pass it to report merge');
  return { level, shard };
}
