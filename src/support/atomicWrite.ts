/**
 * Replace a file atomically: write a temporary file in the same folder, flush it to disk, then rename it
 * over the target. A full disk or a crash half-way leaves the old file whole (rename is atomic within one
 * file system), never a truncated report or baseline.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { ioReason } from './errorText.js';

/** A write that failed; the message names the file the user asked for, not the temporary one. */
export class AtomicWriteError extends Error {
  override readonly name = 'AtomicWriteError';
  constructor(
    readonly file: string,
    override readonly cause: unknown,
    message = `cannot write ${file}: ${ioReason(cause)}`,
  ) {
    super(message);
  }
}

export interface AtomicWriteOptions {
  /** Called synchronously the moment every file of the set is in place (before any other callback can run). */
  readonly onReplaced?: () => void;
}

/** A file's new content: text, bytes, or bytes in pieces (written in order, never joined into one buffer). */
export type FileContent = string | Uint8Array | readonly Uint8Array[];

export async function writeFileAtomic(file: string, data: FileContent): Promise<void> {
  await writeFilesAtomic([[file, data]]);
}

/**
 * writeFileAtomic for the few writers that run synchronously (a build step): the same temporary file beside
 * `file`, flushed, then renamed over it; on failure the temporary file is removed and `file` left as it was.
 */
export function writeFileAtomicSync(file: string, data: string | Uint8Array): void {
  const temporary = temporaryName(file);
  pending.add(temporary);
  try {
    const descriptor = openSync(temporary, 'wx');
    try {
      writeFileSync(descriptor, data);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new AtomicWriteError(file, error);
  } finally {
    pending.delete(temporary);
  }
}

const temporaryName = (file: string): string =>
  path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);

/**
 * Temporary files written and not yet renamed or removed. A process that exits half-way (a second Ctrl-C
 * during `run`'s clean-up calls process.exit) removes them on its way out: no temporary file is left.
 */
const pending = new Set<string>();
process.once('exit', () => {
  for (const temporary of pending) rmSync(temporary, { force: true });
});

/**
 * Replace several files as one set (a report's files): every new content is written and flushed to a
 * temporary file first, and only then are they renamed into place. A failed write (a full disk) therefore
 * changes none of them: no folder is left holding a new report.json beside an old junit.xml.
 */
export async function writeFilesAtomic(
  files: ReadonlyArray<readonly [file: string, data: FileContent]>,
  options: AtomicWriteOptions = {},
): Promise<void> {
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
    // A rename over a file in its own folder does not fail; over a folder it does: found before any rename.
    for (const [file] of files) {
      current = file;
      if (statSync(file, { throwIfNoEntry: false })?.isDirectory() === true)
        throw Object.assign(new Error(`${file} is a directory`), { code: 'EISDIR' });
    }
    // Synchronous on purpose: no signal handler or other callback can run between two renames, so
    // whatever ends the process (process.exit from a second Ctrl-C) finds the set all old or all new.
    for (const [index, [file]] of files.entries()) {
      current = file;
      const temporary = (stagings[index] as PromiseFulfilledResult<string>).value;
      renameSync(temporary, file);
      pending.delete(temporary);
    }
  } catch (error) {
    await Promise.all(staged.map((temporary) => rm(temporary, { force: true }).catch(() => undefined)));
    for (const temporary of staged) pending.delete(temporary);
    throw new AtomicWriteError(current, error);
  }
  options.onReplaced?.();
}

/** Write and flush `data` to a new temporary file beside `file` (recorded in `staged` once created); its path. */
async function stage(file: string, data: FileContent, staged: string[]): Promise<string> {
  const temporary = temporaryName(file);
  pending.add(temporary);
  let handle;
  try {
    handle = await open(temporary, 'wx');
  } catch (error) {
    pending.delete(temporary);
    throw error;
  }
  staged.push(temporary);
  try {
    if (Array.isArray(data)) await writePieces(handle, data);
    else await handle.writeFile(data as string | Uint8Array);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return temporary;
}

/** The most buffers one writev takes on Linux (IOV_MAX). */
const MAX_BUFFERS = 1024;

/** Every byte of `pieces`, in order, a batch of buffers per system call (a short write goes on where it stopped). */
async function writePieces(handle: FileHandle, pieces: readonly Uint8Array[]): Promise<void> {
  for (let start = 0; start < pieces.length; start += MAX_BUFFERS) {
    const batch = pieces.slice(start, start + MAX_BUFFERS).filter((piece) => piece.byteLength > 0);
    let first = 0;
    while (first < batch.length) {
      let { bytesWritten } = await handle.writev(first === 0 ? batch : batch.slice(first));
      while (first < batch.length && bytesWritten >= batch[first]!.byteLength)
        bytesWritten -= batch[first++]!.byteLength;
      if (bytesWritten > 0) batch[first] = batch[first]!.subarray(bytesWritten);
    }
  }
}
