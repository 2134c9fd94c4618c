/**
 * Corpus fixtures as cases, and the filters of `run`: --rule (glob over the fixture's rules), --tier,
 * --kind (a kind, or `stream` for fixtures about the mixed stream) and --id (glob over fixture ids).
 * Globs: `*` is any run of characters, `?` one character; a comma separates alternatives.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { globToRegExp } from '../support/glob.js';
import { CORPUS_DIR, fixtureText, loadCorpus } from '../corpus/load.js';
import {
  CORPUS_BUNDLE,
  fixtureStamps,
  readCorpusBundle,
  stampsHold,
  stampsTrusted,
  type Stamp,
} from '../corpus/bundle.js';
import type { Fixture } from '../corpus/types.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { Tier } from '../rules/catalogue/types.js';
import { kindOfCase } from './caseKind.js';
import type { AppliedFilter, Case, Kind } from '../report/model/index.js';

export type KindFilter = Kind | 'stream';

export interface CaseFilter {
  readonly rules?: readonly string[];
  readonly tiers?: readonly Tier[];
  readonly kinds?: readonly KindFilter[];
  readonly ids?: readonly string[];
}

export { globToRegExp } from '../support/glob.js';

export function fixtureCase(fixture: Fixture): Case {
  return {
    id: fixture.id,
    rules: fixture.rules,
    tier: fixture.tier,
    kind: fixture.kind,
    text: fixtureText(fixture),
    expect: fixture.expect.valid ? { valid: true, errors: [] } : { valid: false, errors: fixture.expect.errors },
    origin: 'corpus',
    description: fixture.description,
  };
}

const active = (values: readonly unknown[] | undefined): boolean => values !== undefined && values.length > 0;

/** A case passes the filter when it passes every filter given (--rule: any of its rules matches). */
export function caseFilter(filter: CaseFilter): (testCase: Case) => boolean {
  const rule = active(filter.rules) ? globToRegExp(filter.rules!) : undefined;
  const id = active(filter.ids) ? globToRegExp(filter.ids!) : undefined;
  return (testCase) =>
    (rule === undefined ||
      testCase.rules.some((name) => rule.test(name)) ||
      (testCase.rules.length === 0 && rule.test('showcase'))) &&
    (id === undefined || id.test(testCase.id)) &&
    (!active(filter.tiers) || filter.tiers!.includes(testCase.tier)) &&
    (!active(filter.kinds) || filter.kinds!.includes(kindOfCase(testCase)));
}

/**
 * The filters as the report records them, in the order of the command line's help. A corpus other than the
 * bundled one counts too: a certificate is about the suite's own corpus, not a folder the caller chose.
 */
export function appliedFilters(filter: CaseFilter & { readonly corpusDir?: string }): AppliedFilter[] {
  const filters: AppliedFilter[] = [];
  const note = (option: string, values: readonly string[] | undefined): void => {
    if (active(values)) filters.push({ option, values: [...values!] });
  };
  note('--rule', filter.rules);
  note('--tier', filter.tiers);
  note('--kind', filter.kinds);
  note('--id', filter.ids);
  if (filter.corpusDir !== undefined && path.resolve(filter.corpusDir) !== path.resolve(CORPUS_DIR))
    filters.push({ option: '--corpus', values: [filter.corpusDir] });
  return filters;
}

/** The catalogue rules a filtered run is about: their rows appear in the report even when untested. */
export function ruleScope(filter: CaseFilter): string[] {
  if (active(filter.ids)) return []; // an id filter picks cases, not rules
  const rule = active(filter.rules) ? globToRegExp(filter.rules!) : undefined;
  return catalogue
    .filter((entry) => rule === undefined || rule.test(entry.id))
    .filter((entry) => !active(filter.tiers) || filter.tiers!.includes(entry.tier))
    .filter(
      (entry) =>
        !active(filter.kinds) ||
        filter.kinds!.some((kind) => (entry.places as Readonly<Record<string, unknown>>)[kind] !== undefined),
    )
    .map((entry) => entry.id);
}

export interface Corpus {
  readonly cases: readonly Case[];
  /** sha256 over every fixture's id, text and expectation: which corpus a report was made with. */
  readonly digest: string;
}

/**
 * The corpus's cases, from the bundle (corpus/bundle.ts) while it matches the files, else from the files. Each
 * call's cases are its own, as a fresh read's are: the kept corpus is copied, so a caller (or a report built
 * on its cases) that changes one cannot change what the next run in this process expects.
 */
export async function loadCorpusCases(dir: string = CORPUS_DIR, bundle: string = CORPUS_BUNDLE): Promise<Corpus> {
  return bundledCases(readCorpusBundle(dir, bundle)) ?? ownCopy(corpusFromFilesKept(dir));
}

/** The cases anew, down to their expected errors (the texts are strings: shared as they are). */
const ownCopy = ({ cases, digest }: Corpus): Corpus => ({
  cases: cases.map((testCase) => ({
    ...testCase,
    rules: [...testCase.rules],
    expect: { valid: testCase.expect.valid, errors: testCase.expect.errors.map((error) => ({ ...error })) },
  })),
  digest,
});

/** The corpus last read from its files, with the stamps of those files and folders taken before the read. */
let kept: { readonly dir: string; readonly stamps: readonly Stamp[]; readonly corpus: Corpus } | undefined;

/**
 * corpusFromFiles, kept for the next load of the same folder while every stamp holds (as the bundle is): a
 * process that runs several suites (the tests, a library caller) reads and checks the 2,900 files once, then
 * pays one stat per file (about 15 ms of CPU instead of 200). Not kept when a file changed at or after
 * `trustedBefore` (corpus/bundle.ts says why): a corpus being written, such as a fresh copy, is read each time.
 */
export function corpusFromFilesKept(dir: string = CORPUS_DIR, trustedBefore: number = Date.now() - 3000): Corpus {
  const folder = path.resolve(dir);
  if (kept?.dir === folder && stampsHold(kept.stamps)) return kept.corpus;
  const { stamps } = fixtureStamps(folder);
  const corpus = corpusFromFiles(dir);
  if (stampsTrusted(stamps, trustedBefore)) kept = { dir: folder, stamps, corpus };
  return corpus;
}

/** Every fixture file read and checked (loadCorpus), as cases, with their digest. */
export function corpusFromFiles(dir: string = CORPUS_DIR): Corpus {
  const fixtures = loadCorpus(dir);
  const cases = fixtures.map(fixtureCase).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const hash = createHash('sha256');
  for (const testCase of cases) hash.update(JSON.stringify([testCase.id, testCase.text, testCase.expect])).update('\n');
  return { cases, digest: `sha256:${hash.digest('hex')}` };
}

type BundledCase = Pick<Case, 'id' | 'rules' | 'tier' | 'kind' | 'expect' | 'description'>;

/** What `npm run build` puts in the corpus bundle: the cases without their texts, the texts, the digest. */
export function bundleContent(corpus: Corpus): { cases: BundledCase[]; texts: string[]; digest: string } {
  return {
    cases: corpus.cases.map(({ id, rules, tier, kind, expect, description }) => ({
      id,
      rules,
      tier,
      kind,
      expect,
      description,
    })),
    texts: corpus.cases.map((testCase) => testCase.text),
    digest: corpus.digest,
  };
}

function bundledCases(content: unknown): Corpus | undefined {
  const bundled = content as Partial<ReturnType<typeof bundleContent>> | undefined;
  if (
    !Array.isArray(bundled?.cases) ||
    !Array.isArray(bundled.texts) ||
    bundled.texts.length !== bundled.cases.length ||
    typeof bundled.digest !== 'string'
  )
    return undefined;
  const { texts } = bundled;
  // The shape fixtureCase gives, key for key.
  const cases = bundled.cases.map(
    ({ id, rules, tier, kind, expect, description }, index): Case => ({
      id,
      rules,
      tier,
      kind,
      text: texts[index]!,
      expect,
      origin: 'corpus',
      description,
    }),
  );
  return { cases, digest: bundled.digest };
}
