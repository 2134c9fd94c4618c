/** `validate --workers`: the same output as one thread, byte for byte, whatever the lines hold. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, ENTITY_TEXT, ensureBuilt, expectOneErrorLine, INVALID_ENTITY_TEXT } from './_support.js';

beforeAll(ensureBuilt);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cdm-workers-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Many batches' worth of lines: valid, invalid, not JSON, not UTF-8, blank, CRLF, and no final newline. */
function awkwardInput(): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < 3000; i++) {
    const line = [ENTITY_TEXT, INVALID_ENTITY_TEXT, 'not json', '', `${ENTITY_TEXT}\r`, '  '][i % 6]!;
    parts.push(Buffer.from(line + '\n'));
    if (i % 997 === 0) parts.push(Buffer.from([0x7b, 0xe9, 0x7d, 0x0a]));
  }
  parts.push(Buffer.from(INVALID_ENTITY_TEXT));
  return Buffer.concat(parts);
}

describe('validate --workers', () => {
  it('prints what one thread prints, in input order, every bad line reported and the rest still run', () => {
    const file = join(dir, 'awkward.ndjson');
    writeFileSync(file, awkwardInput());
    for (const format of [['--json'], []]) {
      const single = cli(['validate', ...format, file], { env: { NO_COLOR: '1' } });
      expect(single.code).toBe(1);
      expect(single.stdout).toMatch(/not UTF-8/);
      for (const workers of ['2', '3']) {
        const parallel = cli(['validate', ...format, '--workers', workers, file], { env: { NO_COLOR: '1' } });
        expect(parallel.code).toBe(1);
        expect(parallel.stdout).toBe(single.stdout);
        expect(parallel.stderr).toBe(single.stderr);
      }
    }
  });

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
