/**
 * `cdm-conformance bench`: how fast the suite runs (in-process reference, stream subject, runner overhead),
 * and how fast `validate` checks NDJSON beside JSON.parse alone and JSON.parse + ajv, on two streams, with
 * the targets of each figure printed beside it. Every ratio comes from paired runs in this one invocation.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  benchInProcessIsolated,
  benchSuite,
  inProcessReference,
  removeStream,
  streamReference,
  writeMixedStream,
  type SuiteBench,
  type ThroughputBench,
} from '../runner/bench.js';
import { comparePipelines, type Comparison, type NamedStream } from '../runner/bench/compare.js';
import { flatMemory, runnerOverhead, type FlatMemory, type Overhead } from '../runner/bench/overhead.js';
import { writeRealisticStream, writeRequestFile } from '../runner/bench/streams.js';
import { CorpusLoadError } from '../corpus/load.js';
import { loadCorpusCases } from '../runner/cases.js';
import { CLI_PATH } from '../runner/subjects/reference.js';
import { EXIT, PROGRAM, UsageError } from './_internals/errors.js';
import { integerOption } from './_internals/options.js';
import { benchSite, type SiteBench } from '../site/bench.js';
import { comparisonTables, fmt, table, targetLines } from './_internals/benchTables.js';

export const usage = `Usage: ${PROGRAM} bench [options]

Measure the conformance suite (the whole corpus against the in-process reference and against the
reference over the stream protocol; the runner's own overhead beside the subject's time), then
validate beside JSON.parse alone and JSON.parse + ajv (whole processes, paired rounds) on two NDJSON
streams generated into the temporary directory: the generators' objects (~1.6 kB, every optional
field) and realistic ones (~0.9 kB, the corpus showcase), both 95% valid; validate on one thread,
on worker threads and as the stream server; in process; the runner's overhead over feeding
\`corpus export\` straight to a subject; validate's peak memory on ~100 MB and ~1 GB of input; then
the time to build the whole static site (every rule page, three reports, the comparison) and its
page sizes.

Options:
  --objects N   objects in each NDJSON stream (default 100000, at least 1000)
  --rounds N    paired rounds of every measurement (default 3)
  --corpus DIR  a corpus folder holding fixtures/ (default: the bundled corpus)
  --no-memory   skip the ~1 GB memory run
  --json        print the figures as JSON
  -h, --help    show this help

Exit codes:
  0  figures printed
  2  usage error, an unusable --corpus, or the CLI is not built
`;

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      objects: { type: 'string' },
      rounds: { type: 'string' },
      corpus: { type: 'string' },
      'no-memory': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(usage);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
  const objects = integerOption('--objects', values.objects, 100_000, { min: 1000 });
  const rounds = integerOption('--rounds', values.rounds, 3, { min: 1 });
  if (!existsSync(CLI_PATH)) throw new Error(`the CLI is not built (${CLI_PATH} is missing): run npm run build`);
  const say = (text: string): void => {
    if (!values.json) process.stderr.write(`${text}\n`);
  };

  if (values.corpus !== undefined && !existsSync(values.corpus))
    throw new UsageError(`--corpus ${values.corpus}: no such directory`);
  const { cases } = await loadCorpusCases(values.corpus).catch((error: unknown) => {
    throw error instanceof CorpusLoadError
      ? new UsageError(`--corpus ${values.corpus ?? '(bundled)'}: ${error.message}`)
      : error;
  });
  if (cases.length === 0) throw new Error('the corpus has no fixtures: nothing to benchmark');
  say(`Suite: ${cases.length} corpus cases, best of ${rounds} runs...`);
  const suites: SuiteBench[] = [
    await benchSuite('in-process reference', inProcessReference, cases, rounds),
    await benchSuite('stream reference (validate --stream)', streamReference, cases, rounds),
  ];

  say(`validate: generating two streams of ${fmt(objects)} objects...`);
  const generated = await writeMixedStream(objects);
  const realistic = await writeRealisticStream(objects);
  const streams: NamedStream[] = [
    { name: 'generated (~1.6 kB)', ...generated, objects, requests: await writeRequestFile({ ...generated, objects }) },
    { name: 'realistic (~0.9 kB)', ...realistic, requests: await writeRequestFile(realistic) },
  ];
  let comparison: Comparison;
  let inProcess: Array<{ stream: string; figures: ThroughputBench[] }>;
  let overhead: Overhead;
  let memory: FlatMemory | undefined;
  try {
    say('validate beside JSON.parse and ajv, paired rounds...');
    comparison = await comparePipelines(streams, rounds, say);
    say('in process...');
    inProcess = [];
    for (const stream of streams)
      inProcess.push({
        stream: stream.name,
        figures: await benchInProcessIsolated(stream.file, stream.objects, stream.bytes),
      });
    say('runner overhead...');
    overhead = await runnerOverhead(rounds);
    if (!values['no-memory']) {
      say('peak memory on ~100 MB and ~1 GB...');
      memory = await flatMemory(
        realistic.file,
        realistic.bytes,
        Math.max(2, Math.round(1e9 / realistic.bytes)),
        rounds,
      );
    }
  } finally {
    for (const stream of streams) {
      await removeStream(stream.file);
      await rm(stream.requests, { force: true });
    }
  }

  say('site: building every page with three reports...');
  const site = await benchSite(values.corpus);

  if (values.json) {
    const { ratio: _ratio, ...figures } = comparison;
    process.stdout.write(
      `${JSON.stringify({ suite: suites, streams: streams.map(({ name, objects: count, bytes, valid }) => ({ name, objects: count, bytes, valid })), pipelines: figures, inProcess, overhead, memory, site }, null, 2)}\n`,
    );
    return EXIT.ok;
  }
  const suiteRows = suites.map((s) => [
    s.subject,
    fmt(s.cases),
    `${fmt(s.wallMs, 1)} ms`,
    `${fmt(s.subjectMs, 1)} ms`,
    fmt(s.casesPerSecond),
    `${fmt(s.overheadUsPerCase, 1)} µs`,
    `${fmt((100 * Math.max(0, s.wallMs - s.subjectMs)) / s.wallMs, 1)}%`,
  ]);
  process.stdout.write(
    [
      'Conformance suite (whole corpus; overhead = wall time not spent in the subject)',
      table([['subject', 'cases', 'wall', 'subject', 'cases/s', 'overhead/case', 'overhead'], ...suiteRows]),
      '',
      ...comparisonTables(streams, comparison, inProcess),
      '',
      ...targetLines(streams, comparison, overhead, memory),
      '',
      siteSection(site),
      '',
    ].join('\n'),
  );
  return EXIT.ok;
}

const kb = (bytes: number): string => `${fmt(bytes / 1024, 1)} KB`;

/** The site section: build time (render and write apart) and page sizes. */
function siteSection(site: SiteBench): string {
  return [
    `site (${fmt(site.fixtures)} fixtures, ${site.reports} reports and the comparison: ${fmt(site.pages)} pages, ${fmt(site.totalBytes / 1e6, 1)} MB)`,
    table([
      ['what', 'figure'],
      ['render every page', `${fmt(site.renderMs, 0)} ms`],
      ['write them to disk', `${fmt(site.writeMs, 0)} ms`],
      ['rules page (index.html)', kb(site.rulesPageBytes)],
      ['median rule page', kb(site.medianRulePageBytes)],
      [`largest page (${site.largestPage.file})`, kb(site.largestPage.bytes)],
      ['playground bundle (assets/playground.js)', kb(site.playgroundBundleBytes)],
    ]),
  ].join('\n');
}
