/**
 * Output safety (issue 27): bidirectional controls are escaped like every other control character, and no
 * console line that carries a subject's data can start a GitHub workflow command (`::error::`,
 * `::add-mask::`, `::set-output`, `::stop-commands::`) or hold the legacy `##[` form, on stdout or stderr,
 * with or without --json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../cli/_support.js';
import { ensureBuilt, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'output-safety-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

function expectInert(text: string): void {
  expect(text).not.toMatch(BIDI);
  for (const line of text.split('\n')) {
    expect(line).not.toMatch(/^\s*::/);
    expect(line).not.toContain('##[');
  }
}

describe('a subject whose every text holds U+202E and workflow commands', () => {
  it.each([[[] as string[]], [['--json']]])('nothing reaches stdout or stderr raw (%j)', (extra) => {
    const { stdout, stderr } = cli([
      'run',
      '--stream',
      subjectCommand('bidi-commands.mjs'),
      '--rule',
      'Affiliation.*,Timestamp.format',
      '--level',
      'path',
      '--out',
      join(scratch, `out-${extra.length}`),
      ...extra,
    ]);
    expect(stdout + stderr).toMatch(/\\u202e/i); // shown, escaped
    expectInert(stdout);
    expectInert(stderr);
  });
});
