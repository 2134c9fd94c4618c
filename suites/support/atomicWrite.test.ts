import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AtomicWriteError,
  writeFileAtomic,
  writeFileAtomicSync,
  writeFilesAtomic,
} from '../../src/support/atomicWrite.js';
import { ensureBuilt, ROOT } from '../cli/_support.js';

beforeAll(() => ensureBuilt());

const folders: string[] = [];
const folder = (): string => {
  const made = mkdtempSync(path.join(tmpdir(), 'cdm-atomic-'));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

describe('writeFileAtomicSync', () => {
  it('replaces the file, and when it cannot, leaves it and no temporary file', () => {
    const dir = folder();
    const file = path.join(dir, 'bundle.json');
    writeFileSync(file, 'old');
    writeFileAtomicSync(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    mkdirSync(path.join(dir, 'taken'));
    expect(() => writeFileAtomicSync(path.join(dir, 'taken'), 'x')).toThrow(AtomicWriteError);
    expect(readdirSync(dir).sort()).toEqual(['bundle.json', 'taken']);
  });
});

describe('writeFileAtomic', () => {
  it("writes content given in pieces byte for byte, past one system call's 1024 buffers and with empty pieces", async () => {
    const file = path.join(folder(), 'pieces.txt');
    const pieces = Array.from({ length: 2500 }, (_, index) => Buffer.from(index % 7 === 0 ? '' : `${index} é\n`));
    await writeFileAtomic(file, pieces);
    expect(readFileSync(file)).toEqual(Buffer.concat(pieces));
  });

  it('replaces the file and leaves no temporary file behind', async () => {
    const dir = folder();
    const file = path.join(dir, 'report.json');
    writeFileSync(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  it('leaves what was there untouched and no temporary file when the replace fails', async () => {
    const dir = folder();
    const target = path.join(dir, 'report.json');
    mkdirSync(target); // a folder in the way: the temporary file is written, the rename is refused
    writeFileSync(path.join(target, 'keep'), 'whole');
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow(AtomicWriteError);
    expect(readFileSync(path.join(target, 'keep'), 'utf8')).toBe('whole');
    expect(readdirSync(dir)).toEqual(['report.json']);
  });

  it('fails with a one-line error naming the target when its folder is missing', async () => {
    const file = path.join(folder(), 'missing', 'report.json');
    await expect(writeFileAtomic(file, 'x')).rejects.toThrow(`cannot write ${file}: no such file or directory`);
  });
});

describe('writeFilesAtomic', () => {
  it('replaces every file of the set', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'a.json'), 'old a');
    await writeFilesAtomic([
      [path.join(dir, 'a.json'), 'new a'],
      [path.join(dir, 'b.xml'), 'new b'],
    ]);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.xml']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('new a');
  });

  it('changes none of them when one cannot be renamed into place (a folder in the way), and names that one', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'a.json'), 'old a');
    mkdirSync(path.join(dir, 'b.html'));
    await expect(
      writeFilesAtomic([
        [path.join(dir, 'a.json'), 'new a'],
        [path.join(dir, 'b.html'), 'new b'],
      ]),
    ).rejects.toThrow(`cannot write ${path.join(dir, 'b.html')}: `);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old a');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.html']);
  });

  it('changes none of them when one cannot be written, and names that one', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'a.json'), 'old a');
    const missing = path.join(dir, 'missing', 'b.xml');
    await expect(
      writeFilesAtomic([
        [path.join(dir, 'a.json'), 'new a'],
        [missing, 'new b'],
      ]),
    ).rejects.toThrow(`cannot write ${missing}: no such file or directory`);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old a');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });
});

describe('a process that exits half-way through a write', () => {
  it('(process.exit, as a second Ctrl-C does) leaves the old files whole and no temporary file', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'a.json'), 'old a');
    // The exit comes from inside the write of a.json's content: the first MiB is written, then the process
    // exits and says what was there then (no timer races the write).
    const script = `
      import { readdirSync } from 'node:fs';
      import { open } from 'node:fs/promises';
      import { writeFilesAtomic } from ${JSON.stringify(path.join(ROOT, 'dist/support/atomicWrite.js'))};
      const [dir] = process.argv.slice(1);
      const probe = await open(process.execPath, 'r');
      const FileHandle = Object.getPrototypeOf(probe);
      await probe.close();
      const writeFile = FileHandle.writeFile;
      FileHandle.writeFile = async function (data, ...rest) {
        if (typeof data === 'string' || data.byteLength < 1024 * 1024) return writeFile.call(this, data, ...rest);
        await writeFile.call(this, data.subarray(0, 1024 * 1024));
        process.stdout.write(readdirSync(dir).sort().join(','));
        process.exit(130);
      };
      await writeFilesAtomic([[dir + '/a.json', new Uint8Array(8 * 1024 * 1024)], [dir + '/b.xml', 'new b']]);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(130);
    expect(child.stdout).toMatch(/^\.a\.json\.\d+\.[0-9a-f]{8}\.tmp,(\.b\.xml\.\d+\.[0-9a-f]{8}\.tmp,)?a\.json$/); // the exit came mid-write
    expect(readdirSync(dir)).toEqual(['a.json']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old a');
  });
});
