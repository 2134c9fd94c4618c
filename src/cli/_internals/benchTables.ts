/** The bench's tables and its targets, each printed beside the figure that meets it or not. */
import type { ThroughputBench } from '../../runner/bench.js';
import type { Comparison, NamedStream, PipelineFigure } from '../../runner/bench/compare.js';
import type { FlatMemory, Overhead } from '../../runner/bench/overhead.js';

export const fmt = (value: number, digits = 0): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}

type Range = readonly [number, number, number];
const ratio = (range: Range | undefined): string =>
  range === undefined ? '-' : `${fmt(range[1], 2)} (${fmt(range[0], 2)}-${fmt(range[2], 2)})`;

export function comparisonTables(
  streams: readonly NamedStream[],
  comparison: Comparison,
  inProcess: ReadonlyArray<{ stream: string; figures: ThroughputBench[] }>,
): string[] {
  const rows = comparison.figures.map((f) => [
    f.stream,
    f.pipeline,
    fmt(f.objectsPerSecond),
    ratio(f.vsParse),
    ratio(f.vsAjv),
    fmt(f.cpuUsPerObject, 1),
    `${fmt(f.peakRssMb)} MB`,
  ]);
  const inProcessRows = inProcess.flatMap(({ stream, figures }) =>
    figures.map((t) => [stream, t.label, fmt(t.objectsPerSecond), fmt(t.megabytesPerSecond, 1)]),
  );
  return [
    `validate beside JSON.parse and ajv: whole processes reading a file, median of ${comparison.rounds} paired rounds; ratios: median (min-max over the rounds)`,
    ...streams.map(
      (s) =>
        `  ${s.name}: ${fmt(s.objects)} objects, ${fmt(s.bytes / 1e6, 1)} MB, ${fmt((100 * s.valid) / s.objects, 1)}% valid`,
    ),
    `  ajv schema: ${comparison.schema}; --workers ${comparison.workers}: the main thread and ${comparison.workers - 1} worker${comparison.workers === 2 ? '' : 's'}`,
    table([['stream', 'pipeline', 'objects/s', 'x parse-only', 'x parse+ajv', 'CPU µs/object', 'peak RSS'], ...rows]),
    '',
    'In process (a fresh worker thread, the same line reader as validate)',
    table([['stream', 'how', 'objects/s', 'MB/s'], ...inProcessRows]),
  ];
}

/**
 * How far N threads could beat one, from CPU time alone: the one-thread run already keeps more than one core
 * busy (V8 compiles and collects garbage on threads of its own, reads go through the thread pool), and N
 * threads spend more CPU per object than one (each compiles the validator again). Even with every core busy,
 * the gain is at most cores × one thread's wall time / all threads' CPU time.
 */
export function workersCeiling(single: PipelineFigure, multi: PipelineFigure, cores: number): string {
  const cost = multi.cpuUsPerObject / single.cpuUsPerObject;
  const busy = (single.cpuUsPerObject * single.objectsPerSecond) / 1e6;
  return `CPU per object with workers / on one thread: ${fmt(cost, 2)}; one thread keeps ${fmt(busy, 2)} cores busy, so on ${cores} cores the wall-time gain is at most ${fmt(cores / (busy * cost), 2)}`;
}

const verdict = (met: boolean): string => (met ? 'met' : 'NOT met');

export function targetLines(
  streams: readonly NamedStream[],
  comparison: Comparison,
  overhead: Overhead,
  memory: FlatMemory | undefined,
): string[] {
  const lines = ['Targets (median of the paired rounds; the range shows how steady the machine was)'];
  const workers = comparison.pipelines.find((name) => name.startsWith('validate --workers'))!;
  const check = (label: string, range: Range | undefined, target: number, atMost = false): void => {
    if (range === undefined) {
      lines.push(`  ${label}: not measured`);
      return;
    }
    lines.push(
      `  ${label}: ${ratio(range)}, target ${atMost ? '<=' : '>='} ${target}: ${verdict(atMost ? range[1] <= target : range[1] >= target)}`,
    );
  };
  for (const stream of streams) {
    const on = (a: string, b: string): Range | undefined => comparison.ratio(stream.name, a, b);
    lines.push(`  ${stream.name}`);
    check('  validate / parse+ajv', on('validate', 'JSON.parse + ajv'), 1.3);
    check('  validate / parse-only', on('validate', 'JSON.parse only'), 0.5);
    check(`  ${workers} / validate`, on(workers, 'validate'), 1.8);
    check(`  ${workers} / parse-only`, on(workers, 'JSON.parse only'), 0.9);
    const single = comparison.figures.find((f) => f.stream === stream.name && f.pipeline === 'validate')!;
    const multi = comparison.figures.find((f) => f.stream === stream.name && f.pipeline === workers)!;
    lines.push(`      ${workersCeiling(single, multi, comparison.workers)}`);
    check('  validate --stream / validate', on('validate --stream', 'validate'), 0.85);
  }
  lines.push(
    `  runner: run --stream S / corpus export | S, S = ${overhead.subject} (${fmt(overhead.runMs)} ms vs ${fmt(overhead.pipeMs)} ms)`,
  );
  check('  wall-time ratio', overhead.ratio, 1.3, true);
  lines.push(memoryLine(memory));
  return lines;
}

/** The flat-memory target: peak RSS on ~1 GB over ~100 MB, the median of the paired rounds. */
export function memoryLine(memory: FlatMemory | undefined): string {
  if (memory === undefined) return '  memory: skipped (--no-memory)';
  const sizes = `validate peak RSS ${fmt(memory.smallRssMb)} MB on ${fmt(memory.smallMb)} MB, ${fmt(memory.largeRssMb)} MB on ${fmt(memory.largeMb)} MB (medians of ${memory.rounds} rounds)`;
  return `  memory: ${sizes}: growth ${ratio(memory.growth)}, target <= 1.3: ${verdict(memory.growth[1] <= 1.3)}`;
}
