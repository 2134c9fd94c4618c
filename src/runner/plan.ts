/**
 * Planning a run: what is put to a subject and how it is judged, decided once for `run`, `compare` and
 * runSuite alike: the corpus (bundled or another folder) filtered, the generated cases, this shard's part,
 * the level, the rule map, the request form, the baseline. Running a plan against one subject is session.ts.
 * What is wrong with the options is a PlanError (planOptions.ts: one line naming the option, as the command
 * line spells it).
 */
export { checkPlanOptions, levelOf, LEVELS, PlanError, type PlanOptions } from './planOptions.js';
import { ruleById } from '../rules/catalogue/index.js';
import { appliedFilters, caseFilter, loadCorpusCases, ruleScope, type CaseFilter } from './cases.js';
import type { BaselineEntry } from './baseline.js';
import type { BaselineForm } from './baselineFile.js';
import type { RuleMap } from './match.js';
import { globMismatch } from './globMismatch.js';
import { checkPlanOptions, PlanError, type PlanOptions } from './planOptions.js';
import { plannedCases, shardLabel, shardOf, type ShardPlan } from './shard.js';
import type { RequestForm } from '../report/model/index.js';
import type { AppliedFilter, Case, Level } from '../report/model/index.js';

/** A checked plan: the cases in the order they run, and how they are judged. */
export interface RunPlan {
  readonly cases: readonly Case[];
  /** Catalogue rules the run is about (rows shown even when untested); none when cases are picked by id. */
  readonly scope: readonly string[];
  readonly corpusDigest: string;
  /** Ids of every corpus case, filtered or not: what a baseline entry may name. */
  readonly corpusIds: ReadonlySet<string>;
  /** What narrowed the run (filters, another corpus, the shard): recorded in the report; it cannot certify. */
  readonly filters: readonly AppliedFilter[];
  readonly level: Level;
  readonly generated?: { readonly count: number; readonly seed: number };
  readonly corpusDir?: string;
  readonly shard?: ShardPlan;
  readonly ruleMap?: RuleMap;
  readonly ruleMapFile?: string;
  readonly requestForm?: RequestForm;
  readonly baseline?: {
    readonly file: string;
    readonly entries: readonly BaselineEntry[];
    readonly update: boolean;
    readonly form: BaselineForm;
    readonly today?: string;
  };
  readonly maxFail: number;
}

/** The cases of a plan before sharding: the corpus filtered, then the generated ones. */
export async function selectCases(
  options: Pick<PlanOptions, keyof CaseFilter | 'generated' | 'corpusDir'>,
): Promise<Pick<RunPlan, 'cases' | 'scope' | 'corpusDigest' | 'corpusIds' | 'filters'>> {
  const corpus = await loadCorpusCases(options.corpusDir);
  let cases = corpus.cases.filter(caseFilter(options));
  if (options.generated !== undefined && options.generated.count > 0) {
    const { generatedCases } = await import('./generated.js');
    cases = [...cases, ...generatedCases(options.generated.count, options.generated.seed)];
  }
  return {
    cases,
    scope: options.ids === undefined || options.ids.length === 0 ? ruleScope(options) : [],
    corpusDigest: corpus.digest,
    corpusIds: new Set(corpus.cases.map((testCase) => testCase.id)),
    filters: appliedFilters(options),
  };
}

/** The plan the options ask for, checked: a PlanError says what is wrong. A --corpus that cannot be read throws CorpusLoadError. */
export async function planRun(options: PlanOptions = {}): Promise<RunPlan> {
  const { level, shard } = checkPlanOptions(options);
  const generated = options.generated !== undefined && options.generated.count > 0 ? options.generated : undefined;
  const selected = await selectCases({ ...options, generated });
  // With generated cases, an --id matching no fixture is how a generated-only run is asked for (partial, recorded).
  const unknownId =
    generated === undefined
      ? globMismatch('--id', options.ids, [...selected.corpusIds], 'fixture id of the corpus')
      : undefined;
  if (unknownId !== undefined) throw new PlanError(unknownId);
  if (selected.cases.length === 0) throw new PlanError('no case matches the filters (--rule, --tier, --kind, --id)');
  let { cases, filters } = selected;
  if (shard !== undefined) {
    cases = shardOf(cases, shard);
    filters = [...filters, { option: '--shard', values: [shardLabel(shard)] }];
    if (cases.length === 0)
      throw new PlanError(
        `--shard ${shardLabel(shard)}: the ${selected.cases.length} selected cases leave this shard empty; use fewer shards`,
      );
  }
  const { baseline } = options;
  return {
    ...selected,
    cases,
    filters,
    level,
    maxFail: options.maxFail ?? 0,
    ...(generated === undefined ? {} : { generated }),
    ...(options.corpusDir === undefined ? {} : { corpusDir: options.corpusDir }),
    ...(shard === undefined
      ? {}
      : { shard: { ...shard, planned: plannedCases(selected.cases.map((testCase) => testCase.id)) } }),
    ...(options.ruleMap === undefined ? {} : { ruleMap: options.ruleMap }),
    ...(options.ruleMapFile === undefined ? {} : { ruleMapFile: options.ruleMapFile }),
    ...(options.requestForm === undefined ? {} : { requestForm: options.requestForm }),
    ...(baseline === undefined
      ? {}
      : {
          baseline: {
            file: baseline.file,
            entries: baseline.entries,
            update: baseline.update === true,
            form: baseline.form ?? 'text',
            ...(baseline.today === undefined ? {} : { today: baseline.today }),
          },
        }),
  };
}

/** Whether a baseline entry names anything: a case id of the whole corpus or a catalogue rule. */
export const knownEntry =
  (plan: Pick<RunPlan, 'corpusIds'>) =>
  (entry: string): boolean =>
    plan.corpusIds.has(entry) || ruleById.has(entry);
