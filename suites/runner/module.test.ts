/** --module subjects: every detected shape, text gating, and clear errors when nothing fits. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { loadModule, ModuleLoadError, ModuleSubject } from '../../src/runner/subjects/module.js';
import { caseOf, ensureBuilt, ENTITY_TEXT, outcomes, sixCases, SUBJECTS } from './_support.js';

beforeAll(() => ensureBuilt());

const MODULES = join(SUBJECTS, 'modules.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'runner-modules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function runModule(specifier: string, level: 'verdict' | 'rule' | 'path' = 'path', cases = sixCases(4)) {
  const subject = await ModuleSubject.load({ specifier, timeoutMs: 500 });
  const outcome = await runConformance({ subject, cases, scope: [], level, corpusDigest: 'test' });
  return { ...outcome, shape: subject.shape };
}

describe('module shapes', () => {
  it.each([
    ['asFunction', 'function', 'path'],
    ['asStandardSchema', 'standard-schema', 'path'],
    ['asZod', 'zod', 'path'],
    ['asIoTs', 'io-ts', 'path'],
    ['asAsyncBoolean', 'function', 'verdict'],
  ] as const)('%s is detected as %s and judged at %s level', async (name, shape, level) => {
    const { report, shape: detected, exitCode } = await runModule(`${MODULES}#${name}`, level);
    expect(detected).toBe(shape);
    expect(Object.values(outcomes(report.cases))).toEqual(['pass', 'pass', 'pass', 'pass']);
    expect(exitCode).toBe(0);
  });

  it('a boolean-only subject cannot pass at rule level (no rule ids to compare)', async () => {
    const { report } = await runModule(`${MODULES}#asAsyncBoolean`, 'rule');
    expect(report.cases[1]!.levels).toEqual({ verdict: true, rule: null, path: null });
    expect(report.cases[1]!.outcome).toBe('wrong-rule');
  });

  it('a throwing module is an error, a promise that never settles a timeout', async () => {
    expect(Object.values(outcomes((await runModule(`${MODULES}#throws`)).report.cases))).toEqual(
      Array(4).fill('error'),
    );
    const { report } = await runModule(`${MODULES}#neverSettles`, 'verdict', sixCases(1));
    expect(report.cases[0]!.outcome).toBe('timeout');
  });
});

describe('text in module mode', () => {
  it('text-level findings are skipped, unparseable text is invalid without calling the module', async () => {
    const cases = [
      caseOf('dup', '{"object_kind":"entity","object_kind":"entity"}'),
      caseOf('syntax', '{"object_kind":'),
      caseOf('bom', `\uFEFF${ENTITY_TEXT}`),
      caseOf('fine', ENTITY_TEXT.replace('"entity_type"', ' "entity_type"')),
    ];
    const { report } = await runModule(`${MODULES}#throws`, 'rule', cases);
    expect(outcomes(report.cases)).toEqual({ dup: 'skipped', syntax: 'pass', bom: 'skipped', fine: 'error' });
    expect(report.cases[0]!.actual.message).toMatch(/text-level case \(json.duplicate-key\)/);
  });
});

describe('choosing the export', () => {
  const write = (name: string, source: string): string => {
    const file = join(scratch, name);
    writeFileSync(file, source);
    return file;
  };

  it('uses the default export, else the only export, else the only one that fits', async () => {
    expect(
      (await loadModule(write('default.mjs', 'export default (v) => true; export const other = (v) => false;')))
        .exportName,
    ).toBe('default');
    expect((await loadModule(write('single.mjs', 'export const check = (v) => true;'))).exportName).toBe('check');
    expect(
      (
        await loadModule(
          write(
            'fits.mjs',
            'export const version = "1"; export const schema = { safeParse: () => ({ success: true }) };',
          ),
        )
      ).exportName,
    ).toBe('schema');
  });

  it('says clearly when nothing fits, several fit, or the export is missing', async () => {
    await expect(loadModule(`${MODULES}#notAValidator`)).rejects.toThrow(
      /export "notAValidator" cannot be used as a validator: it is a number; expected a function/,
    );
    await expect(loadModule(MODULES)).rejects.toThrow(
      /several exports could be the validator \(.*asFunction.*\); name one/,
    );
    await expect(loadModule(`${MODULES}#nope`)).rejects.toThrow(/no export "nope" \(exports: /);
    await expect(loadModule(write('none.mjs', 'export const a = 1; export const b = "x";'))).rejects.toThrow(
      /no export is a validator/,
    );
    await expect(loadModule(join(scratch, 'missing.mjs'))).rejects.toThrow(ModuleLoadError);
    await expect(loadModule(write('broken.mjs', 'export const = ;'))).rejects.toThrow(/could not be imported/);
    // A module may throw a value that is no Error at all.
    await expect(loadModule(write('throws-null.mjs', 'throw null;'))).rejects.toThrow(
      /^--module .*throws-null\.mjs: could not be imported: null$/,
    );
  });
});

describe('module identity: the about export', () => {
  it('names and versions the subject; the about export is never taken for the validator', async () => {
    const subject = await ModuleSubject.load({ specifier: join(SUBJECTS, 'about-modules.mjs'), timeoutMs: 2000 });
    const { report, warnings } = await runConformance({
      subject,
      cases: sixCases(4),
      scope: [],
      level: 'path',
      corpusDigest: 'test',
    });
    expect(Object.values(outcomes(report.cases))).toEqual(Array(4).fill('pass'));
    expect(report.header.subject).toMatchObject({
      mode: 'module',
      name: 'about-validator',
      version: '0.9.0',
      language: 'JavaScript',
      homepage: 'https://example.org/about',
    });
    expect(warnings).toEqual([]);
  });

  it('a hostile about export is a warning, never a failure', async () => {
    const subject = await ModuleSubject.load({ specifier: join(SUBJECTS, 'hostile-about.mjs'), timeoutMs: 2000 });
    const { report, warnings } = await runConformance({
      subject,
      cases: sixCases(2),
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
    });
    expect(report.cases.map((result) => result.actual.valid)).toEqual([true, true]);
    expect(report.header.subject.name).toBe('hostile-about');
    expect(report.header.subject.version).toHaveLength(64);
    expect(report.header.subject.homepage).toBeUndefined();
    expect(report.header.subject.language).toBeUndefined();
    const said = warnings.join('\n');
    expect(said).toMatch(/about export: name could not be read/);
    expect(said).toMatch(/about export: language is not a string/);
    expect(said).toMatch(/about export: homepage is not an http\(s\) URL/);
  });
});
