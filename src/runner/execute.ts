/**
 * Put cases to a subject, up to `subject.concurrency` at a time, and match each verdict. Results keep the
 * order of the cases. The run ends early, with the reason in `aborted`, when the subject gives up (its
 * `fatal()`: the cases left are errors, "not run") or when --max-fail failures have been seen: then the
 * cases in flight are cancelled and, like the cases left, skipped ("not run"), so a run stopped by
 * --max-fail N records exactly N scored failures.
 */
import { isFailure, matchCase, type MatchOptions } from './match.js';
import { notRun } from './notRun.js';
import { isScored } from './score.js';
import { thrownMessage, type Subject } from './subjects/subject.js';
import type { Case, CaseResult, SubjectVerdict } from '../report/model/index.js';

export interface ExecuteOptions extends MatchOptions {
  /** Stop after this many failed scored cases (0 or absent: never). */
  readonly maxFail?: number;
  /** Called after every case, in completion order. */
  readonly onResult?: (result: CaseResult, done: number, total: number) => void;
  /**
   * The signal that stopped the run (e.g. "SIGINT"), or undefined: asked before each case and as each
   * answer comes in. Whoever sets it also cancels the subject, so the cases in flight settle at once.
   */
  readonly interrupted?: () => string | undefined;
}

export interface Executed {
  readonly results: CaseResult[];
  readonly aborted?: string;
  /** The signal that stopped the run, when one did (the cases not answered before it are "not run"). */
  readonly interrupted?: string;
  /** Sum of the subject's own time over all cases (ms). */
  readonly subjectMs: number;
}

export async function execute(subject: Subject, cases: readonly Case[], options: ExecuteOptions): Promise<Executed> {
  const results: (CaseResult | undefined)[] = new Array(cases.length);
  let next = 0;
  let done = 0;
  let failed = 0;
  let subjectMs = 0;
  let stopped: { why: string; verdict: SubjectVerdict; cancels: boolean; signal?: string } | undefined;
  const checkSignal = (): void => {
    const signal = stopped === undefined ? options.interrupted?.() : undefined;
    if (signal !== undefined)
      stopped = { why: `interrupted by ${signal}`, verdict: notRun(`interrupted by ${signal}`), cancels: true, signal };
  };

  const record = (index: number, verdict: SubjectVerdict): void => {
    checkSignal();
    // Past --max-fail or a signal, what was still in flight is cancelled: recorded as not run, so exactly
    // N failures count, and an interrupted case is never a failure.
    const cancelled = stopped?.cancels === true;
    const result = matchCase(cases[index]!, cancelled ? stopped!.verdict : verdict, options);
    results[index] = result;
    if (!cancelled) subjectMs += verdict.durationMs;
    done += 1;
    if (isScored(result.tier) && isFailure(result.outcome)) failed += 1;
    options.onResult?.(result, done, cases.length);
    const fatal = subject.fatal();
    if (stopped === undefined && fatal !== undefined)
      stopped = {
        why: fatal,
        verdict: notRun(fatal, 'error'),
        cancels: false,
      };
    if (stopped === undefined && options.maxFail !== undefined && options.maxFail > 0 && failed >= options.maxFail) {
      const why = `--max-fail ${options.maxFail} reached`;
      stopped = { why, verdict: notRun(why), cancels: true };
      subject.cancel?.(why);
    }
  };

  const going = (): boolean => {
    checkSignal();
    return stopped === undefined;
  };
  const worker = async (): Promise<void> => {
    while (going() && next < cases.length) {
      const index = next++;
      let verdict: SubjectVerdict;
      try {
        verdict = await subject.judge(cases[index]!);
      } catch (error) {
        verdict = {
          status: 'error',
          message: `the runner failed on this case: ${thrownMessage(error)}`,
          durationMs: 0,
        };
      }
      record(index, verdict);
    }
  };

  const workers = Math.max(1, Math.min(subject.concurrency, cases.length));
  await Promise.all(Array.from({ length: workers }, () => worker()));

  if (stopped !== undefined) {
    for (let index = 0; index < cases.length; index++) if (results[index] === undefined) record(index, stopped.verdict);
  }
  if (stopped?.signal !== undefined)
    return { results: results as CaseResult[], subjectMs, interrupted: stopped.signal };
  return { results: results as CaseResult[], subjectMs, ...(stopped === undefined ? {} : { aborted: stopped.why }) };
}
