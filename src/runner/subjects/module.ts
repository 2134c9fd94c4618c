/**
 * --module PATH[#EXPORT]: a validator in this process (shapes: moduleShapes.ts).
 *
 * Modules get values, not text: each case's exact text is parsed with the strict parser (src/json) first.
 * - text the parser rejects is not JSON: the case is answered invalid (`json.syntax`, path '') without
 *   calling the module, as any JSON library would refuse it before a validator runs;
 * - text with a text-level finding (duplicate key, lone surrogate, unsafe integer, overflow, BOM) is
 *   `skipped`: the parsed value no longer shows what the case is about;
 * - otherwise the module judges the parsed value.
 * Without #EXPORT the default export is used, else the only export, else the only one with a known shape.
 * A module loaded from a file runs in a process of its own (moduleProcess.ts, moduleHost.ts).
 */
import { stat } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseJsonText } from '../../json/parseJsonText.js';
import { readIdentity } from '../identity.js';
import type { Case, SubjectIdentity, SubjectVerdict } from '../../report/model/index.js';
import { detectShape, type Judge, type Shape } from './moduleShapes.js';
import { ModuleProcess } from './moduleProcess.js';
import { elapsed, thrownMessage, type Subject } from './subject.js';
import { ModuleLoadError } from './moduleLoadError.js';

export { ModuleLoadError } from './moduleLoadError.js';

export interface LoadedModule {
  readonly judge: Judge;
  readonly shape: Shape;
  readonly exportName: string;
  /** The module's `about` export, read and checked (docs/protocol.md): who it says it is. */
  readonly about?: { readonly identity: SubjectIdentity; readonly problems: readonly string[] };
}

/** The `about` export, when there is one; reading it may throw (a getter), which readIdentity absorbs. */
function aboutOf(namespace: Record<string, unknown>): LoadedModule['about'] {
  if (!Object.hasOwn(namespace, 'about')) return undefined;
  return readIdentity(namespace.about, "the module's about export");
}

export function splitSpecifier(specifier: string): { path: string; exportName: string | undefined } {
  const hash = specifier.lastIndexOf('#');
  if (hash <= 0) return { path: specifier, exportName: undefined };
  return { path: specifier.slice(0, hash), exportName: specifier.slice(hash + 1) || undefined };
}

export async function loadModule(specifier: string, cwd = process.cwd()): Promise<LoadedModule> {
  const { path, exportName } = splitSpecifier(specifier);
  const file = resolve(cwd, path);
  try {
    await stat(file);
  } catch {
    throw new ModuleLoadError(`--module ${path}: no such file`);
  }
  let namespace: Record<string, unknown>;
  try {
    namespace = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } catch (error) {
    throw new ModuleLoadError(`--module ${path}: could not be imported: ${thrownMessage(error)}`);
  }
  // `about` says who the module is (docs/protocol.md): never a candidate for the validator.
  const names = Object.keys(namespace).filter((name) => name !== 'about' || exportName === 'about');
  const pick = (name: string): LoadedModule => {
    const detected = detectShape(namespace[name]);
    if ('problem' in detected)
      throw new ModuleLoadError(
        `--module ${path}: export ${JSON.stringify(name)} cannot be used as a validator: ${detected.problem}`,
      );
    const about = aboutOf(namespace);
    return {
      judge: detected.judge,
      shape: detected.shape,
      exportName: name,
      ...(about === undefined ? {} : { about }),
    };
  };
  if (exportName !== undefined) {
    if (!names.includes(exportName))
      throw new ModuleLoadError(
        `--module ${path}: no export ${JSON.stringify(exportName)} (exports: ${names.join(', ') || 'none'})`,
      );
    return pick(exportName);
  }
  if (namespace.default !== undefined) return pick('default');
  if (names.length === 1) return pick(names[0]!);
  const fitting = names.filter((name) => !('problem' in detectShape(namespace[name])));
  if (fitting.length === 1) return pick(fitting[0]!);
  throw new ModuleLoadError(
    fitting.length === 0
      ? `--module ${path}: no export is a validator (exports: ${names.join(', ') || 'none'}); expected a function, a Standard Schema, a zod-style or an io-ts-style schema`
      : `--module ${path}: several exports could be the validator (${fitting.join(', ')}); name one: ${path}#${fitting[0]}`,
  );
}

export interface ModuleOptions {
  readonly specifier: string;
  readonly name?: string;
  readonly timeoutMs: number;
  /** Replacements of the module's process after an exit or a timeout before the run gives up (default 10). */
  readonly maxRestarts?: number;
  readonly cwd?: string;
}

/** Module mode's gate: the parsed value to give the module, or the verdict when the text must not reach it. */
export function textGate(testCase: Case): { value: unknown } | SubjectVerdict {
  const parsed = parseJsonText(testCase.text);
  if (!parsed.ok)
    return {
      status: 'answered',
      valid: false,
      errors: [{ path: '', rule: 'json.syntax', message: parsed.message }],
      durationMs: 0,
    };
  if (parsed.findings.length > 0) {
    const rules = [...new Set(parsed.findings.map((finding) => finding.rule))].join(', ');
    return {
      status: 'skipped',
      message: `text-level case (${rules}): a module gets the parsed value, where this cannot show`,
      durationMs: 0,
    };
  }
  return { value: parsed.value };
}

/** Where the module runs: its own process (--module, ModuleSubject.load) or this one (fromValue). */
interface Backend {
  judge(testCase: Case, value: unknown): Promise<SubjectVerdict>;
  fatal(): string | undefined;
  warnings(): readonly string[];
  close(): Promise<void>;
}

class InProcess implements Backend {
  constructor(
    private readonly judgeValue: Judge,
    private readonly timeoutMs: number,
  ) {}

  async judge(testCase: Case, value: unknown): Promise<SubjectVerdict> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<SubjectVerdict>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            status: 'timeout',
            message: `no result within ${this.timeoutMs} ms`,
            durationMs: elapsed(started),
          }),
        this.timeoutMs,
      );
    });
    const judged = this.judgeValue(value, testCase.kind).then(
      (judgement): SubjectVerdict => ({
        status: 'answered',
        valid: judgement.valid,
        ...(judgement.errors === undefined ? {} : { errors: judgement.errors }),
        durationMs: elapsed(started),
      }),
      (error: unknown): SubjectVerdict => ({
        status: 'error',
        message: `the module threw: ${thrownMessage(error)}`,
        durationMs: elapsed(started),
      }),
    );
    try {
      return await Promise.race([judged, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  fatal(): undefined {
    return undefined;
  }

  warnings(): readonly string[] {
    return [];
  }

  async close(): Promise<void> {}
}

class Isolated implements Backend {
  constructor(private readonly host: ModuleProcess) {}
  judge(testCase: Case): Promise<SubjectVerdict> {
    return this.host.judge(testCase.text, testCase.kind);
  }
  fatal(): string | undefined {
    return this.host.fatal();
  }
  warnings(): readonly string[] {
    return this.host.warnings();
  }
  close(): Promise<void> {
    return this.host.close();
  }
}

/**
 * A JavaScript validator as a subject. `load` (what --module uses) runs the module in a child process of
 * its own (moduleProcess.ts): exiting, throwing from a timer, an unhandled rejection or an endless loop
 * become the case's outcome. `fromValue` takes a validator already in memory (library use, trusted code):
 * a value cannot cross into another process, so it is called here, with a timeout for promises only.
 */
export class ModuleSubject implements Subject {
  readonly mode = 'module' as const;
  readonly concurrency = 1;
  readonly target: string;
  readonly name: string;

  private constructor(
    private readonly backend: Backend,
    readonly shape: Shape,
    options: { readonly specifier: string; readonly name?: string },
  ) {
    this.target = options.specifier;
    const { path } = splitSpecifier(options.specifier);
    this.name = options.name ?? basename(path, extname(path));
  }

  /** Load the module in its own process; ModuleLoadError (before any case) when it cannot be used. */
  static async load(options: ModuleOptions): Promise<ModuleSubject> {
    const cwd = options.cwd ?? process.cwd();
    const { path } = splitSpecifier(options.specifier);
    const found = await stat(resolve(cwd, path)).catch(() => undefined);
    if (found === undefined) throw new ModuleLoadError(`--module ${path}: no such file`);
    // A device or a pipe (/dev/zero) is read without end by the import: only a regular file is a module.
    if (!found.isFile()) throw new ModuleLoadError(`--module ${path}: not a regular file`);
    const host = new ModuleProcess({
      specifier: options.specifier,
      cwd,
      timeoutMs: options.timeoutMs,
      maxRestarts: options.maxRestarts ?? 10,
    });
    let loaded;
    try {
      loaded = await host.start();
    } catch (error) {
      await host.close();
      throw new ModuleLoadError(thrownMessage(error));
    }
    const subject = new ModuleSubject(new Isolated(host), loaded.shape, options);
    // The host is the module's own process: what it reports is checked again here.
    if (loaded.about !== undefined) {
      const again = readIdentity(loaded.about.identity, "the module's about export");
      subject.about = again.identity;
      subject.aboutProblems = [
        ...(Array.isArray(loaded.about.problems) ? loaded.about.problems : []),
        ...again.problems,
      ]
        .filter((problem) => typeof problem === 'string')
        .slice(0, 10)
        .map((problem) => problem.slice(0, 300));
    }
    return subject;
  }

  /** A validator given as a value (library use): any shape `--module` accepts, called in this process. */
  static fromValue(
    candidate: unknown,
    options: { readonly name?: string; readonly timeoutMs?: number } = {},
  ): ModuleSubject {
    const detected = detectShape(candidate);
    if ('problem' in detected) throw new ModuleLoadError(`the validator cannot be used: ${detected.problem}`);
    const name = options.name ?? 'validator';
    return new ModuleSubject(new InProcess(detected.judge, options.timeoutMs ?? 5000), detected.shape, {
      specifier: `(in process) ${name}`,
      name,
    });
  }

  fatal(): string | undefined {
    return this.backend.fatal();
  }

  about: SubjectIdentity | undefined;
  aboutProblems: readonly string[] = [];

  warnings(): readonly string[] {
    return [...this.aboutProblems, ...this.backend.warnings()];
  }

  /** What the module's `about` export says, when it has one. */
  announced(): SubjectIdentity | undefined {
    return this.about === undefined || Object.keys(this.about).length === 0 ? undefined : this.about;
  }

  async judge(testCase: Case): Promise<SubjectVerdict> {
    const gate = textGate(testCase);
    if ('status' in gate) return gate;
    return this.backend.judge(testCase, gate.value);
  }

  close(): Promise<void> {
    return this.backend.close();
  }
}
