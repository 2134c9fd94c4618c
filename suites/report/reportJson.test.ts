import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderReportJson, reportShape, type Shape } from '../../src/report/reportJson.js';
import { checkSchema } from './_support/miniSchema.js';
import { makeReport } from './_support/runReports.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

/** Reverse every object's keys, recursively: the same report built in a different order. */
function shuffled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shuffled);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, shuffled(item)]),
  );
}

describe('report.json', () => {
  it('round-trips: parsing it gives back the report', () => {
    const report = makeReport();
    expect(JSON.parse(renderReportJson(report))).toEqual(report);
  });

  it('is indented by two spaces and ends with a newline', () => {
    const text = renderReportJson(makeReport());
    expect(text.startsWith('{\n  "header": {\n    "runner"')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('has a stable key order whatever order the report was built in', () => {
    const report = makeReport();
    expect(renderReportJson(shuffled(report) as typeof report)).toBe(renderReportJson(report));
  });

  it('keeps keys it does not know, after the known ones', () => {
    const report = { ...makeReport(), zeta: 1, alpha: { b: 1, a: 2 } };
    const parsed = JSON.parse(renderReportJson(report)) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['header', 'summary', 'rules', 'cases', 'alpha', 'zeta']);
    expect(parsed.alpha).toEqual({ b: 1, a: 2 });
  });

  it('conforms to docs/report.schema.json, optional members included', () => {
    const base = makeReport();
    const report = {
      ...base,
      header: { ...base.header, requestForm: 'text' as const },
      cases: base.cases.map((result, i) =>
        i === 0
          ? {
              ...result,
              actual: {
                ...result.actual,
                omittedErrors: 3,
                message: 'the subject exited',
                stderr: 'Traceback\n  File "v.py"\n',
              },
            }
          : result,
      ),
      summary: {
        ...base.summary,
        speed: { cases: 40, wallMs: 80.5, casesPerSecond: 496.894, p50Ms: 0.4, p99Ms: 12.25 },
      },
      rollups: {
        byCategory: [
          {
            key: 'undeclared-key',
            rules: 1,
            passing: 0,
            failing: 1,
            cases: 2,
            passed: 0,
            falseAccepts: 2,
            falseRejects: 0,
            wrongReasons: 0,
            errors: 0,
          },
        ],
        byKind: [],
      },
      shrunk: [
        {
          case: 'generated/entity/1.3',
          file: 'reports/x/shrunk/entity/Entity.additional-properties/generated-1-3.json',
          rule: 'Entity.additional-properties',
          disagreements: 2,
          cases: ['generated/entity/1.3', 'generated/entity/1.9'],
          cause: {
            outcome: 'false-accept' as const,
            pointers: ['/x'],
            expected: ['Entity.additional-properties at /x'],
            actual: [],
          },
        },
      ],
    };
    expect(checkSchema(JSON.parse(renderReportJson(report)), schema)).toEqual([]);
  });

  it('the schema catches a broken report (the checker is not vacuous)', () => {
    const broken = JSON.parse(renderReportJson(makeReport())) as {
      cases: Record<string, unknown>[];
      summary: Record<string, unknown>;
    };
    broken.cases[0]!.outcome = 'maybe';
    delete broken.summary.level;
    const problems = checkSchema(broken, schema);
    expect(problems.some((problem) => problem.startsWith('/cases/0/outcome'))).toBe(true);
    expect(problems).toContain('/summary: missing level');
  });

  it('the schema checks summary.speed and header.subject identity members', () => {
    const broken = JSON.parse(renderReportJson(makeReport())) as {
      summary: Record<string, unknown>;
      header: { subject: Record<string, unknown> };
    };
    broken.summary.speed = { cases: 3, wallMs: 10, casesPerSecond: 'fast', p50Ms: null, p99Ms: -1 };
    broken.header.subject.version = 7;
    broken.header.subject.announced = { homepage: 3 };
    const problems = checkSchema(broken, schema);
    expect(problems.some((problem) => problem.startsWith('/summary/speed/casesPerSecond'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('/summary/speed/p99Ms'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('/header/subject/version'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('/header/subject/announced/homepage'))).toBe(true);
  });

  it('documents every member in the order report.json writes it', () => {
    // Walk the key-order table and the schema together: the same keys, in the same order.
    const resolve = (node: Record<string, unknown>): Record<string, unknown> =>
      typeof node.$ref === 'string'
        ? resolve((schema.$defs as Record<string, Record<string, unknown>>)[node.$ref.split('/').pop()!]!)
        : node;
    const walk = (shape: Shape, node: Record<string, unknown>, at: string): void => {
      const target = resolve(node.type === 'array' ? (node.items as Record<string, unknown>) : node);
      const properties = target.properties as Record<string, Record<string, unknown>>;
      expect(Object.keys(properties), at).toEqual(shape.order);
      for (const [key, sub] of Object.entries(shape.members ?? {})) walk(sub, properties[key]!, `${at}/${key}`);
    };
    walk(reportShape, schema, '');
  });
});
