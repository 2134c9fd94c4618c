/**
 * A file's bytes read 1 MiB at a time and handed on in 64 KiB pieces. Each read is a round trip to the
 * thread pool during which the reading thread sleeps: at 64 KiB a 100k-object file (89 MB) costs ~1,400
 * of them and 40-90 ms of sleep, at 1 MiB under 20 ms. The pieces keep what the line splitter sees (and
 * so where it gives up on an endless line, and how many answers the stream server writes at once) exactly
 * as it was with 64 KiB reads.
 *
 * Two 1 MiB buffers are read into in turn, each piece a copy of its part (fileInPieces) or a view of it
 * (fileInTransientPieces): a fresh 1 MiB buffer per read (what a 1 MiB read stream allocates) raised
 * validate's peak memory from ~72 to ~110 MB, freed buffers of that size being held by the allocator. In a
 * regular file the next read fills one buffer while the pieces of the other are handed on, so the reading
 * thread does not sleep through it.
 */
import { fstatSync, read } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';

export const READ_BYTES = 1 << 20;
export const PIECE_BYTES = 1 << 16;

const readInto = promisify(read);

/**
 * `transient`: each piece is a view of the read buffer, not a copy (see fileInTransientPieces). A regular
 * file is read ahead; a pipe or a device only when asked: its read waits for a writer, and one in flight
 * would keep a reader that stopped early (an endless line, a .json value past the cap) waiting until the
 * writer writes again or closes, which may be never.
 */
async function* piecesOf(fd: number, transient = false): AsyncGenerator<Buffer> {
  const ahead = fstatSync(fd).isFile();
  const buffers = [Buffer.allocUnsafeSlow(READ_BYTES), Buffer.allocUnsafeSlow(READ_BYTES)];
  let next = 0;
  let reading: ReturnType<typeof readInto> | undefined;
  try {
    for (;;) {
      const { bytesRead } = await (reading ?? readInto(fd, buffers[next]!, 0, READ_BYTES, null));
      reading = undefined;
      if (bytesRead === 0) return;
      const buffer = buffers[next]!;
      next = 1 - next;
      if (ahead) reading = readInto(fd, buffers[next]!, 0, READ_BYTES, null);
      for (let start = 0; start < bytesRead; start += PIECE_BYTES) {
        const piece = buffer.subarray(start, Math.min(start + PIECE_BYTES, bytesRead));
        yield transient ? piece : Buffer.from(piece);
      }
    }
  } finally {
    // A reader that stops early leaves a read ahead in flight: it ends (or fails) before the file is closed.
    await reading?.catch(() => undefined);
  }
}

async function* piecesOfFile(path: string, transient: boolean): AsyncGenerator<Buffer> {
  const handle = await open(path, 'r');
  try {
    yield* piecesOf(handle.fd, transient);
  } finally {
    await handle.close();
  }
}

export const fileInPieces = (path: string): AsyncGenerator<Buffer> => piecesOfFile(path, false);

/**
 * The same pieces, each a view of a read buffer that a later read fills again: a piece holds its bytes only
 * until the next piece is asked for. For a reader done with each piece by then, which keeps copies of
 * anything it holds on to (support/lines.ts utf8LineBatches: validate's lines). Copying every piece cost
 * ~23 ms of CPU on the bench's 89 MB realistic stream (allocating and copying 1,358 pieces of 64 KiB).
 */
export const fileInTransientPieces = (path: string): AsyncGenerator<Buffer> => piecesOfFile(path, true);

/**
 * stdin in pieces when it is a regular file (`< file`), `transient` ones as fileInTransientPieces gives; a
 * pipe or a terminal as it comes (a read takes what is there).
 */
export function stdinInPieces(transient = false): AsyncIterable<Buffer> {
  let regular = false;
  try {
    regular = fstatSync(0).isFile();
  } catch {
    // no stdin to look at: process.stdin says so when read
  }
  return regular ? piecesOf(0, transient) : (process.stdin as AsyncIterable<Buffer>);
}
