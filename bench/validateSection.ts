/** The validate section's table and targets: every pipeline on both streams, per core and in wall time. */
import { AJV, type Comparison, PARSE, STREAM, VALIDATE } from './compare.js';
import type { BenchStream } from './streams.js';
import { fmt, ratioText, type Target, table } from './tables.js';
import { TARGETS } from './targets.js';

export function pipelineLines(streams: readonly BenchStream[], comparison: Comparison): string[] {
  const rows = comparison.figures.map((f) => [
    f.stream,
    f.pipeline,
    fmt(f.objectsPerSecond),
    ratioText(comparison.ratio(f.stream, f.pipeline, PARSE, 'cpu')),
    ratioText(comparison.ratio(f.stream, f.pipeline, AJV, 'cpu')),
    ratioText(comparison.ratio(f.stream, f.pipeline, PARSE, 'wall')),
    fmt(f.cpuUsPerObject, 1),
    `${fmt(f.peakRssMb)} MB`,
  ]);
  return [
    `validate beside JSON.parse and ajv: whole processes reading a file, median of ${comparison.rounds} paired rounds; ratios: median (min-max over the rounds); per core = by CPU time, every thread counted`,
    ...streams.map(
      (s) =>
        `  ${s.name}: ${fmt(s.objects)} objects, ${fmt(s.bytes / 1e6, 1)} MB, ${fmt((100 * s.valid) / s.objects, 1)}% valid`,
    ),
    `  ajv schema: ${comparison.schema}`,
    table([
      [
        'stream',
        'pipeline',
        'objects/s',
        'x parse per core',
        'x ajv per core',
        'x parse wall',
        'CPU µs/object',
        'peak RSS',
      ],
      ...rows,
    ]),
  ];
}

export function pipelineTargets(streams: readonly BenchStream[], comparison: Comparison): Target[] {
  return streams.flatMap((stream) => {
    const on = (a: string, b: string, by: 'wall' | 'cpu') => comparison.ratio(stream.name, a, b, by);
    return [
      {
        label: `${stream.name}: validate / JSON.parse + ajv, per core`,
        ratio: on(VALIDATE, AJV, 'cpu'),
        target: TARGETS.validateOverAjvPerCore,
      },
      {
        label: `${stream.name}: validate / JSON.parse only, per core`,
        ratio: on(VALIDATE, PARSE, 'cpu'),
        target: TARGETS.validateOverParsePerCore,
      },
      {
        label: `${stream.name}: validate --stream / validate`,
        ratio: on(STREAM, VALIDATE, 'wall'),
        target: TARGETS.streamOverValidate,
      },
    ];
  });
}
