/**
 * The stream protocol's two request forms (docs/protocol.md): `object` splices the exact text in as a
 * member (the default: every subject reads it), `text` carries the exact text as a JSON string member, so
 * every request line is plain JSON for an ordinary library, BOM fixtures and raw line breaks included. The
 * reference answers both the same, and certifies either way. The runs are command lines run in process
 * (cliInProcess): what they show is the command's, not the process's; the subjects they start are processes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run, type CorpusIo } from '../../src/cli/corpus/index.js';
import { answerRequest as answer } from '../../src/protocol/server.js';
import { fixtureText } from '../../src/corpus/load.js';
import { BIN, cliInProcess, ensureBuilt, ENTITY_TEXT, jsonLines } from './_support.js';
import { committedFixtures } from '../_support/corpus.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'cdm-request-form-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fixtures = committedFixtures();

/** `corpus export` of the whole corpus in a form, made once per form: several tests read the same lines. */
const exports = new Map<string | undefined, Promise<string[]>>();
function exported(form?: string): Promise<string[]> {
  if (!exports.has(form)) exports.set(form, exportedNow(form));
  return exports.get(form)!.then((lines) => [...lines]);
}
async function exportedNow(form?: string): Promise<string[]> {
  let out = '';
  const io: CorpusIo = { write: async (text) => void (out += text), colour: false };
  expect(await run(['export', ...(form === undefined ? [] : ['--request-form', form])], io)).toBe(0);
  return out.split('\n').filter((line) => line !== '');
}

const parses = (line: string): boolean => {
  try {
    JSON.parse(line);
    return true;
  } catch {
    return false;
  }
};

describe('corpus export --request-form text', () => {
  it('every line is plain ASCII JSON whose "text" decodes to the fixture\'s exact text', async () => {
    const lines = await exported('text');
    expect(lines).toHaveLength(fixtures.length);
    const wrong = lines.flatMap((line, index) => {
      const fixture = fixtures[index]!;
      if (!/^[\x20-\x7e]*$/.test(line) || !parses(line)) return [`${fixture.id}: not ASCII JSON`];
      const request = JSON.parse(line) as Record<string, unknown>;
      return request.id === fixture.id &&
        (request.kind ?? null) === fixture.kind &&
        request.text === fixtureText(fixture) &&
        !('object' in request)
        ? []
        : [fixture.id];
    });
    expect(wrong).toEqual([]);
  });

  it('the object form (the default) is JSON only where the fixture text is (not with a U+FEFF, NaN, Infinity); the text form always is', async () => {
    const objectForm = await exported();
    const notJson = fixtures.filter((_, index) => !parses(objectForm[index]!));
    expect(notJson.map((fixture) => fixture.id)).toEqual(
      fixtures.filter((fixture) => !parses(fixtureText(fixture))).map((fixture) => fixture.id),
    );
    expect(notJson.filter((fixture) => fixtureText(fixture).startsWith('\ufeff')).length).toBeGreaterThanOrEqual(3);
    expect((await exported('text')).every(parses)).toBe(true);
  });

  it("python's json module reads every text-form line (the issue's check)", async () => {
    const python = spawnSync(
      'python3',
      ['-c', 'import json,sys\nn=0\nfor l in sys.stdin: json.loads(l); n+=1\nprint(n)'],
      { input: `${(await exported('text')).join('\n')}\n`, encoding: 'utf8' },
    );
    if (python.error !== undefined) return; // no python3 here: the JSON.parse check above stands
    expect(python.stderr).toBe('');
    expect(python.stdout.trim()).toBe(String(fixtures.length));
  });

  it('refuses an unknown form', async () => {
    await expect(exported('bytes')).rejects.toThrow(/--request-form must be one of object, text; got "bytes"/);
  });
});

describe('corpus export is what the runner sends', () => {
  it.each(['object', 'text'] as const)(
    'byte for byte, over the whole corpus, in the %s form (a mixed-stream fixture has no "kind" member); the reference certifies in it',
    async (form) => {
      const sent = join(scratch, `sent-${form}.ndjson`);
      const out = join(scratch, `sent-${form}`);
      // The subject is the reference behind a tee: the file holds every byte the runner wrote to it.
      const result = await cliInProcess([
        'run',
        '--stream',
        `tee '${sent}' | '${process.execPath}' '${BIN}' validate --stream`,
        '--request-form',
        form,
        '--quiet',
        '--json',
        '--out',
        out,
      ]);
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ conformant: true, complete: true });
      const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
        header: { requestForm?: string };
        cases: Array<{ outcome: string }>;
      };
      expect(report.cases.filter((c) => c.outcome === 'skipped')).toEqual([]);
      expect(report.header.requestForm).toBe(form);
      if (form === 'text')
        expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain(
          '\n- request form: `text` (the exact text as the JSON string member "text")\n',
        );
      const runner = readFileSync(sent, 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .sort();
      const exportedLines = (await exported(form)).sort();
      expect(runner).toHaveLength(fixtures.length);
      expect(exportedLines).toEqual(runner);
      expect(exportedLines.filter((line) => /^\{"id":"[^"]*","kind":null/.test(line))).toEqual([]);
    },
  );
});

describe('validate --stream reads both forms', () => {
  it('answers every fixture the same in the text form as in the object form', async () => {
    const [objectForm, textForm] = [await exported(), await exported('text')];
    const differ = fixtures.flatMap((fixture, index) =>
      JSON.stringify(answer(objectForm[index]!)) === JSON.stringify(answer(textForm[index]!)) ? [] : [fixture.id],
    );
    expect(differ).toEqual([]);
  });

  it('a raw line break inside the text travels in the text form', () => {
    const pretty = JSON.stringify(JSON.parse(ENTITY_TEXT), null, 2);
    expect(answer(`{"id":"p","text":${JSON.stringify(pretty)}}`)).toEqual({ id: 'p', valid: true, errors: [] });
  });

  it('both members, or a text that is not a string: protocol.envelope, under the id', () => {
    expect(answer(`{"id":"a","object":${ENTITY_TEXT},"text":${JSON.stringify(ENTITY_TEXT)}}`)).toEqual({
      id: 'a',
      valid: false,
      errors: [{ path: '', rule: 'protocol.envelope', message: 'request has both "object" and "text": send one' }],
    });
    expect(answer(`{"id":"b","text":${ENTITY_TEXT}}`).errors[0]).toMatchObject({
      rule: 'protocol.envelope',
      message: expect.stringMatching(/"text" must be a JSON string/),
    });
    expect(answer('{"id":"c"}').errors[0]).toMatchObject({
      rule: 'protocol.envelope',
      message: 'request has no "object" (or "text") member',
    });
  });
});

describe('run --request-form', () => {
  it('report.json and summary.md say which form a stream run used: object by default, none for exec', async () => {
    const filter = ['--rule', 'Position.lat.range', '--kind', 'entity', '--quiet'];
    const stream = join(scratch, 'object');
    expect((await cliInProcess(['run', '--reference', ...filter, '--out', stream])).code).toBe(0);
    expect(JSON.parse(readFileSync(join(stream, 'report.json'), 'utf8')).header.requestForm).toBe('object');
    expect(readFileSync(join(stream, 'summary.md'), 'utf8')).toContain(
      '\n- request form: `object` (the exact text spliced in as the "object" member)\n',
    );
    const exec = join(scratch, 'exec');
    await cliInProcess(['run', '--exec', 'exit 0', '--exit-code-verdicts', ...filter, '--out', exec]);
    expect(JSON.parse(readFileSync(join(exec, 'report.json'), 'utf8')).header).not.toHaveProperty('requestForm');
    expect(readFileSync(join(exec, 'summary.md'), 'utf8')).not.toContain('request form');
  });

  it('applies to stream subjects only', async () => {
    const result = await cliInProcess(['run', '--exec', 'exit 0', '--request-form', 'text']);
    expect(result.stderr).toMatch(/^cdm-conformance: --request-form applies to stream subjects/);
    expect(result.code).toBe(2);
  });

  it('the text form passes through BIN validate --stream as a process', () => {
    const run = spawnSync(process.execPath, [BIN, 'validate', '--stream'], {
      input: `{"id":"x","text":${JSON.stringify(`\ufeff${ENTITY_TEXT}`)}}\n`,
      encoding: 'utf8',
    });
    expect(jsonLines(run.stdout)[0]).toMatchObject({
      id: 'x',
      valid: false,
      errors: [{ rule: 'json.byte-order-mark' }],
    });
  });
});
