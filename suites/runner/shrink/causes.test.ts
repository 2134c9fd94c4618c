/**
 * Shrunk fixtures worth committing: one per cause (rule, normalised pointer, expected vs actual), each
 * saying how many disagreements it stands for, with the deciding number at its boundary.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parsePointer } from '../../../src/json/pointer.js';
import { generatedCases } from '../../../src/runner/generated.js';
import { runConformance } from '../../../src/runner/run.js';
import { shrinkHook } from '../../../src/runner/shrink.js';
import { causeKey, causeOf, groupDisagreements, normalisePointer } from '../../../src/runner/shrink/cause.js';
import { ModuleSubject } from '../../../src/runner/subjects/module.js';
import type { CaseResult } from '../../../src/report/model/index.js';

const scratch = mkdtempSync(join(tmpdir(), 'runner-shrink-causes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const speedLimit = join(import.meta.dirname, '..', '_subjects', 'speed-limit.mjs');

const at = (value: unknown, pointer: string): unknown =>
  parsePointer(pointer).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
/** Where the subject blamed the speed, array indices as `*`. */
const blamedPlace = (result: CaseResult): string =>
  [...new Set(result.actual.errors.map((error) => (error.path ?? '').replace(/\/\d+(?=\/|$)/g, '/*')))]
    .sort()
    .join(' ');

async function run(specifier: string, seed: number, count: number, out: string) {
  const subject = await ModuleSubject.load({ specifier, timeoutMs: 5000 });
  const cases = generatedCases(count, seed);
  const { report } = await runConformance({
    subject,
    cases,
    scope: [],
    level: 'verdict',
    corpusDigest: 'test',
    shrink: shrinkHook({ seed, count, level: 'verdict', out }),
  });
  return report;
}

describe('shrinking the disagreements of a subject refusing speed_mps > 100', () => {
  it('writes exactly one fixture per cause, at the boundary, counting the disagreements it stands for', async () => {
    const report = await run(speedLimit, 1, 500, join(scratch, 'named'));
    const wrong = report.cases.filter((result) => result.outcome === 'false-reject');
    expect(report.cases.filter((result) => result.outcome !== 'pass' && result.outcome !== 'false-reject')).toEqual([]);
    expect(wrong.length).toBeGreaterThan(10);
    const causes = new Set(wrong.map(blamedPlace));
    const shrunk = report.shrunk ?? [];
    expect(shrunk).toHaveLength(causes.size);
    expect(shrunk.reduce((sum, entry) => sum + entry.disagreements, 0)).toBe(wrong.length);
    const places = new Set<string>();
    for (const entry of shrunk) {
      const fixture = JSON.parse(readFileSync(entry.file, 'utf8'));
      expect(fixture.expect.valid).toBe(true);
      expect(entry.cases).toContain(entry.case);
      expect(entry.cases).toHaveLength(entry.disagreements);
      const pointer = entry.cause.pointers[0]!;
      places.add(pointer);
      const concrete = pointer.replace(/\*/g, '0');
      const speed = at(fixture.object, concrete);
      expect(typeof speed).toBe('number');
      expect(speed).toBeGreaterThan(100);
      expect(speed).toBeLessThanOrEqual(101);
      // A short literal, not 100.00000000000001.
      expect(String(speed).length).toBeLessThanOrEqual(5);
    }
    expect([...places].sort().join(' ')).toBe([...causes].sort().join(' '));
  });

  it('a subject giving no rule or pointer still gets one fixture for its one refusal', async () => {
    const report = await run(`${speedLimit}#quiet`, 1, 500, join(scratch, 'quiet'));
    const wrong = report.cases.filter((result) => result.outcome === 'false-reject');
    expect(wrong.length).toBeGreaterThan(10);
    const shrunk = report.shrunk ?? [];
    expect(shrunk).toHaveLength(1);
    expect(shrunk[0]!.disagreements).toBe(wrong.length);
    const fixture = JSON.parse(readFileSync(shrunk[0]!.file, 'utf8'));
    const speeds: number[] = [];
    JSON.stringify(fixture.object, (key, value) =>
      key === 'speed_mps' && typeof value === 'number' ? (speeds.push(value), value) : value,
    );
    expect(speeds.filter((speed) => speed > 100).every((speed) => speed <= 101)).toBe(true);
    expect(speeds.some((speed) => speed > 100)).toBe(true);
  });
});

describe('causeOf', () => {
  const result = (over: Partial<CaseResult>): CaseResult => ({
    id: 'generated/track/1.4',
    rule: 'generated.valid',
    rules: [],
    tier: 'must',
    kind: 'track',
    origin: 'generated',
    expected: { valid: true, errors: [] },
    actual: { valid: false, errors: [] },
    levels: { verdict: false, rule: false, path: false },
    outcome: 'false-reject',
    durationMs: 1,
    ...over,
  });

  it('normalises array indices, so samples 0 and 7 are one cause and a different place is another', () => {
    const at = (path: string) =>
      result({ actual: { valid: false, errors: [{ rule: 'Kinematics.speed_mps.range', path }] } });
    const first = causeOf(at('/samples/0/kinematics/speed_mps'));
    expect(first.pointers).toEqual(['/samples/*/kinematics/speed_mps']);
    expect(causeKey(causeOf(at('/samples/7/kinematics/speed_mps')))).toBe(causeKey(first));
    expect(causeKey(causeOf(at('/kinematics/speed_mps')))).not.toBe(causeKey(first));
    expect(normalisePointer('/route/waypoints/12/name/0x')).toBe('/route/waypoints/*/name/0x');
  });

  it('tells false accepts apart by the expected findings, and groups one per rule and outcome first', () => {
    const accept = (rule: string, path: string, id: string) =>
      result({
        id,
        rule,
        outcome: 'false-accept',
        expected: { valid: false, errors: [{ rule, path }] },
        actual: { valid: true, errors: [] },
      });
    const groups = groupDisagreements([
      accept('Position.lat.range', '/position/lat', 'generated/entity/1.1'),
      accept('Position.lat.range', '/area/position/lat', 'generated/entity/1.2'),
      accept('Position.lat.range', '/position/lat', 'generated/entity/1.3'),
      accept('Position.lon.range', '/position/lon', 'generated/entity/1.4'),
      { ...accept('Position.lon.range', '/position/lon', 'corpus/x'), origin: 'corpus' },
    ]);
    expect(groups.map((group) => group.results.map((r) => r.id))).toEqual([
      ['generated/entity/1.1', 'generated/entity/1.3'],
      ['generated/entity/1.4'],
      ['generated/entity/1.2'],
    ]);
    expect(groups[0]!.cause).toMatchObject({
      outcome: 'false-accept',
      pointers: ['/position/lat'],
      expected: ['Position.lat.range at /position/lat'],
      actual: [],
    });
  });
});
