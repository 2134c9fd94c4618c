/**
 * .pre-commit-hooks.yaml: both hooks' entry run on a valid and an invalid NDJSON file, and, where Debian's
 * pre-commit is installed, docs/pre-commit.md's configuration for the system hook run through pre-commit as
 * written (pointed at this checkout). The node hook installs the package from the npm registry on its first
 * run, which a test cannot count on, so its entry command is run directly.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runShBlock, shBlock } from '../_support/docBlocks.js';
import { BIN, ENTITY_TEXT, ensureBuilt, INVALID_ENTITY_TEXT, ROOT } from '../cli/_support.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  types: string[];
}
const hooks = parse(readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;

let scratch: string;
/** A folder with `cdm-conformance` (this checkout's built command), as the npm install or the executable puts it on PATH. */
let onPath: string;

beforeAll(() => {
  ensureBuilt();
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-pre-commit-'));
  onPath = path.join(scratch, 'bin');
  mkdirSync(onPath);
  writeFileSync(
    path.join(onPath, 'cdm-conformance'),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`,
  );
  chmodSync(path.join(onPath, 'cdm-conformance'), 0o755);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An adapter's repository with a good and a bad fixture, committed or not. */
function adapterRepo(): string {
  const repo = mkdtempSync(path.join(scratch, 'adapter-'));
  mkdirSync(path.join(repo, 'fixtures'));
  writeFileSync(path.join(repo, 'fixtures/good.ndjson'), `${ENTITY_TEXT}\n${ENTITY_TEXT}\n`);
  writeFileSync(path.join(repo, 'fixtures/bad.ndjson'), `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
  writeFileSync(path.join(repo, 'notes.json'), '{"not": "a canonical object"}\n');
  return repo;
}

describe('.pre-commit-hooks.yaml', () => {
  it('has the node hook and the system hook, both on *.ndjson files only', () => {
    expect(hooks.map((hook) => [hook.id, hook.language])).toEqual([
      ['cdm-conformance-validate', 'node'],
      ['cdm-conformance-validate-system', 'system'],
    ]);
    for (const hook of hooks) {
      // pre-commit reads `files` as a Python regular expression searched in the path; this one means the same in JS.
      const files = new RegExp(hook.files);
      expect(['a.ndjson', 'fixtures/b.ndjson'].every((name) => files.test(name))).toBe(true);
      expect(['a.json', 'a.ndjson.bak', 'a.jsonl'].some((name) => files.test(name))).toBe(false);
    }
  });

  it.each(hooks.map((hook) => [hook.id, hook]))(
    '%s: its entry passes valid files and fails an invalid one, naming file, line and rule',
    (_, hook) => {
      const repo = adapterRepo();
      const [command, ...args] = (hook as Hook).entry.split(' ');
      const runWith = (files: string[]) =>
        spawnSync(command!, [...args, ...files], {
          cwd: repo,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', PATH: `${onPath}:${process.env.PATH}` },
        });
      const good = runWith(['fixtures/good.ndjson']);
      expect([good.status, good.stdout]).toEqual([0, '']);
      const bad = runWith(['fixtures/good.ndjson', 'fixtures/bad.ndjson']);
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain('fixtures/bad.ndjson:2');
      expect(bad.stdout).toContain('Entity.entity_id.required');
    },
  );
});

describe('the node hook', () => {
  // pre-commit installs a node hook with `npm pack` in the hook's clone and reads the tarball's name from its
  // stdout; npm prints a banner there for a script run in the foreground (prepare): .npmrc runs it piped.
  // (npm pack itself would run prepare, a build under the other suites' feet: the setting is checked instead;
  // with it, pre-commit 3.0.4 installed and ran this hook, docs/pre-commit.md.)
  it('the repository runs npm lifecycle scripts piped (.npmrc foreground-scripts=false)', () => {
    const setting = spawnSync('npm', ['config', 'get', 'foreground-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, npm_config_foreground_scripts: undefined },
    });
    expect(setting.stdout.trim()).toBe('false');
  });
});

describe.runIf(preCommit)("docs/pre-commit.md's configuration, through Debian's pre-commit", () => {
  it('pre-commit run --all-files fails on the invalid fixture and passes once it is fixed', () => {
    const repo = adapterRepo();
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], { cwd: repo });
    git('init', '-q');
    // The configuration as docs/pre-commit.md writes it, pointed at this checkout: a commit of it holding the
    // hooks file as it is now (pre-commit's try-repo makes the same kind of commit).
    const docs = readFileSync(path.join(ROOT, 'docs/pre-commit.md'), 'utf8');
    const config = [...docs.slice(docs.indexOf('## Without Node')).matchAll(/```yaml\n([\s\S]*?)```/g)][0]![1]!;
    const hookRepo = path.join(scratch, 'hooks-repo');
    mkdirSync(hookRepo, { recursive: true });
    writeFileSync(
      path.join(hookRepo, '.pre-commit-hooks.yaml'),
      readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml')),
    );
    const hooksGit = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
        cwd: hookRepo,
        encoding: 'utf8',
      });
    hooksGit('init', '-q');
    hooksGit('add', '.');
    hooksGit('commit', '-qm', 'hooks');
    const rev = hooksGit('rev-parse', 'HEAD').stdout.trim();
    writeFileSync(
      path.join(repo, '.pre-commit-config.yaml'),
      config.replace('https://github.com/YOUR-ORG/cdm-conformance', hookRepo).replace('v0.1.0', rev),
    );
    git('add', '.');
    const env = { PATH: `${onPath}:${process.env.PATH}`, PRE_COMMIT_HOME: path.join(scratch, 'pre-commit-home') };
    const failing = runShBlock(shBlock('pre-commit.md', '## Without Node'), repo, env);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain('- hook id: cdm-conformance-validate-system');
    expect(failing.stdout).toContain('fixtures/bad.ndjson:2');
    expect(failing.stdout).not.toContain('notes.json');
    writeFileSync(path.join(repo, 'fixtures/bad.ndjson'), `${ENTITY_TEXT}\n`);
    git('add', '.');
    const passing = runShBlock('pre-commit run --all-files', repo, env);
    expect(passing.stdout).toMatch(/cdm-conformance validate\.+Passed/);
    expect(passing.status).toBe(0);
  });
});
