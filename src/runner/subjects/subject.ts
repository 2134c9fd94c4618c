/**
 * A subject: the implementation under test, however it is reached (exec, stream, module, in-process
 * reference). The runner puts cases to it and gets SubjectVerdicts back; it never throws for a case.
 */
import { constants } from 'node:os';
import type { GivenIdentity } from '../identity.js';
import type {
  Case,
  RequestForm,
  RunReport,
  SubjectError,
  SubjectIdentity,
  SubjectVerdict,
} from '../../report/model/index.js';

export type SubjectMode = RunReport['header']['subject']['mode'];

export interface Subject {
  readonly mode: SubjectMode;
  /** The command, module path or 'in-process' it runs. */
  readonly target: string;
  /** Short name for reports (reports/<name>/). */
  readonly name: string;
  /** How many cases the runner may have in flight at once. */
  readonly concurrency: number;
  /** Stream subjects (and the reference): the form of their request lines, `object` or `text`. */
  readonly requestForm?: RequestForm;
  /** Exec subjects: where the verdict comes from; 'exit-code' (--exit-code-verdicts) labels every report. */
  readonly verdicts?: 'stdout' | 'exit-code';
  /** Judge one case; resolves with error/timeout verdicts rather than rejecting. */
  judge(testCase: Case): Promise<SubjectVerdict>;
  /**
   * Set once the subject cannot go on (restart cap, nothing answered at all): the run ends with this
   * message, and cases not yet judged are reported as not run.
   */
  fatal(): string | undefined;
  /** Stop processes, remove temporary files. */
  close(): Promise<void>;
  /** After close(): protocol slips no case can carry (a stream subject's exit status at EOF). */
  warnings?(): readonly string[];
  /** After close(): cases whose answer cannot stand (answered twice), by id, with the error to report. */
  amendments?(): ReadonlyMap<string, string>;
  /** Stop at once: everything queued or in flight is settled as "not run" (`why`), processes are killed. */
  cancel?(why: string): void;
  /**
   * Start the (first) process now, before any case is asked, so its start-up runs beside the caller's own
   * work (loading the corpus). A process that ends before it was asked anything costs no case: the first
   * case starts another.
   */
  prestart?(): void;
  /** Name and version from the command line (--name, --subject-version): they win over what the subject says. */
  given?: GivenIdentity;
  /** What the subject said about itself (stream hello, module `about`), checked; undefined when nothing. */
  announced?(): SubjectIdentity | undefined;
}

/** Extra time a fresh stream or module process gets for its first answer, which pays for its start-up. */
export const STARTUP_GRACE_MS = 5000;

/** The longest per-case timeout: a Node timer holds at most 2^31 - 1 ms, the start-up grace added to it. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1 - STARTUP_GRACE_MS;

/** The last `limit` characters of a subject's stderr, kept for messages when something goes wrong. */
export class Tail {
  private kept = '';
  constructor(private readonly limit = 2000) {}
  push(chunk: string): void {
    this.kept = (this.kept + chunk).slice(-this.limit);
  }
  /** One line: `; stderr: ...` or '' when the subject wrote nothing there. Stack frames are left out. */
  describe(): string {
    const lines = this.kept.split('\n').filter((line) => !/^\s+at /.test(line));
    const flat = lines.join(' ').replace(/\s+/g, ' ').trim();
    return flat === '' ? '' : `; stderr: ${flat.length > 300 ? `...${flat.slice(-300)}` : flat}`;
  }
  clear(): void {
    this.kept = '';
  }
  /** What was kept, as written (a traceback stays multi-line). */
  text(): string {
    return this.kept;
  }
}

/** `{ stderr }` with what `tail` kept, as written, for a verdict; nothing when the subject wrote nothing there. */
export const withStderr = (tail: Tail): { stderr?: string } => (tail.text() === '' ? {} : { stderr: tail.text() });

/** A subject's `errors` member, kept where it has the documented shape (path / rule / message strings). */
export function readErrors(value: unknown): SubjectError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item): SubjectError[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, rule, message } = item as Record<string, unknown>;
    return [
      {
        ...(typeof path === 'string' ? { path } : {}),
        ...(typeof rule === 'string' ? { rule } : {}),
        ...(typeof message === 'string' ? { message } : {}),
      },
    ];
  });
}

/** A JSON value as short text for a message. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Object.prototype.toString.call(value);
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * A verdict's `errors` read strictly: absent, or an array of error objects. Anything else (a number, an
 * object posing as an array, null or a string among the errors) is the problem named, which makes the case
 * an error rather than a verdict whose reasons were quietly dropped.
 */
export function strictErrors(value: unknown): { errors?: SubjectError[] } | { problem: string } {
  if (value === undefined) return {};
  if (!Array.isArray(value)) return { problem: `"errors" is ${shown(value)}, not an array` };
  const odd = value.find((item) => typeof item !== 'object' || item === null || Array.isArray(item));
  if (odd !== undefined || value.some((item) => item === undefined))
    return { problem: `"errors" holds ${shown(odd)}, not an error object` };
  return { errors: readErrors(value)! };
}

/**
 * Describe a child's end: `exited with code 3` or `was killed by SIGSEGV`. Subjects run through a shell,
 * which reports a command killed by signal N as exit status 128 + N: that is said too. The signal is a
 * plain string (SIGSEGV), so the public types need no @types/node.
 */
export function describeExit(code: number | null, signal: string | null): string {
  if (signal !== null) return `was killed by ${signal}`;
  if (code !== null && code > 128 && code < 128 + 65) {
    const name = Object.entries(constants.signals).find(([, number]) => number === code - 128)?.[0];
    if (name !== undefined) return `exited with code ${code} (killed by ${name})`;
  }
  return `exited with code ${code ?? 'unknown'}`;
}

/** A short, single-line rendering of a subject's output line for messages. */
export function excerpt(text: string, limit = 80): string {
  const flat = JSON.stringify(text);
  return flat.length > limit ? `${flat.slice(0, limit - 4)}..."` : flat;
}

export const elapsed = (since: number): number => Math.round((performance.now() - since) * 1000) / 1000;

/** Anything thrown (an Error, a string, null) as its message; subjects may throw values that are no Error. */
export function thrownMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
