/** report.sarif and validate --format sarif: SARIF 2.1.0 against the OASIS schema, in GitHub code scanning's subset. */
import { describe, expect, it } from 'vitest';
import { renderSarif } from '../../src/report/sarif.js';
import { runFindings } from '../../src/report/findings.js';
import { ruleById } from '../../src/rules/catalogue/index.js';
import { docsHelpUri } from '../../src/site/reportHtml.js';
import { makeReport } from './_support/runReports.js';
import { expectGithubSubset, sarifSchemaErrors } from './_support/sarifSchema.js';
import { ENTITY, validateAs } from './_support/validateAs.js';

const helpUri = docsHelpUri('https://example.org/cdm');

describe("run's report.sarif", () => {
  const report = makeReport();
  const log = JSON.parse(renderSarif(runFindings(report), { helpUri }));

  it('is valid against the OASIS SARIF 2.1.0 schema and keeps to the subset code scanning reads', () => {
    expect(sarifSchemaErrors(log)).toEqual([]);
    expectGithubSubset(log);
  });

  it('has one result per failing scored case: ruleId the catalogue id, located on its fixture file', () => {
    const results = log.runs[0].results as { ruleId: string; message: { text: string }; locations: unknown[] }[];
    expect(results.map((result) => result.message.text.split(':')[0])).toEqual([
      'entity/Entity.additional-properties/extra-key',
      'entity/Entity.additional-properties/two-extra-keys',
      'track/Track.samples.order/equal-timestamps',
      'entity/Timestamp.format/no-millis',
      'entity/Timestamp.format/leap-day',
    ]);
    expect(results[0]).toMatchObject({
      ruleId: 'Entity.additional-properties',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'corpus/fixtures/entity/Entity.additional-properties/extra-key.json' },
            region: { startLine: 1 },
          },
        },
      ],
    });
  });

  it("describes each rule by its contract quote, with its docs page as helpUri when the site's address is given", () => {
    const rule = (log.runs[0].tool.driver.rules as { id: string }[]).find((r) => r.id === 'Timestamp.format');
    expect(rule).toMatchObject({
      fullDescription: { text: ruleById.get('Timestamp.format')!.quote.join('\n') },
      helpUri: 'https://example.org/cdm/rules/Timestamp.format.html',
    });
    const without = JSON.parse(renderSarif(runFindings(report), {}));
    expect(without.runs[0].tool.driver.rules[0].helpUri).toBeUndefined();
    expect(sarifSchemaErrors(without)).toEqual([]);
  });

  it('fingerprints are stable across runs: another run of the same failures, other timings, the same prints', () => {
    const again = makeReport({ cases: report.cases.map((result) => ({ ...result, durationMs: 99 })) });
    const prints = (sarif: string): string[] =>
      JSON.parse(sarif).runs[0].results.map((r: { partialFingerprints: Record<string, string> }) =>
        JSON.stringify(r.partialFingerprints),
      );
    expect(prints(renderSarif(runFindings(again), {}))).toEqual(prints(renderSarif(runFindings(report), {})));
    expect(new Set(prints(renderSarif(runFindings(report), {}))).size).toBe(5);
  });

  it('a run without failures is a valid log with no results', () => {
    const clean = JSON.parse(renderSarif([], {}));
    expect(clean.runs[0].results).toEqual([]);
    expect(sarifSchemaErrors(clean)).toEqual([]);
  });
});

describe('validate --format sarif', () => {
  it('one result per finding, on the NDJSON line and the column of the offending value, valid against the schema', async () => {
    const bad = ENTITY.replace('"NEUTRAL"', '"ALLY"');
    const log = JSON.parse(await validateAs('sarif', [ENTITY, bad, '{}']));
    expect(sarifSchemaErrors(log)).toEqual([]);
    expectGithubSubset(log);
    const results = log.runs[0].results;
    expect(results[0]).toMatchObject({
      ruleId: 'Affiliation.closed-vocabulary',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'fixtures/out.ndjson' },
            region: { startLine: 2, startColumn: bad.indexOf('"ALLY"') + 1 },
          },
        },
      ],
    });
    expect(
      results
        .slice(1)
        .every(
          (r: { locations: { physicalLocation: { region: { startLine: number } } }[] }) =>
            r.locations[0]!.physicalLocation.region.startLine === 3,
        ),
    ).toBe(true);
    expect(log.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toContain('Affiliation.closed-vocabulary');
  });

  it('lint findings are warnings; a fingerprint does not move when a line is added above', async () => {
    const island = ENTITY.replace('2024-03-01T12:00:00.000Z', '1970-01-01T00:00:00.000Z');
    const log = JSON.parse(await validateAs('sarif', [island], true));
    expect(sarifSchemaErrors(log)).toEqual([]);
    const warning = log.runs[0].results.find((r: { level: string }) => r.level === 'warning');
    expect(warning?.ruleId).toMatch(/^lint\./);
    const later = JSON.parse(await validateAs('sarif', [ENTITY, island], true));
    const moved = later.runs[0].results.find((r: { ruleId: string }) => r.ruleId === warning.ruleId);
    expect(moved.locations[0].physicalLocation.region.startLine).toBe(2);
    expect(moved.partialFingerprints).toEqual(warning.partialFingerprints);
  });

  it('no findings: a valid log with an empty results array', async () => {
    const log = JSON.parse(await validateAs('sarif', [ENTITY]));
    expect(log.runs[0].results).toEqual([]);
    expect(sarifSchemaErrors(log)).toEqual([]);
  });
});
