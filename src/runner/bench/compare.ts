/**
 * `validate` beside the pipelines it is measured against, on two streams, in paired rounds: every round runs
 * every pipeline on both streams back to back, so a busy machine slows a round's pipelines alike and the
 * ratios (taken within a round) stay meaningful. Each figure is the median over the rounds, each ratio is
 * given as its range.
 */
import { existsSync } from 'node:fs';
import { CLI_PATH } from '../subjects/reference.js';
import { timeProcess, type Command } from './processes.js';
import { median, range } from './rounds.js';
import type { BenchStream } from './streams.js';
import { packagePath } from '../../support/packagePaths.js';
import { usableCores } from '../../support/cores.js';

const PIPELINE = packagePath('dist', 'runner', 'bench', 'pipeline.js');
/** The project's exported JSON Schema for a mixed stream: what a user hands ajv. */
const SCHEMA = packagePath('corpus', 'schema', 'canonical-object.schema.json');

export interface NamedStream extends BenchStream {
  readonly name: string;
  readonly requests: string;
}

export interface PipelineFigure {
  readonly pipeline: string;
  readonly stream: string;
  readonly objectsPerSecond: number;
  /** objects/s over parse-only's in the same round: min, median, max. */
  readonly vsParse: readonly [number, number, number];
  /** objects/s over parse+ajv's in the same round, when ajv ran. */
  readonly vsAjv?: readonly [number, number, number];
  readonly peakRssMb: number;
  /** CPU time per object (µs), all threads: what the work costs whatever the machine's other load. */
  readonly cpuUsPerObject: number;
}

export interface Comparison {
  readonly figures: PipelineFigure[];
  /** objects/s of pipeline `a` over pipeline `b` on a stream, per round: min, median, max. */
  readonly ratio: (stream: string, a: string, b: string) => readonly [number, number, number] | undefined;
  readonly pipelines: readonly string[];
  readonly schema: string;
  readonly workers: number;
  readonly rounds: number;
}

async function ajvAvailable(): Promise<boolean> {
  try {
    await import('ajv/dist/2020.js');
    return true;
  } catch {
    return false;
  }
}

export async function comparePipelines(
  streams: readonly NamedStream[],
  rounds: number,
  say: (text: string) => void,
): Promise<Comparison> {
  const workers = usableCores();
  const withAjv = existsSync(SCHEMA) && (await ajvAvailable());
  const pipelines: Array<{ name: string; command: (stream: NamedStream) => Command }> = [
    { name: 'JSON.parse only', command: (s) => ({ argv: [PIPELINE, 'parse', s.file] }) },
    ...(withAjv
      ? [
          {
            name: 'JSON.parse + ajv',
            command: (s: NamedStream): Command => ({ argv: [PIPELINE, 'ajv', s.file, SCHEMA] }),
          },
        ]
      : []),
    {
      name: 'validate',
      command: (s) => ({ argv: [CLI_PATH, 'validate', '--quiet', '--ndjson', s.file], okCodes: [0, 1] }),
    },
    {
      name: `validate --workers ${workers}`,
      command: (s) => ({
        argv: [CLI_PATH, 'validate', '--quiet', '--ndjson', '--workers', String(workers), s.file],
        okCodes: [0, 1],
      }),
    },
    {
      name: 'validate --stream',
      command: (s) => ({ argv: [CLI_PATH, 'validate', '--stream'], stdinFile: s.requests }),
    },
  ];
  // ms[stream][pipeline][round]
  const ms = streams.map(() => pipelines.map(() => [] as number[]));
  const rss = streams.map(() => pipelines.map(() => 0));
  const cpu = streams.map(() => pipelines.map(() => [] as number[]));
  for (let round = 0; round < rounds; round++) {
    say(`  round ${round + 1} of ${rounds}...`);
    for (const [s, stream] of streams.entries()) {
      for (const [p, pipeline] of pipelines.entries()) {
        const run = await timeProcess(pipeline.command(stream));
        ms[s]![p]!.push(run.ms);
        rss[s]![p] = Math.max(rss[s]![p]!, run.peakRssMb);
        cpu[s]![p]!.push(run.cpuMs);
      }
    }
  }
  const figures: PipelineFigure[] = [];
  for (const [s, stream] of streams.entries()) {
    for (const [p, pipeline] of pipelines.entries()) {
      const ratioTo = (q: number): [number, number, number] =>
        range(ms[s]![p]!.map((time, round) => ms[s]![q]![round]! / time));
      figures.push({
        pipeline: pipeline.name,
        stream: stream.name,
        objectsPerSecond: stream.objects / (median(ms[s]![p]!) / 1000),
        vsParse: ratioTo(0),
        ...(withAjv ? { vsAjv: ratioTo(1) } : {}),
        peakRssMb: rss[s]![p]!,
        cpuUsPerObject: (median(cpu[s]![p]!) * 1000) / stream.objects,
      });
    }
  }
  const ratio = (streamName: string, a: string, b: string): [number, number, number] | undefined => {
    const s = streams.findIndex((stream) => stream.name === streamName);
    const p = pipelines.findIndex((pipeline) => pipeline.name === a);
    const q = pipelines.findIndex((pipeline) => pipeline.name === b);
    if (s < 0 || p < 0 || q < 0) return undefined;
    return range(ms[s]![p]!.map((time, round) => ms[s]![q]![round]! / time));
  };
  return {
    figures,
    ratio,
    pipelines: pipelines.map((pipeline) => pipeline.name),
    schema: withAjv
      ? 'corpus/schema/canonical-object.schema.json (ajv 2020, strict)'
      : 'not measured: ajv or corpus/schema/ is missing',
    workers,
    rounds,
  };
}
