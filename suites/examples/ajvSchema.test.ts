/**
 * The ajv example subject (the exported JSON Schema plus the hand-written checks docs/json-schema.md lists),
 * run against the whole corpus in process, as `run --module` does: conformant at verdict level, every may
 * rule answered as the reference answers it, and the figures in examples/ajv-schema/README.md true.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCorpusCases, ruleScope } from '../../src/runner/cases.js';
import { runConformance, type RunOutcome } from '../../src/runner/run.js';
import { ModuleSubject } from '../../src/runner/subjects/module.js';
import { badAffiliation, root, validEntity } from './_support.js';

const SUBJECT = path.join(root, 'examples/ajv-schema/subject.mjs');
type Judge = (
  value: unknown,
  options?: { kind: string | null },
) => { valid: boolean; errors: { rule?: string; path: string; message: string }[] };

describe('examples/ajv-schema/subject.mjs', () => {
  let outcome: RunOutcome;
  let judge: Judge;
  beforeAll(async () => {
    const { cases, digest } = await loadCorpusCases();
    const subject = await ModuleSubject.load({ specifier: SUBJECT, timeoutMs: 5000 });
    outcome = await runConformance({ subject, cases, scope: ruleScope({}), level: 'verdict', corpusDigest: digest });
    judge = ((await import(pathToFileURL(SUBJECT).href)) as { default: Judge }).default;
  });

  it('is conformant at verdict level: every must rule passes, no case errs', () => {
    expect(outcome.exitCode).toBe(0);
    expect(outcome.report.summary.conformant).toBe(true);
    expect(outcome.report.summary.mustRules.passing).toBe(outcome.report.summary.mustRules.total);
    expect(outcome.report.cases.filter((result) => result.outcome === 'error' || result.outcome === 'timeout')).toEqual(
      [],
    );
  });

  it('answers every may rule as the reference does (text-level cases are skipped for modules)', () => {
    const differing = outcome.report.rules
      .filter((rule) => rule.tier === 'may' && (rule.falseAccepts > 0 || rule.falseRejects > 0))
      .map((rule) => rule.id);
    expect(differing).toEqual([]);
    const skipped = outcome.report.cases.filter((result) => result.outcome === 'skipped');
    expect(skipped.every((result) => result.id.startsWith('stream/json.'))).toBe(true);
  });

  it('reports ajv errors at their instance path and the hand-written checks by rule', () => {
    expect(judge(validEntity, { kind: 'entity' })).toEqual({ valid: true, errors: [] });
    const refused = judge(badAffiliation, { kind: null });
    expect(refused.valid).toBe(false);
    expect(refused.errors).toContainEqual(expect.objectContaining({ path: '/affiliation' }));
    // The dispatch by object_kind adds no error of its own: each error is a real finding.
    expect(refused.errors.filter((error) => error.message.startsWith('if:'))).toEqual([]);
    const sample = (observed_at: string) => ({ observed_at, position: { lat: 1, lon: 2, position_source: 'GNSS' } });
    const track = {
      track_id: validEntity.entity_id,
      entity_id: validEntity.entity_id,
      samples: [sample('2024-03-01T12:00:01.000Z'), sample('2024-03-01T12:00:00.000Z')],
      source: validEntity.source,
      source_ids: validEntity.source_ids,
    };
    expect(judge(track, { kind: 'track' })).toMatchObject({
      valid: false,
      errors: [{ rule: 'Track.samples.order', path: '/samples/1/observed_at' }],
    });
  });

  it('states its score in its README', () => {
    const readme = readFileSync(path.join(root, 'examples/ajv-schema/README.md'), 'utf8');
    const { total, passing } = outcome.report.summary.mustRules;
    expect(readme).toContain(`${passing}/${total} must rules`);
    expect(readme).toContain(`${outcome.report.cases.length} cases`);
  });
});
