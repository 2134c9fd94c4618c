/**
 * Making a subject from the command line's choice: --exec, --stream, --module or --reference. The module
 * subject and the in-process reference (which holds the whole validator) are loaded only when chosen: a
 * stream subject is spawned before them, its start-up running beside the rest of the runner's (cli/run.ts).
 */
import { existsSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { ExecSubject } from './exec.js';
import { CLI_PATH, REFERENCE_SHOWN, referenceStreamCommand } from './referenceCommand.js';
import type { RequestForm } from '../../protocol/request.js';
import { StreamSubject } from './stream.js';
import { MAX_TIMEOUT_MS, type Subject } from './subject.js';

export { ModuleLoadError } from './moduleLoadError.js';
export type { Subject } from './subject.js';
export { MAX_TIMEOUT_MS } from './subject.js';

export type SubjectChoice =
  | { readonly mode: 'exec'; readonly command: string }
  | { readonly mode: 'stream'; readonly command: string }
  | { readonly mode: 'module'; readonly specifier: string }
  | { readonly mode: 'reference' }
  | { readonly mode: 'in-process-reference'; readonly disabledRules?: readonly string[] };

export interface SubjectSettings {
  readonly name?: string;
  /** --subject-version (compare: NAME@VERSION=). */
  readonly version?: string;
  readonly timeoutMs: number;
  readonly jobs: number;
  readonly maxRestarts: number;
  /** Stream subjects: the longest answer line read (default 64 MiB). */
  readonly maxLineBytes?: number;
  /** Stream subjects: how a case's text travels in the request (default `object`). */
  readonly requestForm?: RequestForm;
  /** Exec subjects: --exit-code-verdicts takes the exit status alone as the verdict (default: the stdout verdict). */
  readonly exitCodeVerdicts?: boolean;
}

/** Interpreters and launchers: the subject is named after what they run, not after them. */
const LAUNCHERS = new Set([
  'node',
  'nodejs',
  'deno',
  'bun',
  'npx',
  'tsx',
  'python',
  'python3',
  'py',
  'ruby',
  'java',
  'sh',
  'bash',
  'dotnet',
  'go',
  'run',
  'cargo',
  'exec',
  'env',
  'uv',
  'poetry',
  'pnpm',
  'yarn',
  'npm',
]);

/** A file-name-safe subject name from a command: `python3 my_validator.py --x` -> `my_validator`. */
export function nameFromCommand(command: string): string {
  const words = command.match(/"[^"]*"|'[^']*'|\S+/g)?.map((word) => word.replace(/^["']|["']$/g, '')) ?? [];
  const word =
    words.find(
      (candidate) =>
        !candidate.startsWith('-') &&
        !candidate.includes('=') &&
        !LAUNCHERS.has(basename(candidate).replace(/\.exe$/, '')),
    ) ??
    words[0] ??
    'subject';
  return safeName(basename(word, extname(word)));
}

export const safeName = (name: string): string =>
  name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'subject';

const lineCap = (settings: SubjectSettings): { maxLineBytes?: number; requestForm?: RequestForm } => ({
  ...(settings.maxLineBytes === undefined ? {} : { maxLineBytes: settings.maxLineBytes }),
  ...(settings.requestForm === undefined ? {} : { requestForm: settings.requestForm }),
});

/** The subject, with the name and version the command line gave it (they win over what it announces). */
export async function makeSubject(choice: SubjectChoice, settings: SubjectSettings): Promise<Subject> {
  // Past it Node's timers overflow (a warning, and a 1 ms timeout): a correct subject would be declared unrunnable.
  if (!Number.isInteger(settings.timeoutMs) || settings.timeoutMs < 1 || settings.timeoutMs > MAX_TIMEOUT_MS)
    throw new RangeError(`the timeout must be an integer from 1 to ${MAX_TIMEOUT_MS} ms; got ${settings.timeoutMs}`);
  const subject = await makeBareSubject(choice, settings);
  // --reference names the subject as surely as --name does.
  const name =
    settings.name ?? (choice.mode === 'reference' || choice.mode === 'in-process-reference' ? subject.name : undefined);
  subject.given = {
    ...(name === undefined ? {} : { name }),
    ...(settings.version === undefined ? {} : { version: settings.version }),
  };
  return subject;
}

async function makeBareSubject(choice: SubjectChoice, settings: SubjectSettings): Promise<Subject> {
  switch (choice.mode) {
    case 'exec':
      return new ExecSubject({
        command: choice.command,
        name: settings.name ?? nameFromCommand(choice.command),
        timeoutMs: settings.timeoutMs,
        concurrency: settings.jobs,
        maxRestarts: settings.maxRestarts,
        ...(settings.exitCodeVerdicts === true ? { verdicts: 'exit-code' as const } : {}),
      });
    case 'stream':
      return new StreamSubject({
        command: choice.command,
        name: settings.name ?? nameFromCommand(choice.command),
        timeoutMs: settings.timeoutMs,
        maxRestarts: settings.maxRestarts,
        processes: settings.jobs,
        ...lineCap(settings),
      });
    case 'module':
      return (await import('./module.js')).ModuleSubject.load({
        specifier: choice.specifier,
        timeoutMs: settings.timeoutMs,
        maxRestarts: settings.maxRestarts,
        ...(settings.name === undefined ? {} : { name: settings.name }),
      });
    case 'reference':
      if (!existsSync(CLI_PATH))
        throw new Error(`the reference CLI is not built (${CLI_PATH} is missing): run npm run build`);
      return new StreamSubject({
        command: referenceStreamCommand(),
        shown: { mode: 'reference', target: REFERENCE_SHOWN },
        name: settings.name ?? 'reference',
        timeoutMs: settings.timeoutMs,
        maxRestarts: settings.maxRestarts,
        processes: settings.jobs,
        ...lineCap(settings),
      });
    case 'in-process-reference': {
      const { ReferenceSubject } = await import('./reference.js');
      return new ReferenceSubject({
        ...(choice.disabledRules === undefined ? {} : { disabledRules: choice.disabledRules }),
        ...(settings.name === undefined ? {} : { name: settings.name }),
      });
    }
  }
}
