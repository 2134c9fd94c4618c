/** Generated cases: reproducible from the seed, judged by the reference; disagreements shrink to fixtures. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatedCases } from '../../src/runner/generated.js';
import { runConformance } from '../../src/runner/run.js';
import { shrinkHook } from '../../src/runner/shrink.js';
import { referenceResult, ReferenceSubject } from '../../src/runner/subjects/reference.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { verdictOfText as validateText } from '../../src/validation/verdict.js';

const scratch = mkdtempSync(join(tmpdir(), 'runner-generated-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('generated cases', () => {
  it('are the same for the same seed, and the reference agrees with every one', () => {
    const cases = generatedCases(40, 7);
    expect(generatedCases(40, 7)).toEqual(cases);
    expect(generatedCases(40, 8).map((c) => c.text)).not.toEqual(cases.map((c) => c.text));
    expect(cases.some((c) => c.expect.valid) && cases.some((c) => !c.expect.valid)).toBe(true);
    for (const testCase of cases) expect(referenceResult(testCase).valid).toBe(testCase.expect.valid);
    expect(cases[3]!.id).toMatch(/^generated\/(entity|event|plan_object|track|stream)\/7\.3$/);
  });

  it('the reference itself never disagrees with them', async () => {
    const subject = new ReferenceSubject();
    const { report } = await runConformance({
      subject,
      cases: generatedCases(60, 11),
      scope: [],
      level: 'path',
      corpusDigest: 'test',
    });
    expect(report.cases.filter((result) => result.outcome !== 'pass')).toEqual([]);
  });
});

describe('shrinking a disagreement', () => {
  it('writes a minimal, ready-to-commit fixture the subject still gets wrong', async () => {
    // A subject that accepts everything: every broken generated object is a false accept.
    const module = join(scratch, 'accepts-all.mjs');
    writeFileSync(module, 'export default () => true;\n');
    const subject = await ModuleSubject.load({ specifier: module, timeoutMs: 1000 });
    const seed = 42;
    const count = 30;
    const cases = generatedCases(count, seed);
    const out = join(scratch, 'out');
    const { report } = await runConformance({
      subject,
      cases,
      scope: [],
      level: 'verdict',
      corpusDigest: 'test',
      shrink: shrinkHook({ seed, count, level: 'verdict', out, limit: 2 }),
    });
    const wrong = report.cases.filter((result) => result.outcome === 'false-accept');
    expect(wrong.length).toBeGreaterThan(0);
    expect(report.shrunk).toHaveLength(Math.min(2, new Set(wrong.map((w) => w.rule)).size));
    for (const entry of report.shrunk!) {
      const fixture = JSON.parse(readFileSync(entry.file, 'utf8'));
      const original = cases.find((c) => c.id === entry.case)!;
      expect(entry.file).toBe(join(out, 'shrunk', `${fixture.id}.json`));
      expect(fixture).toMatchObject({ rules: [entry.rule], tier: 'must', expect: { valid: false } });
      expect(Object.keys(fixture)).toEqual([
        'id',
        'description',
        'rules',
        'tier',
        'kind',
        'contract',
        'expect',
        'object',
      ]);
      expect(fixture.contract.quote.length).toBeGreaterThan(0);
      // The fixture's expectation is exactly the reference's, and the object is no bigger than the original.
      const again = validateText(JSON.stringify(fixture.object), fixture.kind === null ? {} : { kind: fixture.kind });
      expect(again.errors.map(({ rule, path }) => ({ rule, path }))).toEqual(fixture.expect.errors);
      expect(JSON.stringify(fixture.object).length).toBeLessThanOrEqual(original.text.length);
    }
  });
});
