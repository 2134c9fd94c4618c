/**
 * Shrinking spends its slots on causes, not on names: a member of a bag or map that the contract does not
 * name (an extension key, an unknown member) is one cause whatever name the generator drew; and what was not
 * shrunk is counted and said ("N more disagreements (M causes) not shrunk: raise --shrink-max").
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult, RunReport } from '../../../src/report/model/index.js';
import {
  causeKey,
  causeOf,
  groupDisagreements,
  normalisePointer,
  notShrunk,
} from '../../../src/runner/shrink/cause.js';
import { cli, ensureBuilt } from '../../cli/_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'runner-shrink-grouping-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const accept = (id: string, rule: string, path: string): CaseResult => ({
  id,
  rule,
  rules: [rule],
  tier: 'must',
  kind: 'event',
  origin: 'generated',
  expected: { valid: false, errors: [{ rule, path }] },
  actual: { valid: true, errors: [] },
  levels: { verdict: false, rule: false, path: false },
  outcome: 'false-accept',
  durationMs: 1,
});

describe('causes of disagreement', () => {
  it('one cause for an extension key, whatever its drawn name; contract names and indices as before', () => {
    expect(normalisePointer('/oes/extensions/x.acme.q7')).toBe('/oes/extensions/{key}');
    expect(normalisePointer('/x-zz')).toBe('/{key}');
    expect(normalisePointer('/samples/3/position/zz')).toBe('/samples/*/position/{key}');
    expect(normalisePointer('/entity_id')).toBe('/entity_id');
    expect(normalisePointer('/route/waypoints/12/name/0x')).toBe('/route/waypoints/*/name/0x');
    const rule = 'Extensions.key.pattern';
    const a = causeOf(accept('generated/1', rule, '/oes/extensions/BAD KEY'));
    const b = causeOf(accept('generated/2', rule, '/oes/extensions/other one'));
    expect(causeKey(a)).toBe(causeKey(b));
    expect(
      groupDisagreements([
        accept('generated/1', rule, '/oes/extensions/BAD KEY'),
        accept('generated/2', rule, '/oes/extensions/other one'),
        accept('generated/3', rule, '/oes/extensions/a b'),
      ]),
    ).toHaveLength(1);
  });

  it('counts the disagreements the shrunk fixtures leave out, and their causes', () => {
    const cases = [
      accept('generated/1', 'Position.lat.range', '/position/lat'),
      accept('generated/2', 'Position.lat.range', '/position/lat'),
      accept('generated/3', 'Position.lon.range', '/position/lon'),
      accept('generated/4', 'Event.event_id.type', '/event_id'),
    ];
    const shrunk = [{ cases: ['generated/1', 'generated/2'] }] as unknown as RunReport['shrunk'];
    expect(notShrunk({ cases, shrunk })).toEqual({ disagreements: 2, causes: 2 });
    expect(notShrunk({ cases })).toEqual({ disagreements: 4, causes: 3 });
  });
});

describe('run --shrink-max', () => {
  it('shrinks at most N causes and says how many disagreements it left, and how to shrink them', () => {
    const accepts = join(scratch, 'accepts.mjs');
    writeFileSync(accepts, 'export default () => true;\n');
    const out = join(scratch, 'out');
    const args = ['run', '--module', accepts, '--generated', '40', '--seed', '1', '--id', 'generated/*', '--out', out];
    const { code, stdout } = cli([...args, '--shrink-max', '1'], { env: { NO_COLOR: '1' } });
    expect(code).toBe(1);
    expect(stdout).toContain('Shrunk disagreements: 1 fixture for 1 generated disagreement (one per cause; ');
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as RunReport;
    const left = notShrunk(report);
    expect(left.causes).toBeGreaterThan(1); // generated cases break several rules: more causes than one slot
    expect(stdout).toContain(
      `\n${left.disagreements} more disagreements (${left.causes} causes) not shrunk: raise --shrink-max (1)\n`,
    );
  });
});
