/**
 * `rules`, and the same globs and "did you mean" for every --rule, --id, --kind and fixture id: command lines
 * run in this process (cliInProcess), but for one that reads stdin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { searchRules } from '../../src/cli/rules.js';
import { didYouMean, editDistance, nearest } from '../../src/support/suggest.js';
import { cli, cliInProcess, ensureBuilt } from './_support.js';

beforeAll(() => ensureBuilt());

describe('nearest names', () => {
  it('counts a swapped pair of letters as one edit and gives up past the limit', () => {
    expect(editDistance('Postiion', 'Position')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('suggests the close ones, fragments first, and nothing when nothing is close', () => {
    expect(nearest('Postion.lat.range', ['Position.lat.range', 'Position.lon.range', 'Track.samples.order'])).toEqual([
      'Position.lat.range',
      'Position.lon.range',
    ]);
    expect(nearest('samples.order', ['Track.samples.order', 'Track.samples.min-items'])).toEqual([
      'Track.samples.order',
    ]);
    expect(didYouMean('zzz', ['entity', 'event'])).toBe('');
    expect(didYouMean('entty', ['entity', 'event'])).toBe(' (did you mean entity?)');
  });
});

describe('cdm-conformance rules', () => {
  it('searches ids by glob and the contract text by words', () => {
    expect(searchRules('Track.samples.*').map((rule) => rule.id)).toContain('Track.samples.order');
    expect(searchRules('non-decreasing').map((rule) => rule.id)).toContain('Track.samples.order');
    expect(searchRules('9999999').map((rule) => rule.id)).toEqual(['lint.Position.cot-unknown-sentinel']);
  });

  it('lists id, tier, category and fixture counts; --json carries the catalogue entries', async () => {
    const { code, stdout } = await cliInProcess(['rules', 'Track.samples.order']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Track\.samples\.order\s+must\s+\S+\s+\d+ valid\s+\d+ invalid\s+\S/m);
    const json = JSON.parse((await cliInProcess(['rules', 'lint.*', '--json'])).stdout) as {
      id: string;
      tier: string;
      fixtures: { valid: number };
    }[];
    expect(json.every((rule) => rule.tier === 'lint' && rule.fixtures.valid > 0)).toBe(true);
  });

  it('exit 1 with the nearest ids when nothing matches; --tier and --kind filter', async () => {
    const { code, stderr } = await cliInProcess(['rules', 'Track.sample.ordr']);
    expect(code).toBe(1);
    expect(stderr).toContain('did you mean Track.samples.order');
    expect((await cliInProcess(['rules', '--tier', 'may', '--kind', 'track'])).stdout).not.toMatch(/\s(must|lint)\s/);
  });
});

describe('every --rule takes globs; unknown ids, kinds and fixture ids get "did you mean"', () => {
  it('corpus list --rule takes the globs run --rule takes', async () => {
    const { code, stdout } = await cliInProcess(['corpus', 'list', '--rule', 'Track.samples.*', '--invalid']);
    expect(code).toBe(0);
    expect(stdout).toContain('track/Track.samples.order/');
  });

  it('a --rule that matches no rule is refused with the nearest ids or globs', async () => {
    expect((await cliInProcess(['corpus', 'list', '--rule', 'Postion.*'])).stderr).toContain(
      '--rule "Postion.*" matches no rule id of the catalogue',
    );
    expect((await cliInProcess(['corpus', 'list', '--rule', 'Postion.*'])).stderr).toContain('did you mean Position.*');
    const run = await cliInProcess(['run', '--reference', '--rule', 'Track.samples.ordr', '--quiet']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('did you mean Track.samples.order');
  });

  it('an unknown kind, fixture id or violator rule names the nearest', async () => {
    expect(cli(['validate', '--kind', 'entiy', '-'], { input: '{}' }).stderr).toContain('(did you mean entity?)');
    expect((await cliInProcess(['run', '--reference', '--kind', 'tracks'])).stderr).toContain('(did you mean track?)');
    expect(
      (await cliInProcess(['corpus', 'show', 'track/Track.samples.order/samples--newest-frist'])).stderr,
    ).toContain('did you mean track/Track.samples.order/');
    expect((await cliInProcess(['generate', '--violate', 'Position.lat.rnage'])).stderr).toContain(
      'did you mean Position.lat.range',
    );
    expect((await cliInProcess(['run', '--reference', '--id', 'track/Track.samples.ordr/*'])).stderr).toContain(
      'matches no fixture id',
    );
  });
});
