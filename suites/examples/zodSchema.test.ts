/**
 * The zod example subject, run against the whole corpus in process, as `run --module` does. It is partial
 * on purpose: what it implements must pass, what it leaves out must fail as false accepts, and nothing
 * else may fail, so the figures in examples/zod-schema/README.md stay true.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpusCases, ruleScope } from '../../src/runner/cases.js';
import { runConformance, type RunOutcome } from '../../src/runner/run.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import type { Case, RuleResult } from '../../src/report/model/index.js';
import { badAffiliation, root, validEntity } from './_support.js';

const SUBJECT = path.join(root, 'examples/zod-schema/subject.mjs');

/** Cross-field rules the schema leaves out (README.md): each fails with false accepts only. */
const LEFT_OUT = [
  'EntityRelation.entity_id.in-related-entities',
  'EvidenceRef.event_id.kind',
  'EvidenceRef.source_id.kind',
  'EvidenceRef.uri.kind',
  'PlanObject.expires_at.agrees-with-validity',
  'PlanObject.geometry.route-projection',
  'Position.alt_m.agrees-with-hae-vertical',
  'Route.legs.sequence-exists',
  'Route.waypoints.sequence-distinct',
  'Track.samples.order',
];
/** Timestamp as a bare regex (no calendar); z.record() skipping an own __proto__ key. */
const ZOD_GAPS = ['OesMetadata.extensions.key-form', 'Timestamp.format'];
/** Objects validated against one kind without object_kind: a Standard Schema never gets the kind. */
const KINDLESS = ['Entity', 'Event', 'PlanObject', 'Track'].flatMap((shape) => [
  `${shape}.object_kind.const`,
  `${shape}.type`,
]);

interface ZodLike {
  '~standard': {
    version: number;
    vendor: string;
    validate: (value: unknown) => { value: unknown } | { issues: { path: PropertyKey[]; code: string }[] };
  };
  safeParse: (value: unknown) => { success: boolean };
}

let cases: readonly Case[];
let digest: string;
async function run(specifier: string): Promise<RunOutcome & { shape: string }> {
  const subject = await ModuleSubject.load({ specifier, timeoutMs: 5000 });
  return {
    ...(await runConformance({ subject, cases, scope: ruleScope({}), level: 'verdict', corpusDigest: digest })),
    shape: subject.shape,
  };
}
const failing = (outcome: RunOutcome): string[] =>
  outcome.report.rules
    .filter((rule) => rule.tier !== 'may' && rule.status === 'fail')
    .map((rule) => rule.id)
    .sort();
const ruleOf = (outcome: RunOutcome, id: string): RuleResult | undefined =>
  outcome.report.rules.find((rule) => rule.id === id);

describe('examples/zod-schema/subject.mjs', () => {
  let module: Record<string, unknown>;
  let schemaRun: RunOutcome & { shape: string };
  let kindRun: RunOutcome & { shape: string };
  beforeAll(async () => {
    ({ cases, digest } = await loadCorpusCases());
    module = (await import(pathToFileURL(SUBJECT).href)) as Record<string, unknown>;
    schemaRun = await run(SUBJECT);
    kindRun = await run(`${SUBJECT}#validateWithKind`);
  });

  it('exports the zod schema itself, a Standard Schema the runner detects', () => {
    const schema = module.default as ZodLike;
    expect(schema).toBe(module.CanonicalObjectSchema);
    expect(schema['~standard']).toMatchObject({ version: 1, vendor: 'zod' });
    expect(typeof schema.safeParse).toBe('function');
    expect(schemaRun.shape).toBe('standard-schema');
    expect(kindRun.shape).toBe('function');
  });

  it('accepts a valid entity and reports zod issues with path segments', () => {
    const validate = (module.default as ZodLike)['~standard'].validate;
    expect(validate(validEntity)).toEqual({ value: validEntity });
    expect(validate(badAffiliation)).toMatchObject({ issues: [{ code: 'invalid_value', path: ['affiliation'] }] });
    const farNorth = { ...validEntity, position: { lat: 91, lon: 0, position_source: 'GNSS' } };
    expect(validate(farNorth)).toMatchObject({ issues: [{ code: 'too_big', path: ['position', 'lat'] }] });
  });

  it('is not conformant: exactly the left-out rules, the zod gaps and the kind-less cases fail', () => {
    expect(schemaRun.exitCode).toBe(1);
    expect(schemaRun.report.summary.conformant).toBe(false);
    expect(failing(schemaRun)).toEqual([...LEFT_OUT, ...ZOD_GAPS, ...KINDLESS].sort());
    expect(schemaRun.report.summary.mustRules).toMatchObject({ total: 374, passing: 354 });
    expect(
      schemaRun.report.cases.filter((result) => result.outcome === 'error' || result.outcome === 'timeout'),
    ).toEqual([]);
  });

  it('fails the left-out rules with false accepts, never false rejects', () => {
    for (const id of [...LEFT_OUT, ...ZOD_GAPS]) {
      expect(ruleOf(schemaRun, id), id).toMatchObject({ status: 'fail', falseRejects: 0 });
      expect(ruleOf(schemaRun, id)!.falseAccepts, id).toBeGreaterThan(0);
    }
    for (const id of KINDLESS)
      expect(ruleOf(schemaRun, id), id).toMatchObject({ status: 'fail', falseAccepts: 0, falseRejects: 1 });
  });

  it('passes what it implements: ranges, closed objects, vocabularies, formats, min items', () => {
    for (const id of [
      'Position.lat.range',
      'Position.lon.range',
      'Entity.additional-properties',
      'Affiliation.closed-vocabulary',
      'EventRelationPredicate.closed-vocabulary',
      'Integrity.chain_hash.required',
      'Entity.symbol.format',
      'UUID.format',
      'Semver.format',
      'Track.samples.min-items',
      'Route.waypoints.min-items',
      'CanonicalObject.object_kind.unknown',
      'showcase',
    ]) {
      expect(ruleOf(schemaRun, id), id).toMatchObject({ status: 'pass' });
    }
    const showcase = schemaRun.report.cases.filter((result) => result.rule === 'showcase');
    expect(showcase.length).toBeGreaterThan(0);
    expect(showcase.every((result) => result.outcome === 'pass' && result.actual.valid === true)).toBe(true);
  });

  it('maps zod issue paths to JSON Pointers in the report', () => {
    const lat = schemaRun.report.cases.find(
      (result) => result.rule === 'Position.lat.range' && result.outcome === 'pass' && result.expected.valid === false,
    );
    expect(lat).toBeDefined();
    expect(lat!.actual.errors.map((error) => error.path)).toContain(lat!.expected.errors[0]!.path);
  });

  it('validateWithKind gets the kind and passes the kind-less cases', () => {
    expect(failing(kindRun)).toEqual([...LEFT_OUT, ...ZOD_GAPS].sort());
    expect(kindRun.report.summary.mustRules).toMatchObject({ total: 374, passing: 362 });
    const { object_kind: _omitted, ...noKind } = validEntity;
    const validateWithKind = module.validateWithKind as (value: unknown, options?: { kind?: string | null }) => boolean;
    expect(validateWithKind(noKind, { kind: 'entity' })).toBe(true);
    expect(validateWithKind(noKind, { kind: null })).toBe(false);
  });

  it('the README quotes these runs: its figures are theirs', () => {
    const readme = readFileSync(path.join(root, 'examples/zod-schema/README.md'), 'utf8');
    const share = (outcome: RunOutcome): string => {
      const { passing, total } = outcome.report.summary.mustRules;
      return `${passing}/${total} (${(Math.floor((passing / total) * 1000) / 10).toFixed(1)}%)`;
    };
    expect(readme).toContain(`(${cases.length} cases,`);
    expect(readme).toContain(`| ${share(schemaRun)} |`);
    expect(readme).toContain(`| ${share(kindRun)} |`);
    const rejected = schemaRun.report.cases.filter((result) => !result.expected.valid && result.actual.valid === false);
    const placed = rejected.filter((result) =>
      result.expected.errors.every((want) => result.actual.errors.some((error) => error.path === want.path)),
    );
    expect(readme).toContain(
      `${placed.length} of the ${rejected.length} correctly rejected cases carry the expected pointer`,
    );
    expect(readme).toContain(
      `the ${schemaRun.report.cases.filter((result) => result.outcome === 'skipped').length} text-level cases`,
    );
  });
});
