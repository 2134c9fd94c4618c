/** junit.xml (run) and validate --format junit, checked against the JUnit XML schema Jenkins uses (junit-10.xsd). */
import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../src/report/junit.js';
import { JUNIT_ELEMENTS, junitSchemaErrors } from './_support/junitSchema.js';
import { makeReport } from './_support/runReports.js';
import { ENTITY, validateAs } from './_support/validateAs.js';

describe('the schema reader', () => {
  it('reads the declarations (it is not blind): required suite counts, testcase children', () => {
    const suite = JUNIT_ELEMENTS.get('testsuite')!;
    expect([...suite.attributes].filter(([, a]) => a.required).map(([name]) => name)).toEqual([
      'name',
      'tests',
      'failures',
      'errors',
    ]);
    expect([...JUNIT_ELEMENTS.get('testcase')!.children]).toEqual(
      expect.arrayContaining(['failure', 'error', 'skipped', 'system-out']),
    );
  });

  it('refuses what the schema does not allow', () => {
    expect(
      junitSchemaErrors(
        '<testsuites skipped="1"><testsuite name="a" time="1s"><testcase name="x"><oops/></testcase></testsuite></testsuites>',
      ),
    ).toEqual([
      'testsuites: attribute skipped is not declared',
      'testsuites/testsuite[0]: time="1s" is not a SUREFIRE_TIME',
      'testsuites/testsuite[0]: tests is required',
      'testsuites/testsuite[0]: failures is required',
      'testsuites/testsuite[0]: errors is required',
      'testsuites/testsuite[0]/testcase[0]: <oops> may not be in <testcase>',
      'testsuites/testsuite[0]/testcase[0]/oops[0]: <oops> is not declared',
    ]);
  });
});

describe('JUnit XML against junit-10.xsd', () => {
  it("run's junit.xml", () => {
    expect(junitSchemaErrors(renderJunit(makeReport()))).toEqual([]);
    expect(junitSchemaErrors(renderJunit(makeReport({ cases: [] })))).toEqual([]);
  });

  it('validate --format junit, failures, warnings and several inputs', async () => {
    const bad = ENTITY.replace('"NEUTRAL"', '"ALLY"');
    const epoch = ENTITY.replace('2024-03-01T12:00:00.000Z', '1970-01-01T00:00:00.000Z');
    const xml = await validateAs('junit', [ENTITY, bad, epoch], true);
    expect(junitSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<testsuite name="fixtures/out.ndjson" tests="3" failures="1" errors="0">');
    expect(junitSchemaErrors(await validateAs('junit', []))).toEqual([]);
  });
});
