/**
 * cdm-conformance/vitest: the matchers' verdicts and failure messages, and conformanceTests reaching the
 * verdict `run --module` reaches, in a vitest run of its own (suites/vitest/_project, spawned once: the
 * matchers spec and both subjects' conformance tests share it, as each vitest start costs seconds of CPU).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cdmMatchers } from '../../src/vitest.js';
import { runSuite } from '../../src/runner/suite.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';

const root = path.resolve(import.meta.dirname, '../..');
const entity = {
  object_kind: 'entity',
  entity_id: '6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d',
  entity_type: 'PLATFORM',
  affiliation: 'NEUTRAL',
  valid_from: '2024-03-01T12:00:00.000Z',
  source: { adapter: 'ais-adapter', adapter_version: '1.2.0', system: 'AIS', synthetic: false },
  source_ids: [{ system: 'AIS', external_id: '440348000' }],
};
const farNorth = { ...entity, position: { lat: 91, lon: 0, position_source: 'GNSS' } };

describe('toBeCanonical', () => {
  it('passes on a valid object or JSON text, of a kind when given; object_kind may then be absent', () => {
    expect(entity).toBeCanonical();
    expect(JSON.stringify(entity)).toBeCanonical();
    const { object_kind: _omitted, ...kindless } = entity;
    expect(kindless).toBeCanonical('entity');
    expect(kindless).not.toBeCanonical();
  });

  it('fails listing each error with its rule, pointer and message', () => {
    const result = cdmMatchers.toBeCanonical(farNorth);
    expect(result.pass).toBe(false);
    expect(result.message()).toBe(
      'expected the value to be a canonical object; 1 error:\n  - Position.lat.range at /position/lat: lat must be between -90 and 90 inclusive; got 91',
    );
    expect(() => expect(farNorth).toBeCanonical()).toThrow(/Position\.lat\.range at \/position\/lat/);
  });

  it('judges JSON text strictly: a duplicate key is an error of the text', () => {
    const text = JSON.stringify(entity).replace(
      '"affiliation":"NEUTRAL"',
      '"affiliation":"NEUTRAL","affiliation":"HOSTILE"',
    );
    expect(cdmMatchers.toBeCanonical(text).message()).toMatch(
      /^expected the JSON text to be a canonical object; .*\n {2}- json\.duplicate-key at \/affiliation: /,
    );
  });
});

describe('toViolate', () => {
  it('passes when the rule is reported, at the pointer when given', () => {
    expect(farNorth).toViolate('Position.lat.range');
    expect(farNorth).toViolate('Position.lat.range', '/position/lat');
    expect(farNorth).not.toViolate('Position.lat.range', '/lat');
  });

  it('says what was found instead: another rule, another place, or a valid object', () => {
    expect(cdmMatchers.toViolate(farNorth, 'Position.lon.range').message()).toBe(
      'expected the value to violate Position.lon.range; found instead:\n  - Position.lat.range at /position/lat: lat must be between -90 and 90 inclusive; got 91',
    );
    expect(cdmMatchers.toViolate(entity, 'Position.lat.range', '/position/lat').message()).toBe(
      'expected the value to violate Position.lat.range at /position/lat, but it is a valid canonical object',
    );
    expect(cdmMatchers.toViolate(farNorth, 'Position.lat.range').message()).toMatch(
      /^expected the value not to violate Position\.lat\.range, but it does:\n {2}- Position\.lat\.range at \/position\/lat/,
    );
  });

  it('refuses a rule id that is not in the catalogue, whatever the object', () => {
    const result = cdmMatchers.toViolate(farNorth, 'Position.latitude.range');
    expect(result).toMatchObject({ pass: false });
    expect(result.message()).toBe(
      'toViolate: "Position.latitude.range" is not a rule of the catalogue (corpus/rules.json)',
    );
  });
});

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/** vitest on suites/vitest/_project, as a caller's own test run. */
function vitestRun(
  specs: readonly string[],
  env: Record<string, string> = {},
): { code: number | null; report: JsonReport; stderr: string } {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...specs, '--reporter=json'],
    {
      cwd: path.join(root, 'suites/vitest/_project'),
      env: { ...process.env, ...env },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  return { code: run.status, report: JSON.parse(json) as JsonReport, stderr: run.stderr };
}

/** The results of one spec file of a run. */
const specResults = (report: JsonReport, spec: string) =>
  report.testResults.filter((result) => path.basename(result.name) === spec);

const RULES = ['Track.*', 'Timestamp.format', 'Position.*'];
const AJV = 'examples/ajv-schema/subject.mjs';
const ZOD = 'examples/zod-schema/subject.mjs';

/** The one spawned run: the matchers spec, and the conformance spec over both subjects. */
let shared: ReturnType<typeof vitestRun> | undefined;
const sharedRun = () =>
  (shared ??= vitestRun(['matchers.spec.ts', 'conformance.spec.ts'], {
    CDM_SUBJECTS: [AJV, ZOD].map((subject) => path.join(root, subject)).join(','),
    CDM_RULES: RULES.join(','),
  }));

describe("conformanceTests in a caller's test run", () => {
  it('registers the matchers on import, typed through the module augmentation', () => {
    const { report } = sharedRun();
    const matchers = specResults(report, 'matchers.spec.ts');
    expect(matchers.map((result) => result.status)).toEqual(['passed']);
    expect(matchers[0]!.assertionResults.map((test) => test.status)).toEqual(['passed']);
  });

  it("fails the caller's run when a subject's cases fail (zod's; ajv's all pass, below)", () => {
    expect(sharedRun().code).toBe(1);
  });

  it.each([
    [AJV, 0],
    [ZOD, 1],
  ])('%s: the same verdict and the same failing cases as run --module', async (subject, exitCode) => {
    const file = path.join(root, subject);
    const expected = await runSuite(await ModuleSubject.load({ specifier: file, timeoutMs: 5000 }), { rules: RULES });
    expect(expected.exitCode).toBe(exitCode);
    const { report } = sharedRun();
    const tests = specResults(report, 'conformance.spec.ts')
      .flatMap((result) => result.assertionResults)
      .filter((test) => test.fullName.startsWith(`certification of ${file} `));
    const failedCases = expected.report.cases.filter(
      (result) =>
        ['false-accept', 'false-reject', 'error', 'timeout'].includes(result.outcome) && result.tier !== 'may',
    );
    const failedTests = tests.filter((test) => test.status === 'failed' && !test.fullName.includes('is conformant at'));
    expect(
      failedTests.map((test) => test.failureMessages[0]!.match(/\(([^)]+\/[^)]+)\): expected/)?.[1]).sort(),
    ).toEqual(failedCases.map((result) => result.id).sort());
    const verdict = tests.find((test) => test.fullName.includes('is conformant at verdict level'))!;
    expect(verdict.status).toBe(exitCode === 0 ? 'passed' : 'failed');
    // One test per case: scored ones run, may and text-level ones reported as skipped.
    expect(tests.length).toBe(expected.report.cases.length + 1);
    const may = tests.filter((test) => test.fullName.includes('[may: the reference '));
    expect(may.length).toBe(expected.report.cases.filter((result) => result.tier === 'may').length);
    expect(may.every((test) => test.status === 'skipped' || test.status === 'pending')).toBe(true);
  });
});
