/**
 * The suite as a library call: what `cdm-conformance run` does, minus the command line and the files.
 * Adapter teams call it from their own tests; writeReports (src/report) writes the files when wanted.
 */
import { appliedFilters, caseFilter, loadCorpusCases, ruleScope, type CaseFilter } from './cases.js';
import type { RuleMap } from './match.js';
import { runConformance, type RunOutcome } from './run.js';
import type { Subject } from './subjects/index.js';
import type { AppliedFilter, Case, CaseResult, Level } from '../report/model/index.js';

export interface SuiteOptions extends CaseFilter {
  /** What certification requires (default `verdict`). */
  readonly level?: Level;
  /** Generated cases added to the corpus, judged against the reference validator. */
  readonly generated?: { readonly count: number; readonly seed: number };
  /** A corpus folder holding fixtures/ (default: the bundled corpus). */
  readonly corpusDir?: string;
  readonly ruleMap?: RuleMap;
  /** Stop after this many failed cases. */
  readonly maxFail?: number;
  readonly onResult?: (result: CaseResult, done: number, total: number) => void;
}

export interface SuiteCases {
  /** The filtered corpus cases, then the generated ones. */
  readonly cases: readonly Case[];
  /** Catalogue rules the run is about (rows shown even when untested); none when cases are picked by id. */
  readonly scope: readonly string[];
  readonly corpusDigest: string;
  /** Ids of every corpus case, filtered or not: what a baseline entry may name. */
  readonly corpusIds: ReadonlySet<string>;
  /** What narrowed the run (filters, another corpus): recorded in the report, and the run cannot certify. */
  readonly filters: readonly AppliedFilter[];
}

/** The cases a run puts to its subject, as `run` and runSuite pick them. */
export async function suiteCases(
  options: Pick<SuiteOptions, keyof CaseFilter | 'generated' | 'corpusDir'>,
): Promise<SuiteCases> {
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

/** Run the corpus (filtered) and any generated cases against `subject`, then close it. */
export async function runSuite(subject: Subject, options: SuiteOptions = {}): Promise<RunOutcome> {
  const { cases, scope, corpusDigest, filters } = await suiteCases(options);
  if (cases.length === 0) {
    await subject.close();
    throw new Error('no case matches the filters (rules, tiers, kinds, ids)');
  }
  return runConformance({
    subject,
    cases,
    scope,
    level: options.level ?? 'verdict',
    corpusDigest,
    filters,
    ...(options.ruleMap === undefined ? {} : { ruleMap: options.ruleMap }),
    ...(options.maxFail === undefined ? {} : { maxFail: options.maxFail }),
    ...(options.generated === undefined ? {} : { generated: options.generated }),
    ...(options.onResult === undefined ? {} : { onResult: options.onResult }),
  });
}
