/**
 * Errors said as one line of text. Layer-free: the runner, the report writers and the CLI all turn thrown
 * values and Node's errno codes into the single line a user reads.
 */

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
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EROFS: 'read-only file system',
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
