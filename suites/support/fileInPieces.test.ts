import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileInPieces, PIECE_BYTES, READ_BYTES } from '../../src/support/fileInPieces.js';

const folder = mkdtempSync(join(tmpdir(), 'cdm-pieces-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('fileInPieces', () => {
  it.each([0, 1, PIECE_BYTES, READ_BYTES + 5, 3 * READ_BYTES])('hands on every byte of a %i-byte file, in order, in pieces of 64 KiB at most', async (size) => {
    const bytes = randomBytes(size);
    const file = join(folder, `file-${size}`);
    writeFileSync(file, bytes);
    const pieces: Buffer[] = [];
    for await (const piece of fileInPieces(file)) pieces.push(piece);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    expect(pieces.every((piece) => piece.length > 0 && piece.length <= PIECE_BYTES)).toBe(true);
    expect(pieces.length).toBe(Math.ceil(size / PIECE_BYTES));
  });

  it('fails as the read fails: a missing file', async () => {
    await expect(async () => {
      for await (const piece of fileInPieces(join(folder, 'missing'))) expect(piece).toBeUndefined();
    }).rejects.toThrow(/ENOENT/);
  });
});
