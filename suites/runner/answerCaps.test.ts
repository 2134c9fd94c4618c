/**
 * What is kept of an answer is bounded per case (issue 27): a stream subject answering every case with a
 * 2 MB line of 9,000 extra errors used to cost about 21 MB of kept errors per case (355 MB peak at 10 cases,
 * 974 MB at 40). Peak RSS is measured in a child process running the cases (flood-driver.mjs reports its own
 * process.resourceUsage().maxRSS), never by time.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEPT_ERRORS } from '../../src/runner/match.js';
import { ensureBuilt, ROOT, SUBJECTS } from './_support.js';

beforeAll(() => ensureBuilt());

function flood(cases: number, ...args: string[]): { rss: number; kept: number; omitted: number } {
  const child = spawnSync(process.execPath, [join(SUBJECTS, 'flood-driver.mjs'), ROOT, String(cases), ...args], {
    encoding: 'utf8',
  });
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout) as { rss: number; kept: number; omitted: number };
}

describe('a subject flooding every answer', () => {
  it('peak RSS stays flat in the number of cases; 50 errors kept per case, the rest counted', () => {
    const ten = flood(10);
    const forty = flood(40);
    expect(ten.kept).toBe(10 * KEPT_ERRORS);
    // the reference's 6 errors + 9,000 extra per answer: every error past the 50 kept is counted
    expect(forty.omitted).toBe(40 * (9000 + 6 - KEPT_ERRORS));
    // 30 more cases of 2 MB each: kept whole they would add ~630 MB.
    expect(forty.rss - ten.rss).toBeLessThan(64 * 1024 * 1024);
  });
});
