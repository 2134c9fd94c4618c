import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendStepSummary, renderSummaryMarkdown } from '../../src/report/summaryMarkdown.js';
import { makeCase, makeReport } from './_support/runReports.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('summary.md', () => {
  const markdown = renderSummaryMarkdown(makeReport());

  it('opens with the verdict, level and percent', () => {
    const lines = markdown.split('\n');
    expect(lines[0]).toMatch(/^## CDM 3\.0\.0 conformance: /);
    expect(markdown).toContain(
      '**NOT CONFORMANT** at level `rule`: 1 of 7 must rules passes (14.2%); 4 scored rules fail',
    );
  });

  it('lists every outcome count', () => {
    expect(markdown).toContain(
      '| pass | false-accept | false-reject | wrong-rule | wrong-path | error | timeout | skipped | expected-failure | unexpected-pass |',
    );
    expect(markdown).toContain('| 2 | 1 | 1 | 1 | 0 | 1 | 1 | 1 | 1 | 1 |');
  });

  it('puts the failing must rules first, before any roll-up, most failing cases first', () => {
    const failing = markdown.indexOf('### Failing must rules (4)');
    expect(failing).toBeGreaterThan(0);
    expect(failing).toBeLessThan(markdown.indexOf('### By Errors-table category'));
    const rows = markdown
      .slice(failing)
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    expect(rows.slice(0, 4).map((row) => row.split(' | ')[0])).toEqual([
      '| `Entity.additional-properties`',
      '| `Timestamp.format`',
      '| `Position.lon.range`',
      '| `Track.samples.order`',
    ]);
    expect(rows[0]).toBe('| `Entity.additional-properties` | `undeclared-key` | 2 | 0 | 1 | 0 | 1 | 0 |');
  });

  it('says None when no must rule fails', () => {
    const passing = renderSummaryMarkdown(makeReport({ rules: [], cases: [], conformant: true, percent: 100 }));
    expect(passing).toContain('**CONFORMANT** at level');
    expect(passing).toContain('### Failing must rules\n\nNone.');
  });

  it('rolls up by Errors-table category in the contract order, and by kind', () => {
    expect(markdown).toContain(
      '| `undeclared-key`: Object contains a key not declared for its type | 0 | 1 | 0% | 2 | 0 | 1 | 0 | 1 | 0 |',
    );
    expect(markdown.indexOf('`undeclared-key`:')).toBeLessThan(markdown.indexOf('`closed-vocabulary`:'));
    expect(markdown).toMatch(/\| `track` \| 0 \| 1 \| 0% \| 1 \| 0 \| 0 \| 1 \| 0 \| 0 \|/);
  });

  it('shows the may behaviour matrix against the reference', () => {
    expect(markdown).toContain('| `json.duplicate-key` | `json-text` | rejects | **accepts** | 0/1 | 0 |');
    expect(markdown).toContain('| `UUID.uppercase` | `uuid-form` | accepts | accepts | 1/1 | 0 |');
  });

  it('describes the subject by where it differs from the reference', () => {
    const may = (id: string, rule: string, expected: boolean, actual: boolean) =>
      makeCase({
        id,
        rule,
        tier: 'may',
        outcome: expected === actual ? 'pass' : actual ? 'false-accept' : 'false-reject',
        expected: { valid: expected, errors: [] },
        actual: { valid: actual, errors: [] },
      });
    const text = renderSummaryMarkdown(
      makeReport({
        rules: [],
        cases: [
          // The reference rejects a geometry position of fewer than two numbers: a subject doing the same agrees.
          may('size/one-number', 'Geometry.position.size', false, false),
          may('size/empty', 'Geometry.position.size', false, false),
          may('uuid/v0', 'UUID.version-variant', true, false),
        ],
      }),
    );
    expect(text).toContain('| `Geometry.position.size` | `geometry-details` | rejects | rejects | 2/2 | 0 |');
    expect(text).toContain('| `UUID.version-variant` | `uuid-form` | accepts | **rejects** | 0/1 | 0 |');
  });

  it('counts a protocol refusal ("id": null answers) and no answer as errors, never as rejections', () => {
    const refused = (id: string) =>
      makeCase({
        id,
        rule: 'json.duplicate-key',
        tier: 'may',
        outcome: 'pass',
        expected: { valid: false, errors: [{ rule: 'json.duplicate-key', path: '/entity_type' }] },
        actual: {
          valid: false,
          errors: [{ path: '', rule: 'protocol.envelope', message: 'request has no "id" string' }],
        },
      });
    const text = renderSummaryMarkdown(
      makeReport({
        rules: [],
        cases: [
          refused('stream/json.duplicate-key/a'),
          refused('stream/json.duplicate-key/b'),
          makeCase({ id: 'stream/json.duplicate-key/c', rule: 'json.duplicate-key', tier: 'may', outcome: 'error' }),
        ],
      }),
    );
    expect(text).toContain('| `json.duplicate-key` | `json-text` | rejects | **no answer** | 0/3 | **3** |');
  });

  it('neutralises pipes and HTML in table cells', () => {
    expect(markdown).toContain('python &lt;partial&gt; \\| "demo"');
  });

  it('reports an aborted run and the baseline', () => {
    const base = makeReport();
    const report = {
      ...base,
      summary: {
        ...base.summary,
        aborted: 'the subject restarted 5 times',
        baseline: {
          file: '.cdm-baseline',
          expectedFailures: 1,
          unexpectedPasses: ['entity/Position.lon.range/-181'],
          stale: [],
          newFailures: ['track/Track.samples.order/equal-timestamps'],
        },
      },
    };
    const text = renderSummaryMarkdown(report);
    expect(text).toContain('> **The run ended early:** the subject restarted 5 times');
    // The gate's verdict comes first, before the long tables, and names each case with its rule and expected vs actual.
    expect(text.indexOf('### Gate: regressed')).toBeGreaterThan(0);
    expect(text.indexOf('### Gate: regressed')).toBeLessThan(text.indexOf('### Failing must rules'));
    expect(text).toContain('1 new failure, 1 unexpected pass, 0 stale entries against `.cdm-baseline`');
    expect(text).toContain(
      '| new failure | `track/Track.samples.order/equal-timestamps` | `Track.samples.order` | valid | invalid (Track.samples.order): false-reject |',
    );
    expect(text).toMatch(/\| unexpected pass \| `entity\/Position\.lon\.range\/-181` \| `Position\.lon\.range` \|/);
    expect(text).not.toMatch(/update-baseline/);
  });

  it('a baseline that holds in an interrupted run holds only for the cases that ran', () => {
    const base = makeReport();
    const baseline = { file: '.cdm-baseline', expectedFailures: 2, unexpectedPasses: [], stale: [], newFailures: [] };
    const report = {
      ...base,
      summary: { ...base.summary, complete: false, conformant: null, interrupted: 'SIGINT', baseline },
    };
    const text = renderSummaryMarkdown(report);
    expect(text).toContain('### Gate: holds for the cases that ran (interrupted by SIGINT)');
    expect(text).toContain('(2 known failures, nothing new among the cases that ran)');
    expect(renderSummaryMarkdown({ ...base, summary: { ...base.summary, baseline } })).toContain('### Gate: holds\n');
  });
});

describe('GITHUB_STEP_SUMMARY', () => {
  it('appends the Markdown, keeping what other steps wrote', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cdm-step-'));
    dirs.push(dir);
    const file = path.join(dir, 'step-summary.md');
    await writeFile(file, '# earlier step\n');
    expect(await appendStepSummary('## ours\n', { GITHUB_STEP_SUMMARY: file })).toBe(file);
    expect(await appendStepSummary('## again\n', { GITHUB_STEP_SUMMARY: file })).toBe(file);
    expect(await readFile(file, 'utf8')).toBe('# earlier step\n\n## ours\n\n## again\n');
  });

  it('does nothing outside GitHub Actions', async () => {
    expect(await appendStepSummary('## ours\n', {})).toBeNull();
    expect(await appendStepSummary('## ours\n', { GITHUB_STEP_SUMMARY: '' })).toBeNull();
  });
});
