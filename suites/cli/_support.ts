/**
 * Helpers for the CLI suites: they run the built command (dist/bin/cdm-conformance.js, package.json "bin") the
 * way users do, as a process, or (cliInProcess) the same command line in the test's own process where the
 * process is not what is tested.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { threadId } from 'node:worker_threads';
import { runCommandLine } from '../../src/cli/dispatch.js';
import { RUN_REPORTERS } from '../../src/site/reportHtml.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = join(ROOT, 'dist/bin/cdm-conformance.js');

/** A valid entity as one line of JSON text. */
export const ENTITY_TEXT =
  '{"object_kind":"entity","entity_id":"6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d","entity_type":"PLATFORM","affiliation":"NEUTRAL","valid_from":"2024-03-01T12:00:00.000Z","source":{"adapter":"ais-adapter","adapter_version":"1.2.0","system":"AIS","synthetic":false},"source_ids":[{"system":"AIS","external_id":"440348000"}]}';

/** The same entity without entity_id: invalid with Entity.entity_id.required at /entity_id. */
export const INVALID_ENTITY_TEXT = ENTITY_TEXT.replace('"entity_id":"6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d",', '');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(): boolean {
  try {
    return statSync(BIN).mtimeMs < newestMtime(join(ROOT, 'src'));
  } catch {
    return true;
  }
}

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Build dist/ if it is missing or older than src/, then the scripted subjects' bundle if it is older than dist/.
 * Test files run in parallel workers, so a lock directory (mkdir is atomic) lets one worker build while the
 * others wait. tsc emits even when a file elsewhere in src/ has a type error (other work in progress), so only
 * a missing binary fails the suite.
 */
export function ensureBuilt(): void {
  if (isStale()) build();
  ensureSubjectsBundle();
}

function build(): void {
  const lock = join(tmpdir(), `cdm-conformance-build-${Buffer.from(ROOT).toString('hex').slice(-32)}.lock`);
  const deadline = Date.now() + 110_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      sleep(200);
    }
  }
  try {
    if (isStale()) {
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: ROOT, encoding: 'utf8' });
      if (statSync(BIN, { throwIfNoEntry: false }) === undefined)
        throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
      // The site's browser scripts, the bundled command, BIN itself, and the corpus bundle (npm run build does
      // the same after tsc): without the command the suites ran it as last built, and every file here compiled
      // again; without the corpus bundle, stamped with the loader's code, every run read the fixture files one
      // by one and the packed tarball read no bundle (suites/package/tarball.test.ts failed).
      for (const script of ['scripts/bundle-site.mjs', 'scripts/bundle-cli.mjs', 'scripts/bundle-corpus.mjs']) {
        const bundle = spawnSync(process.execPath, [join(ROOT, script)], { cwd: ROOT, encoding: 'utf8' });
        if (bundle.status !== 0) throw new Error(`${script} failed:\n${bundle.stdout}${bundle.stderr}`);
      }
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const SUBJECTS_DIST = join(ROOT, 'suites/runner/_subjects/_dist.mjs');
const SUBJECTS_BUNDLE = join(ROOT, 'node_modules/.cache/cdm-conformance-suites/subjects.mjs');
const SUBJECTS_SOURCES = ['protocol/server.js', 'validation/verdict.js', 'rules/validate.js'].map((file) =>
  join(ROOT, 'dist', file),
);

/**
 * The scripted subjects' one-file bundle of the reference code they use (suites/runner/_subjects/_reference.mjs
 * loads it while it is at least as new as dist/). Written to a temporary name and renamed: a subject started
 * by another worker meanwhile reads the old file or the new one, never half of one. esbuild runs in a process
 * of its own: in this one it would leave its service process running, which the orphan checks of the runner
 * suites (suites/runner/_orphans.ts) rightly count against the test that started it.
 */
function ensureSubjectsBundle(): void {
  const built = statSync(SUBJECTS_BUNDLE, { throwIfNoEntry: false })?.mtimeMs;
  if (
    built !== undefined &&
    SUBJECTS_SOURCES.every((source) => (statSync(source, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) <= built)
  )
    return;
  mkdirSync(dirname(SUBJECTS_BUNDLE), { recursive: true });
  const partial = `${SUBJECTS_BUNDLE}.${process.pid}.${threadId}.tmp`;
  const options = {
    entryPoints: [SUBJECTS_DIST],
    outfile: partial,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  };
  const bundled = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `await (await import('esbuild')).build(${JSON.stringify(options)});`],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (bundled.status !== 0)
    throw new Error(`bundling the subjects' reference code failed:\n${bundled.stdout}${bundled.stderr}`);
  renameSync(partial, SUBJECTS_BUNDLE);
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Run the CLI with stdin `input` (closed at once when absent); stdout/stderr are pipes, never a TTY. */
export function cli(
  args: readonly string[],
  options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): CliResult {
  const env = { ...process.env, ...options.env };
  // The parent's colour settings must not leak into the child unless a test sets them.
  if (options.env?.NO_COLOR === undefined) delete env.NO_COLOR;
  if (options.env?.FORCE_COLOR === undefined) delete env.FORCE_COLOR;
  // Nor CI's: validate logs progress lines in CI, and a slow run would add one to what a test compares.
  if (options.env?.CI === undefined) delete env.CI;
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input ?? '',
    env,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The command line run in this process: runCommandLine is what the built command runs (the same dispatch,
 * exit codes and one-line errors), here with stdout and stderr captured and `env` set for the call, as cli()
 * sets it for the child. It spares a Node start and a module load per call (about 0.15 CPU-s each). For what
 * a command does; a test about the process itself (exit status, signals, pipes, the built binary) uses
 * cli(). No stdin and no cwd: a command that reads either stays with cli().
 */
export async function cliInProcess(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { NO_COLOR: undefined, FORCE_COLOR: undefined, CI: undefined, ...options.env };
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const captured = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const capture = (into: Buffer[]) =>
    ((
      chunk: string | Uint8Array,
      encoding?: BufferEncoding | ((error?: Error | null) => void),
      callback?: (error?: Error | null) => void,
    ): boolean => {
      into.push(
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
          : Buffer.from(chunk),
      );
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done !== undefined) queueMicrotask(() => done(null));
      return true;
    }) as typeof process.stdout.write;
  const setEnv = (values: NodeJS.ProcessEnv): void => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  // console too: the test runner routes its output elsewhere, and a stray console.log must show as it would.
  const consoles = {
    log: console.log,
    info: console.info,
    debug: console.debug,
    warn: console.warn,
    error: console.error,
  };
  const print =
    (into: Buffer[]) =>
    (...values: unknown[]): void =>
      void into.push(Buffer.from(`${format(...values)}\n`));
  setEnv(env);
  process.stdout.write = capture(captured.stdout);
  process.stderr.write = capture(captured.stderr);
  Object.assign(console, {
    log: print(captured.stdout),
    info: print(captured.stdout),
    debug: print(captured.stdout),
    warn: print(captured.stderr),
    error: print(captured.stderr),
  });
  try {
    const code = await runCommandLine([...args]);
    return {
      code,
      stdout: Buffer.concat(captured.stdout).toString('utf8'),
      stderr: Buffer.concat(captured.stderr).toString('utf8'),
    };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    Object.assign(console, consoles);
    setEnv(saved);
  }
}

/** stdout as parsed JSON lines. */
export const jsonLines = (text: string): any[] =>
  text
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l));

/** A single diagnostic line in cdm-conformance's format, with no stack trace. */
export function expectOneErrorLine(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.length > 0);
  if (lines.length !== 1 || !lines[0]!.startsWith('cdm-conformance: ') || /\bat .+:\d+:\d+/.test(stderr)) {
    throw new Error(`expected one 'cdm-conformance: ...' line, got:\n${stderr}`);
  }
  return lines[0]!;
}

/** The files a run writes into its report folder. */
export const REPORT_FOLDER_FILES: readonly string[] = RUN_REPORTERS.map((reporter) => reporter.file);

/** A report folder `name` under `scratch` holding an earlier run's report files. */
export function staleReportFolder(scratch: string, name: string): string {
  const out = join(scratch, name);
  mkdirSync(out, { recursive: true });
  for (const file of REPORT_FOLDER_FILES) writeFileSync(join(out, file), 'an earlier run');
  return out;
}
