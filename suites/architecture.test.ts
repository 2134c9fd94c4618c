import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, layerViolations, readImportGraph, type ImportGraph } from './_support/importGraph.js';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('the direction of dependency in src/', () => {
  const graph = readImportGraph(src);

  it('reads the real imports (the reader is not blind)', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('runner/shrink/fixture.ts')).toContain('validation/verdict.ts');
    expect(graph.get('cli/commands.ts')).toContain('cli/corpus/index.ts'); // a dynamic import
  });

  it('imports only go down: support → json → contract → rules → validation → corpus, generators → report/model → runner → report → site → cli', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('no files import each other in a circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

describe('the checker itself', () => {
  const graph = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('names an upward import, a sideways one and a runtime import of a fixture builder', () => {
    expect(
      layerViolations(
        graph({
          'runner/run.ts': ['cli/_internals/errors.ts', 'rules/validate.ts'],
          'corpus/load.ts': ['generators/index.ts', 'corpus/build/make.ts'],
          'json/parse.ts': ['json/pointer.ts'],
        }),
      ),
    ).toEqual([
      'src/runner/run.ts imports src/cli/_internals/errors.ts: runner sits below cli',
      'src/corpus/load.ts imports src/generators/index.ts: corpus and generators are side by side',
      'src/corpus/load.ts imports src/corpus/build/make.ts: the fixture builders run at development time only',
    ]);
  });

  it('places report/model below the runner and the reporters above it', () => {
    expect(
      layerViolations(
        graph({
          'runner/run.ts': ['report/model/index.ts', 'report/junit.ts'],
          'report/model/runReport.ts': ['report/model/case.ts', 'runner/score.ts', 'report/badge.ts'],
          'report/junit.ts': ['report/model/index.ts', 'runner/score.ts'],
        }),
      ),
    ).toEqual([
      'src/runner/run.ts imports src/report/junit.ts: runner sits below report',
      'src/report/model/runReport.ts imports src/runner/score.ts: report/model sits below runner',
      'src/report/model/runReport.ts imports src/report/badge.ts: report/model sits below report',
    ]);
  });

  it('refuses a folder the layer list does not place', () => {
    expect(() => layerViolations(graph({ 'newthing/a.ts': [] }))).toThrow('src/newthing has no place');
  });

  it('finds a pair and a longer circle', () => {
    expect(
      importCircles(
        graph({
          'rules/validate.ts': ['rules/lint/index.ts'],
          'rules/lint/index.ts': ['rules/validate.ts'],
          'a/x.ts': ['a/y.ts'],
          'a/y.ts': ['a/z.ts'],
          'a/z.ts': ['a/x.ts'],
          'a/free.ts': ['a/x.ts'],
        }),
      ),
    ).toEqual([
      ['rules/lint/index.ts', 'rules/validate.ts'],
      ['a/x.ts', 'a/y.ts', 'a/z.ts'],
    ]);
  });
});
