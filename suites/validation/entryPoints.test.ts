/**
 * Every entry point gives the same answer, byte for byte, because each calls the one seam: the library's
 * validateText and validate, `validate --ndjson --json`, `validate
 * --stream` in both request forms, the runner's reference subject, and the explainer alone (the authority
 * the seam's quick answers are held to). Inputs: the whole corpus, generated objects of every kind, violators
 * of every rule and texts carrying every text finding. The generated objects: CDM_ENTRY_OBJECTS, or 5 per
 * CDM_FC_RUNS (500 in `npm test`, 10,000 in `npm run test:deep`; `CDM_ENTRY_OBJECTS=100000 npx vitest run
 * suites/validation/entryPoints.test.ts` for the 100k run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kind, kindNames } from '../../src/contract/canonicalObject.js';
import { fixtureText } from '../../src/corpus/load.js';
import { objectOfKind } from '../../src/generators/canonicalObject.js';
import { arbitraries } from '../../src/generators/index.js';
import { validate, validateText } from '../../src/index.js';
import { requestLine } from '../../src/protocol/request.js';
import type { ValidationResult } from '../../src/rules/types.js';
import { referenceResult } from '../../src/runner/subjects/reference.js';
import { explainText } from '../../src/validation/verdict.js';
import { committedFixtures } from '../_support/corpus.js';
import { cli, ensureBuilt } from '../cli/_support.js';
import { RUNS } from '../generators/_support.js';

beforeAll(ensureBuilt);

interface Input {
  readonly id: string;
  readonly kind: Kind | null;
  readonly text: string;
  /** JSON.parse gives the value the text means (no text finding): the library's validate(value) may answer too. */
  readonly plain: boolean;
}

const OBJECTS = Number(process.env.CDM_ENTRY_OBJECTS ?? 5 * RUNS);
const perKind = Math.ceil((OBJECTS * 0.8) / kindNames.length);
const generated: Input[] = kindNames.flatMap((kind, k) =>
  fc.sample(objectOfKind(kind), { numRuns: perKind, seed: 22 + k }).map((value, index) => ({
    id: `g/${kind}/${index}`,
    kind: index % 3 === 0 ? kind : null,
    text: JSON.stringify(value),
    plain: true,
  })),
);
const violators: Input[] = fc
  .sample(
    fc.constantFrom(...arbitraries.violatorRules).chain((rule) => arbitraries.violator(rule)),
    { numRuns: Math.ceil(OBJECTS * 0.2), seed: 22 },
  )
  .map((violation, index) => ({ id: `v/${index}`, kind: null, text: JSON.stringify(violation.value), plain: true }));
const first = generated[0]!.text;
const withMember = (member: string): string => `{${member},${first.slice(1)}`;
const traps: Input[] = [
  withMember('"entity_id":"x"'),
  withMember('"s":"\\ud800"'),
  withMember('"n":12345678901234567'),
  withMember('"n":1e400'),
  withMember('"a":{"b":1,"b":2}'),
  withMember('"c\\u003a":1'),
  withMember('"__proto__":{"x":1}'),
  `\ufeff${first}`,
  '{"truncated":',
  'not json',
  '[]',
  '"\ud800"',
].map((text, index) => ({ id: `t/${index}`, kind: null, text, plain: false }));
const corpus: Input[] = committedFixtures().map((fixture) => ({
  id: fixture.id,
  kind: fixture.kind,
  text: fixtureText(fixture),
  plain: false,
}));
const inputs = [...corpus, ...generated, ...violators, ...traps];
const optionsOf = (kind: Kind | null, lint = false) => ({ ...(kind === null ? {} : { kind }), lint });
const pick = (result: ValidationResult) => ({ valid: result.valid, errors: result.errors });
const answered = new Map<string, ReturnType<typeof pick>>();
/** The explainer's answer, computed once per input. */
function authority(input: Input): ReturnType<typeof pick> {
  let answer = answered.get(input.id);
  if (answer === undefined) answered.set(input.id, (answer = pick(explainText(input.text, optionsOf(input.kind)))));
  return answer;
}

/** What a file can carry: UTF-8 holds no lone surrogate (the text form's escapes do). */
const encodable = inputs.filter((input) => Buffer.from(input.text, 'utf8').toString('utf8') === input.text);
/** What one line can carry: NDJSON and the object form take no raw line break (the text form does). */
const oneLine = encodable.filter((input) => !input.text.includes('\n') && !input.text.includes('\r'));
/** What the object form can carry: a text that is not JSON leaves no object to find (the line is refused). */
const objectForm = oneLine.filter((input) => authority(input).errors[0]?.rule !== 'json.syntax');

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cdm-entry-points-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Answers that differ from the authority's, named by input id (an empty list when all agree). */
function differences(answers: ReadonlyMap<string, unknown>, over: readonly Input[]): string[] {
  return over
    .filter((input) => JSON.stringify(answers.get(input.id)) !== JSON.stringify(authority(input)))
    .map((input) => input.id);
}

describe('every entry point answers as the seam does', () => {
  it(`holds the corpus and ${OBJECTS} generated objects`, () => {
    expect(corpus.length).toBeGreaterThan(300);
    expect(generated.length + violators.length).toBeGreaterThanOrEqual(OBJECTS);
  });

  it("the library's validateText, and validate on a parsed value where the text holds no text finding", () => {
    const byText = new Map(inputs.map((input) => [input.id, pick(validateText(input.text, optionsOf(input.kind)))]));
    expect(differences(byText, inputs)).toEqual([]);
    const plain = inputs.filter((input) => input.plain);
    const byValue = new Map(
      plain.map((input) => [input.id, pick(validate(JSON.parse(input.text), optionsOf(input.kind)))]),
    );
    expect(differences(byValue, plain)).toEqual([]);
  });

  it("the runner's reference subject", () => {
    const answers = new Map(inputs.map((input) => [input.id, pick(referenceResult(input))]));
    expect(differences(answers, inputs)).toEqual([]);
  });

  it('validate --ndjson --json, per kind', () => {
    for (const kind of [null, ...kindNames]) {
      const group = oneLine.filter((input) => input.kind === kind);
      const file = join(dir, `${kind ?? 'mixed'}.ndjson`);
      writeFileSync(file, group.map((input) => `${input.text}\n`).join(''));
      const { code, stdout } = cli([
        'validate',
        '--json',
        '--ndjson',
        ...(kind === null ? [] : ['--kind', kind]),
        file,
      ]);
      expect(code, `${kind}`).toBe(group.every((input) => authority(input).valid) ? 0 : 1);
      const answers = new Map<string, unknown>();
      for (const line of stdout.trim().split('\n')) {
        const { index, valid, errors } = JSON.parse(line) as ValidationResult & { index: number };
        answers.set(group[index - 1]!.id, { valid, errors });
      }
      expect(differences(answers, group)).toEqual([]);
    }
  });

  it('validate --stream, in the object form and the text form, with and without --lint', () => {
    for (const [form, over] of [
      ['object', objectForm],
      ['text', inputs],
    ] as const) {
      const { code, stdout } = cli(['validate', '--stream'], {
        input: over.map((input) => requestLine(input, form)).join(''),
      });
      expect(code).toBe(0);
      const answers = new Map<string, unknown>();
      for (const line of stdout.trim().split('\n')) {
        const { id, valid, errors } = JSON.parse(line) as ValidationResult & { id: string };
        answers.set(id, { valid, errors });
      }
      expect(differences(answers, over), form).toEqual([]);
    }
    const some = objectForm.slice(0, 400);
    const { stdout } = cli(['validate', '--stream', '--lint'], {
      input: some.map((input) => requestLine(input)).join(''),
    });
    const expected = some
      .map((input) => `${JSON.stringify({ id: input.id, ...explainText(input.text, optionsOf(input.kind, true)) })}\n`)
      .join('');
    expect(stdout).toBe(expected);
  });
});
