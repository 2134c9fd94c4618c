import { readFileSync } from 'node:fs';
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

  it('imports only go down: support → json → contract → rules → validation → protocol → corpus, generators → report/model → runner → report → site → cli', () => {
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
          'runner/run.ts': ['cli/terminal/errors.ts', 'rules/validate.ts'],
          'corpus/load.ts': ['generators/index.ts', 'corpus/build/make.ts'],
          'json/parse.ts': ['json/pointer.ts'],
        }),
      ),
    ).toEqual([
      'src/runner/run.ts imports src/cli/terminal/errors.ts: runner sits below cli',
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

/**
 * Code that builds or reads a stream-protocol message by hand: a request or answer put together in a string,
 * an object stringified as one, or a parsed line asked for its hello. src/protocol/ alone may do this.
 */
const HAND_MADE_MESSAGE =
  /"id":"?\$\{|"object":\$\{|"text":\$\{|"valid":(true|false)|JSON\.stringify\(\{\s*(hello\b|id,\s*\.\.\.)|hasOwn\([^)]*'hello'\)/;

/** The files under src/ outside src/protocol/ whose code (comments aside) makes or reads a protocol message. */
function messageHandlers(files: ReadonlyMap<string, string>): string[] {
  return [...files]
    .filter(([file, text]) => !file.startsWith('protocol/') && HAND_MADE_MESSAGE.test(withoutComments(text)))
    .map(([file]) => `src/${file}`);
}

const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('the stream protocol lives in src/protocol/', () => {
  it('no other file builds or reads a request, an answer or a hello', () => {
    const files = new Map(
      [...readImportGraph(src).keys()].map((file) => [file, readFileSync(path.join(src, file), 'utf8')]),
    );
    expect(messageHandlers(files)).toEqual([]);
  });

  it('the check sees a message made by hand (it is not blind)', () => {
    // A template placeholder, written so that this file holds none in a plain string.
    const at = (name: string): string => ['$', '{', name, '}'].join('');
    const files = new Map([
      ['runner/a.ts', `const line = \`{"id":"${at('id')}","object":${at('text')}}\`;`],
      ['cli/b.ts', `write(\`${at('JSON.stringify({ hello: identity })')}\`);`],
      ['cli/c.ts', `return \`{"id":${at('JSON.stringify(id)')},"valid":true,"errors":[]}\`;`],
      ['runner/d.ts', "if (Object.hasOwn(record, 'hello')) take(record);"],
      ['cli/f.ts', 'return JSON.stringify({ id, ...result });'],
      ['protocol/answer.ts', `return \`{"id":${at('JSON.stringify(id)')},"valid":true,"errors":[]}\`;`],
      ['cli/e.ts', `/** {"id":"${at('n')}","object":<the line>} */\nconst x = 1;`],
      ['cli/g.ts', 'return JSON.stringify({ id: fixture.id, rule });'],
    ]);
    expect(messageHandlers(files)).toEqual([
      'src/runner/a.ts',
      'src/cli/b.ts',
      'src/cli/c.ts',
      'src/runner/d.ts',
      'src/cli/f.ts',
    ]);
  });
});
