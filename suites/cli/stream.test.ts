import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, cli, ENTITY_TEXT, ensureBuilt, INVALID_ENTITY_TEXT, jsonLines } from './_support.js';
import { answerLine as responseLine } from '../../src/protocol/answer.js';
import { answerRequest } from '../../src/protocol/server.js';
import { fixtureText } from '../../src/corpus/load.js';
import { committedFixtures } from '../_support/corpus.js';

beforeAll(ensureBuilt);

const request = (id: string, objectText: string, extra = ''): string =>
  `{"id":${JSON.stringify(id)}${extra},"object":${objectText}}`;
const stream = (lines: string[], args: string[] = []) =>
  cli(['validate', '--stream', ...args], { input: lines.map((l) => l + '\n').join('') });

describe('validate --stream: the subject stream protocol', () => {
  it('answers each request once, in order, echoing the id; EOF exits 0', () => {
    const { code, stdout, stderr } = stream([
      request('a', ENTITY_TEXT),
      request('b', INVALID_ENTITY_TEXT),
      request('c', ENTITY_TEXT),
    ]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const responses = jsonLines(stdout);
    expect(responses.map((r) => [r.id, r.valid])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(responses[0]).toEqual({ id: 'a', valid: true, errors: [] });
    expect(Object.keys(responses[1])).toEqual(['id', 'valid', 'errors']);
    expect(responses[1].errors).toContainEqual({
      path: '/entity_id',
      rule: 'Entity.entity_id.required',
      message: expect.any(String),
    });
  });

  it('started by a runner that reads a hello (CDM_CONFORMANCE_HELLO=1), it says who it is first; else never', () => {
    const asked = cli(['validate', '--stream'], {
      input: `${request('a', ENTITY_TEXT)}\n`,
      env: { CDM_CONFORMANCE_HELLO: '1' },
    });
    const [hello, answer] = jsonLines(asked.stdout);
    expect(hello).toEqual({
      hello: {
        name: 'cdm-conformance',
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        language: expect.stringMatching(/^TypeScript \(Node\.js v/),
      },
    });
    expect(answer).toEqual({ id: 'a', valid: true, errors: [] });
    const plain = cli(['validate', '--stream'], {
      input: `${request('a', ENTITY_TEXT)}\n`,
      env: { CDM_CONFORMANCE_HELLO: undefined },
    });
    expect(jsonLines(plain.stdout)).toEqual([{ id: 'a', valid: true, errors: [] }]);
  });

  it('a garbage line mid-stream is answered valid:false (id null) and the stream continues', () => {
    const responses = jsonLines(
      stream([request('1', ENTITY_TEXT), 'this is not json', request('3', ENTITY_TEXT)]).stdout,
    );
    expect(responses).toHaveLength(3);
    expect(responses[1]).toEqual({
      id: null,
      valid: false,
      errors: [{ path: '', rule: 'json.syntax', message: expect.any(String) }],
    });
    expect(responses[2]).toEqual({ id: '3', valid: true, errors: [] });
  });

  it('envelope problems are protocol.envelope, with the id when it can be recovered', () => {
    const responses = jsonLines(
      stream([
        '{"object":{}}',
        '{"id":7,"object":{}}',
        '{"id":"x"}',
        request('k', ENTITY_TEXT, ',"kind":"vessel"'),
        '[1,2]',
        '{"id":"d","id":"d","object":{}}',
      ]).stdout,
    );
    expect(responses.map((r) => [r.id, r.valid, r.errors[0].rule])).toEqual([
      [null, false, 'protocol.envelope'],
      [null, false, 'protocol.envelope'],
      ['x', false, 'protocol.envelope'],
      ['k', false, 'protocol.envelope'],
      [null, false, 'json.syntax'],
      [null, false, 'protocol.envelope'],
    ]);
  });

  it('validates the exact text of "object": a duplicate key is json.duplicate-key', () => {
    const duplicate = ENTITY_TEXT.replace('"affiliation":"NEUTRAL"', '"affiliation":"NEUTRAL","affiliation":"NEUTRAL"');
    const [response] = jsonLines(stream([request('dup', duplicate)]).stdout);
    expect(response.id).toBe('dup');
    expect(response.valid).toBe(false);
    expect(response.errors.map((e: { rule: string }) => e.rule)).toContain('json.duplicate-key');
  });

  it('a broken object keeps its id: json.syntax for the object, not the line', () => {
    const [response] = jsonLines(stream(['{"id":"broken","object":{"object_kind":"entity",}}']).stdout);
    expect(response).toMatchObject({ id: 'broken', valid: false, errors: [{ path: '', rule: 'json.syntax' }] });
  });

  it('"kind" validates against one kind; null dispatches on object_kind; --kind sets the default', () => {
    const withoutKind = ENTITY_TEXT.replace('"object_kind":"entity",', '');
    const responses = jsonLines(
      stream(
        [
          request('k', withoutKind, ',"kind":"entity"'),
          request('n', withoutKind, ',"kind":null'),
          request('d', withoutKind),
        ],
        ['--kind', 'entity'],
      ).stdout,
    );
    expect(responses.map((r) => [r.id, r.valid])).toEqual([
      ['k', true],
      ['n', false],
      ['d', true],
    ]);
  });

  it('ids are echoed verbatim, blank lines get no response', () => {
    const id = 'ünï "quoted" \\ 🚀';
    const responses = jsonLines(stream(['', request(id, ENTITY_TEXT), '   ']).stdout);
    expect(responses).toEqual([{ id, valid: true, errors: [] }]);
  });

  it('answers each request before the next arrives (no buffering until EOF)', async () => {
    const child = spawn(process.execPath, [BIN, 'validate', '--stream'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const responses = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    for (const id of ['first', 'second']) {
      child.stdin.write(request(id, ENTITY_TEXT) + '\n');
      const next = await responses.next();
      expect(JSON.parse(next.value as string)).toEqual({ id, valid: true, errors: [] });
    }
    child.stdin.end();
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
  });

  it('serves 100k requests in order', () => {
    const lines: string[] = [];
    for (let i = 0; i < 100_000; i++) lines.push(request(String(i), ENTITY_TEXT));
    const { code, stdout } = stream(lines);
    expect(code).toBe(0);
    const responses = jsonLines(stdout);
    expect(responses).toHaveLength(100_000);
    expect(responses.every((r, i) => r.id === String(i) && r.valid === true)).toBe(true);
  });
});

describe('response lines', () => {
  it('are JSON.stringify of the answer for every corpus fixture sent as a request, with and without --lint', () => {
    const fixtures = committedFixtures();
    for (const [index, fixture] of fixtures.entries()) {
      const id = index % 3 === 0 ? `${fixture.id} "quoted" \\ é 😀` : fixture.id;
      const line = request(id, fixtureText(fixture).replaceAll('\n', ' '));
      for (const lint of [false, true]) {
        const response = answerRequest(line, { lint });
        expect(responseLine(response), fixture.id).toBe(`${JSON.stringify(response)}\n`);
      }
    }
  });
});
