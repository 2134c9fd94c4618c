/** The Standard Schema v1 example subjects, called directly as the runner's --module mode would. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { badAffiliation, root, validEntity } from './_support.js';

interface Issue {
  message: string;
  path: (string | number)[];
  rule?: string;
}
interface StandardSchema {
  '~standard': {
    version: number;
    vendor: string;
    validate: (value: unknown) => { value: unknown } | { issues: Issue[] };
  };
}

// subject.mjs imports the reference from dist/: it needs `npm run build` (done by npm ci).
const built = existsSync(path.join(root, 'dist/index.js'));

describe.skipIf(!built)('examples/standard-schema/subject.mjs', () => {
  let module: Record<string, unknown>;
  beforeAll(async () => {
    module = (await import(pathToFileURL(path.join(root, 'examples/standard-schema/subject.mjs')).href)) as Record<
      string,
      unknown
    >;
  });
  const schema = (name: string): StandardSchema['~standard'] => (module[name] as StandardSchema)['~standard'];

  it('exports Standard Schema v1 objects', () => {
    for (const name of ['CdmSchema', 'ObjectKindOnlySchema'])
      expect(schema(name)).toMatchObject({ version: 1, vendor: 'example' });
    expect(module.default).toBe(module.CdmSchema);
  });

  it('CdmSchema passes a valid entity through as { value }', () => {
    expect(schema('CdmSchema').validate(validEntity)).toEqual({ value: validEntity });
  });

  it('CdmSchema maps reference errors to issues with path segments and the rule id', () => {
    expect(schema('CdmSchema').validate(badAffiliation)).toEqual({
      issues: [
        {
          message: expect.stringContaining('ALLY') as unknown as string,
          path: ['affiliation'],
          rule: 'Affiliation.closed-vocabulary',
        },
      ],
    });
    const track = {
      object_kind: 'track',
      samples: [{ observed_at: 'x', position: { lat: 0, lon: 0, position_source: 'GNSS' } }],
    };
    const result = schema('CdmSchema').validate(track) as { issues: Issue[] };
    expect(result.issues).toContainEqual(
      expect.objectContaining({ path: ['samples', 0, 'observed_at'], rule: 'Timestamp.format' }),
    );
  });

  it('ObjectKindOnlySchema checks object_kind and nothing else', () => {
    expect(schema('ObjectKindOnlySchema').validate(badAffiliation)).toEqual({ value: badAffiliation });
    expect(schema('ObjectKindOnlySchema').validate({ object_kind: 'ship' })).toEqual({
      issues: [{ message: expect.any(String) as unknown as string, path: ['object_kind'] }],
    });
    expect(schema('ObjectKindOnlySchema').validate([])).toMatchObject({ issues: [{ path: [] }] });
  });

  it('validateWithKind takes the kind a Standard Schema never gets', () => {
    const validateWithKind = module.validateWithKind as (
      value: unknown,
      options?: { kind?: string | null },
    ) => { valid: boolean };
    const { object_kind: _omitted, ...noKind } = validEntity;
    expect(validateWithKind(noKind, { kind: 'entity' }).valid).toBe(true);
    expect(validateWithKind(noKind, { kind: null }).valid).toBe(false);
    expect(schema('CdmSchema').validate(noKind)).toHaveProperty('issues');
  });

  it('turns JSON Pointer escapes into plain keys', () => {
    const pointerToPath = module.pointerToPath as (pointer: string) => (string | number)[];
    expect(pointerToPath('')).toEqual([]);
    expect(pointerToPath('/attributes/a~1b/c~0d/0/07')).toEqual(['attributes', 'a/b', 'c~d', 0, '07']);
  });
});

describe.skipIf(!built)('examples/standard-schema/README.md figures', () => {
  it('are what the three exports score against the bundled corpus', async () => {
    const { runSuite } = await import('../../src/runner/suite.js');
    const { ModuleSubject } = await import('../../src/runner/subjects/module.js');
    const subject = path.join(root, 'examples/standard-schema/subject.mjs');
    const score = async (exported: string): Promise<{ passing: number; total: number; percent: string }> => {
      const { report } = await runSuite(
        await ModuleSubject.load({ specifier: `${subject}#${exported}`, timeoutMs: 5000 }),
      );
      const { passing, total } = report.summary.mustRules;
      return { passing, total, percent: `${(Math.floor((passing / total) * 1000) / 10).toFixed(1)}%` };
    };
    const readme = readFileSync(path.join(root, 'examples/standard-schema/README.md'), 'utf8');
    const cdm = await score('CdmSchema');
    expect(readme).toContain(
      `| ${cdm.passing}/${cdm.total} must rules (${cdm.percent}): the ${cdm.total - cdm.passing} failing rules`,
    );
    const kindOnly = await score('ObjectKindOnlySchema');
    expect(readme).toContain(`| ${kindOnly.passing}/${kindOnly.total}: false accepts everywhere`);
    const withKind = await score('validateWithKind');
    expect(withKind.passing).toBe(withKind.total);
    expect(readme).toContain(`| conformant, ${withKind.passing}/${withKind.total} |`);
  });
});
