/** examples/exec-wrapper.sh around the reference CLI and around the Python subject. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { badAffiliation, pythonSubject, root, validEntity } from './_support.js';

const wrapper = path.join(root, 'examples/exec-wrapper.sh');
const bash = spawnSync('bash', ['--version']).status === 0;
const cli = existsSync(path.join(root, 'dist/bin/cdm-conformance.js'));

function run(input: string, env: NodeJS.ProcessEnv = {}) {
  // CDM_CLI: the built CLI directly, so the test needs no npx resolution (or network).
  return spawnSync('bash', [wrapper], {
    input,
    encoding: 'utf8',
    cwd: root,
    env: { ...process.env, CDM_KIND: '', CDM_CLI: `node ${path.join(root, 'dist/bin/cdm-conformance.js')}`, ...env },
  });
}

describe.skipIf(!bash || !cli)('examples/exec-wrapper.sh', () => {
  it('maps the reference validator: 0 valid, 1 invalid, with its JSON on stdout', () => {
    expect(run(JSON.stringify(validEntity)).status).toBe(0);
    const invalid = run(JSON.stringify(badAffiliation));
    expect(invalid.status).toBe(1);
    expect(JSON.parse(invalid.stdout)).toMatchObject({
      valid: false,
      errors: [{ rule: 'Affiliation.closed-vocabulary' }],
    });
  });

  it('passes the kind on', () => {
    const track = run('{"samples":[]}', { CDM_KIND: 'track' });
    expect(track.status).toBe(1);
    expect(track.stdout).toContain('Track.track_id.required');
  });

  it("maps other validators' exit codes, and anything unexpected to a subject error (3)", () => {
    expect(run('{}', { VALIDATOR: 'exit 5', INVALID_EXIT: '5' }).status).toBe(1);
    expect(run('{}', { VALIDATOR: 'exit 9' }).status).toBe(3);
    expect(run(JSON.stringify(validEntity), { VALIDATOR: `python3 ${pythonSubject} {file}` }).status).toBe(0);
  });

  it('moves prose stdout to stderr when asked, and prints the verdict object itself', () => {
    const prose = run('{}', { VALIDATOR: 'echo looks fine', JSON_STDOUT: '0' });
    expect(prose.status).toBe(0);
    expect(prose.stdout).toBe('{"valid":true}\n');
    expect(prose.stderr).toContain('looks fine');
  });
});
