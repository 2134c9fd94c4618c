import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatEta, RunProgress } from '../../src/runner/progress.js';
import { StartupWatch, WATCHED_CASES } from '../../src/runner/startupWatch.js';
import type { CaseResult } from '../../src/report/model/index.js';
import { cli, ensureBuilt } from '../cli/_support.js';

const result = (durationMs = 1, outcome: CaseResult['outcome'] = 'pass'): CaseResult => ({
  id: 'x',
  rule: 'R',
  rules: ['R'],
  tier: 'must',
  kind: 'entity',
  origin: 'corpus',
  expected: { valid: true, errors: [] },
  actual: { valid: true, errors: [] },
  levels: { verdict: true, rule: true, path: true },
  outcome,
  durationMs,
});

function lines(total: number, isTTY: boolean): string[] {
  const written: string[] = [];
  const progress = new RunProgress({ isTTY, write: (text: string) => written.push(text) }, total, true);
  for (let done = 1; done <= total; done++) progress.update(result(), done);
  return written;
}

describe('run progress', () => {
  it('off a terminal, a line per quarter reached, with the true percentage (never "1/2 cases (25%)")', () => {
    expect(lines(2, false)).toEqual(['1/2 cases (50%), 0 failing\n', '2/2 cases (100%), 0 failing\n']);
    expect(lines(1, false)).toEqual(['1/1 cases (100%), 0 failing\n']);
    expect(lines(8, false)).toEqual([
      '2/8 cases (25%), 0 failing\n',
      '4/8 cases (50%), 0 failing\n',
      '6/8 cases (75%), 0 failing\n',
      '8/8 cases (100%), 0 failing\n',
    ]);
    expect(lines(7, false).map((line) => line.split(' ')[0])).toEqual(['2/7', '4/7', '6/7', '7/7']);
  });

  it('on a terminal, the bar shows an ETA until the end', () => {
    const written: string[] = [];
    const progress = new RunProgress({ isTTY: true, write: (text: string) => written.push(text) }, 3, true);
    progress.update(result(), 1);
    progress.update(result(), 3);
    expect(written[0]).toMatch(/\] 1\/3 .* cases\/s {2}ETA \d+s$/);
    expect(written[written.length - 1]).not.toContain('ETA');
  });

  it('formats an ETA in seconds, minutes or hours', () => {
    expect([formatEta(4.2), formatEta(190), formatEta(3900)]).toEqual(['5s', '3m10s', '1h05m']);
  });
});

describe('exec start-up warning', () => {
  it('warns once when even the quickest case costs start-up, never for a fast subject', () => {
    const slow = new StartupWatch(3000, 2);
    const warnings = Array.from({ length: WATCHED_CASES * 2 }, () => slow.observe(result(250))).filter(
      (w) => w !== undefined,
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('--stream');
    expect(warnings[0]).toContain('about 6.3 min');
    const fast = new StartupWatch(3000, 2);
    const mixed = [result(250), ...Array.from({ length: WATCHED_CASES }, () => result(3))].map((r) => fast.observe(r));
    expect(mixed.filter((w) => w !== undefined)).toEqual([]);
    // One case: counted in words, and the cost it has (not "1 cases ... about 0 s").
    expect(new StartupWatch(1, 2).observe(result(347))).toContain('1 case at -j 2 takes about 0.2 s;');
  });

  it('run --exec with a slow-starting subject says so on stderr', () => {
    ensureBuilt();
    const out = mkdtempSync(path.join(tmpdir(), 'cdm-startup-'));
    try {
      const { stderr } = cli([
        'run',
        '--exec',
        `sleep 0.15; echo '{"valid":true}'`,
        '--rule',
        'Track.samples.order',
        '-j',
        '4',
        '--quiet',
        '--out',
        out,
      ]);
      expect(stderr.match(/warning: every case costs at least \d+ ms in its own process/g)).toHaveLength(1);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
