/**
 * Rule-level scoring explains itself: a subject whose rule ids are its own hears how many of them the
 * catalogue does not know and is pointed to --rule-map; a pattern rule map translates one generic code
 * into the right catalogue rule by where the error points (docs/runner.md). The runs are command lines run in
 * process (cliInProcess): what they show is the command's; the module subject is a process of its own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliInProcess, ensureBuilt } from '../cli/_support.js';
import { SUBJECTS } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'runner-rule-map-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const OWN = [
  '--module',
  join(SUBJECTS, 'own-codes.mjs'),
  '--rule',
  'Entity.additional-properties,TrackSample.additional-properties',
  '--level',
  'rule',
];

describe('--level rule with a subject of its own rule ids', () => {
  it('says how many reported ids the catalogue does not know and points to --rule-map', async () => {
    const out = join(scratch, 'unknown');
    const { code, stdout } = await cliInProcess(['run', ...OWN, '--out', out], { env: { NO_COLOR: '1' } });
    expect(code).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.summary.unknownRuleIds.count).toBeGreaterThan(0);
    expect(report.summary.unknownRuleIds.examples).toContain('undeclared key');
    expect(stdout).toMatch(
      /\d+ rule ids? the subject reported (is|are) not in the catalogue \(e\.g\. [^)]*undeclared key[^)]*\): at rule level they match no expected rule; translate them with --rule-map FILE/,
    );
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toMatch(/not in the catalogue .*--rule-map FILE/);
    // Refused for a rule it names its own way: wrong-rule, not "false-accept".
    expect(report.summary.outcomes['wrong-rule']).toBeGreaterThan(0);
    expect(report.summary.outcomes['false-accept']).toBe(0);
  });

  it('a pattern rule map turns the generic code into the right rule per place, and the run passes', async () => {
    const map = join(scratch, 'map.json');
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
    const out = join(scratch, 'mapped');
    const { code, stdout, stderr } = await cliInProcess(['run', ...OWN, '--rule-map', map, '--out', out], {
      env: { NO_COLOR: '1' },
    });
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/PASS \(partial: \d+ of 374 must rules\) at level rule/);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    expect(report.rules.filter((rule: { status: string }) => rule.status === 'fail')).toEqual([]);
  });

  it('a rule map pattern that names no catalogue rule is a usage error naming the entry', async () => {
    const map = join(scratch, 'bad.json');
    writeFileSync(map, JSON.stringify({ 'undeclared key': [{ path: '/{key}', rule: 'Entity.extra' }] }));
    const { code, stderr } = await cliInProcess(['run', ...OWN, '--rule-map', map]);
    expect(code).toBe(2);
    expect(stderr.trim()).toMatch(
      /^cdm-conformance: --rule-map .*bad\.json: "undeclared key" pattern 1 maps to "Entity\.extra", which is not a catalogue rule id/,
    );
  });
});
