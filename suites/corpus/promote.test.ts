/**
 * `corpus promote`: a fixture shrunk from a generated disagreement goes into a (temporary copy of the)
 * corpus in a form the corpus's own checks accept, survives regeneration, and everything doubtful is
 * refused before a byte is written.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCorpus } from '../../src/corpus/build/checks.js';
import { corpusDrift, writeCorpus } from '../../src/corpus/build/files.js';
import { corpusCountsParagraph, COUNTS_BEGIN, COUNTS_END } from '../../src/corpus/docCounts.js';
import { CORPUS_DIR, fixtureTree, loadCorpus } from '../../src/corpus/load.js';
import { readPromoted } from '../../src/corpus/promoted.js';
import { fixtureSchema } from '../../src/corpus/schema.js';
import { checkSchema } from '../../src/corpus/schemaCheck.js';
import { generatedCases } from '../../src/runner/generated.js';
import { runConformance } from '../../src/runner/run.js';
import { shrinkHook } from '../../src/runner/shrink.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { cli, cliInProcess, ensureBuilt, expectOneErrorLine, ROOT } from '../cli/_support.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'corpus-promote-'));
const corpus = path.join(scratch, 'corpus');
const docs = path.join(scratch, 'docs', 'corpus.md');
let shrunkFile = '';
const ID = 'entity/Kinematics.speed_mps.range/kinematics.speed_mps--valid-above-100';

beforeAll(async () => {
  ensureBuilt();
  cpSync(CORPUS_DIR, corpus, { recursive: true });
  mkdirSync(path.dirname(docs));
  cpSync(path.join(ROOT, 'docs', 'corpus.md'), docs);
  // A real shrunk fixture: a subject refusing speed_mps > 100, 150 generated cases.
  const subject = await ModuleSubject.load({
    specifier: path.join(ROOT, 'suites/runner/_subjects/speed-limit.mjs'),
    timeoutMs: 5000,
  });
  const out = path.join(scratch, 'report');
  const { report } = await runConformance({
    subject,
    cases: generatedCases(150, 1),
    scope: [],
    level: 'verdict',
    corpusDigest: 'test',
    shrink: shrinkHook({ seed: 1, count: 150, level: 'verdict', out }),
  });
  shrunkFile = report.shrunk![0]!.file;
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The promotion itself runs the built binary; the refusals run the same command line in process.
const promote = (...args: string[]) => cli(['corpus', 'promote', ...args, '--corpus', corpus]);
const promoteInProcess = (...args: string[]) => cliInProcess(['corpus', 'promote', ...args, '--corpus', corpus]);
/** What a refusal must leave as it was, byte for byte: index.json, the docs page, and every fixture file by name. */
const snapshot = () => {
  const fixtures = createHash('sha256');
  for (const file of fixtureTree(corpus).files)
    fixtures
      .update(`${file}\n`)
      .update(readFileSync(path.join(corpus, file)))
      .update('\n');
  return {
    index: readFileSync(path.join(corpus, 'index.json'), 'utf8'),
    docs: readFileSync(docs, 'utf8'),
    fixtures: fixtures.digest('hex'),
  };
};

describe('corpus promote', () => {
  it('a shrunk fixture copied in by hand is what the corpus checks refuse (why the command exists)', () => {
    // A folder holding only the hand copy: a file is extra whatever else is there, and a second copy of the
    // whole corpus cost seconds of file system time.
    const copy = mkdtempSync(path.join(scratch, 'by-hand-'));
    const target = path.join(copy, 'fixtures', 'entity', 'Kinematics.speed_mps.range', 'generated-1-52.json');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(shrunkFile));
    expect(corpusDrift(copy).extra).toEqual(['fixtures/entity/Kinematics.speed_mps.range/generated-1-52.json']);
  });

  it('takes it in under its rule with a --valid- name, and the corpus checks, the counts and a regeneration all agree', () => {
    const result = promote(shrunkFile, '--id', 'above-100');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`promoted ${ID} (valid, must)`);
    for (const written of ['index.json', 'promoted.json', `${ID}.json`, 'corpus.md'])
      expect(result.stdout).toContain(written);

    const fixtures = loadCorpus(corpus);
    const fixture = fixtures.find((candidate) => candidate.id === ID)!;
    expect(fixture).toMatchObject({
      rules: ['Kinematics.speed_mps.range'],
      tier: 'must',
      kind: 'entity',
      expect: { valid: true },
    });
    expect((fixture.object as { kinematics: { speed_mps: number } }).kinematics.speed_mps).toBe(101);
    expect(checkSchema(fixture, fixtureSchema)).toEqual([]);
    expect(checkCorpus(fixtures)).toEqual([]);
    expect(readPromoted(corpus).map((entry) => entry.id)).toEqual([ID]);
    // The stale-copy check of suites/corpus/files.test.ts, on this corpus: nothing stale, missing or extra.
    expect(corpusDrift(corpus)).toEqual({ stale: [], extra: [] });
    const page = readFileSync(docs, 'utf8');
    expect(page.slice(page.indexOf(COUNTS_BEGIN), page.indexOf(COUNTS_END) + COUNTS_END.length)).toBe(
      corpusCountsParagraph(fixtures),
    );
    expect(page).toContain(`${fixtures.length.toLocaleString('en-US')} fixtures`);
    // `npm run generate` on it: the promoted fixture is rebuilt from promoted.json, byte for byte.
    const before = readFileSync(path.join(corpus, 'fixtures', `${ID}.json`), 'utf8');
    expect(writeCorpus(corpus).removed).toEqual([]);
    expect(readFileSync(path.join(corpus, 'fixtures', `${ID}.json`), 'utf8')).toBe(before);
  });

  it('refuses, writing nothing: an id that exists, the same object again, the wrong folder, a bad name, an unknown rule', async () => {
    const before = snapshot();
    const refusals: [string[], RegExp][] = [
      [[shrunkFile, '--id', 'above-100'], /exists already/],
      [
        [shrunkFile, '--id', 'another-name'],
        /same object as entity\/Kinematics\.speed_mps\.range\/kinematics\.speed_mps--valid-above-100/,
      ],
      [
        [shrunkFile, '--id', 'event/Kinematics.speed_mps.range/x--valid-y'],
        /goes under entity\/Kinematics\.speed_mps\.range\//,
      ],
      [[shrunkFile, '--id', 'kinematics.speed_mps--above-100'], /a valid fixture has --valid- in its name/],
      [[shrunkFile, '--id', 'a b'], /letters, digits/],
      [
        [shrunkFile, '--id', 'x', '--rule', 'Kinematics.speed_mps.rnage'],
        /not a catalogue rule.*Kinematics\.speed_mps\.range/,
      ],
      [[shrunkFile], /needs --id/],
    ];
    for (const [args, message] of refusals) {
      const result = await promoteInProcess(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(expectOneErrorLine(result.stderr)).toMatch(message);
    }
    expect(snapshot()).toEqual(before);
  });

  it('refuses a retired id, a file that is not a fixture, an expectation the reference does not share, and a fixture naming no rule', async () => {
    const before = snapshot();
    const shrunk = JSON.parse(readFileSync(shrunkFile, 'utf8'));
    const variant = (name: string, change: (fixture: Record<string, unknown>) => void): string => {
      const copy = structuredClone(shrunk);
      (copy.object as { kinematics: { speed_mps: number } }).kinematics.speed_mps = 150; // not the promoted object
      change(copy);
      const file = path.join(scratch, name);
      writeFileSync(file, JSON.stringify(copy));
      return file;
    };
    const retired = variant('retired.json', (fixture) => {
      fixture.id = 'event/OesMetadata.type_id.type/x';
      fixture.kind = 'event';
    });
    const wrongVerdict = variant('lies.json', (fixture) => {
      fixture.expect = {
        valid: false,
        errors: [{ rule: 'Kinematics.speed_mps.range', path: '/kinematics/speed_mps' }],
      };
    });
    const noRule = variant('no-rule.json', (fixture) => {
      fixture.rules = [];
    });
    writeFileSync(path.join(scratch, 'not-json.json'), '{"id":');
    const cases: [string[], RegExp][] = [
      [
        [
          retired,
          '--id',
          'event/OesMetadata.type_id.type/oes.type_id--valid-registered-prefix',
          '--rule',
          'OesMetadata.type_id.type',
        ],
        /was retired and is never reused/,
      ],
      [[path.join(scratch, 'not-json.json'), '--id', 'x'], /is not JSON/],
      [[path.join(scratch, 'missing.json'), '--id', 'x'], /cannot read/],
      [
        [wrongVerdict, '--id', 'above-100-invalid'],
        /the reference does not agree with it: .*expects invalid, the reference says valid/,
      ],
      [[noRule, '--id', 'x'], /names no rule .*--rule RULE/],
    ];
    for (const [args, message] of cases) {
      const result = await promoteInProcess(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(expectOneErrorLine(result.stderr)).toMatch(message);
    }
    expect(snapshot()).toEqual(before);
    // With --rule, the fixture naming no rule goes in under it.
    const filed = await promoteInProcess(
      noRule,
      '--id',
      'at-150',
      '--rule',
      'Kinematics.speed_mps.range',
      '--description',
      'kinematics.speed_mps 150: valid, there is no maximum.',
    );
    expect(filed.code).toBe(0);
    expect(filed.stdout).toContain(
      'promoted entity/Kinematics.speed_mps.range/kinematics.speed_mps--valid-at-150 (valid, must)',
    );
  });
});
