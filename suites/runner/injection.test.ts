/**
 * Nothing from a fixture reaches a shell unquoted: a --corpus fixture whose kind is a command is refused
 * when the corpus is loaded, and every value substituted into --exec is quoted for the shell anyway.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { ExecSubject, substitute } from '../../src/runner/subjects/exec.js';
import type { Case } from '../../src/report/model/index.js';
import { cli, expectOneErrorLine } from '../cli/_support.js';
import { caseOf, ensureBuilt, ENTITY_TEXT } from './_support.js';

beforeAll(() => ensureBuilt());
const scratch = mkdtempSync(join(tmpdir(), 'runner-injection-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const fixture = (kind: unknown) => ({
  id: 'entity/Entity.additional-properties/hostile',
  description: 'a fixture whose kind is a command',
  rules: ['Entity.additional-properties'],
  tier: 'must',
  kind,
  contract: { section: 'x', quote: ['x'] },
  expect: { valid: true },
  text: ENTITY_TEXT,
});

describe('a hostile --corpus fixture', () => {
  it('a kind of $(touch FILE) is refused at load time, naming the file; nothing runs', () => {
    const pwned = join(scratch, 'pwned-by-kind');
    const corpus = join(scratch, 'corpus');
    mkdirSync(join(corpus, 'fixtures/entity/Entity.additional-properties'), { recursive: true });
    writeFileSync(
      join(corpus, 'fixtures/entity/Entity.additional-properties/hostile.json'),
      JSON.stringify(fixture(`$(touch ${pwned})`)),
    );
    const { code, stderr } = cli([
      'run',
      '--exec',
      'cat >/dev/null; echo {kind} >/dev/null; exit 0',
      '--corpus',
      corpus,
      '--out',
      join(scratch, 'out'),
    ]);
    expect(code).toBe(2);
    expect(expectOneErrorLine(stderr)).toMatch(
      /fixtures\/entity\/Entity\.additional-properties\/hostile\.json has a kind the fixture schema refuses \(\/kind: not one of \["entity","event","plan_object","track",null\]\)/,
    );
    expect(existsSync(pwned)).toBe(false);
  });
});

describe('values substituted into --exec', () => {
  it('are quoted for the shell', () => {
    expect(substitute('v --kind {kind} {file}', { kind: 'track', file: "/tmp/it's here.json" })).toBe(
      "v --kind 'track' '/tmp/it'\\''s here.json'",
    );
    expect(substitute('v {kind}', { kind: '' })).toBe("v ''");
  });

  it('a case whose kind holds shell syntax reaches the subject as text, never as a command', async () => {
    const pwned = join(scratch, 'pwned-by-exec');
    const seen = join(scratch, 'seen-kind');
    const hostile: Case = {
      ...caseOf('hostile', ENTITY_TEXT),
      kind: `$(touch ${pwned})\`touch ${pwned}\`;touch ${pwned}` as never,
    };
    const subject = new ExecSubject({
      command: `cat >/dev/null; printf %s {kind} > ${seen}; exit 0`,
      name: 'e',
      timeoutMs: 3000,
      concurrency: 1,
    });
    await runConformance({ subject, cases: [hostile], scope: [], level: 'verdict', corpusDigest: 'test' });
    expect(existsSync(pwned)).toBe(false);
    expect(readFileSync(seen, 'utf8')).toBe(hostile.kind);
  });
});
