import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AtomicWriteError, writeFileAtomic, writeFilesAtomic } from '../../src/support/atomicWrite.js';

const folder = (): string => mkdtempSync(path.join(tmpdir(), 'cdm-atomic-'));

describe('writeFileAtomic', () => {
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
    await writeFilesAtomic([[path.join(dir, 'a.json'), 'new a'], [path.join(dir, 'b.xml'), 'new b']]);
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'b.xml']);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('new a');
  });

  it('changes none of them when one cannot be written, and names that one', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'a.json'), 'old a');
    const missing = path.join(dir, 'missing', 'b.xml');
    await expect(writeFilesAtomic([[path.join(dir, 'a.json'), 'new a'], [missing, 'new b']])).rejects.toThrow(`cannot write ${missing}: no such file or directory`);
    expect(readFileSync(path.join(dir, 'a.json'), 'utf8')).toBe('old a');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });
});
