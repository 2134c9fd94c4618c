/**
 * Helpers for the CLI suites: they run the built command (dist/bin/cdm-conformance.js, package.json "bin") the
 * way users do, as a process, or (cliInProcess) the same command line in the test's own process where the
 * process is not what is tested.
 */
import { spawnSync } from 'node:child_process';
import { format } from 'node:util';
import { BIN, distIsStale, ROOT, subjectsBundleIsStale } from '../_support/built.js';

export { BIN, ROOT };

/** A valid entity as one line of JSON text. */
export const ENTITY_TEXT =
  '{"object_kind":"entity","entity_id":"6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d","entity_type":"PLATFORM","affiliation":"NEUTRAL","valid_from":"2024-03-01T12:00:00.000Z","source":{"adapter":"ais-adapter","adapter_version":"1.2.0","system":"AIS","synthetic":false},"source_ids":[{"system":"AIS","external_id":"440348000"}]}';

/** The same entity without entity_id: invalid with Entity.entity_id.required at /entity_id. */
export const INVALID_ENTITY_TEXT = ENTITY_TEXT.replace('"entity_id":"6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d",', '');

/**
 * dist/ and the scripted subjects' bundle are built before any file runs (vitest's globalSetup,
 * suites/_support/built.ts); this only checks that nothing changed them since.
 */
export function ensureBuilt(): void {
  if (distIsStale() || subjectsBundleIsStale())
    throw new Error('dist/ is older than src/ (changed during the run?): the next run builds it, or `npm run build`');
}

/**
 * The command's dispatch, imported when a test first runs a command in process: most files only spawn the
 * built command, and importing every command's modules costs each of them ~0.7 CPU-s in its fresh fork.
 */
const dispatch = (): Promise<typeof import('../../src/cli/dispatch.js')> => import('../../src/cli/dispatch.js');

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
    const code = await (await dispatch()).runCommandLine([...args]);
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
