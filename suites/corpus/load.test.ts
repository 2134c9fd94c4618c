/**
 * Which files a corpus folder's fixtures are: the `.json` files in any folder under fixtures/, as the glob
 * `fixtures/**` + `/*.json` picks them (loadCorpus walks the folders itself, for speed).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'glob';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-corpus-load-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fixture = (id: string): string =>
  JSON.stringify({ id, rules: ['Entity.type'], tier: 'must', kind: 'entity', expect: { valid: true }, object: {} });

describe('loadCorpus', () => {
  it('reads the .json files the glob matches: nested ones and symlinked files, no dot files or folders, a symlinked folder one level deep', () => {
    const dir = path.join(scratch, 'corpus');
    const write = (file: string, text: string): void => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    write('fixtures/entity/b/deep/one.json', fixture('entity/b/one'));
    write('fixtures/entity/a/two.json', fixture('entity/a/two'));
    write('fixtures/entity/a/notes.txt', 'not a fixture');
    write('fixtures/entity/.hidden/three.json', '{broken');
    write('fixtures/entity/a/.four.json', '{broken');
    write('elsewhere/five.json', fixture('entity/link/five'));
    write('outside/six.json', fixture('entity/linked-folder/six'));
    write('outside/deeper/seven.json', '{broken');
    mkdirSync(path.join(dir, 'fixtures/entity/link'));
    symlinkSync(path.join(dir, 'elsewhere/five.json'), path.join(dir, 'fixtures/entity/link/five.json'));
    symlinkSync(path.join(dir, 'outside'), path.join(dir, 'fixtures/entity/linked-folder'));
    expect(loadCorpus(dir).map((f) => f.id)).toEqual([
      'entity/a/two',
      'entity/b/one',
      'entity/link/five',
      'entity/linked-folder/six',
    ]);
    expect(globSync('fixtures/**/*.json', { cwd: dir, posix: true }).sort()).toEqual([
      'fixtures/entity/a/two.json',
      'fixtures/entity/b/deep/one.json',
      'fixtures/entity/link/five.json',
      'fixtures/entity/linked-folder/six.json',
    ]);
  });
});
