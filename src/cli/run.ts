/**
 * `cdm-conformance run`: the conformance suite against a subject (src/runner), reports via src/report.
 *
 * This file reads and checks the command line and makes the subject; a stream subject is spawned there
 * (session/runSubject.ts). Only then is the rest loaded (session/runCases.ts: the catalogue, the
 * corpus, scoring, the report writers), while the subject starts. So nothing heavy is imported at the top
 * of this file: what only an option needs (--rule, --rule-map, --baseline) is loaded when it is given, in
 * the order the options were always checked.
 */
import { existsSync } from 'node:fs';
import type { SubjectChoice } from '../runner/subjects/index.js';
import { MAX_TIMEOUT_MS } from '../runner/subjects/subject.js';
import { runSubject } from './session/runSubject.js';
import { DEFAULT_MAX_LINE_BYTES } from '../runner/subjects/lineReader.js';
import { checkPlanOptions, levelOf } from '../runner/planOptions.js';
import { EXIT, PROGRAM, UsageError } from './terminal/errors.js';
import { configOptionHelp } from './config/help.js';
import { httpUrlOption, integerOption, seedOption, versionOption } from './options/values.js';
import { oneOfChoice } from './options/choices.js';
import { REQUEST_FORMS, type RequestForm } from '../protocol/request.js';
import {
  CASE_FILTER_OPTIONS,
  caseFilter,
  commandLine,
  planned,
  readBaselineOption,
  readRuleMap,
} from './options/commandLine.js';

export const usage = `Usage: ${PROGRAM} run SUBJECT [options]

Run the conformance suite (the corpus, plus generated cases on request) against a subject and
write reports (report.json, junit.xml, summary.md, badge.svg, badge.json, report.sarif,
gl-code-quality.json, and report.html: the report as one self-contained page; docs/report.md).

Subject (exactly one):
  --reference           the bundled reference validator over the stream protocol
                        (node dist/bin/cdm-conformance.js validate --stream); what npm start runs
  --stream "CMD"        one long-running process speaking the stream protocol (docs/protocol.md)
  --exec "CMD"          one process per case: the JSON text on stdin, or in a file whose path
                        replaces {file}; {kind} (and env CDM_KIND) is the case's kind or empty.
                        It prints its verdict {"valid": true|false, "errors": [...]} on stdout and
                        exits 0 (valid) or 1 (invalid); no verdict printed (a crash) = error
  --exit-code-verdicts  exec: the exit status alone is the verdict (0 valid, 1 invalid); every
                        report then says a crash cannot be told from a rejection
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
  --shrink-max N        shrink at most N causes of disagreement, one fixture each (default 10; the
                        disagreements left out are counted)
  --corpus DIR          a corpus folder holding fixtures/ (default: the bundled corpus)

Scoring:
  --level L             verdict (default), rule or path: what certification requires
  --rule-map FILE       translate a subject's own rule codes: JSON object { "code": "catalogue rule id" },
                        or { "code": [{ "path": "/samples/*/{key}", "rule": "...", "kind"? }, ...] }
                        for a generic code told apart by where it points (docs/runner.md)
  --baseline FILE       known failures (case or rule ids, one per line, # comments; or JSON with
                        each entry's reason, link and expires day: docs/baseline.schema.json);
                        the run passes when it fails exactly as listed; an expired entry fails it
  --update-baseline     rewrite the --baseline FILE from this run (its form and triage kept)

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
  --quiet               no progress and no table: the verdict line and the report folder
  --annotate            GitHub workflow commands on stdout: an ::error per failing rule (with a
                        baseline: per new failure, now-passing or stale entry)
  --docs-url URL        where the docs site (\`cdm-conformance site\`) is published: report.sarif's
                        helpUri and report.html's rule names link to each rule's page there
${configOptionHelp(24)}
  -h, --help            show this help

A run certifies only when it is complete: every must rule of the catalogue put to the subject, no
--rule/--tier/--kind/--id filter, the bundled corpus. A filtered run that passes prints
"PASS (partial: N of M must rules)", writes a grey "partial" badge and conformant: null; one
in which no case was answered (interrupted before the first answer) says "NOTHING TESTED".

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

function subjectChoice(values: {
  reference?: boolean;
  stream?: string;
  exec?: string;
  module?: string;
}): SubjectChoice {
  const given = [
    values.reference === true ? 'reference' : '',
    values.stream ?? '',
    values.exec ?? '',
    values.module ?? '',
  ].filter((v) => v !== '');
  const count = [
    values.reference === true,
    values.stream !== undefined,
    values.exec !== undefined,
    values.module !== undefined,
  ].filter(Boolean).length;
  if (count !== 1)
    throw new UsageError(
      count === 0
        ? 'name a subject: --reference, --stream CMD, --exec CMD or --module PATH'
        : 'name exactly one subject (--reference, --stream, --exec or --module)',
    );
  if (given.length !== 1) throw new UsageError('the subject command or path is empty');
  if (values.reference === true) return { mode: 'reference' };
  if (values.stream !== undefined) return { mode: 'stream', command: values.stream };
  if (values.exec !== undefined) return { mode: 'exec', command: values.exec };
  return { mode: 'module', specifier: values.module! };
}

export async function run(argv: string[]): Promise<number> {
  const parsed = await commandLine(
    argv,
    usage,
    {
      reference: { type: 'boolean' },
      stream: { type: 'string' },
      exec: { type: 'string' },
      module: { type: 'string' },
      'exit-code-verdicts': { type: 'boolean', default: false },
      ...CASE_FILTER_OPTIONS,
      shard: { type: 'string' },
      generated: { type: 'string' },
      seed: { type: 'string' },
      'shrink-max': { type: 'string' },
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
      'docs-url': { type: 'string' },
    },
    true,
  );
  if (parsed === undefined) return EXIT.ok;
  const { values, positionals } = parsed;
  if (positionals.length > 0)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[0])}; quote the subject command: --exec "CMD"`,
    );
  const choice = subjectChoice(values);
  const level = planned(() => levelOf(values.level));
  const filter = await caseFilter(values); // a --rule that matches no rule id is a typo: said, with the nearest ids
  const generatedCount = integerOption('--generated', values.generated, 0);
  const seed = seedOption(values.seed);
  if (values.seed !== undefined && generatedCount === 0) throw new UsageError('--seed needs --generated N');
  const shrinkMax = integerOption('--shrink-max', values['shrink-max'], 10);
  if (values['update-baseline'] && values.baseline === undefined)
    throw new UsageError('--update-baseline needs --baseline FILE');
  const jobs = integerOption(
    '--jobs',
    values.jobs,
    choice.mode === 'exec' ? (await import('node:os')).availableParallelism() : 1,
    { min: 1 },
  );
  const timeoutMs = integerOption('--timeout', values.timeout, 5000, { min: 1, max: MAX_TIMEOUT_MS });
  const maxRestarts = integerOption('--max-restarts', values['max-restarts'], 10);
  const maxLineBytes = integerOption('--max-line-bytes', values['max-line-bytes'], DEFAULT_MAX_LINE_BYTES, {
    min: 1024,
    max: 2 ** 30,
  });
  if (values['exit-code-verdicts'] && choice.mode !== 'exec')
    throw new UsageError('--exit-code-verdicts applies to exec subjects (--exec)');
  const requestForm =
    values['request-form'] === undefined
      ? undefined
      : (oneOfChoice('--request-form', values['request-form'], REQUEST_FORMS) as RequestForm);
  if (requestForm !== undefined && choice.mode !== 'stream' && choice.mode !== 'reference')
    throw new UsageError('--request-form applies to stream subjects (--stream, --reference)');
  const maxFail = integerOption('--max-fail', values['max-fail'], 0);
  const docsUrl = values['docs-url'] === undefined ? undefined : httpUrlOption('--docs-url', values['docs-url']);
  const update = values['update-baseline'];
  const generated = generatedCount > 0 ? { count: generatedCount, seed } : undefined;
  const options = {
    ...filter,
    level,
    generated,
    corpusDir: values.corpus,
    shard: values.shard,
    requestForm,
    maxFail,
    ...(values.baseline === undefined ? {} : { baseline: { file: values.baseline, entries: [], update } }),
  };
  // What makes no plan whatever the corpus holds is refused before the subject is started.
  planned(() => checkPlanOptions(options));
  const ruleMap = values['rule-map'] === undefined ? undefined : await readRuleMap(values['rule-map']);
  const baseline =
    values.baseline === undefined
      ? undefined
      : {
          file: values.baseline,
          update,
          ...(await readBaselineOption(values.baseline, update)),
        };
  if (values.corpus !== undefined && !existsSync(values.corpus))
    throw new UsageError(`--corpus ${values.corpus}: no such directory`);

  const settings = {
    ...(values.name === undefined ? {} : { name: values.name }),
    ...versionOption(values['subject-version']),
    timeoutMs,
    jobs,
    maxRestarts,
    maxLineBytes,
    ...(requestForm === undefined ? {} : { requestForm }),
    ...(values['exit-code-verdicts'] ? { exitCodeVerdicts: true } : {}),
  };
  const plan = { ...options, ruleMap, ruleMapFile: values['rule-map'], baseline };
  const { subject, prepared, stopEarly } = await runSubject(choice, settings, async () =>
    (await import('./session/runCases.js')).planCases(plan),
  );
  return (await import('./session/runCases.js')).runPlanned(
    subject,
    prepared,
    stopEarly,
    { ...values, shrinkMax, docsUrl },
    jobs,
  );
}
