/** `corpus list --id` (and `corpus export --id`) pick fixtures by id as `run --id` does: globs, commas, repeatable. */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/terminal/errors.js';
import { type CorpusIo, run } from '../../src/cli/corpus/index.js';

async function corpus(argv: string[]): Promise<string> {
  let out = '';
  const io: CorpusIo = { write: async (text) => void (out += text), colour: false };
  await run(argv, io);
  return out;
}

const ids = (out: string): string[] => (JSON.parse(out) as { id: string }[]).map((entry) => entry.id);

describe('corpus list --id', () => {
  it('takes globs, commas and repeats, and combines with the other filters', async () => {
    const lat = ids(await corpus(['list', '--id', 'entity/Position.lat.*', '--json']));
    expect(lat.length).toBeGreaterThan(2);
    expect(lat.every((id) => id.startsWith('entity/Position.lat.'))).toBe(true);
    const both = ids(
      await corpus([
        'list',
        '--id',
        'entity/Position.lat.*,track/Position.lat.*',
        '--id',
        'entity/showcase/*',
        '--json',
      ]),
    );
    expect(both.some((id) => id.startsWith('track/'))).toBe(true);
    expect(both.some((id) => id.startsWith('entity/showcase/'))).toBe(true);
    const invalid = ids(await corpus(['list', '--id', 'entity/Position.lat.*', '--invalid', '--json']));
    expect(invalid.length).toBeLessThan(lat.length);
    const exported = (await corpus(['export', '--id', lat[0]!])).trim().split('\n');
    expect(exported.map((line) => JSON.parse(line).id)).toEqual([lat[0]]);
  });

  it('an id matching no fixture is a usage error naming the nearest, as in run', async () => {
    const error = await corpus(['list', '--id', 'entity/Position.lat.rnage/*']).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(
      /^--id "entity\/Position\.lat\.rnage\/\*" matches no fixture id of the corpus/,
    );
  });
});
