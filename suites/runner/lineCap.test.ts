/**
 * Answer lines of any size: lines are read in linear time, and a line past --max-line-bytes (or output
 * that never ends a line) is an error naming the cap, the subject is restarted and the run goes on.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runConformance } from '../../src/runner/run.js';
import { LineReader } from '../../src/runner/subjects/lineReader.js';
import { StreamSubject } from '../../src/runner/subjects/stream.js';
import { killMarked, markProcesses, noOrphans } from './_orphans.js';
import { ensureBuilt, outcomes, sixCases, subjectCommand } from './_support.js';

beforeAll(() => ensureBuilt());
const mark = markProcesses();
afterEach(() => killMarked(mark));

const MiB = 1024 * 1024;

describe('the line reader', () => {
  const read = (chunks: string[], maxLineBytes = 100): { lines: string[]; overflowed: number; pending: number } => {
    const lines: string[] = [];
    let overflowed = 0;
    const reader = new LineReader({
      maxLineBytes,
      onLine: (line) => lines.push(line),
      onOverflow: () => (overflowed += 1),
    });
    for (const chunk of chunks) reader.push(Buffer.from(chunk));
    return { lines, overflowed, pending: reader.pending };
  };

  it('splits lines across and within chunks, drops a \\r before \\n, keeps multi-byte characters whole', () => {
    expect(read(['a', 'b\nc', 'd\r\n\n', 'é', '\u00e9\nrest'])).toEqual({
      lines: ['ab', 'cd', '', 'éé'],
      overflowed: 0,
      pending: 4,
    });
  });

  it('searches each byte once and joins a line once: a line in 1,000 chunks costs one pass (linear), not a rescan per chunk', () => {
    let searched = 0;
    let joins = 0;
    const indexOf = Buffer.prototype.indexOf;
    const search = vi.spyOn(Buffer.prototype, 'indexOf').mockImplementation(function (
      this: Buffer,
      ...args: unknown[]
    ) {
      searched += this.length - (typeof args[1] === 'number' ? args[1] : 0);
      return (indexOf as (...rest: unknown[]) => number).apply(this, args);
    });
    // A read with no line begun before is searched from its end for its last line end: count that search too.
    const lastIndexOf = Buffer.prototype.lastIndexOf;
    const searchBack = vi.spyOn(Buffer.prototype, 'lastIndexOf').mockImplementation(function (
      this: Buffer,
      ...args: unknown[]
    ) {
      searched += this.length;
      return (lastIndexOf as (...rest: unknown[]) => number).apply(this, args);
    });
    const concat = vi.spyOn(Buffer, 'concat');
    try {
      const lines: string[] = [];
      const reader = new LineReader({
        maxLineBytes: 4 * MiB,
        onLine: (line) => lines.push(line),
        onOverflow: () => {},
      });
      const chunk = Buffer.alloc(1024, 'x');
      for (let i = 0; i < 1000; i++) reader.push(chunk);
      reader.push(Buffer.from('\n'));
      joins = concat.mock.calls.length;
      expect(lines).toHaveLength(1);
      expect(lines[0]!.length).toBe(1000 * 1024);
    } finally {
      search.mockRestore();
      searchBack.mockRestore();
      concat.mockRestore();
    }
    expect(searched).toBe(1000 * 1024 + 1); // every byte once; a rescan of the pending line per chunk would be ~500 MB
    expect(joins).toBe(1);
  });

  it('calls a line past the cap an overflow once, and reads nothing after it', () => {
    expect(read(['x'.repeat(60), 'x'.repeat(40), '\nnext\n'], 100)).toEqual({
      lines: [`${'x'.repeat(100)}`, 'next'],
      overflowed: 0,
      pending: 0,
    });
    expect(read(['x'.repeat(60), 'x'.repeat(41), '\nnext\n'], 100)).toEqual({ lines: [], overflowed: 1, pending: 0 });
  });
});

describe('long answer lines', () => {
  const run = (command: string, maxLineBytes: number) => {
    const subject = new StreamSubject({ command, name: 's', timeoutMs: 3000, maxRestarts: 3, maxLineBytes });
    return runConformance({ subject, cases: sixCases(4), scope: [], level: 'verdict', corpusDigest: 'test' }).then(
      (outcome) => ({ ...outcome, subject }),
    );
  };

  it('a line within the cap is read, however long', async () => {
    const { report } = await run(
      subjectCommand('long-line.mjs', '--bytes', String(4 * MiB), '--on', 'case-2'),
      8 * MiB,
    );
    expect(new Set(Object.values(outcomes(report.cases)))).toEqual(new Set(['pass']));
  });

  it('a line past the cap is an error naming the cap; the subject is restarted and the rest pass', async () => {
    const { report, subject } = await run(
      subjectCommand('long-line.mjs', '--bytes', String(2 * MiB), '--on', 'case-2'),
      MiB,
    );
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'pass', 'case-2': 'error', 'case-3': 'pass', 'case-4': 'pass' });
    expect(report.cases[1]!.actual.message).toMatch(/a line longer than 1048576 bytes \(--max-line-bytes 1048576\)/);
    expect(subject.restarts).toBe(1);
    await noOrphans(mark);
  });

  it('output that never ends a line stops at the cap: an error, not a timeout, and the run goes on', async () => {
    const { report } = await run(subjectCommand('endless.mjs', '--on', 'case-3'), 2 * MiB);
    expect(outcomes(report.cases)).toEqual({ 'case-1': 'pass', 'case-2': 'pass', 'case-3': 'error', 'case-4': 'pass' });
    expect(report.cases[2]!.actual.message).toMatch(/--max-line-bytes 2097152/);
    await noOrphans(mark);
  });
});
