/** action.yml, run step by step with a fake GITHUB_* environment (act is not available), and its examples. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cli, ENTITY_TEXT, ensureBuilt, ROOT } from '../cli/_support.js';
import { loadAction, runAction, type Fake } from './_support.js';

let fake: Fake;
beforeAll(() => ensureBuilt());
beforeEach(() => {
  const workspace = mkdtempSync(join(tmpdir(), 'cdm-action-'));
  fake = { workspace, output: join(workspace, '.github-output'), summary: join(workspace, '.step-summary.md') };
  writeFileSync(fake.summary, '');
});
afterEach(() => rmSync(fake.workspace, { recursive: true, force: true }));

const entity = JSON.parse(ENTITY_TEXT) as Record<string, unknown>;
const line = (patch: Record<string, unknown>): string => JSON.stringify({ ...entity, ...patch });

describe('action.yml', () => {
  it('is a composite action whose inputs are documented and whose scripts never splice an input into bash', () => {
    const action = loadAction();
    expect(action.runs.using).toBe('composite');
    for (const [name, input] of Object.entries(action.inputs)) expect(input.description, name).toBeTruthy();
    for (const step of action.runs.steps) {
      expect(step.shell, step.name).toBe('bash');
      // Inputs reach a script only through env: an input holding `"; rm -rf ~` stays data.
      expect(step.run, step.name).not.toContain('${{');
    }
  });

  it('validate job: annotations on the line and column, statistics in the job summary, exit 1 on an invalid object', () => {
    mkdirSync(join(fake.workspace, 'out/nested'), { recursive: true });
    writeFileSync(join(fake.workspace, 'out/nested/a.ndjson'), `${line({})}\n${line({ confidence: 7 })}\n`);
    writeFileSync(join(fake.workspace, 'out/b.ndjson'), `${line({ attributes: { true_heading: 511 } })}\n`);
    const runs = runAction({ files: 'out/**/*.ndjson\n' }, fake);
    expect(runs.map((run) => [run.step, run.skipped ? 'skipped' : run.code])).toEqual([
      ['Install cdm-conformance', 0],
      ["Validate the adapter's output", 1],
    ]);
    const validate = runs[1]!;
    const col = line({ confidence: 7 }).indexOf('"confidence":7') + '"confidence":'.length + 1;
    expect(validate.stdout).toContain(
      `::error file=out/nested/a.ndjson,line=2,col=${col},title=Entity.confidence.range::/confidence: `,
    );
    expect(validate.stdout).toMatch(
      /^::warning file=out\/b\.ndjson,line=1,col=\d+,title=lint\.attributes\.ais-heading-not-available::/m,
    );
    expect(readFileSync(fake.summary, 'utf8')).toContain('| `Entity.confidence.range` | must | 1 | 1 |');
    expect(JSON.parse(readFileSync(join(fake.workspace, 'cdm-reports/validate-stats.json'), 'utf8'))).toMatchObject({
      objects: 3,
      invalid: 1,
      withWarnings: 1,
    });
    // The command later steps run: the single executable when the action's folder has one, else the Node build.
    expect(readFileSync(fake.output, 'utf8')).toMatch(
      /^reports=cdm-reports\ncommand=\/.+\/(dist\/bin\/cdm-conformance\.js|dist-bin\/cdm-conformance)\n$/,
    );
  });

  it('validate job: fail-on warning fails on a lint finding; a pattern matching nothing is an error, not a silent pass', () => {
    writeFileSync(join(fake.workspace, 'ok.ndjson'), `${line({ attributes: { true_heading: 511 } })}\n`);
    expect(runAction({ files: 'ok.ndjson' }, fake)[1]!.code).toBe(0);
    const failed = runAction({ files: 'ok.ndjson', 'fail-on': 'warning' }, fake)[1]!;
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^::error file=ok\.ndjson,line=1,/);
    const missing = runAction({ files: 'ok.ndjson\nnothing/*.ndjson' }, fake)[1]!;
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain("::error title=cdm-conformance::no file matches 'nothing/*.ndjson'");
  });

  it('certify job: a conformant stream subject passes, the reports are left for upload and the summary is appended', () => {
    const subject = `node ${JSON.stringify(join(ROOT, 'dist/bin/cdm-conformance.js'))} validate --stream`;
    const runs = runAction({ subject, level: 'rule' }, fake);
    expect(runs.map((run) => [run.step, run.skipped ? 'skipped' : run.code])).toEqual([
      ['Install cdm-conformance', 0],
      ["Validate the adapter's output", 'skipped'],
      ['Certify the validator', 0],
      ['Merge the shards', 'skipped'],
    ]);
    expect(readdirSync(join(fake.workspace, 'cdm-reports/run')).sort()).toEqual(
      expect.arrayContaining(['badge.svg', 'junit.xml', 'report.json', 'summary.md']),
    );
    expect(readFileSync(fake.summary, 'utf8')).toContain('conformance');
    expect(runs[2]!.stdout).not.toContain('::error');
  });

  it('certify job: a partial Python subject fails with one annotation per failing rule', () => {
    const python = (() => {
      try {
        execFileSync('python3', ['--version']);
        return true;
      } catch {
        return false;
      }
    })();
    // python3 is part of what .ci/run installs; without it this test must fail, not pass quietly.
    expect(python, 'python3 is needed (apt-get install python3)').toBe(true);
    const subject = `python3 ${JSON.stringify(join(ROOT, 'examples/python-subject/validator.py'))} --stream`;
    const certify = runAction({ subject }, fake)[2]!;
    expect(certify.code).toBe(1);
    expect(certify.stdout).toMatch(
      /^::error title=[A-Za-z]+\.[^:]+::must rule fails: \d+ false accepts of \d+ cases; first: /m,
    );
  });

  it('certify job: shard and baseline together are refused with an annotation before any case runs', () => {
    writeFileSync(join(fake.workspace, '.cdm-baseline'), 'Track.entity_id.type\n');
    const runs = runAction(
      { subject: 'python3 never-started.py --stream', shard: '1/2', baseline: '.cdm-baseline' },
      fake,
    );
    const certify = runs[2]!;
    expect(certify.code).toBe(2);
    expect(certify.stdout).toContain(
      '::error title=cdm-conformance::baseline applies to the whole suite, not to one shard:',
    );
    expect(certify.stdout).toContain('merge input');
    expect(existsSync(join(fake.workspace, 'cdm-reports/run/report.json'))).toBe(false);
  });

  it('merge job: the shards are merged into one report, the baseline applies to the whole and failures are annotated', () => {
    // Shards as the certify job writes them (one folder per matrix job, downloaded side by side), made
    // cheap here with a --rule filter: the partial Python subject fails Track.entity_id.type.
    const python = `python3 ${JSON.stringify(join(ROOT, 'examples/python-subject/validator.py'))} --stream`;
    for (const index of [1, 2]) {
      const shard = cli([
        'run',
        '--stream',
        python,
        '--rule',
        'Track.entity_id.*',
        '--shard',
        `${index}/2`,
        '--quiet',
        '--out',
        join(fake.workspace, `shards/cdm-shard-${index}/run`),
      ]);
      expect(shard.code, shard.stderr).toBe(1);
    }
    const failing = runAction({ merge: 'shards/*/run' }, fake);
    expect(failing.map((run) => [run.step, run.skipped ? 'skipped' : run.code])).toEqual([
      ['Install cdm-conformance', 0],
      ["Validate the adapter's output", 'skipped'],
      ['Certify the validator', 'skipped'],
      ['Merge the shards', 1],
    ]);
    expect(failing[3]!.stdout).toMatch(/^::error title=Track\.entity_id\.type::must rule fails: /m);
    const merged = JSON.parse(readFileSync(join(fake.workspace, 'cdm-reports/run/report.json'), 'utf8'));
    expect(merged.header.mergedShards).toBe(2);
    expect(readFileSync(fake.summary, 'utf8')).toContain('Track.entity_id.type');

    writeFileSync(join(fake.workspace, '.cdm-baseline'), 'Track.entity_id.type\n');
    const held = runAction({ merge: 'shards/*/run', baseline: '.cdm-baseline' }, fake)[3]!;
    expect(held.code, held.stdout + held.stderr).toBe(0);
    expect(held.stdout).not.toContain('::error');
    expect(
      JSON.parse(readFileSync(join(fake.workspace, 'cdm-reports/run/report.json'), 'utf8')).summary.baseline,
    ).toMatchObject({ newFailures: [], unexpectedPasses: [], stale: [] });
  });

  it('merge job: no matching shard folder, or a subject beside merge, is refused with an annotation', () => {
    const missing = runAction({ merge: 'shards/*/run' }, fake)[3]!;
    expect(missing.code).toBe(2);
    expect(missing.stdout).toContain("::error title=cdm-conformance::no file matches 'shards/*/run' (input merge)");
    const both = runAction({ merge: 'shards/*/run', subject: 'python3 x.py --stream' }, fake)[2]!;
    expect(both.code).toBe(2);
    expect(both.stdout).toContain('::error title=cdm-conformance::subject and merge belong to different jobs');
  });

  it('an unknown subject-mode is refused with an annotation', () => {
    const run = runAction({ subject: 'x', 'subject-mode': 'shell' }, fake)[2]!;
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('::error title=cdm-conformance::subject-mode must be stream, exec or module');
  });
});

describe('examples/github-actions', () => {
  const dir = join(ROOT, 'examples/github-actions');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.yml'))) {
    it(`${file} is YAML whose uses of the action name only inputs it has`, () => {
      const workflow = parse(readFileSync(join(dir, file), 'utf8')) as {
        jobs: Record<string, { steps: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      const inputs = Object.keys(loadAction().inputs);
      const uses = Object.values(workflow.jobs)
        .flatMap((job) => job.steps)
        .filter((step) => step.uses?.endsWith('/cdm-conformance@v0.1.0'));
      for (const step of uses)
        for (const key of Object.keys(step.with ?? {})) expect(inputs, `${file}: ${key}`).toContain(key);
    });
  }

  it('has a Node and a Python adapter workflow, both on the action', () => {
    for (const file of ['node-adapter.yml', 'python-adapter.yml']) {
      expect(existsSync(join(dir, file)), file).toBe(true);
      expect(readFileSync(join(dir, file), 'utf8'), file).toMatch(/uses: [^\s]+\/cdm-conformance@v0\.1\.0/);
    }
  });
});

describe('README "Gating an adapter in CI"', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Gating an adapter in CI\n');
  const section = start < 0 ? '' : readme.slice(start + 1, readme.indexOf('\n## ', start + 1));
  type Step = { uses?: string; with?: Record<string, unknown> };
  const workflows = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    (match) => parse(match[1]!) as { jobs: Record<string, { steps: Step[] }> },
  );
  const actionSteps = workflows
    .flatMap((workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps))
    .filter((step) => /\/cdm-conformance@v0\.1\.0$/.test(step.uses ?? ''));

  it('holds copy-paste workflows whose every use of the action names only inputs it has, and never shard with baseline', () => {
    expect(workflows.length, 'YAML blocks in the section').toBeGreaterThanOrEqual(2);
    const action = loadAction();
    const required = Object.entries(action.inputs)
      .filter(([, input]) => input.required === true)
      .map(([name]) => name);
    const given = (step: Step): string[] => Object.keys(step.with ?? {});
    expect(
      actionSteps.map((step) =>
        given(step)
          .filter((key) => ['files', 'subject', 'merge'].includes(key))
          .sort(),
      ),
    ).toEqual([['files'], ['subject'], ['subject'], ['merge']]);
    for (const step of actionSteps) {
      for (const key of given(step)) expect(Object.keys(action.inputs), `README: ${key}`).toContain(key);
      for (const name of required) expect(given(step), `README: required input ${name}`).toContain(name);
      expect(given(step).includes('shard') && given(step).includes('baseline'), 'shard with baseline').toBe(false);
    }
  });

  it('names every input of the action', () => {
    for (const name of Object.keys(loadAction().inputs)) expect(section, name).toContain(`\`${name}\``);
  });

  it("its validate step, run as written on an adapter's output, annotates the broken line", () => {
    const validate = actionSteps.find((step) => step.with?.files !== undefined)!;
    const inputs = Object.fromEntries(Object.entries(validate.with!).map(([key, value]) => [key, String(value)]));
    mkdirSync(join(fake.workspace, 'out'), { recursive: true });
    writeFileSync(join(fake.workspace, 'out/adapter.ndjson'), `${line({})}\n${line({ confidence: 7 })}\n`);
    const runs = runAction(inputs, fake);
    expect(runs[1]!.code).toBe(1);
    expect(runs[1]!.stdout).toMatch(
      /^::error file=out\/adapter\.ndjson,line=2,col=\d+,title=Entity\.confidence\.range::/m,
    );
    expect(readFileSync(fake.summary, 'utf8')).toContain('| `Entity.confidence.range` | must | 1 | 1 |');
  });
});
