/**
 * A report or a baseline is replaced whole or not at all. The failure is a real one, not a mock: the child
 * runs under a file-size limit (`ulimit -f`, which makes a write past it fail with EFBIG, as a full disk
 * fails with ENOSPC), so a writer that truncates the old file first leaves a cut file behind.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, cli, ensureBuilt, expectOneErrorLine, ROOT } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'cdm-atomic-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Run `node args…` with files capped at `kib` KiB. */
function underFileLimit(kib: number, args: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync('bash', ['-c', `ulimit -f ${kib} && exec "$0" "$@"`, process.execPath, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const FILTER = ['--rule', 'Position.lat.*', '--kind', 'entity', '--quiet'];

const snapshot = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );

describe('report files are replaced atomically', () => {
  it('a write that fails half-way leaves every earlier report whole, no temporary file, one line naming the file, exit 2', () => {
    const out = join(scratch, 'reports');
    expect(cli(['run', '--reference', ...FILTER, '--out', out]).code).toBe(0);
    const before = snapshot(out);
    expect(before['report.json']!.length).toBeGreaterThan(4096);

    const failed = underFileLimit(4, [BIN, 'run', '--exec', 'exit 1', '--exit-code-verdicts', ...FILTER, '--out', out]);
    expect(failed.code).toBe(2);
    const line = expectOneErrorLine(failed.stderr);
    expect(line).toMatch(
      new RegExp(
        `^cdm-conformance: cannot write ${join(out, 'report.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: file too large`,
      ),
    );
    expect(line).toMatch(/no report was written/);
    expect(snapshot(out)).toEqual(before); // same names (no temporary file left), same bytes
  });

  it('report.html is one of the set: when it cannot be written, report.json and the others are not replaced either', () => {
    const out = join(scratch, 'reports-html');
    expect(cli(['run', '--reference', ...FILTER, '--out', out]).code).toBe(0);
    const before = snapshot(out);
    expect(Object.keys(before)).toContain('report.html');
    // A limit every other file of the failing run fits under and its report.html does not, measured by
    // running it once unlimited (the files' sizes move with the corpus and the report's contents).
    const probe = join(scratch, 'reports-html-probe');
    cli(['run', '--exec', 'exit 1', '--exit-code-verdicts', ...FILTER, '--out', probe]);
    const sizes = Object.entries(snapshot(probe)).map(([name, bytes]) => [name, Buffer.byteLength(bytes)] as const);
    const others = Math.max(...sizes.filter(([name]) => name !== 'report.html').map(([, size]) => size));
    const html = sizes.find(([name]) => name === 'report.html')![1];
    const limitKib = Math.ceil(others / 1024);
    expect(limitKib * 1024).toBeLessThan(html);
    const failed = underFileLimit(limitKib, [
      BIN,
      'run',
      '--exec',
      'exit 1',
      '--exit-code-verdicts',
      ...FILTER,
      '--out',
      out,
    ]);
    expect(failed.code).toBe(2);
    expect(expectOneErrorLine(failed.stderr)).toMatch(
      new RegExp(
        `^cdm-conformance: cannot write ${join(out, 'report.html').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: file too large; no report was written`,
      ),
    );
    expect(snapshot(out)).toEqual(before);
  });
});

describe('the baseline is replaced atomically', () => {
  it('a write that fails half-way leaves the old baseline whole and names the file', () => {
    const file = join(scratch, 'known-failures.txt');
    const old = `# an earlier baseline\n${Array.from({ length: 200 }, (_, i) => `entity/case-${i}`).join('\n')}\n`;
    writeFileSync(file, old);
    // 400 failing cases make a baseline of about 10 KiB, past the 4 KiB limit.
    const script = `
      import { writeBaseline } from ${JSON.stringify(join(ROOT, 'dist/runner/baseline.js'))};
      const results = Array.from({ length: 400 }, (_, i) => ({ id: 'entity/a-rather-long-case-id-' + i, rule: 'Position.lat.range', tier: 'must', outcome: 'false-reject' }));
      try { await writeBaseline(process.argv[1], results, 'subject'); } catch (error) { console.error(error.message); process.exitCode = 2; }`;
    const failed = underFileLimit(4, ['--input-type=module', '-e', script, file]);
    expect(failed.stderr.trim()).toBe(`cannot write ${file}: file too large`);
    expect(failed.code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(old);
    expect(readdirSync(scratch).filter((name) => name.includes('known-failures'))).toEqual(['known-failures.txt']);
  });
});
