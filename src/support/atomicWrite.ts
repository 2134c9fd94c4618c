/**
 * Replace a file atomically: write a temporary file in the same folder, flush it to disk, then rename it
 * over the target. A full disk or a crash half-way leaves the old file whole (rename is atomic within one
 * file system), never a truncated report or baseline.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ioReason } from './errorText.js';

/** A write that failed; the message names the file the user asked for, not the temporary one. */
export class AtomicWriteError extends Error {
  override readonly name = 'AtomicWriteError';
  constructor(readonly file: string, override readonly cause: unknown) {
    super(`cannot write ${file}: ${ioReason(cause)}`);
  }
}

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw new AtomicWriteError(file, error);
  }
}
