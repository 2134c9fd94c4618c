/**
 * The built `run --stream` spawns its subject before it loads what the run needs only later (the rule
 * catalogue, the corpus reader, the report writers) and never loads the reference validator for it: the
 * subject's start-up runs beside the runner's own. The command runs with a preloaded hook (_hooks/loadOrder.mjs)
 * that writes each module file as it is loaded and each spawn, in order; the source modules in each bundled
 * file are named in it (esbuild's `// src/...` lines). An order, never a time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ensureBuilt, ROOT } from './_support.js';

beforeAll(() => ensureBuilt(), 120_000);

const HOOK = pathToFileURL(join(ROOT, 'suites/cli/_hooks/loadOrder.mjs')).href;
const WATCHED = {
  'src/validation/validateText.ts': 'validator',
  'src/rules/catalogue/index.ts': 'catalogue',
  'src/corpus/load.ts': 'corpus reader',
  'src/report/index.ts': 'report writers',
} as const;

/** What the watched source modules were loaded with: before the first spawn, and after it. */
function loadOrder(log: string): { beforeSpawn: string[]; afterSpawn: string[] } {
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const spawnAt = lines.indexOf('spawn');
  const watched = (files: string[]): string[] =>
    files.flatMap((url) => {
      const text = readFileSync(fileURLToPath(url), 'utf8');
      return Object.entries(WATCHED)
        .filter(([source]) => text.includes(`// ${source}\n`))
        .map(([, name]) => name);
    });
  return {
    beforeSpawn: watched(spawnAt === -1 ? lines : lines.slice(0, spawnAt)),
    afterSpawn: watched(spawnAt === -1 ? [] : lines.slice(spawnAt + 1).filter((line) => line !== 'spawn')),
  };
}

/** The built `run --stream` against a subject that passes, with the hook: the lines of its log. */
function loggedRun(dir: string): string {
  const log = join(dir, 'order.log');
  const subject = `'${process.execPath}' '${join(ROOT, 'suites/runner/_subjects/well-behaved.mjs')}'`;
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      HOOK,
      BIN,
      'run',
      '--stream',
      subject,
      '--id',
      'entity/Affiliation.closed-vocabulary/*',
      '--out',
      join(dir, 'out'),
      '--quiet',
    ],
    {
      env: { ...process.env, CDM_LOAD_ORDER_LOG: log },
      encoding: 'utf8',
    },
  );
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  expect(run.stdout).toContain('every selected case passed');
  return log;
}

describe('run --stream: what the built command loads before the subject is spawned', () => {
  let dir: string;
  let log: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cdm-run-load-order-'));
    log = loggedRun(dir);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('spawns the subject first; the catalogue, corpus reader and report writers load after, the validator not at all', () => {
    const { beforeSpawn, afterSpawn } = loadOrder(log);
    expect(beforeSpawn).toEqual([]);
    // The hook sees them load: after the spawn.
    expect(afterSpawn.sort()).toEqual(['catalogue', 'corpus reader', 'report writers']);
  });

  it("loads run's own bundle (scripts/bundle-cli.mjs), whose code before the spawn is in a dozen files, not the chunks of every command", () => {
    const lines = readFileSync(log, 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    const beforeSpawn = lines
      .slice(0, lines.indexOf('spawn'))
      .map((url) => relative(join(ROOT, 'dist/bin'), fileURLToPath(url)));
    expect(beforeSpawn[0]).toBe('cdm-conformance.js');
    expect(beforeSpawn.slice(1).filter((file) => !/^run-command(?:-[\w-]+)?\.js$/.test(file))).toEqual([]);
    // 11 today: one per set of run's lazy imports that reach a module (esbuild's chunks); every command's bundle cut it in 25.
    expect(beforeSpawn.length).toBeLessThanOrEqual(13);
  });
});
