/**
 * The proof behind docs/corpus.md "Mistakes libraries make by default": an independent, complete Python
 * validator is certified CONFORMANT by the corpus alone, and each of its mutants (one library default
 * each) is refused, failing every fixture the table names for it. Runs the built CLI, as a user would.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const main = path.join(root, 'dist/bin/cdm-conformance.js');
const subject = 'python3 examples/python-subject/conformant.py --stream';
const python = spawnSync('python3', ['--version']).status === 0;

interface Row {
  readonly mistake: string;
  readonly mutant: string;
  readonly fixtures: readonly string[];
}

/** The table between the markers of docs/corpus.md. */
function rows(): Row[] {
  const page = readFileSync(path.join(root, 'docs/corpus.md'), 'utf8');
  const table = page.split('<!-- library mistakes:')[1]?.split('<!-- end of library mistakes -->')[0];
  if (table === undefined) throw new Error('docs/corpus.md has no library mistakes table');
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| mistake'))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
      return { mistake: cells[1]!, mutant: ticked(cells[3]!)[0]!, fixtures: ticked(cells[4]!) };
    });
}

interface Report {
  summary: { conformant: boolean; mustRules: { passing: number; catalogue: number } };
  cases: Array<{ id: string; tier: string; origin: string; outcome: string }>;
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function certify(mutant: string): Promise<{ status: number | null; report: Report }> {
  const out = await mkdtemp(path.join(tmpdir(), 'cdm-mutant-'));
  dirs.push(out);
  const run = spawnSync(process.execPath, [main, 'run', '--stream', subject, '--out', out, '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CDM_MUTANT: mutant, NO_COLOR: '1', GITHUB_STEP_SUMMARY: '' },
    timeout: 280_000,
  });
  if (!existsSync(path.join(out, 'report.json'))) throw new Error(`no report: ${run.stderr}`);
  return { status: run.status, report: JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as Report };
}

describe.skipIf(!python || !existsSync(main))('library mistakes, proven by mutants the corpus refuses', () => {
  const table = rows();

  it('the table names every mutant the validator has, each with fixtures', () => {
    const source = readFileSync(path.join(root, 'examples/python-subject/conformant.py'), 'utf8');
    const declared = /^MUTANTS = \(([^)]*)\)/m
      .exec(source)![1]!
      .match(/"([^"]+)"/g)!
      .map((name) => name.slice(1, -1));
    expect(table.map((row) => row.mutant).sort()).toEqual([...declared].sort());
    for (const row of table) expect(row.fixtures.length, row.mistake).toBeGreaterThan(0);
  });

  it('the unmutated validator is CONFORMANT on the corpus alone', async () => {
    const { status, report } = await certify('');
    expect(report.summary.conformant).toBe(true);
    expect(report.summary.mustRules.passing).toBe(report.summary.mustRules.catalogue);
    expect(report.cases.every((entry) => entry.origin === 'corpus')).toBe(true);
    expect(status).toBe(0);
  });

  for (const row of table) {
    it(`${row.mutant} (${row.mistake}) is NOT CONFORMANT, caught by its fixtures`, async () => {
      const { status, report } = await certify(row.mutant);
      expect(report.summary.conformant).toBe(false);
      expect(status).toBe(1);
      const failing = new Set(
        report.cases.filter((entry) => entry.tier !== 'may' && entry.outcome !== 'pass').map((entry) => entry.id),
      );
      expect(row.fixtures.filter((id) => !failing.has(id))).toEqual([]);
    });
  }
});
