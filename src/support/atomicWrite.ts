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
  constructor(readonly file: string, override readonly cause: unknown, message = `cannot write ${file}: ${ioReason(cause)}`) {
    super(message);
  }
}

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await writeFilesAtomic([[file, data]]);
}

const temporaryName = (file: string): string => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);

/**
 * Replace several files as one set (a report's files): every new content is written and flushed to a
 * temporary file first, and only then are they renamed into place. A failed write (a full disk) therefore
 * changes none of them: no folder is left holding a new report.json beside an old junit.xml.
 */
export async function writeFilesAtomic(files: ReadonlyArray<readonly [file: string, data: string | Uint8Array]>): Promise<void> {
  const staged: string[] = [];
  let current = files[0]?.[0] ?? '';
  try {
    // Staged side by side (each flush waits on the disk, not on the others); the first file that fails is named.
    const stagings = await Promise.allSettled(files.map(([file, data]) => stage(file, data, staged)));
    const failed = stagings.findIndex((staging) => staging.status === 'rejected');
    if (failed !== -1) {
      current = files[failed]![0];
      throw (stagings[failed] as PromiseRejectedResult).reason;
    }
    for (const [index, [file]] of files.entries()) {
      current = file;
      await rename((stagings[index] as PromiseFulfilledResult<string>).value, file);
    }
  } catch (error) {
    await Promise.all(staged.map((temporary) => rm(temporary, { force: true }).catch(() => undefined)));
    throw new AtomicWriteError(current, error);
  }
}

/** Write and flush `data` to a new temporary file beside `file` (recorded in `staged` once created); its path. */
async function stage(file: string, data: string | Uint8Array, staged: string[]): Promise<string> {
  const temporary = temporaryName(file);
  const handle = await open(temporary, 'wx');
  staged.push(temporary);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temporary;
}
