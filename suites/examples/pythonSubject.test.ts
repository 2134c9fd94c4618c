/**
 * The deliberately partial Python subject, driven directly (no runner): the stream protocol, answered one
 * line at a time, and the exec convention.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badAffiliation, pythonSubject, validEntity } from './_support.js';

const python = spawnSync('python3', ['--version']).status === 0;

interface Response {
  id: string | null;
  valid: boolean;
  errors: { path: string; rule: string; message: string }[];
}

describe.skipIf(!python)('python subject, stream mode', () => {
  let child: ChildProcessWithoutNullStreams;
  let next: () => Promise<Response>;

  beforeAll(() => {
    child = spawn('python3', [pythonSubject, '--stream']);
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    next = async () => JSON.parse((await lines.next()).value as string) as Response;
  });
  afterAll(() => {
    child.stdin.end();
  });

  // Each request waits for its response before the next is sent: an answer buffered until EOF would hang here.
  const ask = async (line: string): Promise<Response> => {
    child.stdin.write(`${line}\n`);
    return next();
  };

  it('accepts a valid entity', async () => {
    expect(await ask(JSON.stringify({ id: 'valid', object: validEntity }))).toEqual({
      id: 'valid',
      valid: true,
      errors: [],
    });
  });

  it('rejects a bad affiliation with the catalogue rule id and pointer', async () => {
    const response = await ask(JSON.stringify({ id: 'ally', object: badAffiliation }));
    expect(response).toMatchObject({
      id: 'ally',
      valid: false,
      errors: [{ path: '/affiliation', rule: 'Affiliation.closed-vocabulary' }],
    });
  });

  it('answers a garbage line with json.syntax and carries on', async () => {
    const response = await ask('this is not json');
    expect(response).toMatchObject({ id: null, valid: false, errors: [{ path: '', rule: 'json.syntax' }] });
    expect(await ask(JSON.stringify({ id: 'after', object: validEntity }))).toMatchObject({ id: 'after', valid: true });
  });

  it('keeps the id of a request whose object is not JSON', async () => {
    expect(await ask('{"id":"broken","object":{nope}}')).toMatchObject({
      id: 'broken',
      valid: false,
      errors: [{ rule: 'json.syntax' }],
    });
  });

  it('refuses a bad envelope with protocol.envelope', async () => {
    expect(await ask('{"id":"no-object"}')).toMatchObject({
      id: 'no-object',
      valid: false,
      errors: [{ rule: 'protocol.envelope' }],
    });
    expect(await ask('{"id":"k","kind":"ship","object":{}}')).toMatchObject({
      id: 'k',
      valid: false,
      errors: [{ rule: 'protocol.envelope' }],
    });
  });

  it('skips whitespace-only lines and honours kind', async () => {
    child.stdin.write('   \n');
    const response = await ask(JSON.stringify({ id: 'track', kind: 'track', object: { samples: [] } }));
    expect(response.id).toBe('track');
    expect(response.errors.map((error) => error.rule)).toContain('Track.track_id.required');
  });

  it('is partial on purpose: an undeclared key passes', async () => {
    expect(await ask(JSON.stringify({ id: 'extra', object: { ...validEntity, extra: 1 } }))).toMatchObject({
      valid: true,
    });
  });
});

describe.skipIf(!python)('python subject, stream end', () => {
  it('says hello first when the runner reads one (CDM_CONFORMANCE_HELLO=1), and only then', () => {
    const input = `${JSON.stringify({ id: '1', object: validEntity })}\n`;
    const asked = spawnSync('python3', [pythonSubject, '--stream'], {
      input,
      encoding: 'utf8',
      env: { ...process.env, CDM_CONFORMANCE_HELLO: '1' },
    });
    const [hello, answer] = asked.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(hello).toEqual({
      hello: { name: 'cdm-python-example', version: '1.0.0', language: expect.stringMatching(/^Python 3\./) },
    });
    expect(answer).toMatchObject({ id: '1', valid: true });
    const plainEnv = { ...process.env };
    delete plainEnv.CDM_CONFORMANCE_HELLO;
    const plain = spawnSync('python3', [pythonSubject, '--stream'], { input, encoding: 'utf8', env: plainEnv });
    expect(plain.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('exits 0 at EOF after answering every request', () => {
    const input = `${JSON.stringify({ id: '1', object: validEntity })}\n[]\n${JSON.stringify({ id: '2', object: badAffiliation })}`;
    const run = spawnSync('python3', [pythonSubject, '--stream'], { input, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const responses = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Response);
    expect(responses.map((response) => [response.id, response.valid])).toEqual([
      ['1', true],
      [null, false],
      ['2', false],
    ]);
  });
});

describe.skipIf(!python)('python subject, exec mode', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cdm-python-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const exec = (args: string[], input?: string, env: NodeJS.ProcessEnv = {}) => {
    const run = spawnSync('python3', [pythonSubject, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, CDM_KIND: '', ...env },
    });
    return {
      status: run.status,
      stdout: run.stdout,
      result: run.stdout === '' ? undefined : (JSON.parse(run.stdout) as Omit<Response, 'id'>),
    };
  };

  it('exits 0 for a valid entity from a file', async () => {
    const file = path.join(dir, 'valid.json');
    await writeFile(file, JSON.stringify(validEntity));
    expect(exec([file])).toMatchObject({ status: 0, result: { valid: true, errors: [] } });
  });

  it('exits 1 for a bad affiliation on stdin, with its errors on stdout', () => {
    const run = exec([], JSON.stringify(badAffiliation, null, 2));
    expect(run.status).toBe(1);
    expect(run.result).toMatchObject({
      valid: false,
      errors: [{ path: '/affiliation', rule: 'Affiliation.closed-vocabulary' }],
    });
  });

  it('exits 1 for text that is not JSON', () => {
    expect(exec(['-'], 'garbage')).toMatchObject({
      status: 1,
      result: { valid: false, errors: [{ rule: 'json.syntax' }] },
    });
  });

  it('takes the kind from CDM_KIND', () => {
    const run = exec([], '{"samples":[]}', { CDM_KIND: 'track' });
    expect(run.status).toBe(1);
    expect(run.result!.errors.map((error) => error.rule)).toContain('Track.track_id.required');
  });

  it('exits 2 on a usage error or an unreadable file', () => {
    expect(exec(['--frobnicate']).status).toBe(2);
    expect(exec([path.join(dir, 'missing.json')]).status).toBe(2);
  });
});
