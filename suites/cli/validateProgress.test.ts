/** validate's progress lines off a terminal in CI (cli/validate/logProgress.ts), driven by an injected clock. */
import { describe, expect, it } from 'vitest';
import { LOG_INTERVAL_MS, LogProgress, logsProgress } from '../../src/cli/validate/logProgress.js';

/** A progress logger on a clock the test moves, and the lines it wrote. */
function logger() {
  let now = 1_000_000;
  const lines: string[] = [];
  const progress = new LogProgress(
    (line) => lines.push(line),
    () => now,
  );
  return { progress, lines, advance: (ms: number) => (now += ms) };
}

describe('progress lines in a CI log', () => {
  it('writes nothing before the interval, then a whole line with the percentage and the time left', async () => {
    const { progress, lines, advance } = logger();
    progress.begin('data.ndjson', 4_000_000);
    async function* chunks() {
      yield Buffer.alloc(1_000_000);
    }
    for await (const _ of progress.counted(chunks()));
    progress.tick(1);
    advance(LOG_INTERVAL_MS - 1);
    progress.tick(4_999);
    expect(lines).toEqual([]);
    advance(1);
    progress.tick(5_000);
    expect(lines).toEqual(['validate: 5,000 objects, 500 objects/s; data.ndjson 25%, about 30s left\n']);
    advance(LOG_INTERVAL_MS / 2);
    progress.tick(7_000);
    expect(lines).toHaveLength(1);
  });

  it('says minutes and hours, and no time left once the file is read', () => {
    const { progress, lines, advance } = logger();
    progress.begin('big.ndjson', 1000);
    progress.read(1);
    advance(20_000);
    progress.tick(1);
    progress.read(999);
    advance(LOG_INTERVAL_MS);
    progress.tick(2);
    expect(lines).toEqual([
      'validate: 1 object, 0 objects/s; big.ndjson 0%, about 5h 33m left\n',
      'validate: 2 objects, 0 objects/s; big.ndjson 100%\n',
    ]);
  });

  it('names an input of unknown size (a pipe) without a percentage', () => {
    const { progress, lines, advance } = logger();
    progress.begin('<stdin>', undefined);
    progress.read(100);
    advance(LOG_INTERVAL_MS);
    progress.tick(30_000);
    expect(lines).toEqual(['validate: 30,000 objects, 3,000 objects/s; <stdin>\n']);
  });

  it('is on with CI set and stderr not a terminal, and only then', () => {
    expect(logsProgress({ CI: 'true' }, false)).toBe(true);
    expect(logsProgress({ CI: '1' }, false)).toBe(true);
    expect(logsProgress({ CI: 'true' }, true)).toBe(false);
    expect(logsProgress({}, false)).toBe(false);
    expect(logsProgress({ CI: '' }, false)).toBe(false);
    expect(logsProgress({ CI: 'false' }, false)).toBe(false);
    expect(logsProgress({ CI: '0' }, false)).toBe(false);
  });
});
