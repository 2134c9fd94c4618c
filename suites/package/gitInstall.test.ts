/**
 * The install path for a team without a registry release: `npm install git+URL#COMMIT`. npm clones the
 * repository, installs its dependencies there, runs `prepare` (the build: dist/ is not committed) and packs
 * the result into the consumer's node_modules.
 *
 * The URL points at a shallow clone of this repository's committed HEAD, never at the working tree: what an
 * adapter team gets from a tag is what is committed, so a file left uncommitted (or ignored) that the build
 * needs fails here. It stays fast by doing only what npm must: the shallow clone has one commit, npm's
 * cache is the one `npm ci` just filled (--prefer-offline; a copy of it where the scratch folder is in memory,
 * ./_support.ts), and audit and fund are off. And `prepare` compiles
 * only what this checkout has not: CDM_BUILD_CACHE (scripts/build.mjs) holds this checkout's dist/ under the
 * digest of the inputs it was built from, which the clone's inputs match only when every build input is
 * committed as it is here (.ci/run: a fresh clone, built by `npm ci`); otherwise the clone compiles.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInputsDigest, cachedBuildOf, isBuiltFromCurrentInputs } from '../../scripts/build.mjs';
import { ENTITY_TEXT, INVALID_ENTITY_TEXT, ROOT } from '../cli/_support.js';
import { npmCacheFor } from './_support.js';

let buildCache = '';
let npmCache: string | undefined;
const env = {
  ...process.env,
  NO_COLOR: '1',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
};
const run = (command: string, args: readonly string[], cwd: string, input?: string): SpawnSyncReturns<string> =>
  spawnSync(command, args, {
    cwd,
    env: { ...env, CDM_BUILD_CACHE: buildCache, ...(npmCache === undefined ? {} : { npm_config_cache: npmCache }) },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...(input === undefined ? {} : { input }),
  });
const shown = (result: SpawnSyncReturns<string>): string =>
  `exit ${result.status}\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`;

// A checkout is a git work tree (.ci/run runs on a fresh clone); a copy without .git has nothing to clone.
const isRepository = run('git', ['rev-parse', '--is-inside-work-tree'], ROOT).stdout.trim() === 'true';

let scratch: string;
let clone: string;
let project: string;
let commit: string;
let installed: SpawnSyncReturns<string>;

beforeAll(() => {
  if (!isRepository) return;
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-git-install-'));
  npmCache = npmCacheFor(scratch);
  clone = path.join(scratch, 'clone');
  const cloned = run(
    'git',
    ['clone', '--quiet', '--depth', '1', '--no-hardlinks', pathToFileURL(ROOT).href, clone],
    scratch,
  );
  if (cloned.status !== 0) throw new Error(`git clone failed: ${shown(cloned)}`);
  commit = run('git', ['rev-parse', 'HEAD'], clone).stdout.trim();
  buildCache = path.join(scratch, 'build-cache');
  if (isBuiltFromCurrentInputs(ROOT))
    cpSync(path.join(ROOT, 'dist'), cachedBuildOf(buildInputsDigest(ROOT), buildCache)!, { recursive: true });
  project = path.join(scratch, 'adapter');
  // An adapter's repository: any language, a package.json only for the tool.
  mkdirSync(project);
  writeFileSync(
    path.join(project, 'package.json'),
    `${JSON.stringify({ name: 'my-adapter-ci', private: true, version: '1.0.0' }, null, 2)}\n`,
  );
  installed = run(
    'npm',
    [
      'install',
      '--save-dev',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `git+${pathToFileURL(clone).href}#${commit}`,
    ],
    project,
  );
}, 900_000);

afterAll(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

describe.runIf(isRepository || process.env.CI !== undefined)(
  'npm install git+file://<clone>#<commit> (no registry release)',
  () => {
    it('installs, pinned to the commit, with dist/ built by prepare (it is not in the repository)', () => {
      expect(isRepository, 'the suite runs from a git checkout (CI: .ci/run on a fresh clone)').toBe(true);
      expect(installed.status, shown(installed)).toBe(0);
      expect(run('git', ['ls-files', 'dist'], clone).stdout).toBe('');
      const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      expect(manifest.devDependencies['cdm-conformance']).toBe(`git+${pathToFileURL(clone).href}#${commit}`);
      const lock = readFileSync(path.join(project, 'package-lock.json'), 'utf8');
      expect(lock).toContain(commit);
      expect(existsSync(path.join(project, 'node_modules/cdm-conformance/dist/cli/main.js'))).toBe(true);
      // Only the runtime dependencies reach the adapter's project, not the build tools.
      for (const tool of ['typescript', 'esbuild', 'vitest', 'playwright-core'])
        expect(existsSync(path.join(project, 'node_modules', tool)), tool).toBe(false);
    });

    it('npx cdm-conformance --version names the committed version', () => {
      const version = run('npx', ['--no-install', 'cdm-conformance', '--version'], project);
      expect(version.status, shown(version)).toBe(0);
      expect(version.stdout.trim()).toBe(
        (JSON.parse(readFileSync(path.join(clone, 'package.json'), 'utf8')) as { version: string }).version,
      );
    });

    // What `npx cdm-conformance` runs (the test above finds it through npx): the bin npm linked. Each npx call
    // is a start of npm's own CLI, about 0.3 CPU-s, before the command starts.
    it("node_modules/.bin/cdm-conformance validate gates an adapter's NDJSON: the broken line annotated, exit 1", () => {
      const bin = path.join(project, 'node_modules/.bin/cdm-conformance');
      writeFileSync(path.join(project, 'out.ndjson'), `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
      const gate = run(bin, ['validate', '--format', 'github', 'out.ndjson'], project);
      expect(gate.status, shown(gate)).toBe(1);
      expect(gate.stdout).toMatch(/^::error file=out\.ndjson,line=2,col=\d+,title=Entity\.entity_id\.required::/m);
      const clean = run(bin, ['validate', '--ndjson', '-'], project, `${ENTITY_TEXT}\n`);
      expect(clean.status, shown(clean)).toBe(0);
    });
  },
);
