/**
 * compare takes the options run has for scoring and output: --rule-map (a subject's own codes translated),
 * -j/--jobs, --quiet (the verdict lines only) and --json (one JSON object on stdout, the rest on stderr).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess, ensureBuilt, ROOT } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-compare-options-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SUBJECTS = path.join(ROOT, 'suites/runner/_subjects');

describe('compare --rule-map --jobs --quiet --json', () => {
  it('scores a subject of its own codes through the rule map, quietly, and prints the comparison as JSON', async () => {
    const map = path.join(scratch, 'map.json');
    writeFileSync(
      map,
      JSON.stringify({
        'undeclared key': [
          { path: '/samples/*/{key}', rule: 'TrackSample.additional-properties' },
          { path: '/{key}', kind: 'entity', rule: 'Entity.additional-properties' },
          { path: '/{key}', kind: 'track', rule: 'Track.additional-properties' },
        ],
      }),
    );
    const out = path.join(scratch, 'compare');
    const { code, stdout, stderr } = await cliInProcess([
      'compare',
      '--module',
      `own=${path.join(SUBJECTS, 'own-codes.mjs')}`,
      '--module',
      `fn=${path.join(SUBJECTS, 'modules.mjs')}#asFunction`,
      '--rule',
      'Entity.additional-properties,TrackSample.additional-properties',
      '--level',
      'rule',
      '--rule-map',
      map,
      '-j',
      '2',
      '--quiet',
      '--json',
      '--out',
      out,
    ]);
    expect(code, stderr).toBe(0);
    const printed = JSON.parse(stdout);
    expect(printed.comparison).toBe(path.join(out, 'site', 'compare.html'));
    expect(printed.subjects.map((s: { name: string; exitCode: number }) => [s.name, s.exitCode])).toEqual([
      ['own', 0],
      ['fn', 0],
    ]);
    expect(printed.subjects[0].folder).toBe(path.join(out, 'own'));
    expect(printed.subjects[0].summary.level).toBe('rule');
    const own = JSON.parse(readFileSync(path.join(out, 'own', 'report.json'), 'utf8'));
    expect(own.header.ruleMap).toBe(map);
    expect(own.summary.outcomes['wrong-rule'] ?? 0).toBe(0);
    // --quiet: no progress lines; the verdict lines (on stderr, as --json keeps stdout for the JSON) remain.
    expect(stderr).not.toMatch(/Running \d+ cases?/);
    expect(stderr).toMatch(/^own: .*\(.*own\/report\.html\)$/m);
    expect(stderr).toMatch(/^Comparison: /m);
  });
});
