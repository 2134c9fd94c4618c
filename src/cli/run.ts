/**
 * `cdm-conformance run`: the conformance suite against a subject (src/runner), reports via src/report.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { ruleById } from '../rules/catalogue/index.js';
import { entriesOutside, readBaseline, writeBaseline } from '../runner/baseline.js';
import { suiteCases } from '../runner/suite.js';
import { parseRuleMap, type RuleMap } from '../runner/ruleMap.js';
import { RunProgress } from '../runner/progress.js';
import { StartupWatch } from '../runner/startupWatch.js';
import { parseShard, shardLabel, shardOf } from '../runner/shard.js';
import { runConformance, type RunConfig } from '../runner/run.js';
import { safeName, type SubjectChoice } from '../runner/subjects/index.js';
import { runSubject } from './_internals/runSubject.js';
import { DEFAULT_MAX_LINE_BYTES } from '../runner/subjects/lineReader.js';
import type { Level } from '../runner/types.js';
import { shrunkLines } from './_internals/shrunkLines.js';
import { EXIT, PROGRAM, reportError, UsageError } from './_internals/errors.js';
import { ioReason, oneLine } from '../support/errorText.js';
import { integerOption, seedOption, versionOption } from './_internals/options.js';
import { checkGlobs, choices, oneOfChoice } from './_internals/choices.js';
import { REQUEST_FORMS, type RequestForm } from '../runner/subjects/request.js';
import { CASE_FILTER_OPTIONS, caseFilter, commandLine, fromCorpus } from './_internals/commandLine.js';
import { wantsColour } from './_internals/output.js';
import { INTERRUPT_EXIT } from './_internals/interrupt.js';
import { interruptRun } from './_internals/runInterrupt.js';
import { escapeForTerminal } from '../support/terminal.js';
import { removeReports } from './_internals/staleReports.js';
import { AtomicWriteError } from '../support/atomicWrite.js';
import { CaseParts } from '../report/caseParts.js';

export const usage = `Usage: ${PROGRAM} run SUBJECT [options]

Run the conformance suite (the corpus, plus generated cases on request) against a subject and
write reports (report.json, junit.xml, summary.md, badge.svg, and report.html: the report as one
self-contained page).

Subject (exactly one):
  --reference           the bundled reference validator over the stream protocol
                        (node dist/bin/cdm-conformance.js validate --stream); what npm start runs
  --stream "CMD"        one long-running process speaking the stream protocol (docs/protocol.md)
  --exec "CMD"          one process per case: the JSON text on stdin, or in a file whose path
                        replaces {file}; {kind} (and env CDM_KIND) is the case's kind or empty.
                        Exit 0 = valid, 1 = invalid, anything else = error
  --module PATH[#EXPORT]
                        in process: a function (value, {kind}) => boolean | {valid, errors},
                        a Standard Schema, a zod-style (safeParse) or io-ts-style (decode) schema

Cases:
  --rule GLOB           only cases about matching rule ids (* any text, ? one char; commas)
  --tier T              must, may or lint (repeatable)
  --kind K              entity, event, plan_object, track or stream (repeatable)
  --id GLOB             only cases with matching ids
  --shard I/N           run the I-th of N even, deterministic parts of the selected cases (a CI
                        matrix job); partial: '${PROGRAM} report merge' joins the shards' reports
  --generated N         add N generated objects judged against the reference; disagreements are
                        shrunk to minimal fixtures written to the report folder
  --seed S              seed of the generated cases, -2147483648 to 2147483647 (default: random,
                        printed in the report)
  --corpus DIR          a corpus folder holding fixtures/ (default: the bundled corpus)

Scoring:
  --level L             verdict (default), rule or path: what certification requires
  --rule-map FILE       translate a subject's own rule codes: JSON object { "code": "catalogue rule id" },
                        or { "code": [{ "path": "/samples/*/{key}", "rule": "...", "kind"? }, ...] }
                        for a generic code told apart by where it points (docs/runner.md)
  --baseline FILE       known failures (case or rule ids, one per line, # comments); the run
                        passes when it fails exactly as listed
  --update-baseline     rewrite the --baseline FILE from this run

Running:
  -j, --jobs N          cases in parallel (exec: processes at once; stream: processes; default 1,
                        exec default: CPU count)
  --timeout MS          per case (default 5000)
  --max-restarts N      give up after N restarts (stream, module) or N timeouts in a row (exec)
                        (default 10; 3 timeouts when the subject never answered)
  --max-line-bytes N    stream: longest answer line read (default 67108864 = 64 MiB); a longer
                        one is an error for its case and the subject is restarted
  --request-form F      stream: how a case's text travels, object (default: spliced in as the
                        "object" member) or text (a JSON string member "text": every request
                        line is plain JSON; docs/protocol.md)
  --max-fail N          stop at N failed cases (the cases in flight are cancelled)
  --name NAME           subject name in reports (default: the name the subject announces,
                        else one from the command or module)
  --subject-version V   the subject's version in reports (default: the one it announces: a
                        stream subject's hello or a module's about export, docs/protocol.md)

Output:
  --out DIR             report folder (default reports/<subject name>/)
  --json                print the summary as JSON on stdout (the table goes to stderr)
  --quiet               no progress and no table: the verdict line only
  --annotate            GitHub workflow commands on stdout: an ::error per failing rule (with a
                        baseline: per new failure, now-passing or stale entry)
  -h, --help            show this help

A run certifies only when it is complete: every must rule of the catalogue put to the subject, no
--rule/--tier/--kind/--id filter, the bundled corpus. A filtered run that passes prints
"PASS (partial: N of M must rules)", writes a grey "partial" badge and conformant: null.

Exit codes:
  0  conformant; a partial run whose every selected case passed; or failing exactly as the
     baseline says
  1  a scored case failed (not conformant), or the run differs from the baseline (each
     difference is named on stderr and at the top of summary.md)
  2  usage error, or the subject could not be run (when it answered no case at all:
     one line saying why, and no report), or a report or baseline file could not be
     written (one line naming it; the files already there are left whole)
  130, 143  interrupted by SIGINT / SIGTERM: subjects killed, the report of what ran written,
            marked interrupted (partial, never a certification); a second signal exits at once
`;

const LEVELS: readonly Level[] = ['verdict', 'rule', 'path'];

async function readRuleMap(file: string): Promise<RuleMap> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`--rule-map ${file}: ${error instanceof SyntaxError ? `not JSON: ${error.message}` : ioReason(error)}`);
  }
  try {
    return parseRuleMap(parsed);
  } catch (error) {
    throw new UsageError(`--rule-map ${file}: ${oneLine(error)}`);
  }
}

function subjectChoice(values: { reference?: boolean; stream?: string; exec?: string; module?: string }): SubjectChoice {
  const given = [values.reference === true ? 'reference' : '', values.stream ?? '', values.exec ?? '', values.module ?? ''].filter((v) => v !== '');
  const count = [values.reference === true, values.stream !== undefined, values.exec !== undefined, values.module !== undefined].filter(Boolean).length;
  if (count !== 1) throw new UsageError(count === 0 ? 'name a subject: --reference, --stream CMD, --exec CMD or --module PATH' : 'name exactly one subject (--reference, --stream, --exec or --module)');
  if (given.length !== 1) throw new UsageError('the subject command or path is empty');
  if (values.reference === true) return { mode: 'reference' };
  if (values.stream !== undefined) return { mode: 'stream', command: values.stream };
  if (values.exec !== undefined) return { mode: 'exec', command: values.exec };
  return { mode: 'module', specifier: values.module! };
}

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(argv, usage, {
    reference: { type: 'boolean' },
    stream: { type: 'string' },
    exec: { type: 'string' },
    module: { type: 'string' },
    ...CASE_FILTER_OPTIONS,
    shard: { type: 'string' },
    generated: { type: 'string' },
    seed: { type: 'string' },
    corpus: { type: 'string' },
    level: { type: 'string' },
    'rule-map': { type: 'string' },
    baseline: { type: 'string' },
    'update-baseline': { type: 'boolean', default: false },
    jobs: { type: 'string', short: 'j' },
    timeout: { type: 'string' },
    'max-restarts': { type: 'string' },
    'max-line-bytes': { type: 'string' },
    'request-form': { type: 'string' },
    'max-fail': { type: 'string' },
    name: { type: 'string' },
    'subject-version': { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    annotate: { type: 'boolean', default: false },
  }, true);
  if (parsed === undefined) return EXIT.ok;
  const { values, positionals } = parsed;
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}; quote the subject command: --exec "CMD"`);
  const choice = subjectChoice(values);
  const level = (choices('--level', values.level === undefined ? undefined : [values.level], LEVELS)[0] ?? 'verdict') as Level;
  const filter = caseFilter(values); // a --rule that matches no rule id is a typo: said, with the nearest ids
  const generatedCount = integerOption('--generated', values.generated, 0);
  const seed = seedOption(values.seed);
  if (values.seed !== undefined && generatedCount === 0) throw new UsageError('--seed needs --generated N');
  if (values['update-baseline'] && values.baseline === undefined) throw new UsageError('--update-baseline needs --baseline FILE');
  // A run cut short knows nothing of the cases it did not run: their known failures would be dropped.
  if (values['update-baseline'] && values['max-fail'] !== undefined) throw new UsageError('--update-baseline cannot be combined with --max-fail: the baseline would lose the cases not run');
  const jobs = integerOption('--jobs', values.jobs, choice.mode === 'exec' ? (await import('node:os')).availableParallelism() : 1, { min: 1 });
  const timeoutMs = integerOption('--timeout', values.timeout, 5000, { min: 1 });
  const maxRestarts = integerOption('--max-restarts', values['max-restarts'], 10);
  const maxLineBytes = integerOption('--max-line-bytes', values['max-line-bytes'], DEFAULT_MAX_LINE_BYTES, { min: 1024, max: 2 ** 30 });
  const requestForm = values['request-form'] === undefined ? undefined : (oneOfChoice('--request-form', values['request-form'], REQUEST_FORMS) as RequestForm);
  if (requestForm !== undefined && choice.mode !== 'stream' && choice.mode !== 'reference') throw new UsageError('--request-form applies to stream subjects (--stream, --reference)');
  const maxFail = integerOption('--max-fail', values['max-fail'], 0);
  const ruleMap = values['rule-map'] === undefined ? undefined : await readRuleMap(values['rule-map']);
  const baselineEntries =
    values.baseline === undefined ? undefined : await readBaseline(values.baseline, values['update-baseline']).catch((error: unknown) => {
      throw new UsageError(`--baseline ${values.baseline}: ${ioReason(error)}`);
    });
  if (values.corpus !== undefined && !existsSync(values.corpus)) throw new UsageError(`--corpus ${values.corpus}: no such directory`);

  const generated = generatedCount > 0 ? { count: generatedCount, seed } : undefined;
  const settings = { ...(values.name === undefined ? {} : { name: values.name }), ...versionOption(values['subject-version']), timeoutMs, jobs, maxRestarts, maxLineBytes, ...(requestForm === undefined ? {} : { requestForm }) };
  const { subject, prepared, stopEarly } = await runSubject(choice, settings, async () => {
    let { cases, scope, corpusDigest, corpusIds, filters } = await fromCorpus(values.corpus, () => suiteCases({ ...filter, ...(generated === undefined ? {} : { generated }), ...(values.corpus === undefined ? {} : { corpusDir: values.corpus }) }));
    const shrinking = generated === undefined ? undefined : await import('../runner/shrink.js');
    // With --generated, an --id matching no fixture is how a generated-only run is asked for (partial, recorded).
    if (generatedCount === 0) checkGlobs('--id', values.id, [...corpusIds], 'fixture id of the corpus');
    const shardPlan = values.shard === undefined ? undefined : parseShard(values.shard);
    if (typeof shardPlan === 'string') throw new UsageError(`--shard: ${shardPlan}`);
    if (shardPlan !== undefined && values['update-baseline']) throw new UsageError('--update-baseline cannot be combined with --shard: the baseline would lose the other shards\' cases');
    if (shardPlan !== undefined && values.baseline !== undefined) throw new UsageError('--baseline applies to the whole suite: run the shards without it and pass it to report merge');
    if (cases.length === 0) throw new UsageError('no case matches the filters (--rule, --tier, --kind, --id)');
    const selected = cases.length;
    if (shardPlan !== undefined) {
      cases = shardOf(cases, shardPlan);
      filters = [...filters, { option: '--shard', values: [shardLabel(shardPlan)] }];
    }
    if (cases.length === 0) throw new UsageError(`--shard ${values.shard}: the ${selected} selected cases leave this shard empty; use fewer shards`);
    return { cases, scope, corpusDigest, corpusIds, filters, shrinking, shardPlan };
  });
  const { cases, scope, corpusDigest, corpusIds, filters, shrinking, shardPlan } = prepared;
  // --name is free text; the default folder name is made file-name safe (no '..', no separators).
  const out = values.out ?? join('reports', safeName(subject.name));
  // Before any case: a bad --out must not cost a whole run and its results.
  await mkdir(out, { recursive: true }).catch(async (error: unknown) => {
    stopEarly();
    await subject.close();
    throw new UsageError(`--out ${out}: cannot create the report folder: ${ioReason(error)}`);
  });
  const showTable = !values.quiet;
  const screen = values.json ? process.stderr : process.stdout;
  const progress = new RunProgress(process.stderr, cases.length, !values.quiet && !values.json);
  progress.start(escapeForTerminal(`Running ${cases.length} cases against ${subject.name} (${subject.mode}: ${subject.target})`));
  // Interrupted: the subject is stopped at once, the report of what ran is written marked interrupted.
  const interrupt = interruptRun(subject, out, () => progress.finish());
  stopEarly(); // after: no moment without a handler, when a signal would kill the runner and leave the subject
  try {
    const startup = subject.mode === 'exec' ? new StartupWatch(cases.length, jobs) : undefined;
    const known = (entry: string): boolean => corpusIds.has(entry) || ruleById.has(entry);
    // Each case's report parts, rendered while the subject answers the next ones: less left after the last answer.
    const parts = new CaseParts();
    const config: RunConfig = {
      subject,
      cases,
      scope,
      filters,
      level,
      ...(ruleMap === undefined ? {} : { ruleMap }),
      ...(maxFail > 0 ? { maxFail } : {}),
      ...(shardPlan === undefined ? {} : { shard: shardPlan }),
      corpusDigest,
      ...(shrinking === undefined || generated === undefined ? {} : { generated, shrink: shrinking.shrinkHook({ seed, count: generatedCount, level, out, ruleMap }) }),
      ...(baselineEntries === undefined || values['update-baseline'] ? {} : { baseline: { file: values.baseline!, entries: baselineEntries, known } }),
      // Once the subject is given up on, the cases left are "not run": no progress to show for them.
      onResult: (result, done) => {
        parts.add(result);
        const warning = startup?.observe(result);
        if (warning !== undefined) {
          progress.finish();
          reportError(`warning: ${warning}`);
        }
        if (subject.fatal() === undefined && interrupt.by() === undefined) progress.update(result, done);
      },
      interrupted: interrupt.by,
    };
    const outcome = await runConformance(config);
    parts.stop();
    progress.finish();
    if (interrupt.by() === undefined && outcome.exitCode === EXIT.error && outcome.report.cases.every((result) => result.actual.valid === null)) {
      // Not one answer: nothing was measured, so nothing is certified (no badge, no table of failures).
      const removed = removeReports(out);
      for (const warning of outcome.warnings) reportError(`warning: ${warning}`);
      reportError(`the subject could not be run: ${outcome.verdict.replace(/^the run ended early: /, '')}; no report written${removed.length === 0 ? '' : ` (the earlier report files in ${out} were removed)`}`);
      return EXIT.error;
    }

    const reports = await import('../report/index.js');
    const { reportHtmlFile } = await import('../site/reportHtml.js');
    const writing = reports.writeReports(outcome.report, out, { extraFiles: [reportHtmlFile(outcome.report)], onReplaced: interrupt.replaced, parts });
    const written = await writing.catch((error: unknown) => {
      // The step summary is the CI job's page: failing to append to it must not change the run's verdict.
      if (error instanceof reports.StepSummaryError) {
        reportError(`warning: ${error.message}`);
        return error.written;
      }
      // Interrupted, the earlier files were removed at the signal: nothing is left whole to speak of.
      if (interrupt.by() !== undefined && error instanceof AtomicWriteError) return `${error.file}: ${ioReason(error.cause)}`;
      throw error;
    });
    if (typeof written === 'string') {
      reportError(`interrupted by ${interrupt.by()}: cannot write ${written}; no report written`);
      return INTERRUPT_EXIT[interrupt.by()!];
    }
    if (showTable) screen.write(`${reports.renderConsole(outcome.report, { color: wantsColour(screen) })}\n`);
    if (values.annotate) process.stdout.write(reports.runAnnotations(outcome.report));
    if (values.json) process.stdout.write(`${JSON.stringify(outcome.report.summary)}\n`);
    if (values['update-baseline'] && interrupt.by() !== undefined) {
      reportError(`the baseline ${values.baseline} was left as it was: the run was interrupted, so it knows nothing of the cases it did not run`);
    } else if (values['update-baseline'] && outcome.exitCode !== EXIT.error) {
      await writeBaseline(values.baseline!, outcome.report.cases, subject.name, entriesOutside(outcome.report.cases, baselineEntries ?? [], known));
      screen.write(`Baseline written: ${escapeForTerminal(values.baseline!)}\n`);
    }
    if (outcome.report.shrunk !== undefined && showTable) {
      screen.write(shrunkLines(outcome.report.shrunk));
    }
    if (showTable) screen.write(`Reports: ${escapeForTerminal(written.map((file) => relative(process.cwd(), file) || file).join(', '))}\n`);
    for (const warning of outcome.warnings) reportError(`warning: ${warning}`);
    // A regression is named, case by case, where CI logs show it: stderr.
    if (!values['update-baseline']) for (const line of reports.regressionLines(outcome.report)) process.stderr.write(`${line}\n`);
    const signal = interrupt.by();
    const exitCode = signal !== undefined ? INTERRUPT_EXIT[signal] : values['update-baseline'] && outcome.exitCode === EXIT.invalid ? EXIT.ok : outcome.exitCode;
    // A signal after the last answer changes no outcome: the report is complete, the exit code still says it came.
    const verdict = signal !== undefined && outcome.report.summary.interrupted === undefined ? `interrupted by ${signal} after the last case: the report is complete; ${outcome.verdict}` : outcome.verdict;
    (exitCode === EXIT.ok ? screen : process.stderr).write(`${exitCode === EXIT.error || signal !== undefined ? `${PROGRAM}: ` : ''}${escapeForTerminal(verdict)}\n`);
    if (showTable) screen.write(`Open the report: ${escapeForTerminal(relative(process.cwd(), written.at(-1)!) || written.at(-1)!)}\n`);
    return exitCode;
  } finally {
    interrupt.stop();
  }
}
