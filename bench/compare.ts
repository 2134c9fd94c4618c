/**
 * `validate` beside the pipelines it is measured against, on both streams, in paired rounds: every round runs
 * every pipeline on both streams back to back, so a busy machine slows a round's pipelines alike and the
 * ratios (taken within a round) stay meaningful. Each figure is the median over the rounds, each ratio its
 * range. Ratios are given per core (CPU time per object, every thread counted) and in wall time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchEntry, CLI, ROOT } from './paths.js';
import { type Command, timeProcess } from './processes.js';
import { median, type Range, range } from './rounds.js';
import type { BenchStream } from './streams.js';

/** The project's exported JSON Schema for a mixed stream: what a user hands ajv. */
const SCHEMA = join(ROOT, 'corpus', 'schema', 'canonical-object.schema.json');

export interface Pipeline {
  readonly name: string;
  readonly command: (stream: BenchStream) => Command;
}

export const PARSE = 'JSON.parse only';
export const AJV = 'JSON.parse + ajv';
export const VALIDATE = 'validate';
export const STREAM = 'validate --stream';

/**
 * Every pipeline measured, in the order printed; the first two are what the others are compared with. A
 * further way to validate (another checker, another flag) is one more entry here: its rows, ratios and
 * CPU figures follow from the entry alone.
 */
export function pipelines(): Pipeline[] {
  return [
    { name: PARSE, command: (s) => ({ argv: [benchEntry('pipeline.js'), 'parse', s.file] }) },
    { name: AJV, command: (s) => ({ argv: [benchEntry('pipeline.js'), 'ajv', s.file, SCHEMA] }) },
    { name: VALIDATE, command: (s) => ({ argv: [CLI, 'validate', '--quiet', '--ndjson', s.file], okCodes: [0, 1] }) },
    { name: STREAM, command: (s) => ({ argv: [CLI, 'validate', '--stream'], stdinFile: s.requests }) },
  ];
}

export interface PipelineFigure {
  readonly pipeline: string;
  readonly stream: string;
  readonly objectsPerSecond: number;
  /** CPU time per object (µs), all threads: what the work costs whatever the machine's other load. */
  readonly cpuUsPerObject: number;
  readonly peakRssMb: number;
}

export interface Comparison {
  readonly figures: PipelineFigure[];
  readonly pipelines: readonly string[];
  readonly rounds: number;
  readonly schema: string;
  /** objects/s of `a` over `b` on a stream per round, by wall time or by CPU time (per core). */
  readonly ratio: (stream: string, a: string, b: string, by: 'wall' | 'cpu') => Range | undefined;
}

export async function comparePipelines(
  streams: readonly BenchStream[],
  rounds: number,
  say: (text: string) => void,
): Promise<Comparison> {
  if (!existsSync(SCHEMA)) throw new Error(`bench: ${SCHEMA} is missing: run npm run build`);
  const measured = pipelines();
  // [stream][pipeline][round]
  const wall = streams.map(() => measured.map(() => [] as number[]));
  const cpu = streams.map(() => measured.map(() => [] as number[]));
  const rss = streams.map(() => measured.map(() => 0));
  for (let round = 0; round < rounds; round++) {
    say(`  round ${round + 1} of ${rounds}...`);
    for (const [s, stream] of streams.entries())
      for (const [p, pipeline] of measured.entries()) {
        const run = await timeProcess(pipeline.command(stream));
        wall[s]![p]!.push(run.ms);
        cpu[s]![p]!.push(run.cpuMs);
        rss[s]![p] = Math.max(rss[s]![p]!, run.peakRssMb);
      }
  }
  const figures = streams.flatMap((stream, s) =>
    measured.map((pipeline, p) => ({
      pipeline: pipeline.name,
      stream: stream.name,
      objectsPerSecond: stream.objects / (median(wall[s]![p]!) / 1000),
      cpuUsPerObject: (median(cpu[s]![p]!) * 1000) / stream.objects,
      peakRssMb: rss[s]![p]!,
    })),
  );
  const ratio = (streamName: string, a: string, b: string, by: 'wall' | 'cpu'): Range | undefined => {
    const s = streams.findIndex((stream) => stream.name === streamName);
    const p = measured.findIndex((pipeline) => pipeline.name === a);
    const q = measured.findIndex((pipeline) => pipeline.name === b);
    if (s < 0 || p < 0 || q < 0) return undefined;
    const times = by === 'wall' ? wall : cpu;
    return range(times[s]![p]!.map((time, round) => times[s]![q]![round]! / time));
  };
  return {
    figures,
    pipelines: measured.map((pipeline) => pipeline.name),
    rounds,
    schema: 'corpus/schema/canonical-object.schema.json (ajv 2020, strict)',
    ratio,
  };
}
