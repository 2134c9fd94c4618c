/**
 * CLI failures. Every failure reaches the user as one line `cdm-conformance: <message>` on stderr and
 * exit code 2; a stack trace is never shown, because a stack trace tells a producer nothing about their data.
 */

import { escapeForTerminal } from '../../support/terminal.js';

export const PROGRAM = 'cdm-conformance';

/** Exit codes shared by every command (documented in --help). */
export const EXIT = { ok: 0, invalid: 1, error: 2 } as const;

/** The command line itself is wrong (unknown option, bad --kind, ...). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** An input cannot be read (missing file, directory, permission). */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/**
 * Write the one-line diagnostic. Synchronous-enough: stderr is never piped through backpressure here.
 * Messages quote file names, fixture fields and subject output: control characters are escaped.
 */
export function reportError(message: string): void {
  process.stderr.write(`${PROGRAM}: ${escapeForTerminal(message)}\n`);
}

/**
 * A run's warning: its first line as reportError writes it, then any lines it quotes (a subject's
 * traceback), each escaped on its own and indented, so a quoted line can never pass for the tool's own.
 */
export function reportWarning(warning: string): void {
  const [first = '', ...quoted] = warning.split('\n');
  reportError(`warning: ${first}`);
  for (const line of quoted) process.stderr.write(`    ${escapeForTerminal(line)}\n`);
}
