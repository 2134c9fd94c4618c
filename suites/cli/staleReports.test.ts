/**
 * A run that dies after it began (exit 2 from an internal error, a subject that brought the runner down)
 * leaves no earlier report looking current (issue 27): the earlier report files in --out are removed on the
 * way out, unless this run wrote its own (or their write failed as a set, which the error line names).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_FOLDER_FILES, staleReportFolder } from './_reportFolder.js';
import { ensureBuilt, ROOT } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'stale-reports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A node process that guards `out`, then ends as `ending` says. */
function dies(out: string, ending: string): number | null {
  const module = pathToFileURL(join(ROOT, 'dist/cli/session/staleReports.js')).href;
  const script = `import { guardStaleReports } from ${JSON.stringify(module)};
    const stale = guardStaleReports(${JSON.stringify(out)});
    ${ending}`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).status;
}

describe('earlier report files when a run dies', () => {
  it.each([
    ['an uncaught error', "throw new Error('internal error');"],
    ['process.exit(2)', 'process.exit(2);'],
    ['a RangeError from a stack overflow', 'const f = () => f(); f();'],
  ])('%s: every earlier report file is removed', (_, ending) => {
    const out = staleReportFolder(scratch, `dies-${ending.length}`);
    expect(readdirSync(out).sort()).toEqual([...REPORT_FOLDER_FILES].sort());
    expect(dies(out, ending)).not.toBe(0);
    expect(readdirSync(out).filter((name) => (REPORT_FOLDER_FILES as readonly string[]).includes(name))).toEqual([]);
  });

  it('a run that wrote its reports (settled) leaves them', () => {
    const out = staleReportFolder(scratch, 'settled');
    expect(dies(out, 'stale.settle(); process.exit(1);')).toBe(1);
    expect(readdirSync(out).sort()).toEqual([...REPORT_FOLDER_FILES].sort());
  });
});
