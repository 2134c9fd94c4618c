/**
 * `cdm-conformance bench`: how fast the suite runs (in-process reference, stream subject, runner overhead)
 * and how fast `validate` checks a realistic mixed NDJSON stream, beside JSON.parse alone.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { benchInProcessIsolated, benchSuite, benchValidateCommand, inProcessReference, removeStream, streamReference, writeMixedStream, type SuiteBench, type ThroughputBench } from '../runner/bench.js';
import { CorpusLoadError } from '../corpus/load.js';
import { loadCorpusCases } from '../runner/cases.js';
import { CLI_PATH } from '../runner/subjects/reference.js';
import { benchSite, type SiteBench } from '../site/bench.js';
import { EXIT, PROGRAM, UsageError } from './_internals/errors.js';
import { integerOption } from './_internals/options.js';

export const usage = `Usage: ${PROGRAM} bench [options]

Measure the conformance suite (the whole corpus against the in-process reference and against the
reference over the stream protocol; the runner's own overhead beside the subject's time) and the
validate command on a realistic mixed NDJSON stream (all four kinds, 95% valid) generated into the
temporary directory, beside JSON.parse alone on the same stream; then the time to build the whole
static site (every rule page, three reports, the comparison) and its page sizes.

Options:
  --objects N   objects in the NDJSON stream (default 100000, at least 1000)
  --rounds N    runs of the suite per subject, the best counts (default 3)
  --corpus DIR  a corpus folder holding fixtures/ (default: the bundled corpus)
  --json        print the figures as JSON
  -h, --help    show this help

Exit codes:
  0  figures printed
  2  usage error, an unusable --corpus, or the CLI is not built
`;

const fmt = (value: number, digits = 0): string => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows.map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n');
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { objects: { type: 'string' }, rounds: { type: 'string' }, corpus: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
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

  if (values.corpus !== undefined && !existsSync(values.corpus)) throw new UsageError(`--corpus ${values.corpus}: no such directory`);
  const { cases } = await loadCorpusCases(values.corpus).catch((error: unknown) => {
    throw error instanceof CorpusLoadError ? new UsageError(`--corpus ${values.corpus ?? '(bundled)'}: ${error.message}`) : error;
  });
  if (cases.length === 0) throw new Error('the corpus has no fixtures: nothing to benchmark');
  say(`Suite: ${cases.length} corpus cases, best of ${rounds} runs...`);
  const suites: SuiteBench[] = [
    await benchSuite('in-process reference', inProcessReference, cases, rounds),
    await benchSuite('stream reference (validate --stream)', streamReference, cases, rounds),
  ];
  // The suite first, on a fresh heap; the validate figures come from a separate process and a worker thread.
  say(`validate: generating ${fmt(objects)} mixed objects...`);
  const stream = await writeMixedStream(objects);
  let throughputs: ThroughputBench[];
  try {
    throughputs = [await benchValidateCommand(stream.file, objects, stream.bytes), ...(await benchInProcessIsolated(stream.file, objects, stream.bytes))];
  } finally {
    await removeStream(stream.file);
  }

  say('site: building every page with three reports...');
  const site = await benchSite(values.corpus);
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ suite: suites, validate: { objects, bytes: stream.bytes, valid: stream.valid, throughputs }, site }, null, 2)}\n`);
    return EXIT.ok;
  }
  const suiteRows = suites.map((s) => [s.subject, fmt(s.cases), `${fmt(s.wallMs, 1)} ms`, `${fmt(s.subjectMs, 1)} ms`, fmt(s.casesPerSecond), `${fmt(s.overheadUsPerCase, 1)} µs`, `${fmt((100 * Math.max(0, s.wallMs - s.subjectMs)) / s.wallMs, 1)}%`]);
  const validateRows = throughputs.map((t) => [t.label, fmt(t.objects), `${fmt(t.ms, 0)} ms`, fmt(t.objectsPerSecond), fmt(t.megabytesPerSecond, 1)]);
  process.stdout.write(
    [
      'Conformance suite (whole corpus; overhead = wall time not spent in the subject)',
      table([['subject', 'cases', 'wall', 'subject', 'cases/s', 'overhead/case', 'overhead'], ...suiteRows]),
      '',
      `validate on a mixed NDJSON stream (${fmt(objects)} objects, ${fmt(stream.bytes / 1e6, 1)} MB, ${fmt((100 * stream.valid) / objects, 1)}% valid)`,
      table([['how', 'objects', 'time', 'objects/s', 'MB/s'], ...validateRows]),
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
