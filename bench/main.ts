/**
 * `npm run bench` (bench/run.mjs builds and bundles this file): the project's own measurements, outside the
 * product. Each section measures one thing and names the targets it judges; every ratio comes from paired
 * rounds in this one invocation. `npm run bench -- --help` for the options.
 */
import { parseArgs } from 'node:util';
import { comparePipelines } from './compare.js';
import { measureGate } from './gate.js';
import { inProcess } from './inProcess.js';
import { mapRange } from './rounds.js';
import { flatMemory, measureRunner } from './runner.js';
import { measureSite } from './site.js';
import { type BenchStream, removeStream, writeGeneratedStream, writeRealisticStream } from './streams.js';
import { fmt, met, ratioText, type Target, table, targetLine } from './tables.js';
import { NPM_START_BEFORE_MS, TARGETS } from './targets.js';
import { pipelineLines, pipelineTargets } from './validateSection.js';

const USAGE = `Usage: npm run bench -- [options]

Sections, in this order (all by default):
  validate  validate (NDJSON files, and --stream) beside JSON.parse alone and
            JSON.parse + ajv (corpus/schema/), whole processes on two NDJSON streams (generated ~1.6 kB
            and realistic ~0.9 kB objects, 95% valid), per core and in wall time; then validateText
            beside JSON.parse in one process
  memory    validate's peak memory on ~100 MB and ~1 GB of the realistic stream
  runner    npm start (run --reference) wall time; run --stream S over corpus export | S
  gate      cdm-conformance gate on a local nats-server (one gate, two on one durable) beside
            validate --ndjson on the same messages (at most 50,000 of the realistic stream)
  site      cdm-conformance site with a published report: build time and page sizes

Options:
  --only LIST           the sections to run, comma-separated (validate,memory,runner,gate,site)
  --objects N           objects in each stream (default 100000, at least 1000)
  --rounds N            paired rounds of every measurement (default 3)
  --npm-start-before MS npm start's wall time before the redesign (default ${NPM_START_BEFORE_MS})
  --json                print the figures as JSON on stdout
  -h, --help            show this help

Exit codes: 0 figures printed (a target not met is printed, not an exit code), 2 usage error or a failure.
`;

export interface Context {
  readonly objects: number;
  readonly rounds: number;
  readonly npmStartBeforeMs: number;
  readonly say: (text: string) => void;
  /** Both streams, written once for every section that asks. */
  readonly streams: () => Promise<BenchStream[]>;
}

export interface Measured {
  readonly lines: string[];
  readonly targets: Target[];
  readonly figures: unknown;
}

export interface Section {
  readonly name: string;
  readonly measure: (context: Context) => Promise<Measured>;
}

/** Every section, in the order run and printed. A new measurement (the gate's, for one) is one more entry. */
export const SECTIONS: readonly Section[] = [
  {
    name: 'validate',
    async measure(context) {
      const streams = await context.streams();
      context.say('validate beside JSON.parse and ajv, paired rounds...');
      const comparison = await comparePipelines(streams, context.rounds, context.say);
      context.say('in process...');
      const local = [];
      for (const stream of streams) local.push(...(await inProcess(stream)));
      const localRows = local.map((f) => [f.stream, f.how, fmt(f.objectsPerSecond), fmt(f.megabytesPerSecond, 1)]);
      return {
        lines: [
          ...pipelineLines(streams, comparison),
          '',
          'In process (a fresh worker thread, the same line split for both)',
          table([['stream', 'how', 'objects/s', 'MB/s'], ...localRows]),
        ],
        targets: pipelineTargets(streams, comparison),
        figures: { pipelines: comparison.figures, inProcess: local },
      };
    },
  },
  {
    name: 'memory',
    async measure(context) {
      const realistic = (await context.streams())[1]!;
      context.say('peak memory on ~100 MB and ~1 GB...');
      const times = Math.max(2, Math.round(1e9 / realistic.bytes));
      const memory = await flatMemory(realistic.file, realistic.bytes, times, context.rounds);
      return {
        lines: [
          `validate peak RSS: ${fmt(memory.smallRssMb)} MB on ${fmt(memory.smallMb)} MB, ${fmt(memory.largeRssMb)} MB on ${fmt(memory.largeMb)} MB (medians of ${memory.rounds} rounds)`,
        ],
        targets: [
          {
            label: 'memory: peak RSS on ~1 GB / on ~100 MB',
            ratio: memory.growth,
            target: TARGETS.memoryGrowth,
            atMost: true,
          },
        ],
        figures: memory,
      };
    },
  },
  {
    name: 'runner',
    async measure(context) {
      context.say('npm start and the runner over a stream subject...');
      const runner = await measureRunner(context.rounds);
      const before = context.npmStartBeforeMs;
      const overBefore = mapRange(runner.npmStartMs, (ms) => ms / before);
      return {
        lines: [
          `npm start (run --reference, reports written): ${ratioText(mapRange(runner.npmStartMs, (ms) => ms / 1000))} s wall`,
          `run --stream S / corpus export | S, S = ${runner.subject}: ${fmt(runner.runMs)} ms vs ${fmt(runner.pipeMs)} ms, ${ratioText(runner.overhead)}`,
        ],
        targets: [
          {
            label: `npm start / before the redesign (${fmt(before)} ms)`,
            ratio: overBefore,
            target: TARGETS.npmStartOverBefore,
            atMost: true,
          },
        ],
        figures: runner,
      };
    },
  },
  {
    name: 'gate',
    async measure(context) {
      const realistic = (await context.streams())[1]!;
      return measureGate(realistic, Math.min(context.objects, 50_000), context.rounds, context.say);
    },
  },
  {
    name: 'site',
    async measure(context) {
      context.say('site: every page with a published report...');
      const site = await measureSite(context.rounds);
      const kb = (bytes: number): string => `${fmt(bytes / 1024, 1)} KB`;
      return {
        lines: [
          `site: ${fmt(site.pages)} pages, ${fmt(site.totalBytes / 1e6, 1)} MB, built in ${ratioText(mapRange(site.buildMs, (ms) => ms / 1000))} s`,
          table([
            ['page', 'size'],
            ['index.html', kb(site.indexBytes)],
            ['median rule page', kb(site.medianRulePageBytes)],
            [`largest page (${site.largestPage.file})`, kb(site.largestPage.bytes)],
            ['playground bundle (assets/playground.js)', kb(site.playgroundBundleBytes)],
          ]),
        ],
        targets: [],
        figures: site,
      };
    },
  },
];

function integer(name: string, text: string | undefined, fallback: number, min: number): number {
  if (text === undefined) return fallback;
  if (!/^[0-9]+$/.test(text) || Number(text) < min)
    throw new Error(`${name} must be a whole number of at least ${min}`);
  return Number(text);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      only: { type: 'string' },
      objects: { type: 'string' },
      rounds: { type: 'string' },
      'npm-start-before': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (positionals.length > 0) throw new Error(`unexpected argument ${JSON.stringify(positionals[0])}`);
  const names = values.only?.split(',') ?? SECTIONS.map((section) => section.name);
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name === name));
  if (unknown.length > 0)
    throw new Error(`--only: no section ${unknown.join(', ')} (${SECTIONS.map((s) => s.name).join(', ')})`);
  const objects = integer('--objects', values.objects, 100_000, 1000);
  const say = (text: string): void => {
    if (!values.json) process.stderr.write(`${text}\n`);
  };
  let written: Promise<BenchStream[]> | undefined;
  const context: Context = {
    objects,
    rounds: integer('--rounds', values.rounds, 3, 1),
    npmStartBeforeMs: integer('--npm-start-before', values['npm-start-before'], NPM_START_BEFORE_MS, 1),
    say,
    streams: () => {
      written ??= (async () => {
        say(`writing two streams of ${fmt(objects)} objects...`);
        return [await writeGeneratedStream(objects), await writeRealisticStream(objects)];
      })();
      return written;
    },
  };
  const results: Array<{ name: string } & Measured> = [];
  try {
    for (const section of SECTIONS.filter((s) => names.includes(s.name)))
      results.push({ name: section.name, ...(await section.measure(context)) });
  } finally {
    if (written !== undefined) for (const stream of await written) await removeStream(stream);
  }
  const targets = results.flatMap((result) => result.targets);
  if (values.json) {
    const figures = Object.fromEntries(results.map((result) => [result.name, result.figures]));
    const judged = targets.map((target) => ({ ...target, met: met(target) }));
    process.stdout.write(`${JSON.stringify({ figures, targets: judged }, null, 2)}\n`);
    return 0;
  }
  const printed = results.flatMap((result) => [...result.lines, '']);
  printed.push('Targets (the median of the paired rounds; the range shows how steady the machine was)');
  printed.push(...targets.map(targetLine));
  process.stdout.write(`${printed.join('\n')}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
