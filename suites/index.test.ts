/** The package entry (src/index.ts): what an adapter team imports works end to end. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraries,
  catalogue,
  loadCorpus,
  ModuleLoadError,
  ModuleSubject,
  runSuite,
  validate,
  validateText,
} from '../src/index.js';

describe('the package entry', () => {
  it('arbitraries make objects the exported validate accepts', () => {
    fc.assert(
      fc.property(arbitraries.canonicalObject(), (object) => {
        expect(validate(object).errors).toEqual([]);
      }),
      { numRuns: 50, seed: 7 },
    );
  });

  it('violators make objects the exported validate refuses with their rule', () => {
    fc.assert(
      fc.property(arbitraries.violator('Position.lat.range'), (violation) => {
        expect(validate(violation.value).errors.map((error) => error.rule)).toEqual(['Position.lat.range']);
      }),
      { numRuns: 20, seed: 7 },
    );
  });

  it('validateText sees what JSON.parse hides', () => {
    expect(validateText('{"a":1,"a":2}').errors.map((error) => error.rule)).toContain('json.duplicate-key');
  });

  it('loads the bundled corpus', () => {
    const fixtures = loadCorpus();
    expect(fixtures.length).toBeGreaterThan(1500);
    expect(new Set(fixtures.flatMap((fixture) => fixture.rules))).toEqual(new Set(catalogue.map((rule) => rule.id)));
  });
});

describe('runSuite with a validator given as a value', () => {
  it("certifies the package's own validate at path level, passed as the README passes one (runSuite(ModuleSubject.fromValue(validate)))", async () => {
    // The whole corpus: a filtered run (say --tier must) would be partial and certify nothing. validate gets
    // the case's kind as given, null for a mixed-stream fixture, and dispatches on object_kind then.
    const { report, exitCode } = await runSuite(ModuleSubject.fromValue(validate), { level: 'path' });
    expect(report.summary).toMatchObject({ conformant: true, complete: true });
    expect(report.summary.outcomes.error).toBe(0);
    expect(exitCode).toBe(0);
  });

  it('fails a validator that accepts everything, rule by rule', async () => {
    const { report, exitCode } = await runSuite(
      ModuleSubject.fromValue(() => true, { name: 'accepts-all' }),
      { rules: ['Position.*'] },
    );
    expect(exitCode).toBe(1);
    const failing = report.rules.filter((rule) => rule.status === 'fail').map((rule) => rule.id);
    expect(failing).toContain('Position.lat.range');
    expect(failing.every((id) => id.startsWith('Position.'))).toBe(true);
  });

  it('refuses a value that is no validator, saying why', () => {
    expect(() => ModuleSubject.fromValue(42)).toThrow(ModuleLoadError);
  });
});
