/**
 * `cdm-conformance compare`: the same cases (corpus, filters, generated) against several subjects, one
 * report folder each, and the site with their comparison page (rules × implementations, calibrated).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadCorpus } from '../corpus/load.js';
import { writeReports } from '../report/index.js';
import { calibrationReportsFor } from '../runner/calibration.js';
import { planRun } from '../runner/plan.js';
import { levelOf } from '../runner/planOptions.js';
import type { RunOutcome } from '../runner/run.js';
import { runPlan } from '../runner/session.js';
import { safeName, type SubjectChoice } from '../runner/subjects/index.js';
import { MAX_TIMEOUT_MS } from '../runner/subjects/subject.js';
import { makeGuardedSubject } from './session/runSubject.js';
import type { RunReport } from '../report/model/index.js';
import { renderSite, writeSite } from '../site/build.js';
import { docsHelpUri, RUN_REPORTERS } from '../site/reportHtml.js';
import { EXIT, PROGRAM, reportError, reportWarning, UsageError } from './terminal/errors.js';
import { configOptionHelp } from './config/help.js';
import { httpUrlOption, integerOption, seedOption, versionOption } from './options/values.js';
import { subjectLabel } from '../runner/identity.js';
import { escapeForTerminal } from '../support/terminal.js';
import {
  CASE_FILTER_OPTIONS,
  caseFilter,
  commandLine,
  fromCorpus,
  planned,
  readRuleMap,
} from './options/commandLine.js';
import { shrunkLines } from './session/shrunkLines.js';
import { notShrunkLine, runningLine } from './session/runCases.js';
import { INTERRUPT_EXIT, onInterrupt, type Interrupt } from './session/interrupt.js';
// Straight from process.ts: its types need @types/node, which the package's public declarations must not.
import { killAll } from '../runner/subjects/process.js';

export const usage = `Usage: ${PROGRAM} compare SUBJECT... [options]

Run the same cases against several implementations and compare them side by side: one report folder
per subject (report.json, junit.xml, summary.md, badge.svg, report.html) and a site whose
comparison page sets them against each other (rules × implementations, scores per tier and
category, speed, interop score), calibrated by trivial implementations run on the same corpus.

Subjects (each repeatable; NAME= names it in the reports and NAME@VERSION= gives its version too,
else both come from what the subject announces (docs/protocol.md), the name else from the command):
  --reference                 the bundled reference validator (stream protocol)
  --stream "[NAME[@VERSION]=]CMD"   a long-running process speaking the stream protocol
  --exec "[NAME[@VERSION]=]CMD"     one process per case ({file}, {kind} as in run)
  --module "[NAME[@VERSION]=]PATH[#EXPORT]"  in process: a function, Standard Schema, zod or io-ts schema

Cases:
  --rule GLOB, --tier T, --kind K, --id GLOB   as in run (repeatable)
  --generated N --seed S      add N generated objects judged by the reference; each subject's
                              disagreements are shrunk into its report folder
  --shrink-max N              shrink at most N causes per subject (default 10)
  --corpus DIR                a corpus folder holding fixtures/

Scoring and running (as in run, the same for every subject):
  --level L             verdict (default), rule or path
  --rule-map FILE       translate the subjects' own rule codes to catalogue rule ids (docs/runner.md)
  -j, --jobs N          cases in parallel per subject (default 1; exec subjects 4)
  --timeout MS          per case (default 5000)

Output:
  --out DIR      where to write (default reports/compare): DIR/<name>/ per subject, DIR/site/
  --json         print the comparison as JSON on stdout (one object: each subject's folder, verdict,
                 exit code and summary, and the comparison page); the other lines go to stderr
  --quiet        no progress: each subject's verdict line and the comparison page only
  --docs-url URL where the docs site is published: each subject's report.sarif helpUri and
                 report.html rule names link to the rule's page there (as in run)
${configOptionHelp(17)}
  -h, --help     show this help

Exit codes:
  0  every subject passed every selected case (conformant, or PASS (partial ...) when filtered)
  1  at least one subject failed a case
  2  usage error, or a subject could not be run
  130, 143  interrupted by SIGINT / SIGTERM: every subject stopped at once, no comparison written
`;

/** compare --json: each subject's folder, verdict, exit code and summary, and the comparison page. */
function comparisonJson(outcomes: readonly { folder: string; outcome: RunOutcome }[], page: string) {
  return {
    subjects: outcomes.map(({ folder, outcome }) => ({
      name: outcome.report.header.subject.name,
      folder,
      exitCode: outcome.exitCode,
      verdict: outcome.verdict,
      summary: outcome.report.summary,
    })),
    comparison: page,
  };
}

/** NAME=VALUE or NAME@VERSION=VALUE when NAME is a plain word; a command such as "env A=1 cmd" keeps its = signs. */
function named(value: string): { name?: string; version?: string; value: string } {
  const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:@([A-Za-z0-9][A-Za-z0-9.+_~-]*))?=(.+)$/s.exec(value);
  if (match === null) return { value };
  return {
    name: match[1]!,
    ...(match[2] === undefined ? {} : versionOption(match[2], `${match[1]}@VERSION`)),
    value: match[3]!,
  };
}

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(
    argv,
    usage,
    {
      reference: { type: 'boolean', default: false },
      stream: { type: 'string', multiple: true },
      exec: { type: 'string', multiple: true },
      module: { type: 'string', multiple: true },
      ...CASE_FILTER_OPTIONS,
      generated: { type: 'string' },
      seed: { type: 'string' },
      'shrink-max': { type: 'string' },
      corpus: { type: 'string' },
      level: { type: 'string' },
      'rule-map': { type: 'string' },
      jobs: { type: 'string', short: 'j' },
      timeout: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'docs-url': { type: 'string' },
    },
    true,
  );
  if (parsed === undefined) return EXIT.ok;
  const { values, positionals } = parsed;
  if (positionals.length > 0)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[0])}; quote each subject: --stream "NAME=CMD"`,
    );
  const choices: { choice: SubjectChoice; name?: string; version?: string }[] = [
    ...(values.reference ? [{ choice: { mode: 'reference' } as SubjectChoice, name: 'reference' }] : []),
    ...(values.stream ?? [])
      .map((v) => named(v))
      .map(({ value, ...given }) => ({ choice: { mode: 'stream', command: value } as SubjectChoice, ...given })),
    ...(values.exec ?? [])
      .map((v) => named(v))
      .map(({ value, ...given }) => ({ choice: { mode: 'exec', command: value } as SubjectChoice, ...given })),
    ...(values.module ?? [])
      .map((v) => named(v))
      .map(({ value, ...given }) => ({ choice: { mode: 'module', specifier: value } as SubjectChoice, ...given })),
  ];
  if (choices.length < 2)
    throw new UsageError('name at least two subjects to compare (--reference, --stream, --exec, --module)');
  const level = planned(() => levelOf(values.level));
  const generatedCount = integerOption('--generated', values.generated, 0);
  const seed = seedOption(values.seed);
  if (values.seed !== undefined && generatedCount === 0) throw new UsageError('--seed needs --generated N');
  const shrinkMax = integerOption('--shrink-max', values['shrink-max'], 10);
  const docsUrl = values['docs-url'] === undefined ? undefined : httpUrlOption('--docs-url', values['docs-url']);
  const timeoutMs = integerOption('--timeout', values.timeout, 5000, { min: 1, max: MAX_TIMEOUT_MS });
  const jobs = values.jobs === undefined ? undefined : integerOption('--jobs', values.jobs, 1, { min: 1 });
  const filter = await caseFilter(values);
  const ruleMap = values['rule-map'] === undefined ? undefined : await readRuleMap(values['rule-map']);
  const plan = await fromCorpus(values.corpus, () =>
    planRun({
      ...filter,
      level,
      generated: generatedCount > 0 ? { count: generatedCount, seed } : undefined,
      corpusDir: values.corpus,
      ruleMap,
      ruleMapFile: values['rule-map'],
    }),
  );
  const out = values.out ?? path.join('reports', 'compare');
  // --json: stdout holds the one JSON object; what is said for people goes to stderr.
  const screen = values.json ? process.stderr : process.stdout;
  const say = (line: string): void => void screen.write(`${escapeForTerminal(line)}\n`);

  const reports: { name: string; source: string; report: RunReport }[] = [];
  const outcomes: { folder: string; outcome: RunOutcome }[] = [];
  const used = new Set<string>();
  let exitCode: number = EXIT.ok;
  // Interrupted: every subject is stopped at once (the exit removes their temporary files too), and the
  // line names the report folders this run finished; anything else under --out is from an earlier run.
  const finished: string[] = [];
  const stopNow = (signal: Interrupt): never => {
    killAll();
    reportError(
      `interrupted by ${signal}: subjects stopped, no comparison written${finished.length === 0 ? '' : `; this run's reports: ${finished.join(', ')}`}`,
    );
    process.exit(INTERRUPT_EXIT[signal]);
  };
  const stopInterrupts = onInterrupt({ first: stopNow, again: stopNow });
  for (const { choice, name, version } of choices) {
    const subject = await makeGuardedSubject(choice, {
      ...(name === undefined ? {} : { name }),
      ...(version === undefined ? {} : { version }),
      timeoutMs,
      jobs: jobs ?? (choice.mode === 'exec' ? 4 : 1),
      maxRestarts: 10,
    });
    let folder = safeName(subject.name);
    for (let n = 2; used.has(folder); n++) folder = `${safeName(subject.name)}-${n}`;
    used.add(folder);
    const dir = path.join(out, folder);
    await mkdir(dir, { recursive: true });
    if (!values.quiet) process.stderr.write(`${runningLine(plan.cases.length, subject)}...\n`);
    const outcome = await runPlan(plan, subject, { out: dir, shrinkMax });
    await writeReports(outcome.report, dir, {
      reporters: RUN_REPORTERS,
      ...(docsUrl === undefined ? {} : { helpUri: docsHelpUri(docsUrl) }),
    }).then(
      () => finished.push(dir),
      (error: unknown) => reportError(`warning: ${error instanceof Error ? error.message : String(error)}`),
    );
    reports.push({ name: folder, source: path.join(dir, 'report.json'), report: outcome.report });
    outcomes.push({ folder: dir, outcome });
    for (const warning of outcome.warnings) reportWarning(`${subject.name}: ${warning}`);
    say(`${subjectLabel(outcome.report.header.subject)}: ${outcome.verdict} (${path.join(dir, 'report.html')})`);
    if (!values.quiet && outcome.report.shrunk !== undefined && outcome.report.shrunk.length > 0)
      screen.write(shrunkLines(outcome.report.shrunk));
    if (!values.quiet) screen.write(notShrunkLine(outcome.report, shrinkMax));
    exitCode = Math.max(exitCode, outcome.exitCode);
  }
  const calibration = await calibrationReportsFor(plan, level);
  const siteDir = path.join(out, 'site');
  writeSite(renderSite({ fixtures: loadCorpus(values.corpus), reports, calibration }), siteDir);
  const page = path.join(siteDir, 'compare.html');
  say(`Comparison: ${page}`);
  if (values.json) process.stdout.write(`${JSON.stringify(comparisonJson(outcomes, page))}\n`);
  stopInterrupts();
  return exitCode;
}
