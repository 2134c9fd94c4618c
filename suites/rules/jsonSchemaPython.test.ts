/**
 * The JSON Schema export from another language: examples/python-jsonschema/validate_corpus.py validates
 * every fixture with Python's jsonschema package (Debian's python3-jsonschema), under the same agreement
 * rule as the ajv proof. Without a Python that has jsonschema the suite is skipped on a developer's machine
 * and fails in CI (CI=true), where .ci/run installs it. CDM_PYTHON names the interpreter to use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figures, figuresRow, schemaAgreement } from './_support/schemaAgreement.js';
import { committedFixtures } from '../_support/corpus.js';
import { runShBlock, shBlock } from '../_support/docBlocks.js';

const root = path.resolve(import.meta.dirname, '../..');
const SCRIPT = path.join(root, 'examples/python-jsonschema/validate_corpus.py');
/** CDM_PYTHON when set; else PATH's python3, then Debian's own where PATH has another one (pyenv) without the package. */
const candidates = process.env.CDM_PYTHON ? [process.env.CDM_PYTHON] : ['python3', '/usr/bin/python3'];
const python = candidates.find(
  (candidate) => spawnSync(candidate, ['-c', 'import jsonschema'], { stdio: 'ignore' }).status === 0,
);
const inCi =
  process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false' && process.env.CI !== '0';

describe('the JSON Schema export in Python (jsonschema)', () => {
  it.runIf(python === undefined && inCi)(
    'has python3 with jsonschema in CI (.ci/run installs python3-jsonschema)',
    () => {
      expect.fail(
        "CI is set, but no python3 can import jsonschema: install Debian's python3-jsonschema (apt-get install -y python3-jsonschema), as .ci/run does",
      );
    },
  );

  it.runIf(python !== undefined)(
    'agrees with the reference on every fixture except those about a rule it cannot express, and says so itself',
    () => {
      const run = spawnSync(python!, [SCRIPT, path.join(root, 'corpus'), '--verdicts'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const lines = run.stdout.trimEnd().split('\n');
      // The script's own summary, as a user sees it, after the verdict lines.
      expect(lines.filter((line) => line.startsWith('# '))).toEqual([
        expect.stringMatching(/^# must: \d+ of \d+ agree, \d+ excused/),
        expect.stringMatching(/^# may: /),
        expect.stringMatching(/^# lint: /),
      ]);
      const verdicts = new Map(
        lines.filter((line) => !line.startsWith('# ')).map((line) => line.split('\t') as [string, string]),
      );
      const fixtures = committedFixtures();
      expect(verdicts.size).toBe(fixtures.length);
      const outcome = schemaAgreement(fixtures, (fixture) => verdicts.get(fixture.id) === 'valid');
      expect(outcome.unexplained.map((fixture) => fixture.id)).toEqual([]);
      expect(figuresRow('Python jsonschema (Debian python3-jsonschema)')).toEqual(figures(outcome));
    },
  );

  // docs/json-schema.md's example for draft-07 as written, and the same for 2019-09.
  it.runIf(python !== undefined).each([
    ['07', 'Python jsonschema `Draft7Validator`'],
    ['2019-09', 'Python jsonschema `Draft201909Validator`'],
  ])('validates the corpus with the draft %s export and %s, with the same figures as 2020-12', (draft, row) => {
    const script = shBlock('json-schema.md', '## Proven, not claimed')
      .replaceAll('07', draft)
      .replaceAll('python3 ', `${python} `);
    const scratch = mkdtempSync(path.join(tmpdir(), 'cdm-draft-'));
    try {
      const run = runShBlock(script, scratch);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const cells = run.stdout
        .trimEnd()
        .split('\n')
        .map((line) => /^(\w+): (\d+ of \d+) agree, (\d+) excused/.exec(line)!.slice(1));
      const stated = figuresRow(row)!;
      expect(cells).toEqual([
        ['must', stated[0], stated[1]],
        ['may', stated[2], expect.any(String)],
        ['lint', stated[3], '0'],
      ]);
      expect(stated).toEqual(figuresRow('Python jsonschema (Debian python3-jsonschema)'));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
