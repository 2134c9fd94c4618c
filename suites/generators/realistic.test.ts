/**
 * `generate --realistic` samples: valid, lint-clean objects that read like adapter output, so the README's
 * `fail-on: warning` example holds on the tool's own sample data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindNames } from '../../src/contract/canonicalObject.js';
import { realisticObject } from '../../src/generators/realistic/objects.js';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';

const NOW = Date.parse('2026-11-27T23:00:00.000Z');

describe('realistic objects', () => {
  it('200 of a mixed stream are valid and pass lint with no warning', () => {
    const objects = fc.sample(realisticObject(NOW), { seed: 42, numRuns: 200 });
    const findings = objects.flatMap((object, index) => {
      const result = validate(object, { lint: true });
      return [...result.errors, ...(result.warnings ?? [])].map((finding) => `${index}: ${JSON.stringify(finding)}`);
    });
    expect(findings).toEqual([]);
    expect(new Set(objects.map((object) => object.object_kind))).toEqual(new Set(kindNames));
  });

  it.each(kindNames)('%s: valid against its kind, lint clean, timestamps in the hour before now', (kind) => {
    for (const object of fc.sample(realisticObject(NOW, kind), { seed: 7, numRuns: 50 })) {
      const result = validate(object, { kind, lint: true });
      expect(result.errors).toEqual([]);
      expect(result.warnings).toEqual([]);
      const times = JSON.stringify(object).match(/\d{4}-\d{2}-\d{2}T[0-9:.]+Z/g) ?? [];
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(NOW - Date.parse(time)).toBeLessThan(3_600_000);
    }
  });

  it('reads like a feed: ordinary numbers, no fuzz text', () => {
    const objects = fc.sample(realisticObject(NOW), { seed: 3, numRuns: 100 });
    const numbers: number[] = [];
    JSON.stringify(objects, (_key, value: unknown) => {
      if (typeof value === 'number') numbers.push(value);
      return value;
    });
    expect(numbers.filter((value) => /e/i.test(String(value)) || Math.abs(value) > 1e9)).toEqual([]); // no 5.1e-124
    expect(JSON.stringify(objects)).not.toMatch(/[^\x20-\x7e]/); // plain ASCII names and keys
  });

  it('is the same for the same seed and now', () => {
    const once = fc.sample(realisticObject(NOW), { seed: 9, numRuns: 20 });
    expect(fc.sample(realisticObject(NOW), { seed: 9, numRuns: 20 })).toEqual(once);
  });
});

describe('generate --realistic', () => {
  it('writes 200 lint-clean objects of every kind, and refuses --violate beside it', async () => {
    const { run } = await import('../../src/cli/generate.js');
    const { UsageError } = await import('../../src/cli/terminal/errors.js');
    let stdout = '';
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string | Uint8Array) => ((stdout += String(chunk)), true)) as typeof write;
    try {
      expect(await run(['--realistic', '--count', '200', '--seed', '11', '--ndjson'])).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    const objects = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects).toHaveLength(200);
    for (const object of objects) {
      const result = validate(object, { lint: true });
      expect([...result.errors, ...(result.warnings ?? [])]).toEqual([]);
    }
    await expect(run(['--realistic', '--violate', 'Position.lat.range'])).rejects.toThrow(UsageError);
  });
});
