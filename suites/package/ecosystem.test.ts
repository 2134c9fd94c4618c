/**
 * Every point of the ecosystem work (issue 24) from the packed tarball, as an adapter team installs it:
 * `npm pack` once, a project of its own (a package.json and .git) installs the tarball from npm's cache, and
 * the copy-paste examples of docs/ run there as written: `npx cdm-conformance` (or `cdm-conformance`, on
 * PATH from node_modules/.bin) is the installed command, and `examples/` the package's own copy. SARIF,
 * GitLab, JUnit and badge.json; the config file; triaged baselines; report trend and the site's history;
 * schema --draft; the pre-commit hook's entry; the single executable built from the installed package.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root, shBlock } from '../_support/docBlocks.js';
import { ENTITY_TEXT, INVALID_ENTITY_TEXT } from '../cli/_support.js';
import { junitSchemaErrors } from '../report/_support/junitSchema.js';
import { expectGithubSubset, sarifSchemaErrors } from '../report/_support/sarifSchema.js';
import { noSingleExecutable, npmCacheFor } from './_support.js';

let scratch: string;
let project: string;
let npmCache: string | undefined;
let installed: SpawnSyncReturns<string>;

const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.join(project, 'node_modules/.bin')}:${process.env.PATH}`,
  NO_COLOR: '1',
  GITHUB_STEP_SUMMARY: '',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_prefer_offline: 'true', // docs/binary.md's `npm install --no-save postject` from the cache
  ...(npmCache === undefined ? {} : { npm_config_cache: npmCache }),
  ...extra,
});
const shown = (result: SpawnSyncReturns<string>): string =>
  `exit ${result.status}\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`;

/** `script` with bash -e in `cwd` (a folder of the project), `examples/` being the installed package's. */
function sh(script: string, cwd: string, extra: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  const text = script.replace(/(^|[\s"'])examples\//gm, `$1${project}/node_modules/cdm-conformance/examples/`);
  return spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', text], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: env(extra),
  });
}

/** A folder of the project with a .git of its own, so a config file above it never applies. */
function folder(name: string): string {
  const dir = path.join(project, name);
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  return dir;
}

const json = (file: string): any => JSON.parse(readFileSync(file, 'utf8'));

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'cdm-ecosystem-'));
  npmCache = npmCacheFor(scratch);
  project = path.join(scratch, 'adapter');
  mkdirSync(path.join(project, '.git'), { recursive: true });
  writeFileSync(path.join(project, 'package.json'), '{"name": "adapter", "private": true}\n');
  const packed = spawnSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], {
    cwd: root,
    encoding: 'utf8',
    env: env(),
  });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${shown(packed)}`);
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string }[];
  installed = spawnSync(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', path.join(scratch, info!.filename)],
    { cwd: project, encoding: 'utf8', env: env() },
  );
});

afterAll(() => {
  if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
});

describe('issue 24 from the packed tarball', () => {
  it('installs into a project of its own', () => {
    expect(installed.status, shown(installed)).toBe(0);
    expect(existsSync(path.join(project, 'node_modules/.bin/cdm-conformance'))).toBe(true);
  });

  it("the README's block: SARIF and GitLab from validate, init and runs from the config, trend, draft-07", () => {
    const cwd = folder('readme');
    const result = sh(shBlock('../README.md', "## Your CI's formats, a config file, history"), cwd);
    expect(result.status, shown(result)).toBe(0);
    const sarif = json(path.join(cwd, 'cdm.sarif'));
    expect([sarifSchemaErrors(sarif), sarif.runs[0].results]).toEqual([[], []]); // realistic samples: all valid
    expect(json(path.join(cwd, 'gl-code-quality.json'))).toEqual([]);
    const config = json(path.join(cwd, 'cdm-conformance.config.json'));
    expect(config.name).toBe('my-validator');
    const first = json(path.join(cwd, 'history/1.0.0/report.json')).header.subject;
    expect([first.name, first.version, first.mode]).toEqual(['my-validator', '1.0.0', 'stream']);
    expect(readFileSync(path.join(cwd, 'history.md'), 'utf8')).toContain('# History of my-validator: 2 versions');
    expect(json(path.join(cwd, 'cdm-07.schema.json')).$schema).toBe('http://json-schema.org/draft-07/schema#');
    for (const file of ['report.sarif', 'gl-code-quality.json', 'junit.xml', 'badge.json'])
      expect(existsSync(path.join(cwd, 'history/1.0.0', file)), file).toBe(true);
  });

  it("SARIF, GitLab Code Quality, JUnit and run's report files: docs/report.md's commands as written", () => {
    const cwd = folder('outputs');
    mkdirSync(path.join(cwd, 'out'));
    writeFileSync(path.join(cwd, 'out/entities.ndjson'), `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
    const lines = shBlock('report.md', '## SARIF and GitLab Code Quality').trim().split('\n');
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(sh(line, cwd).status, line).toBe(1); // one entity invalid; accept-all fails
    const sarif = json(path.join(cwd, 'cdm.sarif'));
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    const [result] = expectGithubSubset(sarif).runs[0]!.results;
    expect([result!.ruleId, result!.locations?.[0]?.physicalLocation?.region?.startLine]).toEqual([
      'Entity.entity_id.required',
      2,
    ]);
    const [issue] = json(path.join(cwd, 'gl-code-quality.json'));
    expect([issue.check_name, issue.location.path, issue.location.lines.begin]).toEqual([
      'Entity.entity_id.required',
      'out/entities.ndjson',
      2,
    ]);
    expect(junitSchemaErrors(readFileSync(path.join(cwd, 'junit.xml'), 'utf8'))).toEqual([]);
    const reports = path.join(cwd, 'reports/accept-all');
    expect(sarifSchemaErrors(json(path.join(reports, 'report.sarif')))).toEqual([]);
    expect(json(path.join(reports, 'gl-code-quality.json')).length).toBeGreaterThan(0);
    expect(json(path.join(reports, 'badge.json'))).toMatchObject({ schemaVersion: 1, label: expect.any(String) });
  });

  it("the config file: docs/config.md's init, run and sharded examples as written", () => {
    const cwd = folder('configured');
    const started = sh(shBlock('config.md', '# cdm-conformance.config.json'), cwd);
    expect(started.status, shown(started)).toBe(0);
    expect(json(path.join(cwd, 'reports/at-rule-level/report.json')).summary.level).toBe('rule');
    const sharded = folder('sharded');
    writeFileSync(
      path.join(sharded, 'cdm-conformance.config.json'),
      JSON.stringify({
        subject: { stream: 'python3 examples/python-subject/validator.py --stream' },
        generated: { count: 10, seed: 3 },
        baseline: '.cdm-baseline',
      }).replace('examples/', `${project}/node_modules/cdm-conformance/examples/`),
    );
    const merged = sh(shBlock('config.md', '## Which command reads what'), sharded);
    expect(merged.status, shown(merged)).toBe(0);
    expect(merged.stdout).toContain('as the baseline says');
    const refused = folder('refused');
    writeFileSync(path.join(refused, 'cdm-conformance.config.json'), '{"level": "rules"}');
    const bad = sh('npx cdm-conformance run', refused);
    expect(bad.status).toBe(2);
    expect(readFileSync(path.join(root, 'docs/config.md'), 'utf8')).toContain(bad.stderr.trim());
  });

  it("triaged baselines: docs/runner.md's JSON form, its reason in summary.md, an expired entry failing", () => {
    const cwd = folder('triaged');
    const accept = `--exec "node -e 'process.exit(0)'" --exit-code-verdicts --rule "Affiliation.*"`;
    expect(sh(`npx cdm-conformance run ${accept} --out first --quiet`, cwd).status).toBe(1);
    const failing: string[] = json(path.join(cwd, 'first/report.json'))
      .rules.filter((rule: { status: string }) => rule.status === 'fail')
      .map((rule: { id: string }) => rule.id);
    const runnerDoc = readFileSync(path.join(root, 'docs/runner.md'), 'utf8');
    const documented = JSON.parse(
      /```json\n(\{\n {2}"\$schema": "[^"]*baseline\.schema\.json"[\s\S]*?)```/.exec(runnerDoc)![1]!,
    );
    const write = (expires: string): void => {
      const [triaged] = documented.entries.filter((entry: unknown) => typeof entry === 'object');
      const entries = [{ ...triaged, id: failing[0], expires }, ...failing.slice(1)];
      writeFileSync(path.join(cwd, 'baseline.json'), JSON.stringify({ ...documented, entries }));
    };
    write('2999-12-31');
    const holds = sh(`npx cdm-conformance run ${accept} --baseline baseline.json --out held --quiet`, cwd);
    expect(holds.status, shown(holds)).toBe(0);
    const summary = readFileSync(path.join(cwd, 'held/summary.md'), 'utf8');
    expect(summary).toContain('our decimal parser rounds to float32');
    expect(summary).toContain('https://github.com/acme/adapter/issues/42');
    write('2020-01-31');
    const expired = sh(`npx cdm-conformance run ${accept} --baseline baseline.json --out late --quiet`, cwd);
    expect(expired.status).toBe(1);
    expect(expired.stderr).toContain(`expired entry: ${failing[0]}: expired after 2020-01-31`);
  });

  it("history: docs/history.md's report trend and site examples as written", () => {
    const cwd = folder('history');
    const trend = sh(shBlock('history.md', '# History of one implementation'), cwd);
    expect(trend.status, shown(trend)).toBe(0);
    expect(trend.stdout).toContain('# History of my-validator: 2 versions');
    expect(json(path.join(cwd, 'trend/trend.json')).versions.map((v: { label: string }) => v.label)).toEqual([
      '1.0.0',
      '1.1.0',
    ]);
    const site = sh(shBlock('history.md', '## On the site'), cwd);
    expect(site.status, shown(site)).toBe(0);
    expect(existsSync(path.join(cwd, 'site/history/my-validator.html'))).toBe(true);
  });

  it("schemas for registries: docs/json-schema.md's draft-07 and 2019-09 commands, each compiled by ajv", () => {
    const cwd = folder('schemas');
    const written = sh(shBlock('json-schema.md', '## Draft-07 and 2019-09'), cwd);
    expect(written.status, shown(written)).toBe(0);
    const draft07 = new Ajv({ strict: false });
    for (const file of ['canonical-object.schema.json', 'track.schema.json']) {
      const schema = json(path.join(cwd, file));
      expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
      expect(typeof draft07.compile(schema)).toBe('function');
    }
    const entity = json(path.join(cwd, 'entity.schema.json'));
    expect(entity.$schema).toBe('https://json-schema.org/draft/2019-09/schema');
    expect(typeof new Ajv2019({ strict: false }).compile(entity)).toBe('function');
  });

  it("the pre-commit hooks' entry, on PATH from the installed package: a valid file passes, an invalid one fails", () => {
    const cwd = folder('hooked');
    writeFileSync(path.join(cwd, 'good.ndjson'), `${ENTITY_TEXT}\n`);
    writeFileSync(path.join(cwd, 'bad.ndjson'), `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
    const hooks = parse(readFileSync(path.join(root, '.pre-commit-hooks.yaml'), 'utf8')) as { entry: string }[];
    for (const { entry } of hooks) {
      expect(sh(`${entry} good.ndjson`, cwd).status).toBe(0);
      const failed = sh(`${entry} good.ndjson bad.ndjson`, cwd);
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('bad.ndjson:2');
    }
    // The repository's config gives the hook validate's defaults, as docs/pre-commit.md says.
    writeFileSync(path.join(cwd, 'cdm-conformance.config.json'), '{"validate": {"format": "github"}}');
    const configured = sh(`${hooks[0]!.entry} bad.ndjson`, cwd);
    expect([configured.status, configured.stdout]).toEqual([
      1,
      expect.stringContaining('::error file=bad.ndjson,line=2,'),
    ]);
  });
});

const noBinary = noSingleExecutable(root);

describe.skipIf(noBinary !== undefined)(
  `the single executable built from the installed package${noBinary ? ` (skipped: ${noBinary})` : ''}`,
  () => {
    it("docs/binary.md's example builds it; with no node on PATH it prints what the installed command prints", () => {
      const built = sh(shBlock('binary.md', '### From an installed package'), project);
      expect(built.status, shown(built)).toBe(0);
      const noNode = path.join(scratch, 'no-node');
      mkdirSync(noNode);
      for (const tool of ['python3', 'bash'])
        symlinkSync(['/usr/bin', '/bin'].map((dir) => path.join(dir, tool)).find(existsSync)!, path.join(noNode, tool));
      const subject = `python3 ${project}/node_modules/cdm-conformance/examples/python-subject/validator.py --stream`;
      const untimed = (text: string): string =>
        text
          .replace(/\d+(\.\d+)? ?(ms|s)\b/g, '<time>')
          .replace(/under <time>/g, '<time>')
          .replace(/\d+ cases\/s/g, '<speed>');
      for (const args of [
        ['--version'],
        ['validate', '--format', 'github', 'adapter-output.ndjson'],
        ['run', '--stream', subject, '--out', 'reports'],
      ]) {
        const [binary, npmInstalled] = [path.join(project, 'tools/cdm-conformance'), 'cdm-conformance'].map(
          (command) => {
            const cwd = folder(`binary-${command === 'cdm-conformance' ? 'npm' : 'sea'}-${args[0]}`);
            writeFileSync(path.join(cwd, 'adapter-output.ndjson'), `${ENTITY_TEXT}\n${INVALID_ENTITY_TEXT}\n`);
            return spawnSync(command, args, {
              cwd,
              encoding: 'utf8',
              env:
                command === 'cdm-conformance'
                  ? env()
                  : {
                      HOME: process.env.HOME,
                      NO_COLOR: '1',
                      PATH: noNode,
                      CDM_CONFORMANCE_CACHE: path.join(scratch, 'cache'),
                    },
            });
          },
        );
        expect(npmInstalled!.status, args.join(' ')).not.toBe(2);
        expect([untimed(binary!.stdout), binary!.stderr, binary!.status], args.join(' ')).toEqual([
          untimed(npmInstalled!.stdout),
          npmInstalled!.stderr,
          npmInstalled!.status,
        ]);
      }
    }, 600_000);
  },
);
