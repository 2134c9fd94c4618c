/**
 * Exec verdicts that cannot lie (issue 23): a stdlib Python validator that crashes on some fixtures (an
 * uncaught exception: exit 1, a traceback, nothing on stdout) scores the same over exec and over stream,
 * each crash an error with its traceback, never a rejection. Only --exit-code-verdicts takes the bare exit
 * status, and that run says so in its report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../src/report/model/index.js';
import { cli } from '../cli/_support.js';
import { ensureBuilt, SUBJECTS } from './_support.js';

const python = spawnSync('python3', ['--version']).status === 0;
beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'exec-honesty-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CRASHY = join(SUBJECTS, 'crashy.py');
const RULE = ['--rule', 'Affiliation.closed-vocabulary', '--quiet', '--max-restarts', '20'];

const stderrOf: Record<string, string> = {};
function run(name: string, ...subject: string[]): RunReport {
  const out = join(scratch, name);
  const { stderr } = cli(['run', ...subject, ...RULE, '--out', out]);
  expect(stderr).not.toMatch(/internal error/);
  stderrOf[name] = stderr;
  return JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as RunReport;
}

const byCase = (report: RunReport) => Object.fromEntries(report.cases.map((result) => [result.id, result.outcome]));

describe.skipIf(!python)('a Python validator that crashes on some fixtures', () => {
  it('exec and stream give it the same score; each crash is an error with its traceback', () => {
    const exec = run('exec', '--exec', `python3 '${CRASHY}' {file}`);
    const stream = run('stream', '--stream', `python3 '${CRASHY}' --stream`);
    expect(byCase(exec)).toEqual(byCase(stream));
    expect(exec.summary.mustRules).toEqual(stream.summary.mustRules);
    expect(exec.summary.outcomes).toEqual(stream.summary.outcomes);
    const crashed = exec.cases.filter((result) => result.outcome === 'error');
    expect(crashed.map((result) => result.id).sort()).toEqual([
      'entity/Affiliation.closed-vocabulary/affiliation--suspect',
      'entity/Affiliation.closed-vocabulary/affiliation--wrong-case',
    ]);
    for (const result of crashed) {
      expect(result.actual.message).toMatch(/^the subject exited with code 1 without printing its verdict/);
      expect(result.actual.message).toMatch(
        /; stderr: .*KeyError: 'deliberate crash on affiliation (SUSPECT|neutral)'$/,
      );
    }
    // The traceback is kept with the case as written, over exec and over stream: multi-line, its end (the
    // cause) kept when it is clipped (its start is then "…"), for report.html.
    for (const result of [...crashed, ...stream.cases.filter((each) => each.outcome === 'error')])
      expect(result.actual.stderr, result.id).toMatch(
        /^(Traceback \(most recent call last\):|…)[\s\S]*\n {2}File "[\s\S]*\nKeyError: 'deliberate crash on affiliation (SUSPECT|neutral)'\n$/,
      );
    expect(exec.header.verdicts).toBeUndefined();
    // The stream subject's crashes are said in the console, with a count and the traceback's first lines.
    // The traceback keeps its lines there too, indented under the warning: its head and its last lines.
    expect(stderrOf.stream).toMatch(
      /warning: the subject crashed on 2 cases \(each an error, the process restarted\); the first: the subject exited with code 1; its stderr:\n {4}Traceback \(most recent call last\):\n {4}.*\n {4}\.\.\.\n( {4}.*\n)* {4}KeyError: 'deliberate crash on affiliation (SUSPECT|neutral)'\n/,
    );
    expect(exec.summary.conformant).not.toBe(true);
  });

  it('--exit-code-verdicts counts the crashes as rejections, and the report says it cannot tell', () => {
    const bare = run('bare', '--exec', `python3 '${CRASHY}' {file}`, '--exit-code-verdicts');
    expect(bare.header.verdicts).toBe('exit-code');
    const suspect = bare.cases.find((result) => result.id.endsWith('affiliation--suspect'))!;
    expect(suspect.outcome).toBe('pass');
    expect(suspect.actual.stderr).toMatch(/^Traceback \(most recent call last\):\n/); // kept multi-line
  });

  it('--exit-code-verdicts is refused for other subjects', () => {
    const { code, stderr } = cli(['run', '--reference', '--exit-code-verdicts']);
    expect(code).toBe(2);
    expect(stderr).toContain('--exit-code-verdicts applies to exec subjects (--exec)');
  });
});
