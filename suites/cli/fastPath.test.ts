/**
 * Every entry point answers byte for byte what the strict path (strict parser, then the io-ts decode: the
 * code before the fast path) answers: `validate --json` on one thread and on worker threads, `validate
 * --stream`, and the runner's reference subject, on the whole corpus and on generated objects, violators
 * and texts carrying every text finding.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindNames } from '../../src/contract/canonicalObject.js';
import { fixtureText } from '../../src/corpus/load.js';
import { objectOfKind } from '../../src/generators/canonicalObject.js';
import { arbitraries } from '../../src/generators/index.js';
import { referenceResult } from '../../src/runner/subjects/reference.js';
import type { ValidationResult } from '../../src/rules/types.js';
import { explainText as strictValidateText } from '../../src/validation/verdict.js';
import { cli, ensureBuilt } from './_support.js';
import { committedFixtures } from '../_support/corpus.js';

beforeAll(ensureBuilt);

const generated = [
  ...kindNames.flatMap((kind) => fc.sample(objectOfKind(kind), { numRuns: 60, seed: 14 })),
  ...fc
    .sample(
      fc.constantFrom(...arbitraries.violatorRules).chain((rule) => arbitraries.violator(rule)),
      { numRuns: 200, seed: 14 },
    )
    .map((violation) => violation.value),
].map((value) => JSON.stringify(value));
const [first] = generated;
const withText = (member: string): string => `{${member},${first!.slice(1)}`;
const tricky = ['"entity_id":"x"', '"s":"\\ud800"', '"n":12345678901234567', '"n":1e400', '"a":{"b":1,"b":2}'].map(
  withText,
);
const corpus = committedFixtures();
/** JSON texts only: a request line wrapping a text that is not JSON is refused at the envelope instead. */
const jsonTexts = [...corpus.map(fixtureText), ...generated, ...tricky, '\ufeff' + first].filter((text) => {
  try {
    JSON.parse(text.replace(/^\ufeff/, ''));
    return !text.includes('\n');
  } catch {
    return false;
  }
});
const lines = [...jsonTexts, 'not json', '', '{"truncated":', '\t'];

const pick = (result: ValidationResult) => ({
  valid: result.valid,
  errors: result.errors.map(({ path, rule, message }) => ({ path, rule, message })),
});

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cdm-fast-path-'));
  file = join(dir, 'mixed.ndjson');
  writeFileSync(file, lines.join('\n') + '\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `validate --json` printed before the fast path, from the strict path. */
function expectedJsonLines(): string {
  let text = '';
  lines.forEach((line, index) => {
    if (/^[ \t\r]*$/.test(line)) return;
    text += JSON.stringify({ source: file, index: index + 1, ...pick(strictValidateText(line, {})) }) + '\n';
  });
  return text;
}

describe('the fast path changes no answer, at any entry point', () => {
  it('validate --json, on one thread and on worker threads', () => {
    const expected = expectedJsonLines();
    // Not --workers auto: it gives a file this small (far below AUTO_MIN_BYTES) one thread, the first run here
    // (validateWorkers.test.ts proves that choice).
    for (const workers of [[], ['--workers', '2']]) {
      const { code, stdout } = cli(['validate', '--json', '--ndjson', ...workers, file]);
      expect(code).toBe(1);
      expect(stdout).toBe(expected);
    }
  });

  it('validate --stream', () => {
    const requests = jsonTexts.map((text, index) => `{"id":"${index}","object":${text}}`);
    const { code, stdout } = cli(['validate', '--stream'], { input: requests.join('\n') + '\n' });
    expect(code).toBe(0);
    const expected = jsonTexts
      .map((text, index) => JSON.stringify({ id: String(index), ...strictValidateText(text, {}) }) + '\n')
      .join('');
    expect(stdout).toBe(expected);
  });

  it('validate --stream refuses a request with a repeated member, whether its object is valid or not', () => {
    const invalid = JSON.stringify({ ...(JSON.parse(first!) as object), undeclared: 1 });
    const requests = [first!, invalid].flatMap((object, index) => [
      `{"id":"a${index}","id":"b${index}","object":${object}}`,
      `{"id":"c${index}","object":{},"object":${object}}`,
      `{"id":"d${index}","kind":null,"kind":null,"object":${object}}`,
    ]);
    const { code, stdout } = cli(['validate', '--stream'], { input: requests.join('\n') + '\n' });
    expect(code).toBe(0);
    const answers = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ValidationResult);
    expect(answers).toHaveLength(requests.length);
    for (const answer of answers) {
      expect(answer.valid).toBe(false);
      expect(answer.errors.map(({ rule, message }) => [rule, /twice/.test(message)])).toEqual([
        ['protocol.envelope', true],
      ]);
    }
  });

  it("the runner's reference subject, on every corpus case and generated text", () => {
    for (const fixture of corpus) {
      const testCase = { text: fixtureText(fixture), kind: fixture.kind };
      expect(referenceResult(testCase), fixture.id).toEqual(
        strictValidateText(testCase.text, fixture.kind === null ? {} : { kind: fixture.kind }),
      );
    }
    for (const text of generated) expect(referenceResult({ text, kind: null })).toEqual(strictValidateText(text, {}));
  });
});
