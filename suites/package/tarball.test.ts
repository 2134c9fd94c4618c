/**
 * The package as a consumer gets it: `npm pack` once, then
 * - its contents: every export target shipped, no source map pointing at a file left out, no stale build
 *   output, nothing imported that the consumer will not have;
 * - examples/vitest-project installed from that tarball (npm's cache first, no @types/node): `tsc` strict
 *   with NodeNext over every entry, every entry imported at run time, `npx cdm-conformance run --reference`
 *   conformant, and the project's own `vitest run` (matchers and conformanceTests) green.
 * npm runs on a copy of its cache in the scratch folder where that is in memory (./_support.ts says why).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmCacheFor } from './_support.js';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

let npmCache: string | undefined;
const run = (command: string, args: readonly string[], cwd: string): SpawnSyncReturns<string> =>
  spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env,
      NO_COLOR: '1',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      ...(npmCache === undefined ? {} : { npm_config_cache: npmCache }),
    },
  });
const shown = (result: SpawnSyncReturns<string>): string =>
  `exit ${result.status}\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`;

let scratch: string;
let project: string;
let files: Set<string>;
let tarball: string;
let installed: SpawnSyncReturns<string>;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-pack-'));
  npmCache = npmCacheFor(scratch);
  // --ignore-scripts: pack what is built (the suite's own build), without rebuilding under other tests' feet.
  const packed = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], root);
  if (packed.status !== 0) throw new Error(`npm pack failed: ${shown(packed)}`);
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = path.join(scratch, info!.filename);
  files = new Set(info!.files.map((file) => file.path));
  project = path.join(scratch, 'project');
  cpSync(path.join(root, 'examples/vitest-project'), project, {
    recursive: true,
    filter: (source) => !source.includes('node_modules'),
  });
  const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>;
  };
  manifest.devDependencies['cdm-conformance'] = `file:${tarball}`;
  writeFileSync(path.join(project, 'package.json'), JSON.stringify(manifest, null, 2));
  installed = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], project);
});

afterAll(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('ships every export target, each code entry with its types', () => {
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') {
        const shipped = target.includes('*')
          ? [...files].some((file) => file.startsWith(target.slice(2, target.indexOf('*'))))
          : files.has(target.slice(2));
        expect(shipped, subpath).toBe(true);
        continue;
      }
      expect(files.has(target.default.slice(2)), `${subpath} default`).toBe(true);
      expect(files.has(target.types.slice(2)), `${subpath} types`).toBe(true);
    }
    for (const file of [
      'corpus/rules.json',
      'corpus/index.json',
      'corpus/schema/canonical-object.schema.json',
      'corpus/schema/track.schema.json',
      'docs/json-schema.md',
    ])
      expect(files, file).toContain(file);
  });

  it('ships every examples/ and docs/ path the README names, so they work from node_modules/cdm-conformance', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const named = [
      ...new Set([...readme.matchAll(/(?<![\w/.-])((?:examples|docs)\/[\w./-]*[\w])/g)].map((match) => match[1]!)),
    ];
    expect(named.length).toBeGreaterThan(10);
    for (const name of named)
      expect(
        [...files].some((file) => file === name || file.startsWith(`${name}/`)),
        name,
      ).toBe(true);
  });

  it('has no source map pointing at a file it does not ship, and no stale build output', () => {
    const maps = [...files].filter((file) => file.endsWith('.map'));
    expect(maps.length).toBeGreaterThan(50);
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(path.join(root, map), 'utf8')) as { sources: string[] };
      for (const source of sources)
        expect(files, `${map} points at ${source}`).toContain(path.posix.join(path.posix.dirname(map), source));
    }
    // A .js in dist/ whose source is gone is a leftover of an older build (`npm run build` starts clean);
    // dist/site/assets/ holds the site's browser bundles (scripts/bundle-site.mjs) and dist/bin/ the bundled
    // command (scripts/bundle-cli.mjs), each made from several sources.
    const bundled = (file: string): boolean => file.startsWith('dist/site/assets/') || file.startsWith('dist/bin/');
    const stale = [...files].filter(
      (file) =>
        file.startsWith('dist/') &&
        !bundled(file) &&
        file.endsWith('.js') &&
        !files.has(`src/${file.slice('dist/'.length, -'.js'.length)}.ts`),
    );
    expect(stale).toEqual([]);
  });

  it('imports nothing the consumer lacks: Node built-ins, dependencies, and vitest (an optional peer) only from the vitest entry', () => {
    const allowed = new Set(Object.keys(pkg.dependencies));
    const bare =
      /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"./][^'"]*)['"]|import\s*\(\s*['"]([^'"./][^'"]*)['"]\s*\)/gm;
    const problems: string[] = [];
    for (const file of [...files].filter((name) => name.startsWith('dist/') && name.endsWith('.js'))) {
      const code = readFileSync(path.join(root, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const match of code.matchAll(bare)) {
        const specifier = match[1] ?? match[2]!;
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (specifier.startsWith('node:') || builtinModules.includes(name) || allowed.has(name)) continue;
        if (
          name === 'vitest' &&
          file === 'dist/vitest.js' &&
          pkg.peerDependenciesMeta.vitest?.optional === true &&
          pkg.peerDependencies.vitest !== undefined
        )
          continue;
        problems.push(`${file} imports ${specifier}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('a project installing the tarball (examples/vitest-project)', () => {
  it('installs from the tarball without @types/node', () => {
    expect(installed.status, shown(installed)).toBe(0);
    expect(existsSync(path.join(project, 'node_modules/cdm-conformance/dist/index.js'))).toBe(true);
    expect(existsSync(path.join(project, 'node_modules/@types/node'))).toBe(false);
  });

  it('compiles under tsc --strict with moduleResolution nodenext, importing every entry', () => {
    const compiled = run(
      process.execPath,
      [path.join(project, 'node_modules/typescript/bin/tsc'), '-p', project],
      project,
    );
    expect(compiled.status, shown(compiled)).toBe(0);
  });

  it('imports every entry at run time', () => {
    const script = [
      "import * as main from 'cdm-conformance';",
      "import * as schema from 'cdm-conformance/schema';",
      "import * as rules from 'cdm-conformance/rules';",
      "import * as vitest from 'cdm-conformance/vitest';",
      "import rulesJson from 'cdm-conformance/corpus/rules.json' with { type: 'json' };",
      "import entity from 'cdm-conformance/corpus/schema/entity.schema.json' with { type: 'json' };",
      'console.log(JSON.stringify([typeof main.validate, schema.canonicalObjectSchema.$schema, rules.catalogue.length === rulesJson.rules.length, typeof vitest.conformanceTests, entity.$id]));',
    ].join('\n');
    const imported = run(process.execPath, ['--input-type=module', '-e', script], project);
    expect(imported.status, shown(imported)).toBe(0);
    expect(JSON.parse(imported.stdout)).toEqual([
      'function',
      'https://json-schema.org/draft/2020-12/schema',
      true,
      'function',
      'urn:cdm-conformance:common-data-model:3.0.0:entity',
    ]);
  });

  it("reads its corpus from the packed bundle, its files being byte for byte the ones it was made from (their times are the install's)", () => {
    expect(files).toContain('dist/corpus-bundle.json');
    const bundle = pathToFileURL(path.join(project, 'node_modules/cdm-conformance/dist/corpus/bundle.js')).href;
    const script = `const { readCorpusBundle } = await import(${JSON.stringify(bundle)}); console.log(readCorpusBundle() === undefined ? 'files' : 'bundle');`;
    const read = run(process.execPath, ['--input-type=module', '-e', script], project);
    expect(read.status, shown(read)).toBe(0);
    expect(read.stdout.trim()).toBe('bundle');
  });

  it('runs `npx cdm-conformance run --reference`: conformant', () => {
    const conformance = run(
      'npx',
      ['--no-install', 'cdm-conformance', 'run', '--reference', '--out', 'reports', '--quiet'],
      project,
    );
    expect(conformance.status, shown(conformance)).toBe(0);
    expect(conformance.stdout + conformance.stderr).toContain('conformant at verdict level');
    expect(existsSync(path.join(project, 'reports/report.json'))).toBe(true);
  });

  it('runs its own vitest: matchers and conformanceTests pass', () => {
    const tested = run(
      process.execPath,
      [path.join(project, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=json'],
      project,
    );
    expect(tested.status, shown(tested)).toBe(0);
    const report = JSON.parse(tested.stdout.slice(tested.stdout.indexOf('{'))) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
    };
    expect(report.numFailedTests).toBe(0);
    expect(report.numPassedTests).toBeGreaterThan(2000);
    expect(report.numPendingTests).toBeGreaterThan(100); // may and text-level cases, reported as skipped
  });
});
