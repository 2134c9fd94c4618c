/**
 * One object lists at most MAX_LISTED_ERRORS errors; the rest are counted, not listed, so memory stays bounded
 * by the line cap whatever one line holds (issue: a line whose array held millions of wrong items ended in a
 * heap exhaustion). The decode's failures, the strict parser's findings and the two together are capped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LISTED_ERRORS } from '../../src/json/errorCap.js';
import { verdictOfText, verdictOfValue } from '../../src/validation/verdict.js';
import { BIN, ENTITY_TEXT, ensureBuilt } from '../cli/_support.js';

/** The valid entity with `source_ids` holding `items` (a JSON text of array items). */
const withSourceIds = (items: string): string => {
  const text = ENTITY_TEXT.replace(/"source_ids":\[[^\]]*\]/, `"source_ids":[${items}]`);
  expect(text).not.toBe(ENTITY_TEXT);
  return text;
};

const wrongItems = (count: number): string => Array.from({ length: count }, () => '1').join(',');

describe('the errors of one object are capped, the rest counted', () => {
  it('keeps an object within the cap as it was: every error listed, no count', () => {
    const result = verdictOfText(withSourceIds(wrongItems(3)));
    expect(result.errors).toHaveLength(3);
    expect(result).not.toHaveProperty('omittedErrors');
  });

  it('lists the first errors of an array of wrong items and counts the others', () => {
    const result = verdictOfText(withSourceIds(wrongItems(MAX_LISTED_ERRORS + 2500)));
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(result.omittedErrors).toBe(2500);
    expect(result.errors[0]!.path).toBe('/source_ids/0');
    expect(result.errors.at(-1)!.path).toBe(`/source_ids/${MAX_LISTED_ERRORS - 1}`);
  });

  it('caps a value given to the library as it caps a text', () => {
    const value = JSON.parse(withSourceIds(wrongItems(MAX_LISTED_ERRORS + 7))) as unknown;
    const result = verdictOfValue(value);
    expect([result.errors.length, result.omittedErrors]).toEqual([MAX_LISTED_ERRORS, 7]);
  });

  it('caps undeclared keys, text findings, and findings and errors together', () => {
    const undeclared = Array.from({ length: MAX_LISTED_ERRORS + 5 }, (_, index) => `"x${index}":1`).join(',');
    const keys = verdictOfText(`{${undeclared},${ENTITY_TEXT.slice(1)}`);
    expect([keys.errors.length, keys.omittedErrors]).toEqual([MAX_LISTED_ERRORS, 5]);
    const repeated = Array.from({ length: MAX_LISTED_ERRORS + 9 }, () => '"n":1').join(',');
    const findings = verdictOfText(`{"a":{${repeated}},${ENTITY_TEXT.slice(1)}`);
    expect(findings.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(findings.errors.every((error) => error.rule === 'json.duplicate-key')).toBe(true);
    // 1,008 repeated names plus the undeclared "a": findings first, then the decode's error, past the cap.
    expect(findings.omittedErrors).toBe(9);
  });
});

describe('validate on one line of a million wrong items', () => {
  let dir: string;
  beforeAll(() => {
    ensureBuilt();
    dir = mkdtempSync(join(tmpdir(), 'cdm-error-cap-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stays within a small heap: peak memory measured in the child, the errors counted in the summary', () => {
    const file = join(dir, 'wrong-items.ndjson');
    writeFileSync(file, `${withSourceIds(wrongItems(1_000_000))}\n`);
    const rss = join(dir, 'rss.cjs');
    // The child reports its own peak resident set size as it exits.
    writeFileSync(
      rss,
      "process.on('exit', () => require('node:fs').writeSync(2, 'peak-rss-kb ' + process.resourceUsage().maxRSS + '\\n'));\n",
    );
    const child = spawnSync(
      process.execPath,
      ['--require', rss, '--max-old-space-size=96', BIN, 'validate', '--ndjson', '--quiet', file],
      { encoding: 'utf8' },
    );
    expect(child.stderr).toContain('1 object: 0 valid, 1 invalid; 999000 more errors counted, not listed');
    expect(child.status).toBe(1);
    const peak = Number(/peak-rss-kb (\d+)/.exec(child.stderr)?.[1]);
    expect(peak).toBeLessThan(250 * 1024);
  });
});
