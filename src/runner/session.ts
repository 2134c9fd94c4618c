/**
 * Running one subject against a plan (plan.ts): its cases put to the subject, generated disagreements
 * shrunk into the report folder, the baseline applied, the run scored and judged. `run`, `compare` and
 * runSuite all run a subject this way; what they add is the console, the files and the signals.
 */
import { knownEntry, type RunPlan } from './plan.js';
import { runConformance, type RunConfig, type RunOutcome } from './run.js';
import type { Subject } from './subjects/subject.js';

export interface SessionOptions {
  /** The report folder: generated disagreements are shrunk into it (no shrinking without it). */
  readonly out?: string | undefined;
  /** At most this many causes of disagreement are shrunk (default 10). */
  readonly shrinkMax?: number | undefined;
  readonly onResult?: RunConfig['onResult'];
  readonly interrupted?: RunConfig['interrupted'];
}

/** Run `plan` against `subject` (closed once it has run): the report, its exit code and verdict. */
export async function runPlan(plan: RunPlan, subject: Subject, options: SessionOptions = {}): Promise<RunOutcome> {
  const { generated, baseline, ruleMap } = plan;
  const shrinking = generated !== undefined && options.out !== undefined ? await import('./shrink.js') : undefined;
  return runConformance({
    subject,
    cases: plan.cases,
    scope: plan.scope,
    filters: plan.filters,
    level: plan.level,
    corpusDigest: plan.corpusDigest,
    ...(ruleMap === undefined ? {} : { ruleMap }),
    ...(plan.ruleMapFile === undefined ? {} : { ruleMapFile: plan.ruleMapFile }),
    ...(plan.maxFail > 0 ? { maxFail: plan.maxFail } : {}),
    ...(plan.shard === undefined ? {} : { shard: plan.shard }),
    ...(generated === undefined ? {} : { generated }),
    ...(shrinking === undefined || generated === undefined
      ? {}
      : {
          shrink: shrinking.shrinkHook({
            seed: generated.seed,
            count: generated.count,
            level: plan.level,
            out: options.out!,
            ruleMap,
            ...(options.shrinkMax === undefined ? {} : { limit: options.shrinkMax }),
          }),
        }),
    // --update-baseline: the run is judged on its own, then the file is rewritten from it.
    ...(baseline === undefined || baseline.update
      ? {}
      : {
          baseline: {
            file: baseline.file,
            entries: baseline.entries,
            known: knownEntry(plan),
            ...(baseline.today === undefined ? {} : { today: baseline.today }),
          },
        }),
    ...(options.onResult === undefined ? {} : { onResult: options.onResult }),
    ...(options.interrupted === undefined ? {} : { interrupted: options.interrupted }),
  });
}
