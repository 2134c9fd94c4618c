import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileInPieces, fileInTransientPieces, PIECE_BYTES, READ_BYTES } from '../../src/support/fileInPieces.js';
import { utf8LineBatches } from '../../src/support/lines.js';

const folder = mkdtempSync(join(tmpdir(), 'cdm-pieces-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('fileInPieces', () => {
  it.each([0, 1, PIECE_BYTES, READ_BYTES + 5, 3 * READ_BYTES])(
    'hands on every byte of a %i-byte file, in order, in pieces of 64 KiB at most',
    async (size) => {
      const bytes = randomBytes(size);
      const file = join(folder, `file-${size}`);
      writeFileSync(file, bytes);
      const pieces: Buffer[] = [];
      for await (const piece of fileInPieces(file)) pieces.push(piece);
      expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
      expect(pieces.every((piece) => piece.length > 0 && piece.length <= PIECE_BYTES)).toBe(true);
      expect(pieces.length).toBe(Math.ceil(size / PIECE_BYTES));
    },
  );

  it('hands on the same bytes as views of its two read buffers (fileInTransientPieces), each good until the next is asked for', async () => {
    const bytes = randomBytes(3 * READ_BYTES + 5);
    const file = join(folder, 'transient');
    writeFileSync(file, bytes);
    const copies: Buffer[] = [];
    const buffers = new Set<ArrayBufferLike>();
    for await (const piece of fileInTransientPieces(file)) {
      copies.push(Buffer.from(piece));
      buffers.add(piece.buffer);
    }
    expect(Buffer.concat(copies).equals(bytes)).toBe(true);
    expect(copies.length).toBe(Math.ceil(bytes.length / PIECE_BYTES));
    expect(buffers.size).toBe(2);
  });

  it('gives the line reader the lines it reads from copied pieces, lines across pieces and reads included', async () => {
    const lines = Array.from(
      { length: 9000 },
      (_, index) =>
        `{"n":${index},"text":"${'é·x'.repeat(index % 97)}${'y'.repeat((index * 7919) % 3000)}"}${index % 5 === 0 ? '\r' : ''}`,
    );
    const file = join(folder, 'lines.ndjson');
    writeFileSync(file, `${lines.join('\n')}\n${'z'.repeat(200_000)}\nlast`);
    const read = async (pieces: AsyncIterable<Buffer>): Promise<unknown[]> => {
      const all: unknown[] = [];
      for await (const batch of utf8LineBatches(pieces, { maxLineBytes: 100_000 })) all.push(...batch);
      return all;
    };
    const fromCopies = await read(fileInPieces(file));
    expect(fromCopies.length).toBe(9002);
    expect(await read(fileInTransientPieces(file))).toEqual(fromCopies);
  });

  it.each([false, true])(
    'lets a reader stop early (transient %s): the read in flight ends before the file closes',
    async (transient) => {
      const bytes = randomBytes(3 * READ_BYTES);
      const file = join(folder, `stop-${transient}`);
      writeFileSync(file, bytes);
      for (const stopAt of [1, PIECE_BYTES, READ_BYTES + 1]) {
        let read = 0;
        for await (const piece of transient ? fileInTransientPieces(file) : fileInPieces(file)) {
          expect(piece.equals(bytes.subarray(read, read + piece.length))).toBe(true);
          read += piece.length;
          if (read >= stopAt) break;
        }
        expect(read).toBe(Math.ceil(stopAt / PIECE_BYTES) * PIECE_BYTES);
      }
    },
  );

  // A pipe's read waits for its writer: one started ahead would keep a reader that stopped (an endless line,
  // a .json value past the cap) waiting until the writer writes again or closes, with no bound.
  it.each([false, true])(
    'lets a reader of a FIFO stop early while its writer is silent (transient %s): no read waits on it',
    async (transient) => {
      const fifo = join(folder, `fifo-${transient}`);
      expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
      const writer = spawn('sh', ['-c', 'exec > "$1"; printf abc; exec sleep 60', 'sh', fifo], { stdio: 'ignore' });
      try {
        const pieces = transient ? fileInTransientPieces(fifo) : fileInPieces(fifo);
        const first = await pieces.next();
        expect(first.done !== true && first.value.toString()).toBe('abc');
        // Settles at once when no read waits on the silent writer; one that waits holds the test to its timeout.
        await expect(pieces.return(undefined)).resolves.toMatchObject({ done: true });
      } finally {
        writer.kill('SIGKILL');
      }
    },
  );

  it('fails as the read fails: a missing file', async () => {
    await expect(async () => {
      for await (const piece of fileInPieces(join(folder, 'missing'))) expect(piece).toBeUndefined();
    }).rejects.toThrow(/ENOENT/);
  });
});
