/**
 * `cdm-conformance compare`: the same cases (corpus, filters, generated) against several subjects, one
 * report folder each, and the site with their comparison page (rules × implementations, calibrated).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { loadCorpus } from '../corpus/load.js';
import { writeReports } from '../report/index.js';
import { calibrationReportsFor } from '../runner/calibration.js';
import { runConformance } from '../runner/run.js';
import { safeName, type SubjectChoice } from '../runner/subjects/index.js';
import { made } from './_internals/runSubject.js';
import { suiteCases } from '../runner/suite.js';
import type { Level, RunReport } from '../report/model/index.js';
import { renderSite, writeSite } from '../site/build.js';
import { RUN_REPORTERS } from '../site/reportHtml.js';
import { EXIT, PROGRAM, reportError, UsageError } from './_internals/errors.js';
import { integerOption, seedOption, versionOption } from './_internals/options.js';
import { subjectLabel } from '../runner/identity.js';
import { escapeForTerminal } from '../support/terminal.js';
import { CASE_FILTER_OPTIONS, caseFilter, commandLine, fromCorpus } from './_internals/commandLine.js';
import { shrunkLines } from './_internals/shrunkLines.js';
import { INTERRUPT_EXIT, onInterrupt, type Interrupt } from './_internals/interrupt.js';
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
  --corpus DIR                a corpus folder holding fixtures/

Options:
  --level L      verdict (default), rule or path
  --timeout MS   per case (default 5000)
  --out DIR      where to write (default reports/compare): DIR/<name>/ per subject, DIR/site/
  -h, --help     show this help

Exit codes:
  0  every subject passed every selected case (conformant, or PASS (partial ...) when filtered)
  1  at least one subject failed a case
  2  usage error, or a subject could not be run
  130, 143  interrupted by SIGINT / SIGTERM: every subject stopped at once, no comparison written
`;

const LEVELS: readonly Level[] = ['verdict', 'rule', 'path'];

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
      corpus: { type: 'string' },
      level: { type: 'string' },
      timeout: { type: 'string' },
      out: { type: 'string' },
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
  const level = (values.level ?? 'verdict') as Level;
  if (!LEVELS.includes(level)) throw new UsageError(`--level must be one of ${LEVELS.join(', ')}`);
  const generatedCount = integerOption('--generated', values.generated, 0);
  const seed = seedOption(values.seed);
  const generated = generatedCount > 0 ? { count: generatedCount, seed } : undefined;
  const timeoutMs = integerOption('--timeout', values.timeout, 5000, { min: 1 });
  const filter = await caseFilter(values);
  const corpusDir = values.corpus;
  const suite = await fromCorpus(corpusDir, () =>
    suiteCases({
      ...filter,
      ...(generated === undefined ? {} : { generated }),
      ...(corpusDir === undefined ? {} : { corpusDir }),
    }),
  );
  if (suite.cases.length === 0) throw new UsageError('no case matches the filters (--rule, --tier, --kind, --id)');
  const out = values.out ?? path.join('reports', 'compare');
  const shrinking = generated === undefined ? undefined : await import('../runner/shrink.js');

  const reports: { name: string; source: string; report: RunReport }[] = [];
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
    const subject = await made(choice, {
      ...(name === undefined ? {} : { name }),
      ...(version === undefined ? {} : { version }),
      timeoutMs,
      jobs: choice.mode === 'exec' ? 4 : 1,
      maxRestarts: 10,
    });
    let folder = safeName(subject.name);
    for (let n = 2; used.has(folder); n++) folder = `${safeName(subject.name)}-${n}`;
    used.add(folder);
    const dir = path.join(out, folder);
    await mkdir(dir, { recursive: true });
    process.stderr.write(
      escapeForTerminal(
        `Running ${suite.cases.length} cases against ${subject.name} (${subject.mode}: ${subject.target})...`,
      ) + '\n',
    );
    const outcome = await runConformance({
      subject,
      cases: suite.cases,
      scope: suite.scope,
      level,
      corpusDigest: suite.corpusDigest,
      ...(shrinking === undefined || generated === undefined
        ? {}
        : { generated, shrink: shrinking.shrinkHook({ seed, count: generatedCount, level, out: dir }) }),
    });
    await writeReports(outcome.report, dir, { reporters: RUN_REPORTERS }).then(
      () => finished.push(dir),
      (error: unknown) => reportError(`warning: ${error instanceof Error ? error.message : String(error)}`),
    );
    reports.push({ name: folder, source: path.join(dir, 'report.json'), report: outcome.report });
    for (const warning of outcome.warnings) reportError(`warning: ${subject.name}: ${warning}`);
    process.stdout.write(
      escapeForTerminal(
        `${subjectLabel(outcome.report.header.subject)}: ${outcome.verdict} (${path.join(dir, 'report.html')})`,
      ) + '\n',
    );
    if (outcome.report.shrunk !== undefined && outcome.report.shrunk.length > 0)
      process.stdout.write(shrunkLines(outcome.report.shrunk));
    exitCode = Math.max(exitCode, outcome.exitCode);
  }
  const calibration = await calibrationReportsFor(suite, level);
  const siteDir = path.join(out, 'site');
  writeSite(renderSite({ fixtures: loadCorpus(corpusDir), reports, calibration }), siteDir);
  process.stdout.write(`Comparison: ${path.join(siteDir, 'compare.html')}\n`);
  stopInterrupts();
  return exitCode;
}
