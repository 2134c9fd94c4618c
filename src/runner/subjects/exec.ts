/**
 * --exec "CMD": one process per case (docs/protocol.md, exec convention).
 *
 * The object's exact JSON text goes to the command's stdin, or, when CMD contains `{file}`, into a temporary
 * file whose (shell-quoted) path replaces `{file}`. `{kind}` is replaced by the case's kind (empty for a
 * mixed-stream object) and the environment variable CDM_KIND carries it too. Exit 0 = valid, 1 = invalid,
 * anything else or a signal = a subject error. A stdout holding a JSON object with an `errors` array
 * supplies path and rule ids; its `valid`, when present, must agree with the exit status.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Case, SubjectVerdict } from '../types.js';
import { killTree, spawnCommand } from './process.js';
import { describeExit, elapsed, readErrors, Tail, type Subject } from './subject.js';

export interface ExecOptions {
  readonly command: string;
  readonly name: string;
  readonly timeoutMs: number;
  readonly concurrency: number;
  readonly cwd?: string;
}

/** Characters of stdout kept: a verdict object is small; a subject that floods stdout is cut off. */
const STDOUT_LIMIT = 1 << 20;

export const shellQuote = (text: string): string => (process.platform === 'win32' ? `"${text}"` : `'${text.replace(/'/g, `'\\''`)}'`);

/** The stdout verdict object, when stdout (or its last non-empty line) is a JSON object. */
function stdoutVerdict(stdout: string): Record<string, unknown> | undefined {
  const trimmed = stdout.trim();
  if (trimmed === '') return undefined;
  const lines = trimmed.split('\n').filter((line) => line.trim() !== '');
  for (const candidate of [trimmed, lines[lines.length - 1]!]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON: the exit status alone is the verdict
    }
  }
  return undefined;
}

export class ExecSubject implements Subject {
  readonly mode = 'exec' as const;
  readonly target: string;
  readonly name: string;
  readonly concurrency: number;
  private directory: Promise<string> | undefined;
  private counter = 0;
  private closed = false;

  constructor(private readonly options: ExecOptions) {
    this.target = options.command;
    this.name = options.name;
    this.concurrency = Math.max(1, options.concurrency);
  }

  fatal(): string | undefined {
    return undefined;
  }

  private async commandFor(testCase: Case): Promise<{ command: string; stdin: string | undefined }> {
    let command = this.options.command.replaceAll('{kind}', testCase.kind ?? '');
    if (!command.includes('{file}')) return { command, stdin: testCase.text };
    this.directory ??= mkdtemp(join(tmpdir(), 'cdm-conformance-exec-'));
    const file = join(await this.directory, `case-${++this.counter}.json`);
    await writeFile(file, testCase.text, 'utf8');
    command = command.replaceAll('{file}', shellQuote(file));
    return { command, stdin: undefined };
  }

  async judge(testCase: Case): Promise<SubjectVerdict> {
    const started = performance.now();
    let prepared: { command: string; stdin: string | undefined };
    try {
      prepared = await this.commandFor(testCase);
    } catch (error) {
      return { status: 'error', message: `could not write the case file: ${(error as Error).message}`, durationMs: elapsed(started) };
    }
    return new Promise<SubjectVerdict>((resolve) => {
      const child = spawnCommand(prepared.command, { cwd: this.options.cwd, env: { CDM_KIND: testCase.kind ?? '' } });
      const stderr = new Tail();
      let stdout = '';
      let settled = false;
      const settle = (verdict: SubjectVerdict): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(verdict);
      };
      const timer = setTimeout(() => {
        killTree(child);
        settle({ status: 'timeout', message: `no exit within ${this.options.timeoutMs} ms${stderr.describe()}`, durationMs: elapsed(started) });
      }, this.options.timeoutMs);
      child.stdout.on('data', (chunk: string) => {
        if (stdout.length < STDOUT_LIMIT) stdout += chunk;
      });
      child.stderr.on('data', (chunk: string) => stderr.push(chunk));
      child.once('error', (error) => settle({ status: 'error', message: `could not start the subject: ${error.message}`, durationMs: elapsed(started) }));
      child.once('close', (code, signal) => {
        killTree(child); // anything the command left running in its group
        const durationMs = elapsed(started);
        if (code !== 0 && code !== 1) {
          settle({ status: 'error', message: `the subject ${describeExit(code, signal)}${stderr.describe()}`, durationMs });
          return;
        }
        const valid = code === 0;
        const said = stdoutVerdict(stdout);
        if (said !== undefined && typeof said.valid === 'boolean' && said.valid !== valid) {
          settle({ status: 'error', message: `stdout says valid: ${said.valid} but the exit status is ${code}`, durationMs });
          return;
        }
        const errors = readErrors(said?.errors);
        settle({ status: 'answered', valid, ...(errors === undefined ? {} : { errors }), durationMs });
      });
      if (prepared.stdin !== undefined) child.stdin.end(prepared.stdin, 'utf8');
      else child.stdin.end();
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.directory !== undefined) await rm(await this.directory, { recursive: true, force: true });
  }
}
