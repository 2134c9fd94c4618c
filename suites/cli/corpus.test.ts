/**
 * `cdm-conformance corpus`: list filters, show, stats, export (whose lines the reference's stream
 * protocol answers exactly as the fixtures expect), --help everywhere, NO_COLOR, exit 2 on bad usage.
 */
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/terminal/errors.js';
import { answerRequest as answer } from '../../src/protocol/server.js';
import { run, type CorpusIo } from '../../src/cli/corpus/index.js';
import { BIN, ensureBuilt } from './_support.js';
import { committedFixtures } from '../_support/corpus.js';

const fixtures = committedFixtures();

async function corpus(argv: string[], colour = false): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CorpusIo = { write: async (text) => void (out += text), colour };
  const code = await run(argv, io);
  return { code, out };
}

describe('corpus list', () => {
  it('lists every fixture, one tab-separated line each', async () => {
    const { code, out } = await corpus(['list']);
    expect(code).toBe(0);
    expect(out.trimEnd().split('\n')).toHaveLength(fixtures.length);
    expect(out.split('\n')[0]!.split('\t')).toHaveLength(4);
  });

  it('filters by rule, tier, kind and verdict, and speaks JSON', async () => {
    const { out } = await corpus(['list', '--rule', 'Position.lat.range', '--kind', 'track', '--invalid', '--json']);
    const entries = JSON.parse(out) as Array<{
      id: string;
      rules: string[];
      scope: string;
      valid: boolean;
      tier: string;
    }>;
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      expect(entry.rules).toContain('Position.lat.range');
      expect([entry.scope, entry.valid]).toEqual(['track', false]);
    }
    const lint = JSON.parse((await corpus(['list', '--tier', 'lint', '--json'])).out) as Array<{
      tier: string;
      valid: boolean;
    }>;
    expect(lint.length).toBeGreaterThan(10);
    expect(lint.every((entry) => entry.tier === 'lint' && entry.valid)).toBe(true);
    expect(JSON.parse((await corpus(['list', '--rule', 'showcase', '--json'])).out)).toHaveLength(12);
  });
});

describe('corpus show', () => {
  it('shows the expectation, the contract and the object with the offending line marked, the quote beside it', async () => {
    const { code, out } = await corpus(['show', 'entity/Position.lat.range/position.lat--above-maximum']);
    expect(code).toBe(0);
    expect(out).toContain('Position.lat.range at /position/lat');
    expect(out).toMatch(/^ {2}> {5}"lat": 90\.000001,.*<- Position\.lat\.range$/m);
    expect(out).toContain('contract (Position): lat | number | yes | -90..90');
    expect(out).toContain('derived   from entity/Entity.additional-properties/base-maximal');
  });

  it('shows a text fixture verbatim (escaped) and as parsed', async () => {
    const { out } = await corpus(['show', 'stream/json.byte-order-mark/before-entity.json']);
    expect(out).toContain('"\\ufeff{\\"object_kind\\"');
    expect(out).toContain('as parsed:');
  });

  it('--json writes the fixture itself, __proto__ members of open bags included', async () => {
    const id = 'event/Event.payload.type/payload--valid-proto-key';
    const { code, out } = await corpus(['show', id, '--json']);
    expect(code).toBe(0);
    const shown = JSON.parse(out) as { id: string; object: { payload: object } };
    expect(shown).toEqual(fixtures.find((fixture) => fixture.id === id));
    expect(Object.hasOwn(shown.object.payload, '__proto__')).toBe(true);
    expect(out).toContain('"__proto__": {');
  });

  it('colours only when asked (NO_COLOR turns it off in the process)', async () => {
    const id = 'entity/Position.lat.range/position.lat--above-maximum';
    expect((await corpus(['show', id], false)).out).not.toContain('\u001b[');
    expect((await corpus(['show', id], true)).out).toContain('\u001b[');
  });
});

describe('corpus stats', () => {
  it('counts per tier, kind and rule, and finds no rule or place without coverage', async () => {
    const stats = JSON.parse((await corpus(['stats', '--json'])).out) as {
      fixtures: number;
      tiers: Record<string, number>;
      kinds: Record<string, number>;
      rules: unknown[];
      gaps: string[];
      rulesWithoutFixtures: string[];
    };
    expect(stats.fixtures).toBe(fixtures.length);
    expect(Object.keys(stats.tiers).sort()).toEqual(['lint', 'may', 'must']);
    expect(Object.keys(stats.kinds).sort()).toEqual(['entity', 'event', 'plan_object', 'stream', 'track']);
    expect(stats.rules.length).toBeGreaterThan(400);
    expect([stats.gaps, stats.rulesWithoutFixtures]).toEqual([[], []]);
    expect((await corpus(['stats'])).out).toMatch(/^rules without coverage: none$/m);
    // Per kind: every must rule has a valid boundary fixture in each kind it applies to.
    const must = (stats.rules as { tier: string; kinds: number; kindsWithValidBoundary: number | null }[]).filter(
      (rule) => rule.tier === 'must',
    );
    expect(must.filter((rule) => rule.kindsWithValidBoundary !== rule.kinds)).toEqual([]);
    expect((await corpus(['stats'])).out).toMatch(/with a valid boundary in every kind: (\d+)\/\1$/m);
  });
});

describe('corpus export', () => {
  it('writes one request line per fixture that the stream protocol answers as the fixture expects', async () => {
    const lines = (await corpus(['export'])).out.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(fixtures.length);
    const wrong = lines.flatMap((line, index) => {
      const response = answer(line);
      const fixture = fixtures[index]!;
      return response.id === fixture.id && response.valid === fixture.expect.valid ? [] : [fixture.id];
    });
    expect(wrong).toEqual([]);
  });

  it('splices text fixtures in verbatim', async () => {
    const line = (await corpus(['export', '--rule', 'Number.negative-zero', '--kind', 'entity'])).out.split('\n')[0]!;
    expect(line).toMatch(/^\{"id":"entity\/Number\.negative-zero\/[^"]+","kind":"entity","object":\{.*":-0[,}]/);
  });
});

describe('corpus usage', () => {
  it('prints --help for the group and each command', async () => {
    for (const argv of [['--help'], ['list', '--help'], ['show', '-h'], ['stats', '--help'], ['export', '--help']]) {
      const { code, out } = await corpus(argv);
      expect(code).toBe(0);
      expect(out).toMatch(/^Usage: cdm-conformance corpus/);
    }
  });

  it('refuses bad usage and unknown ids with a UsageError', async () => {
    for (const argv of [
      [],
      ['nope'],
      ['show'],
      ['show', 'no/such/fixture'],
      ['list', '--tier', 'should'],
      ['list', '--kind', 'vessel'],
      ['list', '--rule', 'No.such.rule'],
      ['export', '--valid', '--invalid'],
    ]) {
      await expect(corpus(argv), argv.join(' ')).rejects.toBeInstanceOf(UsageError);
    }
  });

  describe('as a process', () => {
    beforeAll(() => ensureBuilt());

    it('exits 2 with one line on stderr for an unknown id or option', () => {
      for (const argv of [
        ['corpus', 'show', 'no/such/fixture'],
        ['corpus', 'list', '--bogus'],
      ]) {
        const result = spawnSync(process.execPath, [BIN, ...argv], {
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
        expect(result.status).toBe(2);
        expect(result.stdout).toBe('');
        expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
      }
    });

    it('is registered in the command table', () => {
      const result = spawnSync(process.execPath, [BIN, '--help'], { encoding: 'utf8' });
      expect(result.stdout).toMatch(/^ {2}corpus {2,}browse the fixture corpus/m);
    });
  });
});
