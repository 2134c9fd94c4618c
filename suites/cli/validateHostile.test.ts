/**
 * `validate` against hostile input: lines that never end (or end far too late) are capped by
 * --max-line-bytes on every path (a file, stdin, a whole .json value, --stream), each reported in
 * one line with exit 2 while the lines after them are still validated; and nothing from the data can become
 * a GitHub Actions workflow command in the human output.
 *
 * Every run that could grow without the cap runs under a memory and time limit.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ENTITY_TEXT, INVALID_ENTITY_TEXT, ROOT, cli, jsonLines } from './_support.js';
import { ensureBuilt } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'cdm-validate-hostile-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** `node BIN args` under a 4 GB address-space limit and a 60 s timeout, stdin from a file (or /dev/null). */
function capped(
  args: readonly string[],
  stdinFile = '/dev/null',
): { code: number | null; stdout: string; stderr: string } {
  const stdin = openSync(stdinFile, 'r');
  try {
    const result = spawnSync(
      'bash',
      ['-c', 'ulimit -v 4000000; exec timeout 60 "$0" "$@"', process.execPath, BIN, ...args],
      {
        cwd: ROOT,
        stdio: [stdin, 'pipe', 'pipe'],
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    if (result.error) throw result.error;
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  } finally {
    closeSync(stdin);
  }
}

const errorLines = (stderr: string): string[] =>
  stderr.split('\n').filter((line) => line.startsWith('cdm-conformance: '));

// Line 2 is 5,000 bytes of one JSON string, past a cap of 1,500; line 3 is an invalid entity after it.
const LONG = `{"object_kind":"entity","note":"${'x'.repeat(5000)}"}`;
const MIXED = `${ENTITY_TEXT}\n${LONG}\n${INVALID_ENTITY_TEXT}\n${ENTITY_TEXT}\n`;

describe('validate --max-line-bytes', () => {
  const file = join(scratch, 'mixed.ndjson');
  writeFileSync(file, MIXED);
  const tooLong = `cdm-conformance: ${file}:2: line 2 is longer than 1500 bytes (${LONG.length} bytes; --max-line-bytes 1500): not validated`;

  it('a line past the cap: one line naming it, exit 2, and the lines after it are still validated', () => {
    const run = cli(['validate', file, '--max-line-bytes', '1500', '--format', 'json']);
    expect(errorLines(run.stderr)).toEqual([tooLong]);
    expect(jsonLines(run.stdout).map((line) => [line.index, line.valid])).toEqual([
      [1, true],
      [3, false],
      [4, true],
    ]);
    expect(run.stderr).toMatch(/3 objects: 2 valid, 1 invalid; 1 line not validated \(longer than --max-line-bytes\)/);
    expect(run.code).toBe(2);
  });

  it('the same on stdin, when the over-long line comes first and NDJSON is recognised by itself', () => {
    const run = cli(['validate', '-', '--max-line-bytes', '1500', '--format', 'json'], {
      input: `${LONG}\n${INVALID_ENTITY_TEXT}\n${ENTITY_TEXT}\n`,
    });
    expect(errorLines(run.stderr)).toEqual([
      `cdm-conformance: <stdin>:1: line 1 is longer than 1500 bytes (${LONG.length} bytes; --max-line-bytes 1500): not validated`,
    ]);
    expect(jsonLines(run.stdout).map((line) => [line.index, line.valid])).toEqual([
      [2, false],
      [3, true],
    ]);
    expect(run.code).toBe(2);
  });

  it('a whole .json value past the cap is not read in full: one line, exit 2', () => {
    const big = join(scratch, 'big.json');
    writeFileSync(big, LONG);
    const run = cli(['validate', big, '--max-line-bytes', '1500']);
    expect(errorLines(run.stderr)).toEqual([
      `cdm-conformance: ${big}: the value is longer than 1500 bytes (--max-line-bytes 1500): not validated`,
    ]);
    expect(run.code).toBe(2);
  });

  it('--stream answers an over-long request under its id and goes on with the next one', () => {
    const request = `{"id":"long","object":${LONG}}`;
    const run = cli(['validate', '--stream', '--max-line-bytes', '1500'], {
      input: `${request}\n{"id":"next","object":${ENTITY_TEXT}}\n`,
    });
    const [first, second] = jsonLines(run.stdout);
    expect(first).toEqual({
      id: 'long',
      valid: false,
      errors: [
        {
          path: '',
          rule: 'protocol.line-too-long',
          message: `request line is longer than 1500 bytes (${request.length} bytes; --max-line-bytes 1500): not read`,
        },
      ],
    });
    expect(second).toEqual({ id: 'next', valid: true, errors: [] });
    expect(run.code).toBe(0);
  });

  it('--stream never answers an over-long request under an id from the line after it', () => {
    const request = `{"object":{"note":"${'x'.repeat(2000)}"},`; // past the cap, within the 4 KiB kept of it
    const run = cli(['validate', '--stream', '--max-line-bytes', '1500'], { input: `${request}\n"id":"not-mine"}\n` });
    expect(jsonLines(run.stdout)[0]).toMatchObject({ id: null, errors: [{ rule: 'protocol.line-too-long' }] });
  });

  it('a usage error for a cap that is not a whole number', () => {
    const run = cli(['validate', file, '--max-line-bytes', 'lots']);
    expect(run.stderr).toMatch(
      /^cdm-conformance: --max-line-bytes must be an integer from 1024 to 1073741824; got "lots"/,
    );
    expect(run.code).toBe(2);
  });
});

describe('input that never ends a line ends in bounded time and memory', () => {
  it('validate --ndjson /dev/zero (default cap): one line for line 1, the rest of the input not read, exit 2', () => {
    const run = capped(['validate', '--ndjson', '/dev/zero']);
    expect(errorLines(run.stderr)).toEqual([
      'cdm-conformance: /dev/zero:1: line 1 is longer than 67108864 bytes and no line end came within 1073741824 bytes (--max-line-bytes 67108864): not validated, and the rest of /dev/zero was not read',
    ]);
    expect(run.code).toBe(2);
  });

  it('the same on stdin', () => {
    const run = capped(['validate', '-', '--max-line-bytes', '4096'], '/dev/zero');
    expect(errorLines(run.stderr)).toEqual([
      'cdm-conformance: <stdin>:1: line 1 is longer than 4096 bytes and no line end came within 65536 bytes (--max-line-bytes 4096): not validated, and the rest of <stdin> was not read',
    ]);
    expect(run.code).toBe(2);
  });

  it("a file that is one line with no line end, past the cap (the issue's 200 MB line, scaled down): one line with its size, exit 2", () => {
    const file = join(scratch, 'one-line.ndjson');
    const text = `{"object_kind":"entity","note":"${'x'.repeat(3 * 1024 * 1024)}"}`; // no line end
    writeFileSync(file, text);
    for (const args of [
      ['validate', file],
      ['validate', '--ndjson', file],
    ]) {
      const run = capped([...args, '--max-line-bytes', String(1024 * 1024)]);
      expect(errorLines(run.stderr)).toEqual([
        `cdm-conformance: ${file}:1: line 1 is longer than 1048576 bytes (${text.length} bytes; --max-line-bytes 1048576): not validated`,
      ]);
      expect(run.stderr).toContain(
        '0 objects: 0 valid, 0 invalid; 1 line not validated (longer than --max-line-bytes)',
      );
      expect(run.code).toBe(2);
    }
  });

  it('validate --stream < /dev/zero: one answer, one line saying why it stopped reading, exit 2', () => {
    const run = capped(['validate', '--stream', '--max-line-bytes', '4096'], '/dev/zero');
    expect(jsonLines(run.stdout)).toEqual([
      {
        id: null,
        valid: false,
        errors: [
          {
            path: '',
            rule: 'protocol.line-too-long',
            message:
              'request line is longer than 4096 bytes and no line end came within 65536 bytes (--max-line-bytes 4096): not read, and no further request is read',
          },
        ],
      },
    ]);
    expect(errorLines(run.stderr)).toEqual([
      'cdm-conformance: request line is longer than 4096 bytes and no line end came within 65536 bytes (--max-line-bytes 4096): not read, and no further request is read',
    ]);
    expect(run.code).toBe(2);
  });
});

describe('validate human output cannot run GitHub workflow commands', () => {
  // GitHub runs a line as a command when, after leading whitespace, it starts with '::' (`::error::...`), and
  // in the older form wherever '##[' appears in it (`##[add-mask]...`).
  const executable = (line: string): boolean => /^\s*::/.test(line) || line.includes('##[');

  it('a file name, a key, a path and a message from the data stay inert, and still readable', () => {
    const dir = mkdtempSync(join(scratch, 'wf-'));
    const name = '::error::pwned.ndjson';
    writeFileSync(join(dir, name), '{"object_kind":"entity","##[add-mask]secret":1}\n{"::warning::k":1}\n');
    const run = cli(['validate', name], { cwd: dir });
    expect(run.code).toBe(1);
    const lines = `${run.stdout}${run.stderr}`.split('\n');
    expect(lines.filter(executable)).toEqual([]);
    expect(run.stdout).toContain('\\x3a:error::pwned.ndjson:1\n');
    expect(run.stdout).toContain('#\\x23[add-mask]secret');
  });

  it('terminal escapes in a file name, a key or a message are printed escaped, never raw', () => {
    const dir = mkdtempSync(join(scratch, 'esc-'));
    const name = 'evil\u001b[31m.ndjson';
    // The key holds ESC ] 0 ; ... BEL (a window-title sequence) once JSON decodes its \u escapes.
    writeFileSync(join(dir, name), '{"object_kind":"entity","\\u001b]0;pwn\\u0007":1}\n');
    const run = cli(['validate', name], { cwd: dir, env: { NO_COLOR: '1' } });
    expect(run.code).toBe(1);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(run.stdout).toContain('evil\\x1b[31m.ndjson:1\n');
    expect(run.stdout).toContain('/\\x1b]0;pwn\\x07  Entity.additional-properties');
  });

  it('the one-line diagnostics on stderr too', () => {
    const run = cli(['validate', '##[add-mask]missing.json']);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n').filter(executable)).toEqual([]);
    expect(run.stderr).toContain('#\\x23[add-mask]missing.json');
  });
});
