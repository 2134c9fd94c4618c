/**
 * The single executable (`npm run build:binary`, scripts/build-binary.mjs), built once per test run when
 * dist-bin/ does not hold a build of the current inputs, run with no `node` on PATH. Each command line gives
 * what the npm-installed command (dist/bin/cdm-conformance.js) gives: the same stdout, stderr and exit code,
 * timings aside. The runs that make the package start Node on its own scripts (the reference subject, the
 * module host) prove the executable's re-entry. Skipped only where Node has no single-executable support or
 * postject is not installed, and never in CI (CI=true), where both must be there.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../action/_support.js';
import { root, shBlock } from '../_support/docBlocks.js';
import { noSingleExecutable } from './_support.js';

const BINARY = path.join(root, 'dist-bin', process.platform === 'win32' ? 'cdm-conformance.exe' : 'cdm-conformance');
const CLI = path.join(root, 'dist/bin/cdm-conformance.js');
const inCi = !['', '0', 'false', undefined].includes(process.env.CI);
const reason = noSingleExecutable(root);

let scratch: string;
/** A PATH without node: python3 and the few tools the action's scripts call, each linked in one folder. */
let noNode: string;
let cache: string;

beforeAll(() => {
  if (reason !== undefined) return;
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-binary-'));
  cache = path.join(scratch, 'cache');
  noNode = path.join(scratch, 'bin');
  mkdirSync(noNode);
  for (const tool of ['python3', 'bash', 'mkdir', 'dirname', 'basename', 'cat']) {
    const found = ['/usr/bin', '/bin'].map((dir) => path.join(dir, tool)).find((file) => existsSync(file));
    if (found !== undefined) symlinkSync(found, path.join(noNode, tool));
  }
  // Once per test run: skipped when dist-bin/.build-inputs says the executable is built from these inputs.
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-binary.mjs'), '--if-changed'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`npm run build:binary failed:\n${built.stdout}${built.stderr}`);
}, 600_000);

afterAll(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

/** The same command line through the executable (no node on PATH) and through Node, each in a folder of its own. */
function both(args: readonly string[], setup: (cwd: string) => void = () => {}): SpawnSyncReturns<string>[] {
  return ['binary', 'node'].map((how) => {
    const cwd = mkdtempSync(path.join(scratch, `${how}-`));
    setup(cwd);
    const [command, prefix] = how === 'binary' ? [BINARY, []] : [process.execPath, [CLI]];
    return spawnSync(command, [...prefix, ...args], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        HOME: process.env.HOME,
        NO_COLOR: '1',
        CDM_CONFORMANCE_CACHE: cache,
        PATH: how === 'binary' ? noNode : process.env.PATH,
      },
    });
  });
}

/** Durations and speeds differ from run to run; everything else must not. */
/** Timings blanked, and the speed line's "under 1 ms" (a p50 too small to show) read as any other time. */
const untimed = (text: string): string =>
  text
    .replace(/\d+(\.\d+)? ?(ms|s)\b/g, '<time>')
    .replace(/under <time>/g, '<time>')
    .replace(/\d+ cases\/s/g, '<speed>');

const ENTITY = {
  object_kind: 'entity',
  entity_id: '6f1c2a52-8d1e-5b7a-9c3d-2e4f6a8b0c1d',
  entity_type: 'PLATFORM',
  affiliation: 'NEUTRAL',
  valid_from: '2024-03-01T12:00:00.000Z',
  source: { adapter: 'ais-adapter', adapter_version: '1.2.0', system: 'AIS', synthetic: false },
  source_ids: [{ system: 'AIS', external_id: '440348000' }],
};
const NDJSON = [ENTITY, { ...ENTITY, affiliation: 'ALLY' }, { ...ENTITY, confidence: 7 }]
  .map((object) => JSON.stringify(object))
  .concat('{"object_kind": "entity",')
  .join('\n');
const writeNdjson = (cwd: string): void => writeFileSync(path.join(cwd, 'adapter-output.ndjson'), `${NDJSON}\n`);
const pythonSubject = `python3 ${path.join(root, 'examples/python-subject/validator.py')} --stream`;

describe.skipIf(reason !== undefined)(
  `the single executable, with no node on PATH${reason ? ` (skipped: ${reason})` : ''}`,
  () => {
    it('has no node on the PATH it runs with', () => {
      const found = spawnSync('/bin/sh', ['-c', 'command -v node'], { env: { PATH: noNode }, encoding: 'utf8' });
      expect(found.status).not.toBe(0);
    });

    it('--version: the package version, as the npm-installed command prints it', () => {
      const [binary, node] = both(['--version']);
      expect(binary!.stdout).toBe(`${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version}\n`);
      expect([binary!.stdout, binary!.stderr, binary!.status]).toEqual([node!.stdout, node!.stderr, node!.status]);
    });

    it('validate --format github on an NDJSON file: the same annotations, summary and exit code', () => {
      const [binary, node] = both(['validate', '--format', 'github', '--lint', 'adapter-output.ndjson'], writeNdjson);
      expect(binary!.status).toBe(1);
      expect(binary!.stdout).toContain('::error file=adapter-output.ndjson,line=2,');
      expect([binary!.stdout, binary!.stderr, binary!.status]).toEqual([node!.stdout, node!.stderr, node!.status]);
    });

    it('run --stream against the Python example subject: the same report on the console, exit 1', () => {
      const [binary, node] = both(['run', '--stream', pythonSubject, '--out', 'reports']);
      expect(binary!.status).toBe(1);
      expect(binary!.stdout).toContain('cdm-python-example');
      expect([untimed(binary!.stdout), binary!.stderr, binary!.status]).toEqual([
        untimed(node!.stdout),
        node!.stderr,
        node!.status,
      ]);
    });

    it('re-enters itself: run --reference spawns <execPath> dist/bin/cdm-conformance.js validate --stream', () => {
      const [binary, node] = both(['run', '--reference', '--quiet', '--out', 'reports']);
      expect(binary!.stdout).toMatch(/^conformant at verdict level\n/);
      expect([binary!.stdout, binary!.stderr, binary!.status]).toEqual([node!.stdout, node!.stderr, 0]);
    });

    it('re-enters itself: run --module forks the module host from the unpacked package', () => {
      const subject = path.join(root, 'examples/standard-schema/subject.mjs');
      const [binary, node] = both(['run', '--module', subject, '--quiet', '--out', 'reports']);
      expect([binary!.stdout, binary!.stderr, binary!.status]).toEqual([node!.stdout, node!.stderr, node!.status]);
      expect(binary!.stderr).toMatch(/^not conformant at verdict level/);
    });

    it("docs/binary.md's example, with the executable on PATH as cdm-conformance", () => {
      const cwd = mkdtempSync(path.join(scratch, 'docs-'));
      writeNdjson(cwd);
      const bin = path.join(scratch, 'docs-bin');
      mkdirSync(bin, { recursive: true });
      if (!existsSync(path.join(bin, 'cdm-conformance'))) symlinkSync(BINARY, path.join(bin, 'cdm-conformance'));
      const script = shBlock('binary.md', '## Use it').replaceAll(
        'examples/python-subject/',
        `${root}/examples/python-subject/`,
      );
      // --norc: a bash started by a process with piped stdin reads ~/.bashrc, which may put another PATH first.
      const run = spawnSync('bash', ['--noprofile', '--norc', '-c', script], {
        cwd,
        encoding: 'utf8',
        env: { HOME: process.env.HOME, CDM_CONFORMANCE_CACHE: cache, NO_COLOR: '1', PATH: `${bin}:${noNode}` },
      });
      expect(run.stderr).toContain('not conformant at verdict level');
      expect(run.stdout).toContain('::error file=adapter-output.ndjson,line=2,');
      expect(run.stdout).toContain('cdm-python-example');
      expect(run.status).toBe(1);
    });

    it('names an unwritable cache folder in one line, exit 2, instead of a stack trace', () => {
      const blocked = path.join(scratch, 'a-file');
      writeFileSync(blocked, '');
      const run = spawnSync(BINARY, ['--version'], {
        encoding: 'utf8',
        env: { HOME: process.env.HOME, PATH: noNode, CDM_CONFORMANCE_CACHE: path.join(blocked, 'cache') },
      });
      expect([run.status, run.stdout]).toEqual([2, '']);
      expect(run.stderr).toBe(
        `cdm-conformance: cannot unpack the tool into ${path.join(blocked, 'cache')} (ENOTDIR): set CDM_CONFORMANCE_CACHE to a writable folder\n`,
      );
    });

    it('the GitHub Action runs the executable given as input binary, without Node', () => {
      const workspace = mkdtempSync(path.join(scratch, 'action-'));
      const fake = { workspace, output: path.join(workspace, 'out'), summary: path.join(workspace, 'summary.md') };
      writeFileSync(fake.summary, '');
      writeNdjson(workspace);
      const runs = runAction({ files: 'adapter-output.ndjson', binary: BINARY }, fake, {
        PATH: noNode,
        CDM_CONFORMANCE_CACHE: cache,
      });
      expect(runs.map((step) => [step.step, step.code])).toEqual([
        ['Install cdm-conformance', 0],
        ["Validate the adapter's output", 1],
      ]);
      expect(runs[1]!.stdout).toContain('::error file=adapter-output.ndjson,line=2,');
      expect(readFileSync(fake.output, 'utf8')).toContain(`command=${BINARY}\n`);
      const missing = runAction({ files: 'adapter-output.ndjson', binary: 'nowhere/cdm' }, fake, { PATH: noNode });
      expect(missing[0]!.code).toBe(2);
      expect(missing[0]!.stdout).toContain("binary 'nowhere/cdm' is not an executable file");
    });
  },
);

describe('the single executable in CI', () => {
  it.runIf(reason !== undefined && inCi)('can be built', () => {
    expect.fail(`CI is set, but the single executable cannot be built here: ${reason}`);
  });
});
