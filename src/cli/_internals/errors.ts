/**
 * CLI failures. Every failure reaches the user as one line `cdm-conformance: <message>` on stderr and
 * exit code 2; a stack trace is never shown, because a stack trace tells a producer nothing about their data.
 */

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

/** Node's errno codes, said the way a user reads them (Node's own messages repeat the syscall and path). */
const REASONS: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'is a directory',
  ENOTDIR: 'a path component is not a directory',
  EMFILE: 'too many open files',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'file name too long',
  EIO: 'input/output error',
};

export function ioReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code in REASONS) return REASONS[code]!;
  return oneLine(error);
}

/** Any thrown value as a single line of text (messages from deep inside Node may span lines). */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim() || 'unknown error';
}

/** Write the one-line diagnostic. Synchronous-enough: stderr is never piped through backpressure here. */
export function reportError(message: string): void {
  process.stderr.write(`${PROGRAM}: ${message}\n`);
}
