/** The OASIS SARIF 2.1.0 schema (suites/report/_data), compiled with ajv, and the subset GitHub code scanning reads. */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { expect } from 'vitest';

const schema = JSON.parse(readFileSync(new URL('../_data/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as {
  $schema: string;
  id: string;
} & Record<string, unknown>;

// Draft-04's `id` is draft-07's `$id`; nothing else in the schema differs between the two drafts.
const { $schema: _draft04, id, ...rest } = schema;
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile({ ...rest, $id: id });

/** ajv's errors for `log` against the OASIS schema ([] when it is valid). */
export function sarifSchemaErrors(log: unknown): string[] {
  return validate(log) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

interface SarifLog {
  version: string;
  runs: {
    tool: { driver: { name: string; rules: { id: string; fullDescription?: { text: string }; helpUri?: string }[] } };
    results: {
      ruleId: string;
      level: string;
      message: { text: string };
      locations?: {
        physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number; startColumn?: number } };
      }[];
      partialFingerprints: Record<string, string>;
    }[];
  }[];
}

/**
 * The properties GitHub code scanning documents as required or used ("SARIF support for code scanning"):
 * version 2.1.0, one run with tool.driver.name, driver rules with unique ids, each result with ruleId,
 * message.text, a level of error, warning or note, at most one location with a relative artifact URI and a
 * region starting at line 1 or later, and string fingerprints.
 */
export function expectGithubSubset(log: unknown): SarifLog {
  const sarif = log as SarifLog;
  expect(sarif.version).toBe('2.1.0');
  expect(sarif.runs).toHaveLength(1);
  const [run] = sarif.runs;
  expect(run!.tool.driver.name).toBe('cdm-conformance');
  const ids = run!.tool.driver.rules.map((rule) => rule.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const result of run!.results) {
    expect(ids).toContain(result.ruleId);
    expect(['error', 'warning', 'note']).toContain(result.level);
    expect(result.message.text.length).toBeGreaterThan(0);
    expect(result.locations?.length ?? 0).toBeLessThanOrEqual(1);
    for (const location of result.locations ?? []) {
      expect(location.physicalLocation.artifactLocation.uri).not.toMatch(/^[a-z]+:/);
      expect(location.physicalLocation.region?.startLine ?? 1).toBeGreaterThanOrEqual(1);
    }
    for (const value of Object.values(result.partialFingerprints)) expect(typeof value).toBe('string');
  }
  return sarif;
}
