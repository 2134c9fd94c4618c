/**
 * `run` (cli/run.ts) once its subject is made, loaded only then: what is loaded here (the rule catalogue,
 * the corpus, the scoring and the report writers) loads while a stream subject starts, not before it is
 * spawned. The run is planned (`planCases`: runner/plan.ts), then run against the subject (runner/session.ts),
 * and its reports written and its verdict printed (`runPlanned`).
 */
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { entriesOutside, writeBaseline } from '../../runner/baseline.js';
import { knownEntry, planRun, type PlanOptions, type RunPlan } from '../../runner/plan.js';
import { RunProgress } from '../../runner/progress.js';
import { runPlan } from '../../runner/session.js';
import { notShrunk } from '../../runner/shrink/cause.js';
import type { RunReport } from '../../report/model/index.js';
import { StartupWatch } from '../../runner/startupWatch.js';
import { safeName, type Subject } from '../../runner/subjects/index.js';
import { shrunkLines } from './shrunkLines.js';
import { EXIT, PROGRAM, reportError, reportWarning, UsageError } from '../terminal/errors.js';
import { ioReason } from '../../support/errorText.js';
import { fromCorpus } from '../options/commandLine.js';
import { wantsColour } from '../terminal/output.js';
import { INTERRUPT_EXIT } from './interrupt.js';
import { interruptRun } from './runInterrupt.js';
import { escapeForTerminal, jsonLine } from '../../support/terminal.js';
import { plural } from '../../report/text.js';
import { guardStaleReports, removeReports } from './staleReports.js';
import { AtomicWriteError } from '../../support/atomicWrite.js';
// Imported here, not when the reports are written: this module loads while the subject starts, and an
// import() after the last answer costs a module resolution there.
import * as reports from '../../report/index.js';
import { docsHelpUri, RUN_REPORTERS } from '../../site/reportHtml.js';

/** The options of `run` read here, as parsed. */
export interface RunValues {
  /** --shrink-max: at most this many causes of generated disagreements are shrunk. */
  readonly shrinkMax: number;
  readonly out?: string;
  readonly json: boolean;
  readonly quiet: boolean;
  readonly annotate: boolean;
  /** --docs-url: the docs site's address (SARIF helpUri, report.html's rule links). */
  readonly docsUrl?: string | undefined;
}

/** "207 more disagreements (31 causes) not shrunk: raise --shrink-max (10)", or nothing when every cause was. */
export function notShrunkLine(report: RunReport, max: number): string {
  if (report.header.generated === undefined) return '';
  const { disagreements, causes } = notShrunk(report);
  if (disagreements === 0) return '';
  return `${plural(disagreements, 'more disagreement', 'more disagreements')} (${plural(causes, 'cause')}) not shrunk: raise --shrink-max (${max})\n`;
}

/** "Running 1 case against py (exec: python3 v.py)": how run and compare open a subject's run. */
export const runningLine = (count: number, subject: Pick<Subject, 'name' | 'mode' | 'target'>): string =>
  escapeForTerminal(`Running ${plural(count, 'case')} against ${subject.name} (${subject.mode}: ${subject.target})`);

/** The run's plan: a usage error (one line) when the options and the corpus do not make one. */
export const planCases = (options: PlanOptions): Promise<RunPlan> =>
  fromCorpus(options.corpusDir, () => planRun(options));

/** Run `plan` against `subject`, write the reports, print the verdict: the exit code. */
export async function runPlanned(
  subject: Subject,
  plan: RunPlan,
  stopEarly: () => void,
  values: RunValues,
  jobs: number,
): Promise<number> {
  const { cases, baseline } = plan;
  const update = baseline?.update === true;
  // --name is free text; the default folder name is made file-name safe (no '..', no separators).
  const out = values.out ?? join('reports', safeName(subject.name));
  // Before any case: a bad --out must not cost a whole run and its results.
  await mkdir(out, { recursive: true }).catch(async (error: unknown) => {
    stopEarly();
    await subject.close();
    throw new UsageError(`--out ${out}: cannot create the report folder: ${ioReason(error)}`);
  });
  const stale = guardStaleReports(out);
  const showTable = !values.quiet;
  const screen = values.json ? process.stderr : process.stdout;
  const progress = new RunProgress(process.stderr, cases.length, !values.quiet && !values.json);
  progress.start(runningLine(cases.length, subject));
  // Interrupted: the subject is stopped at once, the report of what ran is written marked interrupted.
  const interrupt = interruptRun(subject, out, () => progress.finish());
  stopEarly(); // after: no moment without a handler, when a signal would kill the runner and leave the subject
  try {
    const startup = subject.mode === 'exec' ? new StartupWatch(cases.length, jobs) : undefined;
    const outcome = await runPlan(plan, subject, {
      out,
      shrinkMax: values.shrinkMax,
      // Once the subject is given up on, the cases left are "not run": no progress to show for them.
      onResult: (result, done) => {
        const warning = startup?.observe(result);
        if (warning !== undefined) {
          progress.finish();
          reportError(`warning: ${warning}`);
        }
        if (subject.fatal() === undefined && interrupt.by() === undefined) progress.update(result, done);
      },
      interrupted: interrupt.by,
    });
    progress.finish();
    if (
      interrupt.by() === undefined &&
      outcome.exitCode === EXIT.error &&
      outcome.report.cases.every((result) => result.actual.valid === null)
    ) {
      // Not one answer: nothing was measured, so nothing is certified (no badge, no table of failures).
      const removed = removeReports(out);
      for (const warning of outcome.warnings) reportWarning(warning);
      reportError(
        `the subject could not be run: ${outcome.verdict.replace(/^the run ended early: /, '')}; no report written${removed.length === 0 ? '' : ` (the earlier report files in ${out} were removed)`}`,
      );
      return EXIT.error;
    }

    const writing = reports.writeReports(outcome.report, out, {
      reporters: RUN_REPORTERS,
      onReplaced: interrupt.replaced,
      ...(values.docsUrl === undefined ? {} : { helpUri: docsHelpUri(values.docsUrl) }),
    });
    const written = await writing.catch((error: unknown) => {
      // The step summary is the CI job's page: failing to append to it must not change the run's verdict.
      if (error instanceof reports.StepSummaryError) {
        reportError(`warning: ${error.message}`);
        return error.written;
      }
      // Interrupted, the earlier files were removed at the signal: nothing is left whole to speak of.
      if (interrupt.by() !== undefined && error instanceof AtomicWriteError)
        return `${error.file}: ${ioReason(error.cause)}`;
      if (error instanceof AtomicWriteError) stale.settle(); // the earlier set is whole; the error line says so
      throw error;
    });
    stale.settle();
    if (typeof written === 'string') {
      reportError(`interrupted by ${interrupt.by()}: cannot write ${written}; no report written`);
      return INTERRUPT_EXIT[interrupt.by()!];
    }
    if (showTable) screen.write(`${reports.renderConsole(outcome.report, { color: wantsColour(screen) })}\n`);
    if (values.annotate) process.stdout.write(reports.runAnnotations(outcome.report));
    if (values.json) process.stdout.write(`${jsonLine(outcome.report.summary)}\n`);
    if (update && interrupt.by() !== undefined) {
      reportError(
        `the baseline ${baseline.file} was left as it was: the run was interrupted, so it knows nothing of the cases it did not run`,
      );
    } else if (update && outcome.exitCode !== EXIT.error) {
      await writeBaseline(
        baseline.file,
        outcome.report.cases,
        subject.name,
        entriesOutside(outcome.report.cases, baseline.entries, knownEntry(plan)),
        baseline.form,
        baseline.entries,
      );
      screen.write(`Baseline written: ${escapeForTerminal(baseline.file)}\n`);
    }
    if (showTable) {
      if (outcome.report.shrunk !== undefined) screen.write(shrunkLines(outcome.report.shrunk));
      screen.write(notShrunkLine(outcome.report, values.shrinkMax));
    }
    if (showTable)
      screen.write(
        `Reports: ${escapeForTerminal(written.map((file) => relative(process.cwd(), file) || file).join(', '))}\n`,
      );
    for (const warning of outcome.warnings) reportWarning(warning);
    // A regression is named, case by case, where CI logs show it: stderr.
    if (!update) for (const line of reports.regressionLines(outcome.report)) process.stderr.write(`${line}\n`);
    const signal = interrupt.by();
    const exitCode =
      signal !== undefined
        ? INTERRUPT_EXIT[signal]
        : update && outcome.exitCode === EXIT.invalid
          ? EXIT.ok
          : outcome.exitCode;
    // A signal after the last answer changes no outcome: the report is complete, the exit code still says it came.
    const verdict =
      signal !== undefined && outcome.report.summary.interrupted === undefined
        ? `interrupted by ${signal} after the last case: the report is complete; ${outcome.verdict}`
        : outcome.verdict;
    (exitCode === EXIT.ok ? screen : process.stderr).write(
      `${exitCode === EXIT.error || signal !== undefined ? `${PROGRAM}: ` : ''}${escapeForTerminal(verdict)}\n`,
    );
    if (showTable)
      screen.write(
        `Open the report: ${escapeForTerminal(relative(process.cwd(), written.at(-1)!) || written.at(-1)!)}\n`,
      );
    // --quiet keeps the verdict and where the report went, which nothing else then says.
    else
      (exitCode === EXIT.ok ? screen : process.stderr).write(
        `Report: ${escapeForTerminal(relative(process.cwd(), out) || out)}\n`,
      );
    return exitCode;
  } finally {
    interrupt.stop();
  }
}
