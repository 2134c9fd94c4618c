/**
 * The bundled reference validator as a subject:
 * - `referenceStreamCommand()`: the command `run --reference` drives over the stream protocol
 *   (`node dist/bin/cdm-conformance.js validate --stream`), exactly as any other stream subject;
 * - `ReferenceSubject`: in process (benchmarks, mutants, judging generated cases), from the exact text
 *   like the CLI. `disabledRules` switches rules off: their errors are dropped from each result (and an
 *   object left without errors is valid), which is how a mutant that ignores one rule is made.
 */
import { verdictOfText } from '../../validation/verdict.js';
import type { ValidationResult } from '../../rules/validate.js';
import type { GivenIdentity } from '../identity.js';
import { runnerVersion } from '../version.js';
import type { Case, SubjectIdentity, SubjectVerdict } from '../../report/model/index.js';
import { elapsed, type Subject } from './subject.js';

/** The package root, the bundled command and how it is started (referenceCommand.ts), as the runner's modules name them. */
export { CLI_PATH, PACKAGE_ROOT, REFERENCE_SHOWN, referenceStreamCommand } from './referenceCommand.js';

/** What the reference says about itself, in process and in its stream hello (validate --stream). */
export function referenceIdentity(): SubjectIdentity {
  return { name: 'cdm-conformance', version: runnerVersion(), language: `TypeScript (Node.js ${process.version})` };
}

/** The reference result for a case: from its exact text, against its kind (or dispatched on object_kind). */
export function referenceResult(testCase: Pick<Case, 'text' | 'kind'>): ValidationResult {
  return verdictOfText(testCase.text, testCase.kind === null ? {} : { kind: testCase.kind });
}

/** A result with the errors of `disabled` rules dropped: a mutant of the reference. */
export function withoutRules(
  result: Pick<ValidationResult, 'valid' | 'errors'>,
  disabled: ReadonlySet<string>,
): Pick<ValidationResult, 'valid' | 'errors'> {
  if (disabled.size === 0 || result.valid) return result;
  const errors = result.errors.filter((error) => !disabled.has(error.rule));
  return { valid: errors.length === 0, errors };
}

export interface ReferenceOptions {
  readonly disabledRules?: Iterable<string>;
  readonly name?: string;
}

export class ReferenceSubject implements Subject {
  readonly mode = 'reference' as const;
  readonly target = 'in-process';
  readonly name: string;
  readonly concurrency = 1;
  private readonly disabled: ReadonlySet<string>;
  given: GivenIdentity;

  constructor(options: ReferenceOptions = {}) {
    this.disabled = new Set(options.disabledRules ?? []);
    this.name =
      options.name ?? (this.disabled.size === 0 ? 'reference' : `reference-without-${[...this.disabled].join('+')}`);
    this.given = { name: this.name };
  }

  announced(): SubjectIdentity {
    return referenceIdentity();
  }

  /** Synchronous: the in-process reference never waits on anything. */
  judgeNow(testCase: Case): SubjectVerdict {
    const started = performance.now();
    try {
      const result = withoutRules(referenceResult(testCase), this.disabled);
      return { status: 'answered', valid: result.valid, errors: result.errors, durationMs: elapsed(started) };
    } catch (error) {
      return {
        status: 'error',
        message: `the reference failed: ${(error as Error).message}`,
        durationMs: elapsed(started),
      };
    }
  }

  async judge(testCase: Case): Promise<SubjectVerdict> {
    return this.judgeNow(testCase);
  }

  fatal(): string | undefined {
    return undefined;
  }

  async close(): Promise<void> {}
}
