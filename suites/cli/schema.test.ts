/**
 * `cdm-conformance schema`: prints exactly the committed documents, per kind on request, and the list of
 * rules a schema cannot express, as lines or JSON. The built command as a process prints the whole document
 * through a pipe once; the rest runs the same command line in this process (cliInProcess).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { cli, cliInProcess, ensureBuilt, expectOneErrorLine, ROOT } from './_support.js';

beforeAll(ensureBuilt);

const committed = (name: string): string => readFileSync(join(ROOT, 'corpus/schema', `${name}.schema.json`), 'utf8');

describe('cdm-conformance schema', () => {
  it('prints the mixed-stream document, byte for byte the committed corpus/schema/canonical-object.schema.json', () => {
    const { code, stdout, stderr } = cli(['schema']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toBe(committed('canonical-object'));
    expect(JSON.parse(stdout)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      required: ['object_kind'],
    });
  });

  it.each([['entity'], ['event'], ['plan_object'], ['track']])(
    "--kind %s prints that kind's document, where object_kind may be absent",
    async (kind) => {
      const { code, stdout } = await cliInProcess(['schema', '--kind', kind]);
      expect(code).toBe(0);
      expect(stdout).toBe(committed(kind));
      const document = JSON.parse(stdout) as { $ref: string; $defs: Record<string, { required?: string[] }> };
      const root = document.$defs[document.$ref.slice('#/$defs/'.length)]!;
      expect(root.required).not.toContain('object_kind');
    },
  );

  it('--gaps lists every must and may rule the schema cannot express, with the reason; --json as data', async () => {
    const expected = catalogue
      .filter((rule) => rule.tier !== 'lint' && !rule.jsonSchema.expressed)
      .map((rule) => rule.id);
    expect(expected).toContain('Track.samples.order');
    const lines = await cliInProcess(['schema', '--gaps']);
    expect(lines.code).toBe(0);
    expect(
      lines.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.split('\t')[1]),
    ).toEqual(expected);
    expect(lines.stdout).toMatch(/^must\tTrack\.samples\.order\torder: /m);
    const json = await cliInProcess(['schema', '--gaps', '--json']);
    expect((JSON.parse(json.stdout) as { id: string; why: string }[]).map((gap) => gap.id)).toEqual(expected);
  });

  it('a bad kind or a misplaced option is one line and exit 2; --help states options and exit codes', async () => {
    for (const args of [['--kind', 'vehicle'], ['--json'], ['--gaps', '--kind', 'entity'], ['extra']]) {
      const { code, stdout, stderr } = await cliInProcess(['schema', ...args]);
      expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
      expectOneErrorLine(stderr);
    }
    const help = await cliInProcess(['schema', '--help']);
    expect(help.code).toBe(0);
    for (const option of ['--kind', '--gaps', '--json']) expect(help.stdout).toContain(option);
    expect(help.stdout).toMatch(/Exit codes:[\s\S]*\b0\b[\s\S]*\b2\b/);
  });
});
