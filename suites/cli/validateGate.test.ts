/**
 * validate as a CI gate: formats (github, junit), --fail-on, --max-errors, statistics, NDJSON on stdin. Files
 * are validated in this process (cliInProcess), stdin through the built command as a process.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, workflowCommand } from '../../src/support/workflowCommands.js';
import { cli, cliInProcess, ENTITY_TEXT, ensureBuilt, INVALID_ENTITY_TEXT } from './_support.js';

let dir: string;
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const entity = JSON.parse(ENTITY_TEXT) as Record<string, unknown>;
const line = (patch: Record<string, unknown>): string => JSON.stringify({ ...entity, ...patch });

beforeAll(() => {
  ensureBuilt();
  dir = mkdtempSync(join(tmpdir(), 'cdm-cli-gate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GitHub workflow-command escaping (as @actions/core does it)', () => {
  it('escapes %, CR and LF in data; also : and , in properties', () => {
    expect(escapeData('50% a\r\nb:c,d')).toBe('50%25 a%0D%0Ab:c,d');
    expect(escapeProperty('50% a\r\nb:c,d')).toBe('50%25 a%0D%0Ab%3Ac%2Cd');
    expect(escapeData('%0A')).toBe('%250A'); // an escape already in the text stays text
  });

  it('a message cannot end the command or start another one', () => {
    const command = workflowCommand({
      level: 'error',
      file: 'out,x:y.ndjson',
      line: 3,
      col: 7,
      title: 'R::x',
      message: 'bad\n::error::forged',
    });
    expect(command).toBe('::error file=out%2Cx%3Ay.ndjson,line=3,col=7,title=R%3A%3Ax::bad%0A::error::forged\n');
    expect(command.split('\n').filter((part) => part !== '')).toHaveLength(1);
  });
});

describe('validate --format github', () => {
  it('annotates the NDJSON line and the column of the offending value', async () => {
    const bad = line({ confidence: 7 });
    const path = file('feed.ndjson', `${line({})}\n\n${bad}\n`);
    const { code, stdout } = await cliInProcess(['validate', '--format', 'github', path]);
    expect(code).toBe(1);
    const col = bad.indexOf('"confidence":7') + '"confidence":'.length + 1;
    expect(stdout).toBe(
      `::error file=${escapeProperty(path)},line=3,col=${col},title=Entity.confidence.range::/confidence: ${stdout.split('::/confidence: ')[1]!.trimEnd()}\n`,
    );
  });

  it('in a pretty-printed .json file: the line and column within the file; a missing key at its object', async () => {
    const text = JSON.stringify(JSON.parse(INVALID_ENTITY_TEXT), null, 2);
    const path = file('one.json', text);
    const { stdout } = await cliInProcess(['validate', '--format', 'github', path]);
    expect(stdout).toMatch(/^::error file=[^,]+,line=1,col=1,title=Entity.entity_id.required::\/entity_id: /);
    const nested = JSON.stringify({ ...entity, position: { lat: 95, lon: 1, position_source: 'GNSS' } }, null, 2);
    const lines = nested.split('\n');
    const at = lines.findIndex((text) => text.includes('"lat": 95'));
    const { stdout: located } = await cliInProcess(['validate', '--format', 'github', file('nested.json', nested)]);
    expect(located).toContain(
      `line=${at + 1},col=${lines[at]!.indexOf('95') + 1},title=Position.lat.range::/position/lat: `,
    );
  });

  it('a syntax error is annotated where the parser stopped; stdin has no file, the line is in the message', () => {
    const { stdout } = cli(['validate', '--format', 'github', '--ndjson', '-'], { input: `${line({})}\n{"a":1,}\n` });
    expect(stdout).toBe(
      "::error title=json.syntax::(root): unexpected character '}' (expected a member name in double quotes) at line 1, column 8 (<stdin> line 2)\n",
    );
  });

  it('lint findings are warnings, errors under --fail-on warning; a hostile member name stays one printable line', async () => {
    const path = file('lint.ndjson', `${line({ attributes: { true_heading: 511, '\u001b[31m\nx': 1 } })}\n`);
    const warned = await cliInProcess(['validate', '--format', 'github', '--lint', path]);
    expect(warned.code).toBe(0);
    expect(warned.stdout).toMatch(
      /^::warning file=[^,]+,line=1,col=\d+,title=lint.attributes.ais-heading-not-available::\/attributes\/true_heading: /,
    );
    const failed = await cliInProcess(['validate', '--format', 'github', '--fail-on', 'warning', path]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^::error file=/);
    expect(failed.stdout.split('\n')).toHaveLength(2);
  });

  it('a file inside $GITHUB_WORKSPACE is named relative to it', async () => {
    const path = file('ws.ndjson', `${line({ confidence: 7 })}\n`);
    const { stdout } = await cliInProcess(['validate', '--format', 'github', path], { env: { GITHUB_WORKSPACE: dir } });
    expect(stdout).toMatch(/^::error file=ws\.ndjson,line=1,/);
  });
});

describe('validate --max-errors, --fail-on', () => {
  it('lists at most N findings, counts all, and keeps the exit code', async () => {
    const path = file('many.ndjson', Array.from({ length: 5 }, () => line({ confidence: 7 })).join('\n'));
    const { code, stdout, stderr } = await cliInProcess(['validate', '--max-errors', '2', path]);
    expect(code).toBe(1);
    expect(stdout.match(/Entity\.confidence\.range/g)).toHaveLength(2);
    expect(stderr).toContain('5 objects: 0 valid, 5 invalid (3 more findings not listed: --max-errors 2)');
  });

  it('refuses --max-errors for the complete formats, and bad values', () => {
    expect(cli(['validate', '--format', 'junit', '--max-errors', '1', '-'], { input: '{}' }).code).toBe(2);
    expect(cli(['validate', '--fail-on', 'warnings', '-'], { input: '{}' }).stderr).toContain(
      '--fail-on must be error or warning',
    );
    expect(cli(['validate', '--format', 'gihtub', '-'], { input: '{}' }).stderr).toContain('(did you mean github?)');
  });

  it('--fail-on warning implies --lint: a valid object with a lint finding fails the gate', async () => {
    const path = file('epoch.ndjson', `${line({ valid_from: '1970-01-01T00:00:00.000Z' })}\n`);
    expect((await cliInProcess(['validate', path])).code).toBe(0);
    const { code, stdout } = await cliInProcess(['validate', '--fail-on', 'warning', path]);
    expect(code).toBe(1);
    expect(stdout).toContain('lint.Timestamp.epoch');
  });
});

describe('validate --format junit', () => {
  it('one testcase per object, a failure listing every error, escaped', async () => {
    const path = file('j.ndjson', `${line({})}\n${line({ confidence: 7, attributes: { note: '<&>' } })}\n`);
    const { code, stdout } = await cliInProcess(['validate', '--format', 'junit', path]);
    expect(code).toBe(1);
    expect(stdout.match(/<testcase /g)).toHaveLength(2);
    expect(stdout).toContain('<testcase classname="' + path + '" name="line 1"/>');
    expect(stdout).toMatch(
      /<failure type="Entity.confidence.range" message="Entity.confidence.range at \/confidence: [^"]*">/,
    );
    expect(stdout.trimEnd().endsWith('</testsuites>')).toBe(true);
  });
});

describe('validate --stats, --stats-json, the step summary', () => {
  it('counts per rule over the whole stream, with the first lines, everywhere asked', async () => {
    const lines = [
      line({}),
      line({ confidence: 7 }),
      line({ confidence: 8, valid_to: 'x' }),
      line({}),
      line({ confidence: 9 }),
    ];
    const path = file('s.ndjson', lines.join('\n'));
    const summary = file('summary.md', '# before\n');
    const statsFile = join(dir, 'stats.json');
    const { code, stderr } = await cliInProcess(['validate', '--quiet', '--stats', '--stats-json', statsFile, path], {
      env: { GITHUB_STEP_SUMMARY: summary },
    });
    expect(code).toBe(1);
    expect(stderr).toContain('5 objects checked: 2 valid, 3 invalid (60.0%)');
    expect(stderr).toMatch(
      new RegExp(`Entity\\.confidence\\.range\\s+must\\s+3\\s+3\\s+${path.replace(/[.]/g, '\\.')}:2, 3, 5`),
    );
    const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
    expect(stats).toMatchObject({ objects: 5, valid: 2, invalid: 3 });
    expect(stats.rules[0]).toMatchObject({
      rule: 'Entity.confidence.range',
      fired: 3,
      objects: 3,
      first: [
        { source: path, line: 2 },
        { source: path, line: 3 },
        { source: path, line: 5 },
      ],
    });
    const page = readFileSync(summary, 'utf8');
    expect(page.startsWith('# before\n')).toBe(true);
    expect(page).toContain('| `Entity.confidence.range` | must | 3 | 3 |');
  });
});

describe('generate | validate - round-trips', () => {
  it('NDJSON on stdin is recognised without --ndjson; line numbers are real', async () => {
    const generated = await cliInProcess(['generate', '--count', '30', '--ndjson', '--seed', '4']);
    const { code, stderr } = cli(['validate', '-'], { input: generated.stdout });
    expect(stderr).toBe('30 objects: 30 valid, 0 invalid\n');
    expect(code).toBe(0);
    const broken = cli(['validate', '--format', 'github', '-'], {
      input: `${generated.stdout}{"object_kind":"track"}\n`,
    });
    expect(broken.stdout).toContain('(<stdin> line 31)');
  });

  it('a pretty-printed value on stdin is still one value; a JSON array (generate | validate -) is its objects', async () => {
    expect(cli(['validate', '-'], { input: JSON.stringify(entity, null, 2) }).code).toBe(0);
    const tracks = await cliInProcess(['generate', '--kind', 'track', '--count', '2', '--seed', '1']);
    const array = cli(['validate', '-'], { input: tracks.stdout });
    expect(array.stderr).toBe('2 objects: 2 valid, 0 invalid\n');
    expect(array.code).toBe(0);
    // Each item is judged from its own text and named by the line it starts on.
    const broken = `[\n  ${JSON.stringify(entity)},\n  {"object_kind":"track",\n   "a":1, "a":2}\n]\n`;
    const json = cli(['validate', '--json', '-'], { input: broken });
    const lines = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.index, line.valid])).toEqual([
      [2, true],
      [3, false],
    ]);
    expect(lines[1].errors[0]).toMatchObject({ rule: 'json.duplicate-key', path: '/a' });
    const github = cli(['validate', '--format', 'github', '-'], { input: broken });
    expect(github.stdout).toContain(
      '/a: key "a" appears more than once in the same object; JSON.parse would keep only the last value (<stdin> line 4)',
    );
    // An array of anything but objects is one value, refused as before.
    expect(cli(['validate', '-'], { input: '[1, 2]' }).code).toBe(1);
  });

  it('a .json file holding NDJSON gets a hint to pass --ndjson', async () => {
    const { code, stderr } = await cliInProcess(['validate', file('feed.json', `${line({})}\n${line({})}\n`)]);
    expect(code).toBe(1);
    expect(stderr).toContain('holds one JSON value per line (NDJSON): pass --ndjson');
  });
});
