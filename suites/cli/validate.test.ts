/**
 * `validate` on files and stdin. Exit codes 0, 1 and 2, stdin and output to pipes go through the built command
 * as a process; what the command prints for other files is checked in this process (cliInProcess).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIN,
  cli,
  cliInProcess,
  ENTITY_TEXT,
  ensureBuilt,
  expectOneErrorLine,
  INVALID_ENTITY_TEXT,
  jsonLines,
} from './_support.js';

let dir: string;
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'cdm-cli-validate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('validate: files and stdin', () => {
  it('a valid .json file: exit 0, nothing on stdout, the summary on stderr', () => {
    const { code, stdout, stderr } = cli(['validate', file('valid.json', ENTITY_TEXT)]);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe('1 object: 1 valid, 0 invalid\n');
  });

  it('an invalid .json file: exit 1, the file, then path, rule and message', () => {
    const path = file('invalid.json', INVALID_ENTITY_TEXT);
    const { code, stdout, stderr } = cli(['validate', path]);
    expect(code).toBe(1);
    const [header, error] = stdout.split('\n');
    expect(header).toBe(path);
    expect(error).toMatch(/^ {2}\/entity_id {2}Entity\.entity_id\.required {2}\S/);
    expect(stderr).toBe('1 object: 0 valid, 1 invalid\n');
  });

  it('--json: one line per value with the exact shape', async () => {
    const path = file('invalid2.json', INVALID_ENTITY_TEXT);
    const { code, stdout } = await cliInProcess(['validate', '--json', path]);
    expect(code).toBe(1);
    const [line, ...rest] = jsonLines(stdout);
    expect(rest).toEqual([]);
    expect(Object.keys(line)).toEqual(['source', 'index', 'valid', 'errors']);
    expect(line).toMatchObject({ source: path, index: 0, valid: false });
    expect(line.errors).toContainEqual({
      path: '/entity_id',
      rule: 'Entity.entity_id.required',
      message: expect.any(String),
    });
    for (const error of line.errors) expect(Object.keys(error)).toEqual(['path', 'rule', 'message']);
  });

  it('--json --lint adds "warnings"', async () => {
    const [line] = jsonLines(
      (await cliInProcess(['validate', '--json', '--lint', file('lint.json', ENTITY_TEXT)])).stdout,
    );
    expect(Object.keys(line)).toEqual(['source', 'index', 'valid', 'errors', 'warnings']);
    expect(Array.isArray(line.warnings)).toBe(true);
  });

  it('NDJSON with a garbage line in the middle: every other line is still reported, exit 1', async () => {
    const text =
      [ENTITY_TEXT, INVALID_ENTITY_TEXT, '{"not json', '', ENTITY_TEXT, INVALID_ENTITY_TEXT].join('\n') + '\n';
    const path = file('mixed.ndjson', text);
    const { code, stdout, stderr } = await cliInProcess(['validate', '--json', path]);
    expect(code).toBe(1);
    const lines = jsonLines(stdout);
    // The blank line 4 is skipped but counted.
    expect(lines.map((l) => [l.index, l.valid])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [5, true],
      [6, false],
    ]);
    expect(lines[2].errors).toEqual([{ path: '', rule: 'json.syntax', message: expect.any(String) }]);
    expect(stderr).toBe('5 objects: 2 valid, 3 invalid\n');

    const human = (await cliInProcess(['validate', path])).stdout;
    expect(human).toContain(`${path}:2\n`);
    expect(human).toContain(`${path}:3\n  (root)  json.syntax  `);
    expect(human).toContain(`${path}:6\n`);
  });

  it('a .jsonl file and --ndjson on any file are read line by line; CRLF is accepted', async () => {
    const text = `${ENTITY_TEXT}\r\n${ENTITY_TEXT}\r\n`;
    expect((await cliInProcess(['validate', file('two.jsonl', text)])).stderr).toBe('2 objects: 2 valid, 0 invalid\n');
    expect((await cliInProcess(['validate', '--ndjson', file('two.txt', text)])).stderr).toBe(
      '2 objects: 2 valid, 0 invalid\n',
    );
  });

  it('text traps are errors: a duplicate key makes the object invalid', async () => {
    const duplicate = ENTITY_TEXT.replace('"affiliation":"NEUTRAL"', '"affiliation":"NEUTRAL","affiliation":"HOSTILE"');
    const [line] = jsonLines((await cliInProcess(['validate', '--json', file('dup.json', duplicate)])).stdout);
    expect(line.valid).toBe(false);
    expect(line.errors.map((e: { rule: string }) => e.rule)).toContain('json.duplicate-key');
  });

  it('a missing file: exit 2, one line naming the file, nothing validated', () => {
    const missing = join(dir, 'nope.json');
    const { code, stdout, stderr } = cli(['validate', file('ok.json', ENTITY_TEXT), missing]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(expectOneErrorLine(stderr)).toBe(`cdm-conformance: cannot read ${missing}: no such file or directory`);
  });

  it('a directory is unreadable input: exit 2', async () => {
    const { code, stderr } = await cliInProcess(['validate', dir]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toContain('is a directory');
  });

  it('reads stdin when no FILE (one value) and with "-" (--ndjson)', () => {
    const whole = cli(['validate', '--json'], { input: ENTITY_TEXT });
    expect(whole.code).toBe(0);
    expect(jsonLines(whole.stdout)).toEqual([{ source: '-', index: 0, valid: true, errors: [] }]);
    const lines = cli(['validate', '--ndjson', '-'], { input: `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n` });
    expect(lines.code).toBe(1);
    expect(lines.stdout).toMatch(/^<stdin>:2\n/);
  });

  it('--kind validates against one kind; a bad --kind is a usage error', () => {
    const withoutKind = ENTITY_TEXT.replace('"object_kind":"entity",', '');
    expect(cli(['validate', '--kind', 'entity'], { input: withoutKind }).code).toBe(0);
    expect(cli(['validate'], { input: withoutKind }).code).toBe(1);
    const bad = cli(['validate', '--kind', 'vessel'], { input: ENTITY_TEXT });
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toContain('--kind');
  });

  it('--quiet prints only the summary', () => {
    const { code, stdout, stderr } = cli(['validate', '--quiet', '--ndjson'], { input: `${INVALID_ENTITY_TEXT}\n` });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('1 object: 0 valid, 1 invalid\n');
  });

  it('no colour and no progress when piped, whatever NO_COLOR / FORCE_COLOR say', () => {
    for (const env of [{ NO_COLOR: '1' }, {}, { FORCE_COLOR: '1' }]) {
      const { stdout, stderr } = cli(['validate', '--ndjson'], { input: `${INVALID_ENTITY_TEXT}\n`, env });
      expect(stdout).toContain('Entity.entity_id.required');
      expect(stdout + stderr).not.toMatch(/[\u001b\r]/);
    }
  });

  it('--workers N|auto is accepted and ignored: one line on stderr says so (none with --quiet), output unchanged', async () => {
    const path = file('workers.ndjson', `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
    const alone = await cliInProcess(['validate', '--json', path]);
    const note = 'cdm-conformance: --workers is ignored: validate runs on one thread (docs/performance.md)\n';
    for (const value of ['2', 'auto']) {
      const run = await cliInProcess(['validate', '--json', '--workers', value, path]);
      expect(run).toEqual({ code: 1, stdout: alone.stdout, stderr: `${note}${alone.stderr}` });
    }
    const quiet = await cliInProcess(['validate', '--quiet', '--workers', '2', path]);
    expect(quiet.stderr).toBe('2 objects: 1 valid, 1 invalid\n');
  });

  it('--workers still checks its value: a FILE it swallowed is a usage error, not stdin read instead', async () => {
    const { code, stderr } = await cliInProcess(['validate', '--workers', file('taken.ndjson', ENTITY_TEXT)]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(
      /^cdm-conformance: --workers must be a whole number from 1 to 999, or auto; got ".*taken\.ndjson" \(see cdm-conformance validate --help\)$/,
    );
  });

  it('a 20k-line NDJSON file validates every line', async () => {
    const lines: string[] = [];
    for (let i = 0; i < 20_000; i++) lines.push(i % 1000 === 999 ? INVALID_ENTITY_TEXT : ENTITY_TEXT);
    const { code, stderr } = await cliInProcess(['validate', '--quiet', file('big.ndjson', lines.join('\n') + '\n')]);
    expect(code).toBe(1);
    expect(stderr).toBe('20000 objects: 19980 valid, 20 invalid\n');
  });

  it('stdin that is a regular file (`< FILE`) answers as FILE does: several MiB, an over-long line, an endless one', () => {
    const lines: string[] = [];
    for (let i = 0; i < 6_000; i++)
      lines.push(i % 997 === 0 ? INVALID_ENTITY_TEXT : i === 3_000 ? 'x'.repeat(1_000_000) : ENTITY_TEXT);
    const path = file('stdin.ndjson', lines.join('\n') + '\n' + 'y'.repeat(2_000_000));
    const fromStdin = (args: string[]) => {
      const fd = openSync(path, 'r');
      try {
        const run = spawnSync(process.execPath, [BIN, ...args], {
          stdio: [fd, 'pipe', 'pipe'],
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        });
        return { code: run.status, stdout: run.stdout, stderr: run.stderr };
      } finally {
        closeSync(fd);
      }
    };
    const args = ['validate', '--ndjson', '--max-line-bytes', '100000'];
    const named = cli([...args, path]);
    const piped = fromStdin([...args, '-']);
    expect(named.stderr).toContain('line 3001 is longer than 100000 bytes (1000000 bytes');
    expect(named.stderr).toContain('line 6001 is longer than 100000 bytes and no line end came');
    expect(piped).toEqual({
      code: named.code,
      stdout: named.stdout.replaceAll(path, '<stdin>'),
      stderr: named.stderr.replaceAll(path, '<stdin>'),
    });
  });
});
