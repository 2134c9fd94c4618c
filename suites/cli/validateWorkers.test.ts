/**
 * `validate --workers`: the same output as one thread, byte for byte, whatever the lines hold. The runs with
 * workers are the built command as a process; the one-thread run each is compared with is the same command
 * line in process (cliInProcess), its output being the command's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTO_MIN_BYTES, workersFor, workersOption } from '../../src/cli/validateWorkers.js';
import { usableCores } from '../../src/support/cores.js';
import { cli, cliInProcess, ENTITY_TEXT, ensureBuilt, expectOneErrorLine, INVALID_ENTITY_TEXT } from './_support.js';

beforeAll(ensureBuilt);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cdm-workers-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const BOM = '\ufeff';
/** 1,999 bytes: past a --max-line-bytes of 1,500 but inside one batch. */
const OVER_CAP = `{"object_kind":"entity","note":"${'x'.repeat(1965)}"}`;
/** 20,000 bytes (with its '\r'), placed across a read's end (64 KiB): an over-long line that spans reads. */
const ACROSS_READS = `{"object_kind":"entity","note":"${'y'.repeat(19_965)}"}\r`;
/** Past 17 × the cap with no line end: the rest of its input is not read (support/lines.ts). */
const ENDLESS = `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n${'z'.repeat(100_000)}\n${ENTITY_TEXT}\n`;

/**
 * Many batches' worth of lines: valid, invalid, not JSON, not UTF-8, blank, CRLF, a BOM (first line and
 * later ones), non-ASCII text, lines past --max-line-bytes (within a batch and across reads), and no final
 * newline.
 */
function awkwardInput(): Buffer {
  const parts: Buffer[] = [Buffer.from(`${BOM}${ENTITY_TEXT}\n`)];
  let bytes = parts[0]!.length;
  let across = false;
  const push = (part: Buffer): void => {
    parts.push(part);
    bytes += part.length;
  };
  for (let i = 0; i < 7000; i++) {
    const line = [
      ENTITY_TEXT,
      INVALID_ENTITY_TEXT,
      'not json',
      '',
      `${ENTITY_TEXT}\r`,
      '  ',
      `${BOM}${ENTITY_TEXT}`,
      '{"naïve":"ü€😀"}',
      `${INVALID_ENTITY_TEXT}\r`,
    ][i % 9]!;
    push(Buffer.from(line + '\n'));
    if (i % 997 === 0) push(Buffer.from([0x7b, 0xe9, 0x7d, 0x0a]));
    if (i % 1500 === 0) push(Buffer.from(`${OVER_CAP}\n`));
    if (i > 3000 && !across && bytes % 65536 > 50_000) {
      push(Buffer.from(`${ACROSS_READS}\n`));
      across = true;
    }
  }
  push(Buffer.from(INVALID_ENTITY_TEXT));
  return Buffer.concat(parts);
}

/**
 * Every output format and option that changes what is printed, each with lines past the cap; --max-errors
 * reached in the first batch and in a later one (batches of 256 KiB: cli/validateWorkers.ts).
 */
const VARIANTS = [
  [],
  ['--json'],
  ['--format', 'junit'],
  ['--format', 'github'],
  ['--lint', '--json'],
  ['--max-errors', '25'],
  ['--max-errors', '1000'],
  ['--stats'],
  ['--quiet'],
];

describe('validate --workers', () => {
  it.each(VARIANTS)(
    'prints what one thread prints, in input order, every bad line reported and the rest still run (%s)',
    async (...format) => {
      const first = join(dir, 'first.json');
      writeFileSync(first, INVALID_ENTITY_TEXT);
      const file = join(dir, 'awkward.ndjson');
      writeFileSync(file, awkwardInput());
      const endless = join(dir, 'endless.ndjson');
      writeFileSync(endless, ENDLESS);
      const last = join(dir, 'last.ndjson');
      writeFileSync(last, `${INVALID_ENTITY_TEXT}\n${OVER_CAP}`);
      const args = ['validate', ...format, '--max-line-bytes', '1500', first, file, endless, last];
      const single = await cliInProcess(args, { env: { NO_COLOR: '1' } });
      expect(single.code).toBe(2);
      if (!format.includes('--quiet')) expect(single.stdout).toMatch(/not UTF-8/);
      expect(single.stderr).toMatch(/line \d+ is longer than 1500 bytes \(20000 bytes/);
      expect(single.stderr).toMatch(/endless.ndjson:3: line 3 is longer than 1500 bytes and no line end came/);
      for (const workers of format.length === 0 ? ['2', '3'] : ['2']) {
        const parallel = cli([...args, '--workers', workers], { env: { NO_COLOR: '1' } });
        expect(parallel.code).toBe(2);
        expect(parallel.stdout).toBe(single.stdout);
        expect(parallel.stderr).toBe(single.stderr);
      }
    },
  );

  it('reads stdin too', () => {
    const input = [ENTITY_TEXT, INVALID_ENTITY_TEXT].join('\n');
    const single = cli(['validate', '--json', '--ndjson', '-'], { input });
    expect(cli(['validate', '--json', '--ndjson', '--workers', 'auto', '-'], { input }).stdout).toBe(single.stdout);
  });

  it.each([['0'], ['two'], ['1.5'], ['-1']])('refuses --workers %s with one line and exit 2', (count) => {
    const result = cli(['validate', '--workers', count, '-'], { input: ENTITY_TEXT });
    expect(result.code).toBe(2);
    expect(expectOneErrorLine(result.stderr)).toMatch(/--workers/);
  });

  it('is refused with --stream', () => {
    const result = cli(['validate', '--stream', '--workers', '2'], { input: '' });
    expect(result.code).toBe(2);
    expectOneErrorLine(result.stderr);
  });
});

describe('--workers auto leaves small files to one thread', () => {
  const auto = workersOption('auto');

  it('auto is one worker per usable core; a number is that number; no option is one thread', () => {
    expect(auto).toEqual({ count: usableCores(), auto: true });
    expect(workersOption('3')).toEqual({ count: 3, auto: false });
    expect(workersOption(undefined)).toEqual({ count: 1, auto: false });
  });

  it('a file below AUTO_MIN_BYTES and stdin get one thread under auto, a larger file gets the cores', () => {
    const cores = { count: 4, auto: true };
    expect(workersFor(cores, 0)).toBe(1);
    expect(workersFor(cores, AUTO_MIN_BYTES - 1)).toBe(1);
    expect(workersFor(cores, AUTO_MIN_BYTES)).toBe(4);
    expect(workersFor(cores, undefined)).toBe(1); // stdin, a pipe or a device: nothing shows a second thread pays
  });

  it('an explicit count is kept whatever the size', () => {
    expect(workersFor({ count: 2, auto: false }, 10)).toBe(2);
    expect(workersFor({ count: 2, auto: false }, undefined)).toBe(2);
  });
});
