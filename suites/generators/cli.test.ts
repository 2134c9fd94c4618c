/** `cdm-conformance generate`: deterministic samples, valid or breaking exactly one rule; usage errors exit 2. */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../src/cli/generate.js';
import { UsageError } from '../../src/cli/terminal/errors.js';
import { arbitraries } from '../../src/generators/index.js';
import { verdictOfValue as validate } from '../../src/validation/verdict.js';
import { cli, ensureBuilt, expectOneErrorLine } from '../cli/_support.js';

/** Runs the command in this process and returns what it wrote to stdout and stderr. */
async function generate(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation(
    (chunk: string | Uint8Array) => ((stdout += String(chunk)), true),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (chunk: string | Uint8Array) => ((stderr += String(chunk)), true),
  );
  try {
    return { code: await run(argv), stdout, stderr };
  } finally {
    vi.restoreAllMocks();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('generate', () => {
  it('writes a pretty-printed JSON array of valid objects, the same for the same seed', async () => {
    const first = await generate('--kind', 'track', '--count', '7', '--seed', '42');
    expect(first.code).toBe(0);
    expect(first.stderr).toBe('');
    const objects = JSON.parse(first.stdout) as unknown[];
    expect(first.stdout).toBe(`${JSON.stringify(objects, null, 2)}\n`);
    expect(objects).toHaveLength(7);
    for (const object of objects) expect(validate(object, { kind: 'track' }).errors).toEqual([]);
    expect((await generate('--kind', 'track', '--count', '7', '--seed', '42')).stdout).toBe(first.stdout);
    // The same objects fast-check draws for that seed, and a smaller count is a prefix.
    expect(JSON.stringify(objects)).toBe(
      JSON.stringify(fc.sample(arbitraries.objectOfKind('track'), { seed: 42, numRuns: 7 })),
    );
    expect(JSON.parse((await generate('--kind', 'track', '--count', '3', '--seed', '42')).stdout)).toEqual(
      objects.slice(0, 3),
    );
  });

  it('writes one object per line with --ndjson; a mixed stream without --kind', async () => {
    const { stdout } = await generate('--count', '12', '--seed=-5', '--ndjson');
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(12);
    for (const line of lines) expect(validate(JSON.parse(line)).valid).toBe(true);
    expect(await generate('--count', '0', '--seed', '1')).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  it('keeps prefixes across chunks of a large count', async () => {
    const many = (await generate('--kind', 'entity', '--count', '520', '--seed', '3', '--ndjson')).stdout
      .trimEnd()
      .split('\n');
    const few = (await generate('--kind', 'entity', '--count', '501', '--seed', '3', '--ndjson')).stdout
      .trimEnd()
      .split('\n');
    expect(many).toHaveLength(520);
    expect(few).toEqual(many.slice(0, 501));
  });

  it('--violate RULE: every object breaks exactly RULE against its kind', async () => {
    const { stdout } = await generate(
      '--kind',
      'plan_object',
      '--violate',
      'Position.lat.range',
      '--count',
      '15',
      '--seed',
      '9',
      '--ndjson',
    );
    for (const line of stdout.trimEnd().split('\n'))
      expect(validate(JSON.parse(line), { kind: 'plan_object' }).errors.map((error) => error.rule)).toEqual([
        'Position.lat.range',
      ]);
    const stream = await generate(
      '--violate',
      'CanonicalObject.object_kind.unknown',
      '--count',
      '5',
      '--seed',
      '9',
      '--ndjson',
    );
    for (const line of stream.stdout.trimEnd().split('\n'))
      expect(validate(JSON.parse(line)).errors.map((error) => error.rule)).toEqual([
        'CanonicalObject.object_kind.unknown',
      ]);
  });

  it('reports a random seed on stderr when none is given', async () => {
    const { stderr, stdout } = await generate('--count', '2');
    const seed = /--seed (-?\d+)/.exec(stderr)?.[1];
    expect(seed).toBeDefined();
    expect((await generate('--count', '2', '--seed', seed!)).stdout).toBe(stdout);
  });

  it.each([
    [['--kind', 'vehicle'], /--kind must be one of/],
    [['--violate', 'No.such.rule'], /unknown rule/],
    [['--violate', 'Timestamp.leap-second'], /has no violator: only must rules/],
    [['--kind', 'entity', '--violate', 'Track.samples.order'], /applies to no place of kind entity/],
    [['--count=-1'], /--count must be an integer/],
    [['--seed', '1.5'], /--seed must be an integer/],
  ])('refuses %j', async (argv, message) => {
    await expect(generate(...argv)).rejects.toThrow(UsageError);
    await expect(generate(...argv)).rejects.toThrow(message);
  });

  it('as a command: --help, and one line with exit 2 for a usage error', () => {
    ensureBuilt();
    const help = cli(['generate', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--violate RULE/);
    const bad = cli(['generate', '--violate', 'Nope'], { env: { NO_COLOR: '1' } });
    expect(bad.code).toBe(2);
    expect(expectOneErrorLine(bad.stderr)).toMatch(/unknown rule "Nope"/);
    const unknownOption = cli(['generate', '--colour']);
    expect(unknownOption.code).toBe(2);
    expectOneErrorLine(unknownOption.stderr);
  });
});
