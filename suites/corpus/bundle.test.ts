/**
 * The corpus bundle (dist/corpus-bundle.json): the same cases and digest as the fixture files, and never
 * used once a fixture file or folder, or the code that made it, has changed.
 */
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCorpusBundle, writeCorpusBundle } from '../../src/corpus/bundle.js';
import { CORPUS_DIR } from '../../src/corpus/load.js';
import { bundleContent, corpusFromFiles, corpusFromFilesKept, loadCorpusCases } from '../../src/runner/cases.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-corpus-bundle-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let made = 0;
/** A small corpus folder, its files dated a minute back, a code file, and a bundle of it holding `{ made }`. */
function bundled(): { dir: string; file: string; code: string } {
  const root = path.join(scratch, `corpus-${(made += 1)}`);
  const dir = path.join(root, 'corpus');
  const past = new Date(Date.now() - 60_000);
  for (const name of ['entity/a/one', 'entity/a/two', 'track/b/three']) {
    const file = path.join(dir, 'fixtures', `${name}.json`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ id: name, text: '{}' }));
    utimesSync(file, past, past);
  }
  const code = path.join(root, 'loader.js');
  writeFileSync(code, '// the loader');
  const file = path.join(root, 'bundle.json');
  // Files made this moment are racy (their change times cannot be set back): trusted here, as every change the tests make comes after the stamps.
  expect(writeCorpusBundle(() => ({ made }), { code: [code], dir, file, trustedBefore: Infinity })).toBe(true);
  expect(readCorpusBundle(dir, file)).toEqual({ made });
  // The file system's clock moves in ticks: the changes a test makes must fall in a later tick than the files' own times.
  const newest = Math.max(
    ...readdirSync(root, { recursive: true }).map((name) => statSync(path.join(root, String(name))).ctimeMs),
  );
  const probe = path.join(root, 'probe');
  do writeFileSync(probe, '');
  while (statSync(probe).ctimeMs <= newest);
  rmSync(probe);
  return { dir, file, code };
}

describe('the corpus bundle', () => {
  it('gives the cases and digest reading the files gives, key for key', async () => {
    const file = path.join(scratch, 'real.json');
    expect(writeCorpusBundle(() => bundleContent(corpusFromFiles()), { code: [], file, trustedBefore: Infinity })).toBe(
      true,
    );
    const fromBundle = await loadCorpusCases(CORPUS_DIR, file);
    const fromFiles = corpusFromFiles();
    expect(fromBundle).toStrictEqual(fromFiles);
    expect(fromBundle.cases.map((testCase) => Object.keys(testCase))).toEqual(
      fromFiles.cases.map((testCase) => Object.keys(testCase)),
    );
    // Another corpus folder never gets this one's bundle.
    expect(readCorpusBundle(path.join(scratch, 'elsewhere'), file)).toBeUndefined();
  });

  const fixture = (dir: string, name: string): string => path.join(dir, 'fixtures', `${name}.json`);
  it.each([
    [
      'a fixture edited, same size, its time set back',
      ({ dir }: { dir: string }) => {
        const file = fixture(dir, 'entity/a/one');
        const { mtime, atime } = statSync(file);
        writeFileSync(file, readFileSync(file, 'utf8').replace('one', 'ONE'));
        utimesSync(file, atime, mtime);
      },
    ],
    ['a fixture grown', ({ dir }: { dir: string }) => appendFileSync(fixture(dir, 'entity/a/two'), ' ')],
    ['a fixture added', ({ dir }: { dir: string }) => writeFileSync(fixture(dir, 'entity/a/four'), '{}')],
    ['a fixture removed', ({ dir }: { dir: string }) => rmSync(fixture(dir, 'track/b/three'))],
    [
      'a fixture renamed',
      ({ dir }: { dir: string }) => renameSync(fixture(dir, 'entity/a/two'), fixture(dir, 'entity/a/zwei')),
    ],
    [
      'a folder added, with a fixture',
      ({ dir }: { dir: string }) => {
        mkdirSync(path.join(dir, 'fixtures', 'event', 'c'), { recursive: true });
        writeFileSync(fixture(dir, 'event/c/five'), '{}');
      },
    ],
    ['the code that made it rebuilt', ({ code }: { code: string }) => writeFileSync(code, '// the loader, rebuilt')],
  ])('is not used once %s', (_what, change) => {
    const made = bundled();
    change(made);
    expect(readCorpusBundle(made.dir, made.file)).toBeUndefined();
  });

  it('is used by a copy with other times (an install) or files touched (code compiled again) while every file is byte for byte the same', () => {
    const { dir, file, code } = bundled();
    // An install: the same layout elsewhere, every time new.
    const installed = path.join(scratch, `installed-${made}`);
    cpSync(path.dirname(file), installed, { recursive: true });
    const [copy, copyFile, copyCode] = [dir, file, code].map((original) =>
      path.join(installed, path.relative(path.dirname(file), original)),
    );
    expect(readCorpusBundle(copy, copyFile)).toEqual({ made });
    writeFileSync(copyCode!, readFileSync(copyCode!));
    expect(readCorpusBundle(copy, copyFile)).toEqual({ made });
    // Asked about another folder, or about the copy once a file differs, it is not.
    expect(readCorpusBundle(path.join(scratch, 'elsewhere'), copyFile)).toBeUndefined();
    writeFileSync(
      fixture(copy!, 'entity/a/one'),
      readFileSync(fixture(copy!, 'entity/a/one'), 'utf8').replace('one', 'ONE'),
    );
    expect(readCorpusBundle(copy, copyFile)).toBeUndefined();
    rmSync(copyCode!);
    expect(readCorpusBundle(dir, copyFile)).toEqual({ made }); // the original, its stamps all holding
    rmSync(installed, { recursive: true, force: true });
  });

  it('is not written when a fixture changed just now (a change within the same clock tick would not show)', () => {
    const { dir, file, code } = bundled();
    writeFileSync(fixture(dir, 'entity/a/one'), '{"id":"entity/a/one","text":"[]"}');
    expect(writeCorpusBundle(() => ({ made: 'again' }), { code: [code], dir, file })).toBe(false);
    expect(readCorpusBundle(dir, file)).toBeUndefined();
  });

  it('is written in ASCII bytes and reads back the exact texts; one in UTF-8 (an earlier build) reads the same', () => {
    const { dir, file, code } = bundled();
    const texts = ['{"name":"Käpt\'n Ærø"}', '\ufeff{"a":"\u2028"}', '{"lone":"\ud800"}', '{"pair":"😀"}', 'plain'];
    expect(writeCorpusBundle(() => ({ texts }), { code: [code], dir, file, trustedBefore: Infinity })).toBe(true);
    expect(readFileSync(file).every((byte) => byte < 0x80)).toBe(true);
    expect(readCorpusBundle(dir, file)).toStrictEqual({ texts });
    writeFileSync(file, JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))));
    expect(readFileSync(file, 'utf8')).toContain('Käpt');
    expect(readCorpusBundle(dir, file)).toStrictEqual({ texts });
  });

  it('is not used when it is not a bundle', () => {
    const { dir, file } = bundled();
    writeFileSync(file, '{"format": "something else"}');
    expect(readCorpusBundle(dir, file)).toBeUndefined();
    writeFileSync(file, '{not json');
    expect(readCorpusBundle(dir, file)).toBeUndefined();
  });

  it('is replaced whole or not at all: a bundle that cannot be written leaves the old one and no temporary file', () => {
    const { dir, file, code } = bundled();
    const before = readFileSync(file, 'utf8');
    // A folder where the bundle would go: nothing can be renamed over it.
    const blocked = path.join(path.dirname(file), 'blocked');
    mkdirSync(path.join(blocked, 'bundle.json'), { recursive: true });
    expect(() =>
      writeCorpusBundle(() => ({ made: 'never' }), {
        code: [code],
        dir,
        file: path.join(blocked, 'bundle.json'),
        trustedBefore: Infinity,
      }),
    ).toThrow(/cannot write .*bundle\.json/);
    expect(readdirSync(blocked)).toEqual(['bundle.json']);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(writeCorpusBundle(() => ({ made: 'again' }), { code: [code], dir, file, trustedBefore: Infinity })).toBe(
      true,
    );
    expect(readCorpusBundle(dir, file)).toEqual({ made: 'again' });
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the corpus read from its files, kept for the next load', () => {
  const REAL = [
    'entity/Position.lat.range/position.lat--above-maximum',
    'entity/Position.lat.range/position.lat--valid-maximum',
    'entity/Position.lat.range/position.lat--below-minimum',
  ];
  const file = (dir: string, name: string): string => path.join(dir, 'fixtures', `${name}.json`);
  /** Three real fixtures copied into a folder of their own; the changes a test makes fall in a later clock tick. */
  function copied(): string {
    const dir = path.join(scratch, `kept-${(made += 1)}`);
    for (const name of REAL) {
      mkdirSync(path.dirname(file(dir, name)), { recursive: true });
      writeFileSync(file(dir, name), readFileSync(file(CORPUS_DIR, name)));
    }
    const newest = Math.max(
      ...readdirSync(dir, { recursive: true }).map((name) => statSync(path.join(dir, String(name))).ctimeMs),
    );
    const probe = path.join(scratch, 'probe');
    do writeFileSync(probe, '');
    while (statSync(probe).ctimeMs <= newest);
    return dir;
  }
  const [first, second] = REAL;

  it('is the same corpus for the committed fixtures, read once', () => {
    const kept = corpusFromFilesKept();
    expect(corpusFromFilesKept()).toBe(kept);
    expect(kept).toStrictEqual(corpusFromFiles());
  });

  it.each([
    [
      'a fixture edited, same size, its time set back',
      (dir: string) => {
        const { mtime, atime } = statSync(file(dir, first!));
        writeFileSync(
          file(dir, first!),
          readFileSync(file(dir, first!), 'utf8').replace('"lat": 90.000001', '"lat": 90.000002'),
        );
        utimesSync(file(dir, first!), atime, mtime);
      },
    ],
    ['a fixture grown', (dir: string) => appendFileSync(file(dir, second!), ' ')],
    ['a fixture added', (dir: string) => writeFileSync(file(dir, `${first!}-again`), readFileSync(file(dir, first!)))],
    ['a fixture removed', (dir: string) => rmSync(file(dir, second!))],
    ['a fixture renamed', (dir: string) => renameSync(file(dir, second!), file(dir, `${second!}-renamed`))],
    [
      'a folder added, with a fixture',
      (dir: string) => {
        mkdirSync(path.join(dir, 'fixtures', 'entity', 'Elsewhere'), { recursive: true });
        writeFileSync(file(dir, 'entity/Elsewhere/copy'), readFileSync(file(dir, first!)));
      },
    ],
  ])('is read again once %s', (what, change) => {
    const dir = copied();
    const before = corpusFromFilesKept(dir, Infinity);
    expect(corpusFromFilesKept(dir, Infinity)).toBe(before);
    const size = statSync(file(dir, first!)).size;
    change(dir);
    if (what.includes('same size')) expect(statSync(file(dir, first!)).size).toBe(size);
    const after = corpusFromFilesKept(dir, Infinity);
    expect(after).not.toBe(before);
    expect(after).toStrictEqual(corpusFromFiles(dir));
  });

  it('is not kept while a file changed just now (a change within the same clock tick would not show)', () => {
    const dir = copied();
    const racy = corpusFromFilesKept(dir, -Infinity);
    expect(corpusFromFilesKept(dir, -Infinity)).not.toBe(racy);
    expect(corpusFromFilesKept(dir, -Infinity)).toStrictEqual(racy);
  });
});
