/**
 * `cdm-conformance run`: exit codes, one-line errors, reports on disk. What the process itself shows (the
 * certifying run's exit code and screen, --json alone on stdout, a subject that cannot start, the default
 * report folder under the working directory) runs the built binary; the rest runs the same command line in
 * process (cliInProcess).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, cliInProcess, ensureBuilt, expectOneErrorLine } from '../cli/_support.js';
import { shellSubjectCommand, subjectCommand, SUBJECTS } from './_support.js';
import { killMarked, markProcesses, noOrphans } from './_orphans.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
afterAll(() => killMarked(mark));
const scratch = mkdtempSync(join(tmpdir(), 'runner-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RULES = 'Position.lat.*'; // a handful of fixtures: quick runs
// The one case the crashing subject dies on: each crash costs a restart, a Node start (runner/stream.test.ts
// has crashes case after case).
const CRASH_TARGET = 'entity/Position.lat.range/position.lat--above-maximum';
const report = (dir: string): any => JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));

describe('run: usage', () => {
  it('--help lists the subjects, options and exit codes', async () => {
    const { code, stdout } = await cliInProcess(['run', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /--reference[\s\S]*--stream "CMD"[\s\S]*--exec "CMD"[\s\S]*--module PATH\[#EXPORT\][\s\S]*Exit codes:/,
    );
  });

  it.each([
    [[], /name a subject/],
    [['--reference', '--exec', 'x'], /exactly one subject/],
    [['--reference', '--level', 'loose'], /--level must be one of verdict, rule, path/],
    [['--reference', '--tier', 'should'], /--tier must be one of must, may, lint/],
    [['--reference', '--jobs', '0'], /--jobs must be a whole number of at least 1/],
    [['--reference', '--id', 'no/such/case'], /--id "no\/such\/case" matches no fixture id/],
    [['--reference', '--update-baseline'], /--update-baseline needs --baseline FILE/],
    [
      ['--reference', '--baseline', 'b.txt', '--update-baseline', '--max-fail', '3'],
      /cannot be combined with --max-fail/,
    ],
    [
      ['--reference', '--generated', '1', '--seed', '4294967303'],
      /--seed must be an integer from -2147483648 to 2147483647/,
    ],
    [['--reference', '--bogus'], /unknown option '--bogus' \(see cdm-conformance run --help\)/],
    [['--module', join(SUBJECTS, 'modules.mjs#notAValidator')], /cannot be used as a validator/],
  ])('%j is a usage error: exit 2, one line', async (args, message) => {
    const { code, stderr } = await cliInProcess(['run', ...args]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(message);
  });

  it('a --rule-map naming no catalogue rule is a usage error', async () => {
    const map = join(scratch, 'bad-map.json');
    writeFileSync(map, '{"E1":"No.such.rule"}');
    const { code, stderr } = await cliInProcess(['run', '--reference', '--rule-map', map]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(/"E1" maps to "No.such.rule", which is not a catalogue rule id/);
  });
});

describe('run: the reference', () => {
  it('is conformant: exit 0, the four reports written, the table and where files went printed', () => {
    const out = join(scratch, 'reference');
    // The whole corpus: only a complete run certifies (suites/runner/partial.test.ts has the filtered ones).
    const { code, stdout, stderr } = cli(['run', '--reference', '--out', out], { env: { NO_COLOR: '1' } });
    expect(code, stderr).toBe(0);
    for (const file of ['report.json', 'junit.xml', 'summary.md', 'badge.svg'])
      expect(existsSync(join(out, file))).toBe(true);
    expect(stdout).toMatch(/Reports: .*report\.json/);
    expect(stdout).toMatch(/^CONFORMANT at level verdict: 374 of 374 must rules pass \(100%\); no scored rule fails$/m);
    expect(stdout).toMatch(/conformant at verdict level/);
    expect(stdout).not.toMatch(/\u001b\[/);
    const saved = report(out);
    expect(saved.header.subject).toMatchObject({
      mode: 'reference',
      target: 'cdm-conformance validate --stream',
      name: 'reference',
      version: saved.header.runner,
    });
    expect(saved.summary).toMatchObject({ conformant: true, complete: true });
    expect(saved.header.filters).toBeUndefined();
    expect(saved.cases.length).toBeGreaterThan(0);
  });

  it('--json prints the summary as JSON on stdout and nothing else', () => {
    const out = join(scratch, 'json');
    const { code, stdout } = cli(['run', '--reference', '--rule', RULES, '--out', out, '--json', '--level', 'path']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ level: 'path', conformant: null, complete: false, percent: 100 });
  });

  it('--generated N --seed S adds reproducible generated cases the reference agrees with', async () => {
    const out = join(scratch, 'generated');
    const { code } = await cliInProcess([
      'run',
      '--reference',
      '--rule',
      RULES,
      '--generated',
      '25',
      '--seed',
      '3',
      '--out',
      out,
      '--quiet',
    ]);
    expect(code).toBe(0);
    const saved = report(out);
    expect(saved.header.generated).toEqual({ count: 25, seed: 3 });
    expect(saved.cases.filter((result: any) => result.origin === 'generated')).toHaveLength(25);
  });
});

describe('run: subjects that fail', () => {
  it('a crashing stream subject: exit 1, the case is an error in the finished report', async () => {
    const out = join(scratch, 'crashes');
    const { code, stderr } = await cliInProcess([
      'run',
      '--stream',
      subjectCommand('crashes.mjs', '--on', CRASH_TARGET),
      '--rule',
      RULES,
      '--out',
      out,
      '--quiet',
    ]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/FAIL \(partial: \d+ of 374 must rules\) at verdict level/);
    const saved = report(out);
    const errors = saved.cases.filter((result: any) => result.outcome === 'error');
    expect(errors.map((result: any) => result.id)).toEqual([CRASH_TARGET]);
  });

  it('a subject that cannot start: exit 2 with one clear line', () => {
    const { code, stderr } = cli([
      'run',
      '--stream',
      shellSubjectCommand('silent-exit.sh'),
      '--rule',
      RULES,
      '--out',
      join(scratch, 'silent'),
      '--quiet',
    ]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(
      /^cdm-conformance: the subject could not be run: the subject had to be restarted more than 10 times .*licence file missing; no report written$/,
    );
    expect(existsSync(join(scratch, 'silent', 'badge.svg'))).toBe(false); // no certificate
  });
});

describe('run: output and corpus problems', () => {
  const marker = (name: string): string => join(scratch, `${name}.started`);
  const touching = (name: string): string[] => [
    '--exec',
    `touch '${marker(name)}'; exit 0`,
    '--rule',
    RULES,
    '--quiet',
  ];

  it('an --out that cannot be a folder is a usage error before any case runs', async () => {
    const file = join(scratch, 'plain-file');
    writeFileSync(file, '');
    const { code, stderr } = await cliInProcess(['run', ...touching('out'), '--out', join(file, 'reports')]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(/--out .*plain-file\/reports: .*not a directory/);
    expect(existsSync(marker('out'))).toBe(false);
  });

  it('a usage error found in the cases ends the stream subject started while they loaded: exit 2, one line, no process left', async () => {
    const { code, stderr } = await cliInProcess([
      'run',
      '--stream',
      'exec sleep 60',
      '--id',
      'no-such-fixture-*',
      '--out',
      join(scratch, 'early'),
      '--quiet',
    ]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(/--id "no-such-fixture-\*" matches no fixture id/);
    await noOrphans(mark);
  });

  it('a GITHUB_STEP_SUMMARY that cannot be appended to is a warning: reports written, exit code kept', async () => {
    const out = join(scratch, 'step-summary');
    const { code, stdout, stderr } = await cliInProcess(['run', '--reference', '--rule', RULES, '--out', out], {
      env: { GITHUB_STEP_SUMMARY: join(scratch, 'no-dir', 'step.md') },
    });
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(
      /^cdm-conformance: warning: cannot append summary\.md to GITHUB_STEP_SUMMARY .*no-dir\/step\.md: no such file or directory$/m,
    );
    expect(stderr).not.toMatch(/ENOENT/);
    expect(stdout).toMatch(/PASS \(partial: \d+ of 374 must rules\) at verdict level/);
    expect(existsSync(join(out, 'summary.md'))).toBe(true);
  });

  it('a --corpus without fixtures, or with a broken one, says so and names the file', async () => {
    const empty = join(scratch, 'empty-corpus');
    mkdirSync(empty, { recursive: true });
    const none = await cliInProcess(['run', '--reference', '--corpus', empty, '--quiet']);
    expect(none.code).toBe(2);
    expect(expectOneErrorLine(none.stderr)).toMatch(
      /--corpus .*empty-corpus: no fixtures \(fixtures\/\*\*\/\*\.json\)/,
    );
    const broken = join(scratch, 'broken-corpus');
    mkdirSync(join(broken, 'fixtures', 'entity', 'X'), { recursive: true });
    writeFileSync(join(broken, 'fixtures', 'entity', 'X', 'a.json'), '{bad');
    writeFileSync(join(broken, 'fixtures', 'entity', 'X', 'b.json'), '{"id":"entity/X/b"}');
    const bad = await cliInProcess(['run', '--reference', '--corpus', broken, '--quiet']);
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toMatch(
      /--corpus .*broken-corpus: fixtures\/entity\/X\/a\.json is not JSON/,
    );
    writeFileSync(join(broken, 'fixtures', 'entity', 'X', 'a.json'), '[]');
    const shape = await cliInProcess(['run', '--reference', '--corpus', broken, '--quiet']);
    expect(expectOneErrorLine(shape.stderr)).toMatch(/fixtures\/entity\/X\/a\.json is not a fixture/);
  });

  it('the verdict line stays one line when a subject message spans lines', async () => {
    const module = join(scratch, 'multiline.mjs');
    writeFileSync(module, "export default () => { throw new Error('first\\nsecond'); };\n");
    const { code, stderr } = await cliInProcess([
      'run',
      '--module',
      module,
      '--rule',
      RULES,
      '--out',
      join(scratch, 'multiline'),
      '--quiet',
    ]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(
      /the subject answered no case \(first: the module threw: first second\)/,
    );
  });
});

describe('run: baseline', () => {
  const subject = (): string[] => [
    '--stream',
    subjectCommand('crashes.mjs', '--on', CRASH_TARGET),
    '--rule',
    RULES,
    '--quiet',
  ];

  it('--update-baseline records the failures; the next run passes exactly as it says', async () => {
    const baseline = join(scratch, 'baseline.txt');
    const out = join(scratch, 'baseline-run');
    expect(
      (await cliInProcess(['run', ...subject(), '--out', out, '--baseline', baseline, '--update-baseline'])).code,
    ).toBe(0);
    const listed = readFileSync(baseline, 'utf8');
    expect(listed).toMatch(/^entity\/Position\.lat\.range\//m);
    const again = await cliInProcess(['run', ...subject(), '--out', out, '--baseline', baseline]);
    expect(again.code, again.stderr).toBe(0);
    expect(report(out).summary.outcomes['expected-failure']).toBeGreaterThan(0);
  });

  it('--update-baseline in a filtered run keeps the entries outside it', async () => {
    const baseline = join(scratch, 'kept.txt');
    const outside = ['entity/Position.lon.range/position.lon--above-maximum', 'Track.samples.order'];
    writeFileSync(baseline, `${outside.join('\n')}\nno/such/case\n`);
    const out = join(scratch, 'kept-run');
    expect(
      (await cliInProcess(['run', ...subject(), '--out', out, '--baseline', baseline, '--update-baseline'])).code,
    ).toBe(0);
    const listed = readFileSync(baseline, 'utf8');
    for (const entry of outside) expect(listed).toMatch(new RegExp(`^${entry.replace(/\./g, '\\.')}$`, 'm'));
    expect(listed).toMatch(/^entity\/Position\.lat\.range\//m);
    expect(listed).not.toMatch(/no\/such\/case/);
    const again = await cliInProcess(['run', ...subject(), '--out', out, '--baseline', baseline]);
    expect(again.code, again.stderr).toBe(0);
  });

  it('a listed case that now passes, or an entry that matches nothing, fails the run', async () => {
    const baseline = join(scratch, 'stale.txt');
    writeFileSync(baseline, '# known failures\nentity/Position.lat.range/no-such-case-ever\n');
    const stale = await cliInProcess([
      'run',
      '--reference',
      '--rule',
      RULES,
      '--out',
      join(scratch, 'stale'),
      '--baseline',
      baseline,
      '--quiet',
    ]);
    expect(stale.code).toBe(1);
    expect(stale.stderr).toMatch(
      /1 baseline entries match nothing \(entity\/Position\.lat\.range\/no-such-case-ever\)/,
    );
    const passing = join(scratch, 'passing.txt');
    writeFileSync(passing, 'Position.lat.range\n');
    const now = await cliInProcess([
      'run',
      '--reference',
      '--rule',
      RULES,
      '--out',
      join(scratch, 'passing'),
      '--baseline',
      passing,
      '--quiet',
    ]);
    expect(now.code).toBe(1);
    expect(now.stderr).toMatch(
      /improved: 1 known failure now passes \(Position\.lat\.range\); run with --update-baseline to record it/,
    );
    expect(readFileSync(join(scratch, 'passing', 'summary.md'), 'utf8')).toContain('### Gate: improved');
  });
});

describe('run: the default report folder', () => {
  it('is reports/<name> with the name made file-name safe, never a path outside reports/', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'cdm-run-name-'));
    try {
      const { code } = cli(
        ['run', '--reference', '--quiet', '--id', 'entity/showcase/*', '--name', '../../escape me'],
        { cwd },
      );
      expect(code).toBe(0);
      expect(readdirSync(join(cwd, 'reports'))).toEqual(['escape-me']);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
