/** compare shrinks each subject's generated disagreements as run does: one fixture per cause, with its count. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ensureBuilt, ROOT } from './_support.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-compare-shrink-'));
beforeAll(() => ensureBuilt());
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('cdm-conformance compare --generated', () => {
  it('writes one shrunk fixture for the one cause of a subject refusing speed_mps > 100, and says what it stands for', () => {
    const out = path.join(scratch, 'compare');
    const subjects = path.join(ROOT, 'suites/runner/_subjects');
    const result = cli([
      'compare',
      '--module',
      path.join(subjects, 'speed-limit.mjs'),
      '--module',
      `${path.join(subjects, 'modules.mjs')}#asFunction`,
      '--generated',
      '300',
      '--seed',
      '1',
      '--kind',
      'entity',
      '--out',
      out,
    ]);
    expect(result.code).toBe(1);
    const report = JSON.parse(readFileSync(path.join(out, 'speed-limit', 'report.json'), 'utf8'));
    const wrong = report.cases.filter(
      (c: { outcome: string; origin: string }) => c.origin === 'generated' && c.outcome === 'false-reject',
    );
    expect(wrong.length).toBeGreaterThan(3);
    expect(report.shrunk).toHaveLength(1);
    const [entry] = report.shrunk;
    expect(entry.disagreements).toBe(wrong.length);
    expect(entry.cause).toEqual({
      outcome: 'false-reject',
      pointers: ['/kinematics/speed_mps'],
      expected: [],
      actual: ['Kinematics.speed_mps.range at /kinematics/speed_mps'],
    });
    const fixture = JSON.parse(readFileSync(entry.file, 'utf8'));
    expect(fixture.object.kinematics.speed_mps).toBeGreaterThan(100);
    expect(fixture.object.kinematics.speed_mps).toBeLessThanOrEqual(101);
    expect(result.stdout).toContain(
      `Shrunk disagreements: 1 fixture for ${wrong.length} generated disagreements (one per cause; `,
    );
    expect(result.stdout).toContain(
      `${wrong.length} × false-reject: Kinematics.speed_mps.range at /kinematics/speed_mps`,
    );
    // The subject that agrees with the reference has nothing to shrink.
    expect(JSON.parse(readFileSync(path.join(out, 'modules', 'report.json'), 'utf8')).shrunk).toBeUndefined();
  });
});
