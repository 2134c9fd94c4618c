/**
 * Helpers for the runner suites: cases built from JSON texts (expectations from the reference, as the
 * corpus has them) and commands for the scripted subjects in _subjects/.
 */
import { join } from 'node:path';
import { referenceResult } from '../../src/runner/subjects/reference.js';
import type { Case, Kind } from '../../src/report/model/index.js';
import { ENTITY_TEXT, INVALID_ENTITY_TEXT, ROOT } from '../cli/_support.js';

export { ensureBuilt, ROOT, BIN, ENTITY_TEXT, INVALID_ENTITY_TEXT } from '../cli/_support.js';

export const SUBJECTS = join(ROOT, 'suites/runner/_subjects');

/** `node <_subjects/file> args...`, quoted for the shell. */
export const subjectCommand = (file: string, ...args: string[]): string =>
  [process.execPath, join(SUBJECTS, file), ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');

/**
 * `sh <_subjects/file.sh> args...`: for tests whose timing rests on a subject's first answer (a start-up
 * grace or a timeout), since a shell starts in milliseconds where node can take seconds on a loaded machine.
 */
export const shellSubjectCommand = (file: string, ...args: string[]): string =>
  ['sh', join(SUBJECTS, file), ...args].map((word) => `'${word.replace(/'/g, `'\\''`)}'`).join(' ');

/** A must-tier case whose expectation is what the reference says about `text`. */
export function caseOf(id: string, text: string, kind: Kind | null = null): Case {
  const result = referenceResult({ text, kind });
  return {
    id,
    rules: result.valid ? [] : [...new Set(result.errors.map((error) => error.rule))],
    tier: 'must',
    kind,
    text,
    expect: { valid: result.valid, errors: result.errors.map(({ rule, path }) => ({ rule, path })) },
    origin: 'corpus',
    description: id,
  };
}

/** case-1 ... case-n, valid and invalid entities alternating (odd valid). */
export function sixCases(n = 6): Case[] {
  return Array.from({ length: n }, (_, i) => caseOf(`case-${i + 1}`, i % 2 === 0 ? ENTITY_TEXT : INVALID_ENTITY_TEXT));
}

export const outcomes = (results: readonly { id: string; outcome: string }[]): Record<string, string> =>
  Object.fromEntries(results.map((result) => [result.id, result.outcome]));
