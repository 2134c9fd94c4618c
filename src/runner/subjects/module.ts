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
 */
import { stat } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseJsonText } from '../../json/parseJsonText.js';
import type { Case, SubjectVerdict } from '../types.js';
import { detectShape, type Judge, type Shape } from './moduleShapes.js';
import { elapsed, thrownMessage, type Subject } from './subject.js';

/** A module that cannot be used: the run stops before any case (exit 2). */
export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
}

export interface LoadedModule {
  readonly judge: Judge;
  readonly shape: Shape;
  readonly exportName: string;
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
  const names = Object.keys(namespace);
  const pick = (name: string): LoadedModule => {
    const detected = detectShape(namespace[name]);
    if ('problem' in detected) throw new ModuleLoadError(`--module ${path}: export ${JSON.stringify(name)} cannot be used as a validator: ${detected.problem}`);
    return { judge: detected.judge, shape: detected.shape, exportName: name };
  };
  if (exportName !== undefined) {
    if (!names.includes(exportName)) throw new ModuleLoadError(`--module ${path}: no export ${JSON.stringify(exportName)} (exports: ${names.join(', ') || 'none'})`);
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
}

/** Module mode's gate: the parsed value to give the module, or the verdict when the text must not reach it. */
export function textGate(testCase: Case): { value: unknown } | SubjectVerdict {
  const parsed = parseJsonText(testCase.text);
  if (!parsed.ok) return { status: 'answered', valid: false, errors: [{ path: '', rule: 'json.syntax', message: parsed.message }], durationMs: 0 };
  if (parsed.findings.length > 0) {
    const rules = [...new Set(parsed.findings.map((finding) => finding.rule))].join(', ');
    return { status: 'skipped', message: `text-level case (${rules}): a module gets the parsed value, where this cannot show`, durationMs: 0 };
  }
  return { value: parsed.value };
}

export class ModuleSubject implements Subject {
  readonly mode = 'module' as const;
  readonly concurrency = 1;
  readonly target: string;
  readonly name: string;

  private constructor(
    private readonly loaded: LoadedModule,
    private readonly options: ModuleOptions,
  ) {
    this.target = options.specifier;
    const { path } = splitSpecifier(options.specifier);
    this.name = options.name ?? basename(path, extname(path));
  }

  static async load(options: ModuleOptions): Promise<ModuleSubject> {
    return new ModuleSubject(await loadModule(options.specifier), options);
  }

  /** A validator given as a value (library use): any shape `--module` accepts. */
  static fromValue(candidate: unknown, options: { readonly name?: string; readonly timeoutMs?: number } = {}): ModuleSubject {
    const detected = detectShape(candidate);
    if ('problem' in detected) throw new ModuleLoadError(`the validator cannot be used: ${detected.problem}`);
    const name = options.name ?? 'validator';
    return new ModuleSubject({ judge: detected.judge, shape: detected.shape, exportName: name }, { specifier: `(in process) ${name}`, name, timeoutMs: options.timeoutMs ?? 5000 });
  }

  get shape(): Shape {
    return this.loaded.shape;
  }

  fatal(): string | undefined {
    return undefined;
  }

  async judge(testCase: Case): Promise<SubjectVerdict> {
    const gate = textGate(testCase);
    if ('status' in gate) return gate;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<SubjectVerdict>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'timeout', message: `no result within ${this.options.timeoutMs} ms`, durationMs: elapsed(started) }), this.options.timeoutMs);
    });
    const judged = this.loaded.judge(gate.value, testCase.kind).then(
      (judgement): SubjectVerdict => ({ status: 'answered', valid: judgement.valid, ...(judgement.errors === undefined ? {} : { errors: judgement.errors }), durationMs: elapsed(started) }),
      (error: unknown): SubjectVerdict => ({ status: 'error', message: `the module threw: ${thrownMessage(error)}`, durationMs: elapsed(started) }),
    );
    try {
      return await Promise.race([judged, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {}
}
