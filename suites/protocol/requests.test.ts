/**
 * The server answers every request line as the full reading of the line (every member scanned, then the
 * object judged) answered before the reading was one module: the hostile lines that held the removed
 * shortcuts (fastAnswer, plainRequest, the envelope scanner) in place, with their answers from main's
 * full path, kept as data (_requestAnswers.json). And the two forms the runner writes read back as written.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kindNames, type Kind } from '../../src/contract/canonicalObject.js';
import { objectOfKind } from '../../src/generators/canonicalObject.js';
import { answerLine, readSubjectLine } from '../../src/protocol/answer.js';
import { helloLine } from '../../src/protocol/hello.js';
import { readRequest, REQUEST_FORMS, requestLine } from '../../src/protocol/request.js';
import { answerRequest, type ServerDefaults } from '../../src/protocol/server.js';

interface Recorded {
  readonly line: string;
  readonly defaults: ServerDefaults;
  readonly answer: string;
}

const recorded = JSON.parse(
  readFileSync(new URL('./_requestAnswers.json', import.meta.url), 'utf8'),
) as readonly Recorded[];

describe('the server answers every recorded request line as before', () => {
  it('holds the recorded lines (the hostile ones and corpus fixtures under odd ids and kinds)', () => {
    expect(recorded.length).toBeGreaterThan(300);
  });

  it('answers each one byte for byte', () => {
    const differ = recorded.filter((entry) => answerLine(answerRequest(entry.line, entry.defaults)) !== entry.answer);
    expect(differ.map((entry) => entry.line.slice(0, 120))).toEqual([]);
  });

  it('reads each line the same way tail first and whole, wherever the tail reading is sure', () => {
    for (const entry of recorded) {
      const tail = readRequest(entry.line, entry.defaults.kind, 'tail');
      if (!tail.ok || tail.tentative) continue;
      expect(readRequest(entry.line, entry.defaults.kind, 'whole'), entry.line.slice(0, 120)).toEqual(tail);
    }
  });
});

describe('messages read back as written', () => {
  it.each(kindNames)('a %s request in both forms, under any id, reads back as its case', (kind: Kind) => {
    fc.assert(
      fc.property(
        objectOfKind(kind),
        fc.string({ unit: 'binary', maxLength: 12 }),
        fc.boolean(),
        (value, id, named) => {
          const text = JSON.stringify(value);
          for (const form of REQUEST_FORMS) {
            const line = requestLine({ id, kind: named ? kind : null, text }, form).slice(0, -1);
            expect(readRequest(line, undefined, 'whole')).toEqual({
              ok: true,
              id,
              kind: named ? kind : undefined,
              text,
              tentative: false,
            });
          }
        },
      ),
      { numRuns: 12, seed: 22 },
    );
  });

  it('an answer line is JSON.stringify of the answer, and the client reads its members back', () => {
    const answers = [
      { id: 'a', valid: true, errors: [] },
      { id: 'é"\u2028', valid: true, errors: [] },
      { id: null, valid: false, errors: [{ path: '', rule: 'json.syntax', message: 'x' }] },
      { id: 'w', valid: true, errors: [], warnings: [] },
    ];
    for (const answer of answers) {
      const line = answerLine(answer);
      expect(line).toBe(`${JSON.stringify(answer)}\n`);
      expect(readSubjectLine(line.slice(0, -1))).toEqual({
        kind: 'answer',
        id: answer.id,
        valid: answer.valid,
        errors: answer.errors,
      });
    }
  });

  it('a hello reads back as a hello; a line with an id never is one', () => {
    const identity = { name: 'cdm-conformance', version: '1.0.0' };
    expect(readSubjectLine(helloLine(identity).slice(0, -1))).toEqual({ kind: 'hello', value: identity });
    expect(readSubjectLine('{"id":"a","hello":{}}').kind).toBe('answer');
    expect(readSubjectLine('[1]').kind).toBe('not-object');
    expect(readSubjectLine('nope').kind).toBe('not-json');
  });
});
