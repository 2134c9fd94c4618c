import { beforeAll, describe, expect, it } from 'vitest';
import { calibrationReports } from '../../src/runner/calibration.js';
import type { RunReport } from '../../src/report/model/index.js';
import { compare } from '../../src/site/comparison.js';
import { comparePage } from '../../src/site/comparePage.js';
import { rerunCommand, shellWord } from '../../src/site/rerun.js';

let runs: { name: string; report: RunReport }[];
beforeAll(async () => {
  runs = await calibrationReports({ rules: ['Track.*', 'json.*'] });
});

describe('calibration runs', () => {
  it('are computed: accepting everything passes only rules without invalid cases, rejecting everything the reverse', () => {
    const [valid, invalid] = runs.map((run) => run.report);
    const onlyValid = valid!.rules.filter((rule) => rule.status === 'pass').map((rule) => rule.id);
    const onlyInvalid = invalid!.rules.filter((rule) => rule.status === 'pass').map((rule) => rule.id);
    expect(onlyValid.filter((id) => onlyInvalid.includes(id))).toEqual([]);
    expect(onlyInvalid.length).toBeGreaterThan(0);
    for (const id of onlyInvalid)
      expect(
        invalid!.cases.filter((c) => c.rule === id).every((c) => !c.expected.valid),
        id,
      ).toBe(true);
    expect(valid!.summary.outcomes['false-accept']).toBe(
      valid!.cases.filter((c) => !c.expected.valid && c.tier === 'must').length,
    );
  });
});

describe('compare', () => {
  it('scores the interop share over the real implementations only, and finds their disagreements', () => {
    const [valid, invalid, shape] = runs;
    const both = compare([
      { name: 'a', report: valid!.report, calibration: false, page: 'reports/a.html' },
      { name: 'b', report: invalid!.report, calibration: false, page: 'reports/b.html' },
      { name: 'shape-only', report: shape!.report, calibration: true },
    ]);
    expect(both.interop.passing).toBe(0);
    expect(both.interop.total).toBe(both.rows.filter((row) => row.tier === 'must').length);
    expect(both.rows.filter((row) => row.disagreement).length).toBeGreaterThan(10);
    const alone = compare([
      { name: 'b', report: invalid!.report, calibration: false },
      { name: 'a', report: valid!.report, calibration: true },
    ]);
    expect(alone.interop.passing).toBe(
      invalid!.report.rules.filter((rule) => rule.tier === 'must' && rule.status === 'pass').length,
    );
    expect(alone.rows.some((row) => row.disagreement)).toBe(false);
    const row = both.rows.find((r) => r.cells[0] === 'fail')!;
    expect(row.firstFailures[0]).toMatch(/\//);
  });
});

describe('speed in the comparison', () => {
  it('is read from each report (summary.speed), not recomputed; a report from before it falls back to its case durations', () => {
    const report = runs[0]!.report;
    const recorded = { cases: 3, wallMs: 1500, casesPerSecond: 2, p50Ms: 400, p99Ms: 900 };
    const withSpeed: RunReport = { ...report, summary: { ...report.summary, speed: recorded } };
    const { speed: older, ...summary } = report.summary;
    void older;
    const durations = report.cases
      .filter((c) => c.actual.valid !== null)
      .map((c) => c.durationMs)
      .sort((a, b) => a - b);
    const [a, b] = compare([
      { name: 'new', report: withSpeed, calibration: false },
      { name: 'old', report: { ...report, summary }, calibration: false },
    ]).speed;
    expect(a).toMatchObject({ casesPerSecond: 2, p50Ms: 400, p99Ms: 900 });
    expect(b!.p50Ms).toBe(durations[Math.ceil(durations.length / 2) - 1]);
    expect(b!.p99Ms).toBe(durations[Math.ceil(durations.length * 0.99) - 1]);
  });
});

describe('speed on the comparison page', () => {
  it('shows what was measured: no rate for a handful of cases, "under 0.01 ms", never "0.00 ms"', () => {
    const report = runs[0]!.report;
    const speed = { cases: 1, wallMs: 35, casesPerSecond: 28.6, p50Ms: 0.004, p99Ms: 0.004 };
    const page = comparePage(
      compare([{ name: 'one', report: { ...report, summary: { ...report.summary, speed } }, calibration: false }]),
      { name: 'pages.js', code: '' },
    );
    const row = /<th scope="row"><a [\s\S]*?<\/tr>/.exec(page)![0];
    const cells = [...row.matchAll(/<td class="num" data-sort="[^"]*">([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells.slice(-3)).toEqual(['n/a', 'under 0.01 ms', 'under 0.01 ms']);
    expect(page).not.toContain('0.00 ms');
  });
});

describe('rerunCommand', () => {
  it('quotes every word a POSIX shell would split or expand', () => {
    expect(shellWord('plain-word_1.2/x')).toBe('plain-word_1.2/x');
    expect(shellWord(`it's $HOME; rm -rf`)).toBe(`'it'\\''s $HOME; rm -rf'`);
    const report = runs[0]!.report;
    const command = rerunCommand(
      {
        ...report,
        header: { ...report.header, subject: { mode: 'stream', target: `python3 "my v.py" --stream`, name: 'py' } },
      },
      'track/Track.samples.order/x',
    );
    expect(command).toBe(
      `npx cdm-conformance run --stream 'python3 "my v.py" --stream' --id track/Track.samples.order/x --level verdict --name py --out reports/py-rerun-x`,
    );
  });
});
