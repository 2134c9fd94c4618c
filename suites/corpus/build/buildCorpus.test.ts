/**
 * buildCorpus builds once per corpus folder and promoted.json: a promotion made in the same process (the
 * promote command run in process, a test) is part of the next build, never hidden by an earlier one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCorpus } from '../../../src/corpus/build/buildCorpus.js';
import { PROMOTED_FILE, renderPromoted, type PromotedEntry } from '../../../src/corpus/promoted.js';

const dir = mkdtempSync(path.join(tmpdir(), 'corpus-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A valid entity no builder makes: a base entity moving at 123.25 m/s. */
function promotedEntry(): PromotedEntry {
  const base = buildCorpus(dir).find(
    (fixture) =>
      fixture.kind === 'entity' &&
      fixture.expect.valid &&
      typeof (fixture.object as { kinematics?: unknown } | undefined)?.kinematics === 'object',
  );
  const object = structuredClone(base!.object) as { kinematics: { speed_mps: number } };
  object.kinematics.speed_mps = 123.25;
  return {
    id: 'entity/Kinematics.speed_mps.range/kinematics.speed_mps--valid-promoted-in-process',
    description: 'a speed of 123.25 m/s, promoted in this process',
    rules: ['Kinematics.speed_mps.range'],
    kind: 'entity',
    expect: { valid: true },
    object,
  };
}

describe('buildCorpus', () => {
  it('sees a promoted.json written after an earlier build of the same folder, and one removed again', () => {
    const before = buildCorpus(dir);
    const entry = promotedEntry();
    writeFileSync(path.join(dir, PROMOTED_FILE), renderPromoted([entry]));
    const after = buildCorpus(dir);
    expect(after.length).toBe(before.length + 1);
    expect(after.find((fixture) => fixture.id === entry.id)).toMatchObject({
      rules: entry.rules,
      expect: { valid: true },
    });
    rmSync(path.join(dir, PROMOTED_FILE));
    expect(buildCorpus(dir)).toEqual(before);
  });

  it('builds a folder once while its promoted.json stays as it is', () => {
    expect(buildCorpus(dir)).toBe(buildCorpus(dir));
  });
});
